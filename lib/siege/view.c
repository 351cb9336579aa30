/*
 * view.c - Democracy under Siege: the JSON view per seat, move names,
 * prompts, the outcome and the wm_title_ops table.
 *
 * Hidden information: each hand and Reserve is seen only by the seat that
 * plays its Ideology (in the 2-seat game Communism's by the seat that
 * controls Communism this turn); the cards chosen in the Strategy Cards
 * Play step are face down until they are revealed; the deck order is never
 * shown.  Reserve cards are treated as hidden (the rulebook does not say).
 * A viewer that does not see a hand or Reserve now but remembers some of
 * its cards (siege_state.known: Communism's cards seen while controlling
 * it, N1's inspection, a revealed card kept in a Reserve or returned to a
 * hand) gets them as "hand_known" / "reserve_known" (doc/ai.md).
 */
#include "stage.h"

#include <stdio.h>
#include <string.h>

static const char *const phase_name[] = {"setup", "initiative", "cards", "political", "interphase", "over"};
static const char *const res_name[] = {"RawMaterials", "Factory", "Oil"};

static int sees(const siege_state *st, int viewer, int ideo)
{
    if (viewer == WM_OMNISCIENT)
        return 1;
    if (viewer < 0)
        return 0;
    return wm__siege_seat_of(st, ideo) == viewer;
}

/* The cards a view names (bit c of named[]), for its "cards" table. */
static void name_card(uint64_t *named, int c)
{
    named[c / 64] |= (uint64_t)1u << (c % 64);
}

static void cards_at(const siege_state *st, wm_json *j, int ideo, int loc, uint64_t *named)
{
    wm__json_arr(j);
    for (int k = 0; k < wm__siege_deck_size[ideo]; k++) {
        int c = wm__siege_deck_first[ideo] + k;
        if (st->card_loc[c] == loc) {
            wm__json_str(j, sg_cards()[c].code);
            name_card(named, c);
        }
    }
    wm__json_arr_end(j);
}

static void known_at(const siege_state *st, wm_json *j, int viewer, int ideo, int p, uint64_t *named)
{
    wm__json_arr(j);
    for (int k = 0; k < wm__siege_deck_size[ideo]; k++)
        if ((st->known[p][viewer][ideo] >> k) & 1u) {
            wm__json_str(j, sg_cards()[wm__siege_deck_first[ideo] + k].code);
            name_card(named, wm__siege_deck_first[ideo] + k);
        }
    wm__json_arr_end(j);
}

/* "cards": what a person reads on each card the view names (a hand, a
 * Reserve, a card played face up, an Active Card, a War): its name, type,
 * PP, Difficulty and text, and where they come from - "reconstructed"
 * (doc/siege-content.md, methods 14 and 15: no printed text survives;
 * the text says what the program does), "unpublished" (played for its PP
 * only: TEXT_UNPUBLISHED, or a reconstructed card under
 * WM_SIEGE_PUBLISHED_ONLY, whose text is then null), "published" (a
 * printed text, from a content pack) or "partial" (a card the rulebook
 * describes in part, its effect by method 8; its text ours, written from
 * its program and the rulebook's clarifications, method 16, null in the
 * WebAssembly build, whose page reads it from a content pack) - the
 * Republic's words for the same. */
static void view_cards(const siege_state *st, wm_json *j, const uint64_t *named)
{
    static const char *const type_name[] = {"action", "event", "war-event", "map"};
    wm__json_key(j, "cards");
    wm__json_obj(j);
    for (int c = 0; c < SG_CARDS; c++) {
        if (!((named[c / 64] >> (c % 64)) & 1u))
            continue;
        const sg_card *cd = &sg_cards()[c];
        int pp_only = sg_pp_only(st, c);
        wm__json_key(j, cd->code);
        wm__json_obj(j);
        wm__json_kstr_or_null(j, "name", cd->name);
        wm__json_kstr(j, "type", cd->type < 4 ? type_name[cd->type] : "action");
        wm__json_kint(j, "pp", cd->pp);
        wm__json_kint(j, "difficulty", cd->difficulty);
        wm__json_kstr_or_null(j, "text", pp_only ? NULL : cd->text);
        wm__json_kstr(j, "source", pp_only                             ? "unpublished"
                                   : (cd->flags & SG_F_RECONSTRUCTED) ? "reconstructed"
                                   : cd->text && !(cd->flags & SG_F_TEXT_OURS) ? "published"
                                                                      : "partial");
        wm__json_obj_end(j);
    }
    wm__json_obj_end(j);
}

static int count_at(const siege_state *st, int ideo, int loc)
{
    int n = 0;
    for (int k = 0; k < wm__siege_deck_size[ideo]; k++)
        n += st->card_loc[wm__siege_deck_first[ideo] + k] == loc;
    return n;
}

/* One Ideology's entry of "ideologies": its tracks, its cards as the
 * viewer sees them, its Coup Cells. */
static void view_ideology(const siege_state *st, int viewer, wm_json *j, int i, uint64_t *named)
{
    wm__json_obj(j);
    wm__json_kstr(j, "name", wm__siege_ideology_name(i));
    wm__json_kint(j, "prestige", st->prestige[i]);
    wm__json_kint(j, "pp", st->pp[i]);
    wm__json_kint(j, "vp", st->vp_marker[i]);
    wm__json_kint(j, "vp_token", st->vp_token[i]);
    wm__json_kint(j, "mr", st->force_pool[i]);
    wm__json_kint(j, "cc_training", st->cc_pool[i]);
    wm__json_kint(j, "rerolls_used", st->rerolls[i]);
    wm__json_kint(j, "token_reserve", wm__siege_token_reserve(st, i));
    uint8_t pool[SG_NRESOURCES];
    wm__siege_pool(st, i, pool);
    wm__json_key(j, "resources");
    wm__json_obj(j);
    for (int r = 0; r < SG_NRESOURCES; r++)
        wm__json_kint(j, res_name[r], pool[r]);
    wm__json_obj_end(j);
    if (st->seats == 2 && i != SG_COMMUNISM)
        wm__json_kint(j, "communism_turns", st->comm_turns[i == SG_NAZISM ? 0 : 1]);
    wm__json_kint(j, "hand_count", count_at(st, i, SG_LOC_HAND));
    wm__json_kint(j, "reserve_count", count_at(st, i, SG_LOC_RESERVE));
    if (sees(st, viewer, i)) {
        wm__json_key(j, "hand");
        cards_at(st, j, i, SG_LOC_HAND, named);
        wm__json_key(j, "reserve");
        cards_at(st, j, i, SG_LOC_RESERVE, named);
    } else if (wm__siege_peeking(st, viewer, i)) {
        wm__json_key(j, "hand");
        cards_at(st, j, i, SG_LOC_HAND, named);
    }
    /* the viewer's memory (doc/ai.md): cards of a hand or Reserve it
     * does not see now but knows are there */
    if (viewer >= 0 && viewer < SG_NIDEOLOGIES && !sees(st, viewer, i) && wm__siege_memory_open(st, i)) {
        if (!wm__siege_peeking(st, viewer, i) && st->known[SG_KNOW_HAND][viewer][i]) {
            wm__json_key(j, "hand_known");
            known_at(st, j, viewer, i, SG_KNOW_HAND, named);
        }
        if (st->known[SG_KNOW_RESERVE][viewer][i]) {
            wm__json_key(j, "reserve_known");
            known_at(st, j, viewer, i, SG_KNOW_RESERVE, named);
        }
    }
    wm__json_key(j, "played");
    if (wm__siege_face_down(st) && !sees(st, viewer, i))
        wm__json_int(j, count_at(st, i, SG_LOC_PLAYED));
    else
        cards_at(st, j, i, SG_LOC_PLAYED, named);
    wm__json_key(j, "active");
    cards_at(st, j, i, SG_LOC_ACTIVE, named);
    wm__json_kint(j, "deck", st->ndeck[i]);
    wm__json_key(j, "cc");
    wm__json_obj(j);
    for (int a = 0; a < SG_NCC_AREAS; a++)
        if (st->cc_map[i][a])
            wm__json_kint(j, wm__siege_cc[a].ascii, st->cc_map[i][a]);
    wm__json_obj_end(j);
    if (st->coup_area[i] != SG_NOTHING)
        wm__json_kstr(j, "coup_declared", wm__siege_cc[st->coup_area[i]].ascii);
    if (st->coup_target[i] != SG_NOTHING)
        wm__json_kstr(j, "coup_on", wm__siege_areas[st->coup_target[i]].ascii);
    wm__json_obj_end(j);
}

/* A war's (or civil war's) MR per side and Ideology. */
static void view_sides(wm_json *j, const char *a, const char *b, const uint8_t mr[2][SG_NIDEOLOGIES])
{
    for (int s = 0; s < 2; s++) {
        wm__json_key(j, s ? b : a);
        wm__json_arr(j);
        for (int i = 0; i < SG_NIDEOLOGIES; i++)
            wm__json_int(j, mr[s][i]);
        wm__json_arr_end(j);
    }
}

/* The Resource boxes, the Powers at war, the Armaments Tracks and the
 * treaties. */
static void view_map(const siege_state *st, wm_json *j)
{
    wm__json_key(j, "claims");
    wm__json_arr(j);
    for (int b = 0; b < SG_NRBOXES; b++)
        wm__json_int(j, st->rbox[b] ? st->rbox[b] - 1 : -1);
    wm__json_arr_end(j);
    wm__json_key(j, "at_war");
    wm__json_arr(j);
    for (int p = 0; p < SG_NPOWERS; p++)
        if ((st->at_war >> p) & 1u)
            wm__json_str(j, wm__siege_areas[wm__siege_power_area[p]].ascii);
    wm__json_arr_end(j);
    /* D16, D20 (§1.3): their boxes once on the map; -1 empty */
    wm__json_key(j, "map_claims");
    wm__json_obj(j);
    for (int k = 0; k < SG_NMAP_RBOXES; k++)
        if (wm__siege_map_box_open(st, k))
            wm__json_kint(j, wm__siege_map_rbox_card[k], st->map_rbox[k] ? st->map_rbox[k] - 1 : -1);
    wm__json_obj_end(j);
    /* §1.7 Armaments Tracks: level 1-3 per Power Card (China: null while
     * nobody holds it) */
    wm__json_key(j, "armaments");
    wm__json_obj(j);
    for (int p = 0; p < SG_NPOWERS; p++) {
        wm__json_key(j, wm__siege_areas[wm__siege_power_area[p]].ascii);
        if (st->armaments[p] == SG_ARM_NONE)
            wm__json_null(j);
        else
            wm__json_int(j, st->armaments[p] + 1);
    }
    wm__json_obj_end(j);
    /* §3.3.5 Pacts and Alliances: the Power and the area each marker binds */
    wm__json_key(j, "treaties");
    wm__json_arr(j);
    for (int k = 0; k < 2; k++)
        for (int p = 0; p < SG_NPOWERS; p++)
            for (int a = 0; a < SG_NAREAS; a++)
                if (((k ? st->ally[p] : st->pact[p]) >> a) & 1u) {
                    wm__json_obj(j);
                    wm__json_kstr(j, "kind", k ? "alliance" : "pact");
                    wm__json_kstr(j, "power", wm__siege_areas[wm__siege_power_area[p]].ascii);
                    wm__json_kstr(j, "area", wm__siege_areas[a].ascii);
                    wm__json_obj_end(j);
                }
    wm__json_arr_end(j);
    /* §1.2: the Ideology each Major Power belongs to, fixed for the game */
    wm__json_key(j, "major_powers");
    wm__json_obj(j);
    for (int a = 0; a < SG_NAREAS; a++)
        if (wm__siege_areas[a].kind == SG_KIND_MAJOR)
            wm__json_kstr(j, wm__siege_areas[a].ascii, wm__siege_ideology_name(wm__siege_areas[a].ideology));
    wm__json_obj_end(j);
}

static void siege_view(const void *vst, int viewer, wm_json *j)
{
    const siege_state *st = vst;
    wm__json_kint(j, "turn", st->turn);
    wm__json_kint(j, "year", wm__siege_turns[st->turn].year);
    wm__json_kint(j, "round", st->round);
    wm__json_kstr(j, "phase", phase_name[st->phase <= SG_PH_OVER ? st->phase : 0]);
    wm__json_kbool(j, "advanced", (st->flags & WM_SIEGE_ADVANCED) != 0);
    wm__json_kint(j, "seat_count", st->seats);
    wm__json_kstr(j, "communism_controller", wm__siege_ideology_name(st->comm_ctrl));
    /* whose decision it is (in the 2-seat game Communism's is taken by the
     * seat controlling it): public, like the seat to move */
    if (wm__siege_to_move(st) >= 0 && st->actor < SG_NIDEOLOGIES)
        wm__json_kstr(j, "deciding", wm__siege_ideology_name(wm__siege_decider(st)));
    wm__json_key(j, "initiative");
    wm__json_arr(j);
    for (int r = 0; r < SG_NIDEOLOGIES; r++)
        wm__json_str(j, wm__siege_ideology_name(st->order[r]));
    wm__json_arr_end(j);
    wm__json_kbool(j, "total_war", st->tw != 0);
    uint64_t named[(SG_CARDS + 63) / 64] = {0};
    wm__json_key(j, "ideologies");
    wm__json_arr(j);
    for (int i = 0; i < SG_NIDEOLOGIES; i++)
        view_ideology(st, viewer, j, i, named);
    wm__json_arr_end(j);
    wm__json_key(j, "regimes");
    wm__json_obj(j);
    for (int n = 0; n < SG_NNATIONS; n++)
        wm__json_kstr(j, wm__siege_areas[n].ascii,
                      st->regime[n] == SG_REGIME_GONE ? "conquered" : wm__siege_regime_boxes[st->regime[n]].ascii);
    wm__json_obj_end(j);
    wm__json_key(j, "wars");
    wm__json_arr(j);
    for (int w = 0; w < SG_NWARS; w++) {
        if (st->war_box[w] == SG_WAR_OFF)
            continue;
        wm__json_obj(j);
        wm__json_kstr(j, "card", sg_cards()[sg_wars()[w].card].code);
        name_card(named, sg_wars()[w].card);
        wm__json_kint(j, "box", st->war_box[w]);
        wm__json_kbool(j, "stalling", st->war_stall[w] != 0);
        view_sides(j, "a", "b", st->war_mr[w]);
        wm__json_obj_end(j);
    }
    wm__json_arr_end(j);
    wm__json_key(j, "civil_wars");
    wm__json_arr(j);
    for (int n = 0; n < SG_NNATIONS; n++) {
        if (!st->civil[n])
            continue;
        wm__json_obj(j);
        wm__json_kstr(j, "nation", wm__siege_areas[n].ascii);
        wm__json_kstr(j, "status", st->civil[n] == 1 ? "erupting" : "calming");
        view_sides(j, "government", "rebels", st->civil_mr[n]);
        wm__json_obj_end(j);
    }
    wm__json_arr_end(j);
    view_map(st, j);
    view_cards(st, j, named);
    if (st->phase == SG_PH_OVER)
        wm__json_kstr(j, "winner", st->winner == SG_NOBODY ? "draw" : wm__siege_ideology_name(st->winner));
}

/* Move names are built by appending pieces (wm_move_parse names every
 * move id of the action space for each parse: snprintf was most of a
 * checked game's time). */
typedef struct name_buf {
    char *buf;
    size_t cap, len;
} name_buf;

static void put_s(name_buf *b, const char *s)
{
    for (; *s; s++) {
        if (b->len + 1 < b->cap)
            b->buf[b->len] = *s;
        b->len++;
    }
}

static void put_u(name_buf *b, unsigned v)
{
    char d[12];
    int n = 0;
    do {
        d[n++] = (char)('0' + v % 10);
        v /= 10;
    } while (v);
    char s[12];
    for (int k = 0; k < n; k++)
        s[k] = d[n - 1 - k];
    s[n] = '\0';
    put_s(b, s);
}

static size_t siege_move_name(const void *vst, wm_move m, char *buf, size_t cap)
{
    (void)vst;
    name_buf nb = {buf, cap, 0}, *b = &nb;
    if (m < M_DRAW) {
        put_s(b, "die ");
        put_u(b, (unsigned)(m - M_DIE + 1));
    } else if (m < M_PASS) {
        put_s(b, "draw ");
        put_s(b, sg_cards()[m - M_DRAW].code);
    } else if (m == M_PASS)
        put_s(b, "pass");
    else if (m == M_YES)
        put_s(b, "yes");
    else if (m == M_NO)
        put_s(b, "no");
    else if (m < M_CHOICE) {
        put_s(b, "card ");
        put_s(b, sg_cards()[m - M_CARD].code);
    } else if (m < M_AREA) {
        put_s(b, "choice ");
        put_u(b, (unsigned)(m - M_CHOICE));
    } else if (m < M_SWAP) {
        put_s(b, "area ");
        put_s(b, wm__siege_cc[m - M_AREA].ascii);
    } else if (m < M_INFL) {
        put_s(b, "swap ");
        put_s(b, wm__siege_ideology_name((int)(m - M_SWAP)));
    } else if (m < M_CLAIM) {
        unsigned x = (unsigned)(m - M_INFL);
        put_s(b, "influence ");
        put_s(b, wm__siege_areas[x / SG_NREGIME_BOXES].ascii);
        put_s(b, " ");
        put_s(b, wm__siege_regime_boxes[x % SG_NREGIME_BOXES].ascii);
    } else if (m < M_FORM) {
        unsigned r = (unsigned)(m - M_CLAIM);
        put_s(b, "claim ");
        put_u(b, r);
        put_s(b, " ");
        put_s(b, wm__siege_areas[wm__siege_rboxes[r].area].ascii);
        put_s(b, " ");
        put_s(b, res_name[wm__siege_rboxes[r].type]);
    } else if (m == M_FORM)
        put_s(b, "form cc");
    else if (m < M_MOVECC) {
        put_s(b, "deploy ");
        put_s(b, wm__siege_cc[m - M_DEPLOY].ascii);
    } else if (m < M_ATTEMPT) {
        unsigned x = (unsigned)(m - M_MOVECC);
        put_s(b, "move cc ");
        put_s(b, wm__siege_cc[x / SG_NCC_AREAS].ascii);
        put_s(b, " ");
        put_s(b, wm__siege_cc[x % SG_NCC_AREAS].ascii);
    } else if (m < M_REACT) {
        put_s(b, "coup ");
        put_s(b, wm__siege_areas[m - M_ATTEMPT].ascii);
    } else if (m < M_COMMIT) {
        put_s(b, "react ");
        put_s(b, wm__siege_ideology_name((int)(m - M_REACT)));
    } else if (m < M_COMMIT_CW) {
        unsigned x = (unsigned)(m - M_COMMIT);
        put_s(b, "commit ");
        put_s(b, sg_cards()[sg_wars()[x / 2].card].code);
        put_s(b, x % 2 ? " B" : " A");
    } else if (m < M_FIGHT) {
        unsigned x = (unsigned)(m - M_COMMIT_CW);
        put_s(b, "commit ");
        put_s(b, wm__siege_areas[x / 2].ascii);
        put_s(b, x % 2 ? " rebels" : " government");
    } else if (m < M_FIGHT_CW) {
        put_s(b, "fight ");
        put_s(b, sg_cards()[sg_wars()[m - M_FIGHT].card].code);
    } else if (m < M_EXPLOIT_PP) {
        put_s(b, "fight ");
        put_s(b, wm__siege_areas[m - M_FIGHT_CW].ascii);
    } else if (m == M_EXPLOIT_PP)
        put_s(b, "exploit prestige");
    else if (m == M_PLUS)
        put_s(b, "plus");
    else if (m == M_MINUS)
        put_s(b, "minus");
    else if (m >= M_CLAIM_MAP && m < M_ACTIONS) {
        put_s(b, "claim map ");
        put_s(b, wm__siege_map_rbox_card[m - M_CLAIM_MAP]);
    }
    else {
        put_s(b, "move ");
        put_u(b, (unsigned)m);
    }
    if (!cap)
        return 0;
    size_t n = nb.len < cap ? nb.len : cap - 1;
    buf[n] = '\0';
    return n;
}

/* ------------------------------------------------------------------ */
/* Labels (wm_move_label): what a person reads                          */
/* ------------------------------------------------------------------ */

/* A Regime box as a person tells it apart: the rulebook's area name, with
 * the board position of the boxes that share one ("Neutral Area NW"). */
static const char *const box_label[SG_NREGIME_BOXES] = {
    [SG_R_DEMOCRACY] = "Control Area of Democracy", [SG_R_NAZISM] = "Control Area of Nazism",
    [SG_R_COMMUNISM] = "Control Area of Communism", [SG_R_ANARCHY] = "Control Area of Anarchy",
    [SG_R_NEUTRAL_NW] = "Neutral Area NW",          [SG_R_NEUTRAL_NE] = "Neutral Area NE",
    [SG_R_NEUTRAL_SE] = "Neutral Area SE",          [SG_R_NEUTRAL_SW] = "Neutral Area SW",
    [SG_R_SOCDEM_TOP] = "Social-Democracy A",       [SG_R_SOCDEM_LEFT] = "Social-Democracy B",
    [SG_R_AUTOCRACY] = "Autocracy",                 [SG_R_MILDICT_EDGE] = "Military Dictatorship A",
    [SG_R_MILDICT_INNER] = "Military Dictatorship B", [SG_R_MILDICT_LOW] = "Military Dictatorship C",
    [SG_R_OLIGARCHY_LOW] = "Oligarchy A",           [SG_R_OLIGARCHY_LEFT] = "Oligarchy B",
    [SG_R_INSTABILITY] = "Instability Area",
};

/* "C15 Name (2 PP, difficulty 3)": a card's code and name, its PP and
 * difficulty for a Political Action Card, "[reconstructed]" for a card
 * the rulebook does not give (CONTENT.md). */
static int card_text(char *buf, size_t cap, const char *head, int c)
{
    const sg_card *k = &sg_cards()[c];
    char extra[48] = "";
    if (k->type == SG_CT_ACTION)
        snprintf(extra, sizeof extra, " (%d PP, difficulty %d)", k->pp, k->difficulty);
    else
        snprintf(extra, sizeof extra, " (%s)", k->type == SG_CT_MAP ? "Map Card" : "Event");
    return snprintf(buf, cap, "%s%s%s%s%s%s", head, k->code, k->name ? " " : "", k->name ? k->name : "", extra,
                    (k->flags & SG_F_RECONSTRUCTED) ? " [reconstructed]" : "");
}

/* A War's faction as a person names it: the civil wars' (§6.0 N12: the
 * Republicans / Government (A), the Nationalists / Rebels (B); C19: the
 * pro-Communist (A) and pro-Democratic (B) factions), else its area. */
static int faction_text(char *buf, size_t cap, int war, int side)
{
    const sg_war *w = &sg_wars()[war];
    if (w->civil == 2)
        return snprintf(buf, cap, "%s", side ? "B, the Nationalists" : "A, the Republicans");
    if (w->civil)
        return snprintf(buf, cap, "%s", side ? "B, the pro-Democratic faction" : "A, the pro-Communist faction");
    int a = side ? w->faction_b[0] : w->faction_a[0];
    return snprintf(buf, cap, "%c, %s", side ? 'B' : 'A', a < SG_NAREAS ? wm__siege_areas[a].name : "?");
}

/* A "choice N" move as a person reads it (issue 37: never a bare number):
 * what the pending resolution asks for (wm__siege_job_asks) and this
 * value of it - "Target: Greece", "Coup Attempt in: Austria", "Path of
 * Greece: through Neutral Area NW" (§3.3.1's tied shortest paths), "War:
 * N12 Spanish Civil War", "Side: A, Italy", "Side in the Civil War in
 * Spain: the Rebels", "MR Tokens to commit: 2", "Manchuquo to: Democracy"
 * (§6.0 N27), "Coup Cell onto: West Europe", "Claim: Sweden, Raw
 * Materials"; at Poland's roll (§6.0 N35, C27) the MR expended.  Only the
 * label: the trial run that finds the kind is off the move path. */
static int choice_text(const siege_state *st, unsigned v, char *buf, size_t cap)
{
    if (st->stage == ST_POLAND)
        return snprintf(buf, cap, "MR to expend on Poland's roll: %u", v);
    int ctx = 0, kind = wm__siege_job_asks(st, &ctx);
    switch (kind) {
    case SG_ASK_NATION:
        if (v < SG_NNATIONS)
            return snprintf(buf, cap, "%s: %s", ctx == SG_OP_COUP ? "Coup Attempt in" : "Target",
                            wm__siege_areas[v].name);
        break;
    case SG_ASK_BOX:
        if (v < SG_NREGIME_BOXES && ctx >= 0 && ctx < SG_NNATIONS)
            return snprintf(buf, cap, "Path of %s: through %s", wm__siege_areas[ctx].name, box_label[v]);
        if (v < SG_NREGIME_BOXES)
            return snprintf(buf, cap, "Path: through %s", box_label[v]);
        break;
    case SG_ASK_WAR:
        if (v < SG_NWARS) {
            const sg_card *k = &sg_cards()[sg_wars()[v].card];
            return snprintf(buf, cap, "War: %s%s%s", k->code, k->name ? " " : "", k->name ? k->name : "");
        }
        if (v >= 32 && v < 32 + SG_NNATIONS)
            return snprintf(buf, cap, "War: the Civil War in %s", wm__siege_areas[v - 32].name);
        break;
    case SG_ASK_SIDE:
        if (v < 2 && ctx >= 32 && ctx < 32 + SG_NNATIONS)
            return snprintf(buf, cap, "Side in the Civil War in %s: %s", wm__siege_areas[ctx - 32].name,
                            v ? "the Rebels" : "the Government");
        if (v < 2 && ctx >= 0 && ctx < SG_NWARS) {
            char f[64];
            faction_text(f, sizeof f, ctx, (int)v);
            return snprintf(buf, cap, "Side: %s", f);
        }
        break;
    case SG_ASK_COUNT:
        return snprintf(buf, cap, "MR Tokens to commit: %u", v);
    case SG_ASK_IDEOLOGY:
        if (v < SG_NIDEOLOGIES && ctx >= 0 && ctx < SG_NAREAS)
            return snprintf(buf, cap, "%s to: %s", wm__siege_areas[ctx].name, wm__siege_ideology_names[v]);
        break;
    case SG_ASK_CC_AREA:
        if (v < SG_NCC_AREAS)
            return snprintf(buf, cap, "Coup Cell onto: %s", wm__siege_cc[v].name);
        break;
    case SG_ASK_RBOX:
        if (v < SG_NRBOXES)
            return snprintf(buf, cap, "Claim: %s, %s", wm__siege_areas[wm__siege_rboxes[v].area].name,
                            wm__siege_rboxes[v].type == SG_RM ? "Raw Materials" : res_name[wm__siege_rboxes[v].type]);
        break;
    default:
        break;
    }
    return snprintf(buf, cap, "choice %u", v);
}

/* The label of a legal move (wm_move_label): the board's names, a card's
 * name, PP and difficulty, and the PP an influence placement costs
 * (§3.3.6: 2 PP in a Neutral or Influence Area, 3 from Anarchy's Control
 * Area, 4 from another Control Area; issue 37: "France NeutralNW" read
 * with no cost). */
static size_t siege_move_label(const void *vst, wm_move m, char *buf, size_t cap)
{
    const siege_state *st = vst;
    int n;
    if (m >= M_DRAW && m < M_PASS)
        n = card_text(buf, cap, "draw ", (int)(m - M_DRAW));
    else if (m >= M_CARD && m < M_CHOICE)
        n = card_text(buf, cap, "card ", (int)(m - M_CARD));
    else if (m >= M_CHOICE && m < M_AREA)
        n = choice_text(st, (unsigned)(m - M_CHOICE), buf, cap);
    else if (m >= M_AREA && m < M_SWAP)
        n = snprintf(buf, cap, "area %s", wm__siege_cc[m - M_AREA].name);
    else if (m >= M_INFL && m < M_CLAIM) {
        unsigned x = (unsigned)(m - M_INFL);
        int nation = (int)(x / SG_NREGIME_BOXES), to = (int)(x % SG_NREGIME_BOXES);
        int cost = wm__siege_influence_cost(st, nation), from = st->regime[nation];
        n = snprintf(buf, cap, "influence %s: %s -> %s (%d PP)", wm__siege_areas[nation].name,
                     from >= 0 && from < SG_NREGIME_BOXES ? box_label[from] : "?", box_label[to], cost);
    } else if (m >= M_DEPLOY && m < M_MOVECC)
        n = snprintf(buf, cap, "deploy %s (1 PP)", wm__siege_cc[m - M_DEPLOY].name);
    else if (m >= M_MOVECC && m < M_ATTEMPT) {
        unsigned x = (unsigned)(m - M_MOVECC);
        n = snprintf(buf, cap, "move cc %s -> %s (1 PP)", wm__siege_cc[x / SG_NCC_AREAS].name,
                     wm__siege_cc[x % SG_NCC_AREAS].name);
    } else if (m >= M_ATTEMPT && m < M_REACT)
        n = snprintf(buf, cap, "coup %s", wm__siege_areas[m - M_ATTEMPT].name);
    else if (m >= M_COMMIT && m < M_COMMIT_CW) {
        unsigned x = (unsigned)(m - M_COMMIT);
        int c = sg_wars()[x / 2].card;
        n = snprintf(buf, cap, "commit %s %s, side %s", sg_cards()[c].code, sg_cards()[c].name ? sg_cards()[c].name : "",
                     x % 2 ? "B" : "A");
    } else if (m >= M_COMMIT_CW && m < M_FIGHT) {
        unsigned x = (unsigned)(m - M_COMMIT_CW);
        n = snprintf(buf, cap, "commit %s, %s", wm__siege_areas[x / 2].name, x % 2 ? "rebels" : "government");
    } else if (m >= M_FIGHT && m < M_FIGHT_CW) {
        int c = sg_wars()[m - M_FIGHT].card;
        n = snprintf(buf, cap, "fight %s %s (1 PP)", sg_cards()[c].code, sg_cards()[c].name ? sg_cards()[c].name : "");
    } else if (m >= M_FIGHT_CW && m < M_EXPLOIT_PP)
        n = snprintf(buf, cap, "fight %s (civil war)", wm__siege_areas[m - M_FIGHT_CW].name);
    else if (m >= M_CLAIM && m < M_FORM) {
        unsigned r = (unsigned)(m - M_CLAIM);
        n = snprintf(buf, cap, "claim %s %s, box %u (1 PP)", wm__siege_areas[wm__siege_rboxes[r].area].name,
                     res_name[wm__siege_rboxes[r].type], r); /* an area may have two boxes of a kind */
    } else if (m == M_FORM)
        n = snprintf(buf, cap, "form cc (1 PP)");
    else
        n = (int)siege_move_name(st, m, buf, cap);
    return n < 0 ? 0 : (size_t)n;
}

/* §3.1.3, 2 seats: the seat controlling Communism decides for it; the
 * prompt and the log's move line say so ("Nazism for Communism"). */
static const char *for_communism(const siege_state *st)
{
    if (st->seats != 2 || st->stage >= ST_COUNT || (wm__siege_stages[st->stage].flags & SG_STAGE_CHANCE) ||
        st->stage == ST_OVER || st->actor >= SG_NIDEOLOGIES || wm__siege_decider(st) != SG_COMMUNISM)
        return NULL;
    return st->comm_ctrl == SG_DEMOCRACY ? "Democracy for Communism" : "Nazism for Communism";
}

static const char *siege_decider_name(const void *vst, int seat)
{
    (void)seat;
    return for_communism(vst);
}

/* The yes/no questions of a Political Action's resolution (§3.3.1 [3])
 * name the card and the test they are about (issue 37 item 4: "Keep the
 * card in a Reserve?" named no card): "Exploit Prestige for +1 to the test
 * of N3 Reichstag Fire Decree (Difficulty 3, modifier +0 so far)?".  0:
 * the stage's prompt as it stands. */
static int pa_question(const siege_state *st, char *buf, size_t cap)
{
    if ((st->stage != ST_EXPLOIT && st->stage != ST_REROLL && st->stage != ST_KEEP) || st->actor >= SG_NIDEOLOGIES)
        return 0;
    int i = st->actor, c = st->chosen_pa[i];
    if (c < 0 || c >= SG_CARDS)
        return 0;
    const sg_card *cd = &sg_cards()[c];
    char card[96];
    snprintf(card, sizeof card, "%s%s%s", cd->code, cd->name ? " " : "", cd->name ? cd->name : "");
    if (st->stage == ST_EXPLOIT)
        snprintf(buf, cap, "Exploit Prestige (%d now) for +1 to the test of %s (Difficulty %d, modifier %+d so far)?",
                 st->prestige[i], card, cd->difficulty, wm__siege_pa_modifier(st, i, c) + st->exploits);
    else if (st->stage == ST_REROLL)
        snprintf(buf, cap, "Re-roll the failed test of %s (rolled %d %+d against Difficulty %d) for 1 Prestige (%d now)?",
                 card, st->die, st->mod, cd->difficulty, st->prestige[i]);
    else
        snprintf(buf, cap, "Keep %s in a Reserve (%s; otherwise discarded)?", card, st->idx ? "performed" : "not performed");
    return 1;
}

static const char *siege_prompt(const void *vst)
{
    const siege_state *st = vst;
    const char *p = st->stage < ST_COUNT ? wm__siege_stages[st->stage].prompt : ""; /* stages.c */
    const char *who = p[0] ? for_communism(st) : NULL;
    static _Thread_local char q[224], buf[256];
    if (pa_question(st, q, sizeof q))
        p = q;
    if (!who)
        return p;
    snprintf(buf, sizeof buf, "%s: %s", who, p);
    return buf;
}

static int siege_seat_count(const void *vst)
{
    return ((const siege_state *)vst)->seats;
}

static const char *siege_seat_name(const void *vst, int seat)
{
    (void)vst;
    return wm__siege_ideology_name(seat);
}

static int siege_is_over(const void *vst)
{
    return ((const siege_state *)vst)->stage == ST_OVER;
}

static void siege_outcome(const void *vst, int32_t *per_seat)
{
    const siege_state *st = vst;
    for (int s = 0; s < st->seats; s++)
        per_seat[s] = st->winner == SG_NOBODY ? WM_DRAW : st->winner == s ? WM_WIN : WM_LOSS;
}

static wm_status siege_check(const void *vst)
{
    const siege_state *st = vst;
    wm_status s = wm__siege_check(st);
    if (s != WM_OK)
        return s;
    if (st->stage >= ST_COUNT || st->job > JOB_STANDBY || st->ntape > sizeof st->tape)
        return WM_ECORRUPT;
    if ((st->stage == ST_OVER) != (st->phase == SG_PH_OVER) || !st->strict)
        return WM_ECORRUPT;
    if (st->stage != ST_OVER && st->stage != ST_DIE && st->actor >= SG_NIDEOLOGIES &&
        !(st->stage == ST_DRAW || st->stage == ST_MDRAW))
        return WM_ECORRUPT;
    if (!wm__siege_frame_consistent(st))
        return WM_ECORRUPT;
    if (st->stage == ST_OVER)
        return WM_OK;
    /* a pending decision has a move (cheap enough only outside the impulse,
     * whose PASS is always legal unless a declared coup must be attempted) */
    if (st->stage != ST_IMPULSE) {
        wm_move tmp[M_ACTIONS];
        if (wm__siege_legal(st, tmp, M_ACTIONS) == 0)
            return WM_ECORRUPT;
    }
    return WM_OK;
}

/* The field table of the state, for saves and their validation on load
 * (internal.h, WM_FIELD_*): every byte of siege_state, in order. */
#define S siege_state
const wm_field wm__siege_fields[] = {
    WM_FIELD_ANY(S, rng),
    WM_FIELD_UA(S, pact, pact[0], 0, (INT64_C(1) << SG_NAREAS) - 1),
    WM_FIELD_UA(S, ally, ally[0], 0, (INT64_C(1) << SG_NAREAS) - 1),
    WM_FIELD_U(S, fought, 0, (INT64_C(1) << 40) - 1),
    WM_FIELD_U(S, flags, 0, (int64_t)SG_RULE_FLAGS),
    WM_FIELD_U(S, seats, 2, 3),
    WM_FIELD_U(S, turn, 1, SG_TURNS),
    WM_FIELD_U(S, round, 1, SG_ROUNDS_ADVANCED),
    WM_FIELD_U(S, phase, SG_PH_SETUP, SG_PH_OVER),
    WM_FIELD_U(S, end_reason, SG_END_NONE, SG_END_TURN8),
    WM_FIELD_U(S, winner, 0, SG_NOBODY),
    WM_FIELD_U(S, comm_ctrl, SG_NAZISM, SG_COMMUNISM),
    WM_FIELD_U(S, exhaust, 0, 7),
    WM_FIELD_UA(S, order, order[0], 0, SG_NIDEOLOGIES - 1),
    WM_FIELD_UA(S, prev_order, prev_order[0], 0, SG_NIDEOLOGIES - 1),
    WM_FIELD_UA(S, prestige, prestige[0], 0, SG_PRESTIGE_MAX),
    WM_FIELD_UA(S, pp, pp[0], 0, SG_PP_MAX),
    WM_FIELD_UA(S, vp_marker, vp_marker[0], 0, SG_VP_MAX),
    WM_FIELD_UA(S, vp_token, vp_token[0], 0, SG_VP_MAX),
    WM_FIELD_UA(S, rerolls, rerolls[0], 0, SG_REROLLS),
    WM_FIELD_UA(S, comm_turns, comm_turns[0], 0, SG_TURNS),
    WM_FIELD_U(S, china_marker, 0, 3),
    WM_FIELD_U(S, despotic, 0, 255),
    WM_FIELD_U(S, at_war, 0, 255),
    WM_FIELD_U(S, rules, 0, (1 << SG_NRULES) - 1),
    WM_FIELD_UA(S, regime, regime[0], 0, 255), /* a box or SG_REGIME_GONE: checked by wm__siege_check */
    WM_FIELD_UA(S, armaments, armaments[0], 0, 255),
    WM_FIELD_UA(S, force_pool, force_pool[0], 0, SG_CUBES),
    WM_FIELD_UA(S, cc_pool, cc_pool[0], 0, SG_CUBES),
    WM_FIELD_UA(S, cc_map, cc_map[0][0], 0, SG_CUBES),
    WM_FIELD_UA(S, coup_area, coup_area[0], 0, 255),
    WM_FIELD_UA(S, coup_target, coup_target[0], 0, 255),
    WM_FIELD_UA(S, coup_cc, coup_cc[0][0], 0, SG_CUBES),
    WM_FIELD_UA(S, rbox, rbox[0], 0, SG_NIDEOLOGIES),
    WM_FIELD_UA(S, vpbox, vpbox[0], 0, 7),
    WM_FIELD_UA(S, civil, civil[0], 0, 2),
    WM_FIELD_UA(S, civil_mr, civil_mr[0][0][0], 0, SG_CUBES),
    WM_FIELD_UA(S, war_box, war_box[0], 0, 255),
    WM_FIELD_UA(S, war_stall, war_stall[0], 0, 1),
    WM_FIELD_UA(S, war_mr, war_mr[0][0][0], 0, SG_CUBES),
    WM_FIELD_UA(S, card_loc, card_loc[0], SG_LOC_FUTURE, SG_LOC_REMOVED),
    WM_FIELD_UA(S, card_flags, card_flags[0], 0, SG_CF_ALL),
    WM_FIELD_UA(S, deck, deck[0][0], 0, SG_CARDS - 1),
    WM_FIELD_UA(S, ndeck, ndeck[0], 0, 37),
    WM_FIELD_UA(S, permit, permit[0], 0, 2 * SG_NWARS),
    WM_FIELD_UA(S, spanish, spanish[0], 0, 2),
    WM_FIELD_U(S, mulligan, 0, 7),
    WM_FIELD_U(S, strict, 0, 1),
    WM_FIELD_U(S, stage, 0, 63),
    WM_FIELD_U(S, actor, 0, SG_NOBODY),
    WM_FIELD_U(S, rank, 0, SG_NIDEOLOGIES),
    WM_FIELD_U(S, job, 0, 15),
    WM_FIELD_U(S, job_a, 0, 255),
    WM_FIELD_U(S, job_b, 0, 255),
    WM_FIELD_U(S, ntape, 0, 24),
    WM_FIELD_U(S, die, 0, 6),
    WM_FIELD_I(S, mod, -16, 16),
    WM_FIELD_U(S, exploits, 0, SG_PRESTIGE_MAX),
    WM_FIELD_U(S, done, 0, 7),
    WM_FIELD_U(S, acted, 0, 7),
    WM_FIELD_U(S, tw, 0, 1),
    WM_FIELD_U(S, idx, 0, 255),
    WM_FIELD_U(S, next, 0, 63),
    WM_FIELD_IA(S, signs, signs[0], -1, 1),
    WM_FIELD_UA(S, chosen_pa, chosen_pa[0], 0, 255),
    WM_FIELD_UA(S, chosen_ev, chosen_ev[0][0], 0, 255),
    WM_FIELD_UA(S, tape, tape[0], 0, 255),
    WM_FIELD_U(S, cursor, 0, 255),
    WM_FIELD_UA(S, map_rbox, map_rbox[0], 0, SG_NIDEOLOGIES),
    WM_FIELD_U(S, no_pa, 0, (1 << SG_NIDEOLOGIES) - 1),
    WM_FIELD_UA(S, pad_, pad_[0], 0, 0),
    /* bit k of a deck's cards (37 at most); wm__siege_check checks each bit's card */
    WM_FIELD_UA(S, known, known[0][0][0], 0, (INT64_C(1) << 37) - 1),
};
#undef S
const size_t wm__siege_nfields = sizeof wm__siege_fields / sizeof wm__siege_fields[0];

/* The common view members (lib/core/internal.h): the title has one
 * scenario, 1933-1940, in the Short or the Advanced mode (§1.9). */
static int siege_scenario(const void *vst)
{
    (void)vst;
    return 1;
}

static const char *siege_scenario_name(const void *vst)
{
    const siege_state *st = vst;
    return (st->flags & WM_SIEGE_ADVANCED) ? "1933-1940, Advanced game" : "1933-1940, Short game";
}

static size_t siege_round_text(const void *vst, char *buf, size_t cap)
{
    const siege_state *st = vst;
    int n = snprintf(buf, cap, "Turn %d (%d), round %d, %s phase", st->turn, wm__siege_turns[st->turn].year,
                     st->round, phase_name[st->phase <= SG_PH_OVER ? st->phase : 0]);
    return n < 0 ? 0 : (size_t)n;
}

static size_t siege_end_reason(const void *vst, char *buf, size_t cap)
{
    const siege_state *st = vst;
    if (st->end_reason == SG_END_AUTOMATIC && st->seats == 2 && st->winner != SG_COMMUNISM &&
        wm__siege_automatic(st) == SG_COMMUNISM) {
        /* §3.5: with two seats, Communism on top is a draw or goes by the
         * Communism Control Turns */
        int n = st->winner == SG_NOBODY
                    ? snprintf(buf, cap, "Automatic Victory of Communism with two seats (§3.4.3, §3.5): a draw")
                    : snprintf(buf, cap, "Automatic Victory of Communism with two seats (§3.4.3, §3.5): %s wins",
                               wm__siege_ideology_name(st->winner));
        return n < 0 ? 0 : (size_t)n;
    }
    const char *why = st->end_reason == SG_END_AUTOMATIC ? "Automatic Victory (§3.4.3)"
                      : st->end_reason == SG_END_TOTAL_WAR ? "Total War ended the game (§3.3.15)"
                                                           : "the end of turn 8 (§3.5)";
    int n = st->winner == SG_NOBODY ? snprintf(buf, cap, "%s: a draw", why)
                                    : snprintf(buf, cap, "%s: %s wins", why, wm__siege_ideology_name(st->winner));
    return n < 0 ? 0 : (size_t)n;
}

/* Games saved before layout 4 were played with the 49 cards no source
 * describes for their PP only, all dealt from turn 0: they replay so. */
static uint32_t siege_replay_flags(unsigned layout)
{
    return layout < 4 ? WM_SIEGE_PUBLISHED_ONLY : 0;
}

const wm_title_ops wm__siege_ops = {
    .id = WM_DEMOCRACY_UNDER_SIEGE,
    .name = "Democracy under Siege",
    .state_size = sizeof(siege_state),
    .action_count = M_ACTIONS,
    .max_legal = M_ACTIONS,
    /* 2 (1.3): map_rbox (D16, D20) out of the padding, stage numbers appended;
     * 3 (1.3): the seats' memory (known, no_pa; doc/ai.md, perfect recall);
     * 4 (1.3): the same fields; the 49 cards no source describes have
     * RECONSTRUCTED effects and Entry Turns (doc/siege-content.md, method 14).
     * Older layouts load by replaying their history (lib/core/save.c), those
     * before 4 with WM_SIEGE_PUBLISHED_ONLY (siege_replay_flags). */
    .layout_version = 4,
    .replay_flags = siege_replay_flags,
    .fields = wm__siege_fields,
    .nfields = sizeof wm__siege_fields / sizeof wm__siege_fields[0],
    .init = wm__siege_init,
    .seat_count = siege_seat_count,
    .seat_name = siege_seat_name,
    .decider_name = siege_decider_name,
    .to_move = wm__siege_to_move,
    .is_over = siege_is_over,
    .legal = wm__siege_legal,
    .is_legal = wm__siege_is_legal,
    .apply = wm__siege_apply,
    .move_name = siege_move_name,
    .move_label = siege_move_label,
    .prompt = siege_prompt,
    .is_secret = wm__siege_is_secret,
    .outcome = siege_outcome,
    .view = siege_view,
    .scenario = siege_scenario,
    .scenario_name = siege_scenario_name,
    .round_text = siege_round_text,
    .end_reason = siege_end_reason,
    .check = siege_check,
    .bot = NULL,
    .obs_slices = wm__siege_obs_slices,
    .nobs_slices = SIEGE_OBS_SLICES,
    .observe = wm__siege_observe,
    .observe_delta = wm__siege_observe_delta,
    .obs_cache_size = SIEGE_OBS_CACHE_SIZE,
    .resample = wm__siege_resample,
    .evaluate = wm__siege_evaluate,
    .eval_depth = SIEGE_EVAL_DEPTH,
    .pack_slug = "siege",
    .pack_read = wm__siege_pack_read,
    .pack_write = wm__siege_pack_write,
};
