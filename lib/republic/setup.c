/*
 * setup.c - §2 Setup and the Playbook's scenario set-ups (§9.2-§9.6, from
 * the content tables).  Set-up chance (shuffling the Freikorps counters,
 * the random Lingering Events of Black Sun Rising, the first hands) uses
 * the internal generator, as doc/design.md allows.
 */
#include "republic.h"

#include <string.h>

static int draw_random(rp_state *st, uint64_t *set)
{
    int n = card_count(set);
    if (!n)
        return 0;
    uint32_t k = wm__rng_below(&st->rng, (uint32_t)n);
    for (int id = 1; id <= RP_NCARDS; id++)
        if (card_has(set, id) && k-- == 0)
            return id;
    return 0;
}

static void setup_freikorps(rp_state *st, const rp_scenario_info *sc)
{
    uint8_t side[NFK];
    memcpy(side, wm__republic_freikorps_rogue, sizeof side);
    for (int i = NFK - 1; i > 0; i--) { /* shuffle the counters */
        int j = (int)wm__rng_below(&st->rng, (uint32_t)(i + 1));
        uint8_t t = side[i];
        side[i] = side[j];
        side[j] = t;
    }
    uint8_t used[NFK] = {0};
    for (int i = 0; i < NFK; i++) {
        st->fk_rogue[i] = side[i];
        st->fk_loc[i] = FK_OUT;
        st->fk_st[i] = FK_UNREVEALED;
    }
    int revealed = sc->fk_setup == RP_FK_REVEALED;
    if (revealed) { /* facts §2.4: 3 Rogue and 3 loyal leave the game */
        int nl = RP_FK_REMOVED_LOYAL, nr = RP_FK_REMOVED_ROGUE;
        for (int i = 0; i < NFK; i++) {
            st->fk_st[i] = side[i] ? FK_ROGUE : FK_LOYAL;
            if (side[i] && nr) {
                nr--;
                used[i] = 1;
            } else if (!side[i] && nl) {
                nl--;
                used[i] = 1;
            }
        }
    }
    for (int s = 0; s < NSP; s++) {
        const rp_space_setup *m = &sc->map[s];
        for (int n = 0; n < m->rogue; n++)
            for (int i = 0; i < NFK; i++)
                if (!used[i] && side[i]) {
                    used[i] = 1;
                    st->fk_loc[i] = (uint8_t)s;
                    st->fk_st[i] = FK_ROGUE;
                    break;
                }
        for (int n = 0; n < m->freikorps; n++)
            for (int i = 0; i < NFK; i++)
                if (!used[i] && (!revealed || !side[i])) {
                    used[i] = 1;
                    st->fk_loc[i] = (uint8_t)s;
                    break;
                }
    }
    for (int i = 0; i < NFK; i++)
        if (!used[i])
            st->fk_loc[i] = (st->fk_st[i] == FK_ROGUE) ? FK_RC_MAT : FK_COAL_MAT;
}



wm_status wm__republic_setup(rp_state *st, const wm_options *o);

wm_status wm__republic_init(void *vst, const wm_options *o)
{
    wm_status r = wm__republic_setup(vst, o);
    if (r == WM_OK)
        wm__republic_begin(vst);
    return r;
}

/* §2 step 4, §9.2-§9.6: the tracks, the holding boxes and the faction
 * mats as the scenario sets them up. */
static void setup_tracks(rp_state *st, const rp_scenario_info *sc)
{
    st->momentum = sc->momentum;
    st->econ = sc->economy;
    st->prog = sc->progress;
    st->react = sc->reaction;
    st->unity = sc->unity;
    st->us = sc->us_deals;
    st->ussr = sc->ussr_deals;
    int nostance = sc->rules & RP_SR_NO_STANCE;
    st->stance[0] = nostance ? RP_STANCE_PRAGMATIC : sc->kpd_stance;
    st->stance[1] = nostance ? RP_STANCE_PRAGMATIC : sc->nsdap_stance;
    st->gs = sc->general_strike;
    for (int b = 0; b < RP_ECON_LEV_BOXES; b++)
        st->econ_lev[b] = (uint8_t)(bit(sc->econ_yellow, b) ? 1 : bit(sc->econ_black, b) ? 2 : 0);
    st->econ_dd = sc->econ_dd;
    st->econ_mcs = sc->econ_mcs;
    st->us_yellow = sc->us_yellow;
    st->us_dd = sc->us_dd;
    st->ussr_rw = sc->ussr_reichswehr;
    st->ussr_yellow = sc->ussr_yellow;
    st->ussr_black = sc->ussr_black;
    st->ussr_cadre = sc->ussr_cadre;
    st->prog_lev = sc->progress_yellow;
    st->prog_reform = sc->progress_reform;
    st->react_lev = sc->reaction_black;
    st->react_ass = sc->reaction_assassinations;
    st->react_cadre = sc->reaction_cadre;
    st->react_clique = sc->reaction_clique;
    st->pr_mcs = sc->pr_mcs;
    st->kpd_mat = sc->kpd_mat;
    st->nsdap_mat = sc->nsdap_mat;
    st->rc_lev = sc->rc_lev;
    st->rc_below = sc->rc_below;
    memcpy(st->mcs_mat, sc->mcs_mat, sizeof st->mcs_mat);
    if (st->gs)
        st->kpd_mat = (uint8_t)(st->kpd_mat & ~(1u << wm__republic_gs_slot()));
    else
        st->kpd_mat = (uint8_t)(st->kpd_mat | (1u << wm__republic_gs_slot()));
}

/* §2 step 4, §9.2-§9.6: the map's pieces (§8.4: the Clique letters; the
 * Assassinations markers' home boxes follow them). */
static void setup_map(rp_state *st, const rp_scenario_info *sc)
{
    for (int i = 0; i < NASS; i++)
        st->ass_loc[i] = ASS_HOME;
    for (int s = 0; s < NSP; s++) {
        const rp_space_setup *m = &sc->map[s];
        memcpy(st->cubes[s], m->cubes, NF);
        st->rw[s] = m->reichswehr;
        st->mil[s] = m->militia;
        st->sa[s] = m->sa;
        st->clique[s] = m->clique;
        st->cadre[s] = m->cadre;
        st->strike[s] = m->strike;
        st->lev[s][0] = m->yellow_lev;
        st->lev[s][1] = m->black_lev;
        st->reform[s] = m->reform;
        if (m->assassination)
            for (int i = 0; i < NASS; i++)
                if (st->ass_loc[i] == ASS_HOME) {
                    st->ass_loc[i] = (uint8_t)s;
                    st->ass_side[i] = m->assassination;
                    break;
                }
    }
    wm__republic_clique_letters(st); /* §8.4 */
    for (int i = 0; i < NASS; i++) /* the home boxes follow the markers */
        if (st->ass_loc[i] == ASS_HOME)
            wm__republic_return_ass(st, i);
        else
            wm__republic_place_ass(st, i, st->ass_loc[i], st->ass_side[i]);
    setup_freikorps(st, sc);
}

/* §2 step 3, §9.1: the era decks, the Lingering Events and the first
 * hands. */
static void setup_cards(rp_state *st, const rp_scenario_info *sc)
{
    for (int id = 1; id <= RP_NCARDS; id++) {
        const rp_card_info *c = CARD(id);
        if (c->kind != RP_CARD_EVENT && c->kind != RP_CARD_ELECTION)
            continue;
        if (c->kind == RP_CARD_ELECTION && (sc->remove_elections & (1u << c->era)))
            continue;
        if (sc->deck[c->era] == RP_DECK_DRAW)
            card_add(st->deck, id);
        else if (sc->deck[c->era] == RP_DECK_ASIDE)
            card_add(st->aside, id);
    }
    for (int i = 0; i < 4 && sc->lingering[i]; i++) {
        card_add(st->linger, sc->lingering[i]);
        card_del(st->deck, sc->lingering[i]);
        card_del(st->aside, sc->lingering[i]);
    }
    if (sc->random_lingering) {
        uint64_t pool[CW] = {0};
        for (int id = 1; id <= RP_NCARDS; id++)
            if (card_has(st->deck, id) && wm__republic_may_linger(st, id))
                card_add(pool, id);
        for (int n = 0; n < sc->random_lingering; n++) {
            int id = draw_random(st, pool);
            if (!id)
                break;
            card_del(pool, id);
            card_del(st->deck, id);
            card_add(st->linger, id);
        }
    }
    for (int f = 0; f < NF; f++)
        for (int n = 0; n < sc->hand; n++) {
            int id = draw_random(st, st->deck);
            if (!id)
                break;
            card_del(st->deck, id);
            card_add(st->hand[f], id);
        }
}

/* §2 step 2: Article 48, the Reichstag Seats and the Parliamentary
 * Control cards. */
static void setup_control(rp_state *st, const rp_scenario_info *sc)
{
    for (int u = 0; u < RP_NPC; u++) {
        st->pc_holder[u] = sc->pc[u];
        if (sc->pc[u] != RP_NOBODY)
            st->pc_up = (uint8_t)(st->pc_up | (1u << u));
    }
    st->a48_up = sc->article48 == RP_COALITION;
    st->rs_holder = sc->reichstag_seats;
    st->rs_up = sc->reichstag_seats != RP_NOBODY;
}

wm_status wm__republic_setup(rp_state *st, const wm_options *o)
{
    int scn = o->scenario ? o->scenario : RP_SC_FATE;
    if (scn < RP_SC_TUTORIAL || scn > RP_SC_FATE)
        return wm__fail(WM_EINVAL, "options.scenario: %d is not 1-5 for The Weimar Republic", scn);
    if (o->seats != 0 && o->seats != NF)
        return wm__fail(WM_EINVAL, "options.seats: %d is not 4 (or 0) for The Weimar Republic", (int)o->seats);
    if (o->flags & ~(RP_RULE_FLAGS | WM_OPT_NO_HISTORY))
        return wm__fail(WM_EINVAL, "options.flags: 0x%x are not flags of The Weimar Republic",
                        (unsigned)(o->flags & ~(RP_RULE_FLAGS | WM_OPT_NO_HISTORY)));
    if (o->bots & ~0xFu)
        return wm__fail(WM_EINVAL, "options.bots: 0x%x names seats beyond the 4 factions (bits 0-3)", (unsigned)o->bots);
    const rp_scenario_info *sc = &wm__republic_scenarios[scn];

    memset(st, 0, sizeof *st);
    st->rng = o->seed;
    st->flags = o->flags & RP_RULE_FLAGS;
    /* §8.4 NP set-up: the dealt hand is the NP's face-down stack (a card
     * set: "the top card" is a random one); each bot deck shuffled (a set
     * of the cards still to draw). */
    st->bots = (uint8_t)o->bots;
    for (int f = 0; f < NF; f++)
        if (bit(st->bots, f))
            st->np_deck[f] = 0x1FF;
    st->scenario = (uint8_t)scn;
    st->rules = (uint8_t)sc->rules;
    st->year = (uint8_t)(sc->first_year - RP_FIRST_YEAR);
    st->half = sc->first_half;

    setup_tracks(st, sc);
    setup_map(st, sc);
    setup_cards(st, sc);
    setup_control(st, sc);
    st->el_first = st->el_second = st->xfer_to = RP_NOBODY;
    for (int f = 0; f < NF; f++)
        st->order[f] = (uint8_t)f;
    return WM_OK;
}

/*
 * Black Sun Rising (§9.5, facts §2.3): "#54 Gustav Stresemann and #57 Paul
 * von Hindenburg, plus 3 other Golden Twenties Lingering Events drawn at
 * random".  No source gives the Lingering flag of most Golden Twenties
 * cards (only #54, #55 and #57 are known Lingering), so drawing only from
 * the known ones would always give #55.  Reading (doc/rules-republic.md):
 * the pool is every Event of the draw deck that may be a Lingering Event -
 * those known to be Lingering and those whose flags no source states and
 * whose text is unpublished (such a card in the Lingering box has no
 * instructions and leaves at the next New Era, like every card whose text
 * is unpublished).  Cards with a described immediate effect (#82) are not
 * in it.  That reading is the published-only game's
 * (WM_REPUBLIC_PUBLISHED_ONLY); in the default content every Event's flags
 * are set (RECONSTRUCTED where no source states them), so the pool is the
 * deck's Lingering Events.
 */
int wm__republic_may_linger(const rp_state *st, int id)
{
    const rp_card_info *c = CARD(id);
    if (c->kind != RP_CARD_EVENT)
        return 0;
    if (c->flags & RP_CF_LINGERING)
        return 1;
    return !(c->flags & (RP_CF_FLAGS_KNOWN | RP_CF_RECONSTRUCTED)) && (c->flags & RP_CF_TEXT_UNPUBLISHED);
}

wm_status wm__republic_game_init(void *vg, const wm_options *o)
{
    rp_game *g = vg;
    wm_status st = wm__republic_setup(&g->cur, o);
    if (st != WM_OK)
        return st;
    wm__republic_settle(&g->cur); /* the set-up in the anchor's canonical form */
    rp_state setup = g->cur;
    wm__republic_begin(&g->cur);
    if (wm__republic_anchor_point(&g->cur)) {
        wm__republic_rebase(g); /* set-up ends at an anchor: the turn order (§2 Note) */
    } else {
        /* Non-player seats played on from the set-up to a question inside
         * a procedure: the set-up itself is the anchor, and the checker
         * begins the first round from it (view.c). */
        g->anchor = setup;
        g->ntail = 0;
    }
    return WM_OK;
}
