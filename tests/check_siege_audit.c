/*
 * check_siege_audit.c - Democracy under Siege: the third review's audit
 * (issue 32, items 7-12) over seeded random games of the four
 * configurations (2 and 3 seats, Short and Advanced), every seat random.
 *
 * Counted, and asserted to be 0 where the rules allow nothing else:
 *   - Event coups voided: a card with a coup (N17, N21, N34, D30)
 *     performed, its resolution over, and no coup line (§3.3.14, §3.3.1
 *     "when spaces are tied, he is allowed to choose one space");
 *   - D30's nation choice: offers that leave out a Minor in existence and
 *     not at Civil War, or offer a conquered one or one at Civil War
 *     (§6.0 D30, §3.3.9);
 *   - dead ends: a game not over with no legal move;
 *   - N27's Manchuquo choice taken by a seat other than Nazism's (§6.0);
 *   - 2 seats: C3's MR placed on a side O16 rejects (§3.3.2, §6.0 C3);
 *   - D24 performed below China's top level and nothing raised; China's
 *     Armaments token below the C26/D24 marker (§3.6 A);
 *   - the log property (tests/sg_logprop.h): moves whose change of a
 *     group of the view has no log entry.
 *
 * Games per configuration: $SG_AUDIT_GAMES, default 50 (make check, about 2 s);
 * the review's sweep is SG_AUDIT_GAMES=2000.  SG_AUDIT_REPORT=1 prints
 * the counts without failing (to measure an older library: the file
 * reads only fields and stages that it had).
 */
#include "sg_logprop.h"
#include "testutil.h"

#include <check.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct audit {
    long games, moves, dead_ends;
    long coup_performed, coup_voided, coup_voided_by[4];
    long d30_offers, d30_left_out, d30_conquered, d30_civil, d30_offer_sum, d30_eligible_sum;
    long n27_choices, n27_not_nazism;
    long c3_placements, c3_against_o16;
    long d24_played, d24_no_effect, china_below_games;
    long lp_missing[LP_NGROUPS], lp_seen[LP_NGROUPS];
} audit;

static const char *const coup_codes[4] = {"N17", "N21", "N34", "D30"};

static int card_of(const char *code)
{
    for (int c = 0; c < SG_CARDS; c++)
        if (strcmp(wm__siege_cards[c].code, code) == 0)
            return c;
    return -1;
}

static int war_of_card(int card)
{
    for (int w = 0; w < SG_NWARS; w++)
        if (wm__siege_wars[w].card == card)
            return w;
    return -1;
}

static uint64_t xs(uint64_t *r)
{
    *r ^= *r << 13;
    *r ^= *r >> 7;
    *r ^= *r << 17;
    return *r;
}

static int comm_mr_delta(const siege_state *a, const siege_state *b, int *civil, int *what, int *side)
{
    for (int w = 0; w < SG_NWARS; w++)
        for (int s = 0; s < 2; s++)
            if (b->war_mr[w][s][SG_COMMUNISM] > a->war_mr[w][s][SG_COMMUNISM]) {
                *civil = 0, *what = w, *side = s;
                return 1;
            }
    for (int n = 0; n < SG_NNATIONS; n++)
        for (int s = 0; s < 2; s++)
            if (b->civil_mr[n][s][SG_COMMUNISM] > a->civil_mr[n][s][SG_COMMUNISM]) {
                *civil = 1, *what = n, *side = s;
                return 1;
            }
    return 0;
}

static void audit_game(audit *A, int seats, uint32_t flags, uint64_t seed)
{
    int coup_card[4], d30 = card_of("D30"), n27w = war_of_card(card_of("N27")), c3 = card_of("C3"),
        d24 = card_of("D24");
    for (int k = 0; k < 4; k++)
        coup_card[k] = card_of(coup_codes[k]);
    wm_options o;
    wm_options_init(&o);
    o.seats = seats;
    o.flags = flags;
    o.seed = seed;
    wm_game *g = NULL;
    ck_assert_int_eq(wm_new(WM_DEMOCRACY_UNDER_SIEGE, &o, &g), WM_OK);
    uint64_t rng = seed * 0x9E3779B97F4A7C15ull + 1;
    static wm_move buf[M_ACTIONS];
    lp_game rec = {0};
    /* coup cards performed: the history span of their resolution */
    int64_t span_from[64], span_to[64];
    int span_card[64], nspan = 0, open[4] = {-1, -1, -1, -1};
    int china_below = 0;
    A->games++;
    while (!wm_is_over(g)) {
        const siege_state *st = (const siege_state *)g->state;
        size_t n = wm_legal_moves(g, buf, M_ACTIONS);
        if (n == 0) {
            A->dead_ends++;
            break;
        }
        if (st->stage == ST_JOB && st->job == JOB_EFFECT && st->job_a == d30 && st->ntape == 0) {
            uint32_t offered = 0, eligible = 0;
            for (size_t k = 0; k < n; k++)
                if (buf[k] >= M_CHOICE && buf[k] < M_CHOICE + SG_NNATIONS)
                    offered |= 1u << (buf[k] - M_CHOICE);
            for (int m = SG_FIRST_MINOR; m < SG_NNATIONS; m++)
                if (st->regime[m] != SG_REGIME_GONE && !st->civil[m])
                    eligible |= 1u << m;
            A->d30_offers++;
            A->d30_offer_sum += wm__popcount32(offered);
            A->d30_eligible_sum += wm__popcount32(eligible);
            A->d30_left_out += (eligible & ~offered) != 0;
            for (int m = SG_FIRST_MINOR; m < SG_NNATIONS; m++) {
                if (!((offered >> m) & 1u))
                    continue;
                A->d30_conquered += st->regime[m] == SG_REGIME_GONE;
                A->d30_civil += st->regime[m] != SG_REGIME_GONE && st->civil[m] != 0;
            }
        }
        /* the Manchuquo choice: Democracy or Communism (no tie of boxes is
     * between those two Control Areas) */
    if (st->stage == ST_JOB && st->job == JOB_WAR && st->job_a == n27w && n27w >= 0 && n == 2 &&
        buf[0] == M_CHOICE + SG_DEMOCRACY && buf[1] == M_CHOICE + SG_COMMUNISM) {
            A->n27_choices++;
            A->n27_not_nazism += wm_to_move(g) != wm__siege_seat_of(st, SG_NAZISM);
        }
        wm_move m = buf[xs(&rng) % n];
        siege_state before = *st;
        ck_assert_int_eq(wm_apply(g, m), WM_OK);
        st = (const siege_state *)g->state;
        A->moves++;
        lp_record(&rec, lp_changed(&before, st), m, before.stage);
        int64_t idx = (int64_t)rec.n - 1;
        for (int k = 0; k < 4; k++) {
            int c = coup_card[k];
            if (!(before.card_flags[c] & SG_CF_PERFORMED) && (st->card_flags[c] & SG_CF_PERFORMED) && nspan < 64) {
                span_from[nspan] = idx;
                span_card[nspan] = k;
                open[k] = nspan++;
                A->coup_performed++;
            }
            if (open[k] >= 0 && !(st->job == JOB_EFFECT && st->job_a == c)) {
                span_to[open[k]] = idx;
                open[k] = -1;
            }
        }
        /* C3, 2 seats: Communism's MR placed by the card */
        int civil, what, side;
        if (seats == 2 && !(m >= M_COMMIT && m < M_FIGHT) && comm_mr_delta(&before, st, &civil, &what, &side) &&
            ((before.stage == ST_JOB && before.job == JOB_EFFECT && before.job_a == c3) ||
             (!(before.card_flags[c3] & SG_CF_PERFORMED) && (st->card_flags[c3] & SG_CF_PERFORMED)))) {
            A->c3_placements++;
            A->c3_against_o16 += !wm__siege_good_for_communism(&before, civil, what, side);
        }
        if (!(before.card_flags[d24] & SG_CF_PERFORMED) && (st->card_flags[d24] & SG_CF_PERFORMED)) {
            A->d24_played++;
            int top = before.china_marker >= 3;
            A->d24_no_effect += !top && st->china_marker == before.china_marker &&
                                st->armaments[SG_P_CHINA] == before.armaments[SG_P_CHINA];
        }
        if (st->armaments[SG_P_CHINA] != SG_ARM_NONE && st->china_marker &&
            st->armaments[SG_P_CHINA] + 1 < st->china_marker)
            china_below = 1;
    }
    A->china_below_games += china_below;
    for (int k = 0; k < 4; k++)
        if (open[k] >= 0)
            span_to[open[k]] = (int64_t)rec.n - 1;
    wm_log *lg = NULL;
    ck_assert_int_eq(wm_log_new(g, WM_OMNISCIENT, 0, &lg), WM_OK);
    lp_check(&rec, lg, A->lp_missing, A->lp_seen);
    for (int s = 0; s < nspan; s++) {
        int coup = 0;
        for (size_t q = 0; q < wm_log_count(lg); q++) {
            int64_t mv = wm_log_move(lg, q);
            if (mv >= span_from[s] && mv <= span_to[s] && strcmp(wm_log_kind(lg, q), "coup") == 0)
                coup = 1;
        }
        if (!coup) {
            A->coup_voided++;
            A->coup_voided_by[span_card[s]]++;
        }
    }
    wm_log_free(lg);
    lp_free(&rec);
    wm_free(g);
}

static int env_int(const char *name, int dflt)
{
    const char *e = getenv(name);
    return e && *e ? atoi(e) : dflt;
}

START_TEST(issue32_audit)
{
    static const struct {
        int seats;
        uint32_t flags;
    } cfg[4] = {{2, 0}, {2, WM_SIEGE_ADVANCED}, {3, 0}, {3, WM_SIEGE_ADVANCED}};
    int games = env_int("SG_AUDIT_GAMES", 50), report = env_int("SG_AUDIT_REPORT", 0);
    audit total;
    memset(&total, 0, sizeof total);
    for (int c = 0; c < 4; c++) {
        audit A;
        memset(&A, 0, sizeof A);
        for (int s = 1; s <= games; s++)
            audit_game(&A, cfg[c].seats, cfg[c].flags, (uint64_t)s);
        printf("audit %d seats %s, %ld games, %ld moves: Event coups %ld performed, %ld voided (N17 %ld, N21 %ld, "
               "N34 %ld, D30 %ld); D30 offers %ld (%.1f of %.1f eligible Minors on average), leaving one out %ld, "
               "a conquered one offered %ld, one at Civil War %ld; dead ends %ld; N27 choices %ld, not Nazism's %ld; "
               "C3 placements %ld, against O16 %ld; D24 %ld, no effect %ld; China's token below the marker in %ld "
               "games\n",
               cfg[c].seats, cfg[c].flags ? "Advanced" : "Short", A.games, A.moves, A.coup_performed, A.coup_voided,
               A.coup_voided_by[0], A.coup_voided_by[1], A.coup_voided_by[2], A.coup_voided_by[3], A.d30_offers,
               A.d30_offers ? (double)A.d30_offer_sum / (double)A.d30_offers : 0.0,
               A.d30_offers ? (double)A.d30_eligible_sum / (double)A.d30_offers : 0.0, A.d30_left_out,
               A.d30_conquered, A.d30_civil, A.dead_ends, A.n27_choices, A.n27_not_nazism, A.c3_placements,
               A.c3_against_o16, A.d24_played, A.d24_no_effect, A.china_below_games);
        printf("audit %d seats %s, log property, moves with the change and no entry:", cfg[c].seats,
               cfg[c].flags ? "Advanced" : "Short");
        for (int gr = 0; gr < LP_NGROUPS; gr++)
            printf(" %s %ld/%ld;", lp_group_names[gr], A.lp_missing[gr], A.lp_seen[gr]);
        printf("\n");
        total.coup_voided += A.coup_voided;
        total.dead_ends += A.dead_ends;
        total.d30_left_out += A.d30_left_out;
        total.d30_conquered += A.d30_conquered;
        total.d30_civil += A.d30_civil;
        total.n27_not_nazism += A.n27_not_nazism;
        total.c3_against_o16 += A.c3_against_o16;
        total.d24_no_effect += A.d24_no_effect;
        total.china_below_games += A.china_below_games;
        for (int gr = 0; gr < LP_NGROUPS; gr++)
            total.lp_missing[gr] += A.lp_missing[gr];
    }
    if (report)
        return;
    ck_assert_int_eq(total.coup_voided, 0);
    ck_assert_int_eq(total.dead_ends, 0);
    ck_assert_int_eq(total.d30_left_out + total.d30_conquered + total.d30_civil, 0);
    ck_assert_int_eq(total.n27_not_nazism, 0);
    ck_assert_int_eq(total.c3_against_o16, 0);
    ck_assert_int_eq(total.d24_no_effect, 0);
    ck_assert_int_eq(total.china_below_games, 0);
    for (int gr = 0; gr < LP_NGROUPS; gr++)
        ck_assert_msg(total.lp_missing[gr] == 0, "log property: %s changed with no log entry in %ld moves",
                      lp_group_names[gr], total.lp_missing[gr]);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("siege_audit");
    TCase *t = tcase_create("issue32");
    tcase_set_timeout(t, 600);
    tcase_add_test(t, issue32_audit);
    suite_add_tcase(s, t);
    SRunner *r = srunner_create(s);
    srunner_run_all(r, CK_NORMAL);
    int failed = srunner_ntests_failed(r);
    srunner_free(r);
    return failed ? 1 : 0;
}
