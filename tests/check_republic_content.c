/*
 * check_republic_content.c - The Weimar Republic: the content tables.
 *
 * Tests the map (every fact the rulebook's examples fix, plus the
 * structural properties), the tracks, the component counts, the 169 cards
 * and the five scenario set-ups against lib/republic/content.h.  Test names
 * cite the rulebook section; tests that depend on a RECONSTRUCTED value say
 * so in their name ("_recon") so they can be updated when the printed value
 * is known (../shared/CONTENT.md).
 */
#include "../lib/republic/content.h"
#include "testutil.h"

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define BIT(s) RP_SPACE_BIT(s)

static int adj(int a, int b)
{
    return (wm__republic_adj[a] >> b) & 1u;
}

static int dist(int a, int b)
{
    return wm__republic_dist[a][b];
}

static int popcount32(uint32_t x)
{
    int n = 0;
    while (x) {
        x &= x - 1u;
        n++;
    }
    return n;
}

/* Breadth-first distances from `from`, recomputed from the adjacency. */
static void bfs(int from, int out[RP_NSPACES])
{
    int q[RP_NSPACES], head = 0, tail = 0;
    for (int i = 0; i < RP_NSPACES; i++)
        out[i] = -1;
    out[from] = 0;
    q[tail++] = from;
    while (head < tail) {
        int u = q[head++];
        for (int v = 0; v < RP_NSPACES; v++)
            if (adj(u, v) && out[v] < 0) {
                out[v] = out[u] + 1;
                q[tail++] = v;
            }
    }
}

/* ================================================================== */
/* §1.2 The map                                                         */
/* ================================================================== */

START_TEST(s1_2_twenty_six_spaces_cities_first)
{
    ck_assert_int_eq(RP_NSPACES, 26);
    for (int s = 0; s < RP_NSPACES; s++) {
        const rp_space_info *sp = &wm__republic_spaces[s];
        ck_assert_ptr_nonnull(sp->name);
        ck_assert_ptr_nonnull(sp->ascii);
        ck_assert_int_eq(sp->is_city, s < RP_NCITIES);
        ck_assert_int_eq(sp->kind == RP_KIND_CITY, s < RP_NCITIES);
    }
    ck_assert_str_eq(wm__republic_spaces[RP_BERLIN].name, "Berlin");
    ck_assert_str_eq(wm__republic_spaces[RP_MUENCHEN].name, "München");
    ck_assert_str_eq(wm__republic_spaces[RP_HAMBURG].name, "Hamburg");
    ck_assert_str_eq(wm__republic_spaces[RP_KOELN].name, "Köln");
    ck_assert_str_eq(wm__republic_spaces[RP_BAYERN].name, "Bayern");
    ck_assert_str_eq(wm__republic_spaces[RP_MUENCHEN].ascii, "Muenchen");
    ck_assert_str_eq(wm__republic_spaces[RP_POSEN_WESTPREUSSEN].name, "Posen-Westpreußen");
    ck_assert_str_eq(wm__republic_spaces[RP_OSTPREUSSEN].name, "Ostpreußen");
    ck_assert_str_eq(wm__republic_spaces[RP_THUERINGEN].name, "Thüringen");
}
END_TEST

START_TEST(s1_2_names_unique_ascii_tokens)
{
    for (int a = 0; a < RP_NSPACES; a++) {
        const char *t = wm__republic_spaces[a].ascii;
        ck_assert_int_gt((int)strlen(t), 0);
        for (const char *p = t; *p; p++)
            ck_assert_msg((*p >= 'A' && *p <= 'Z') || (*p >= 'a' && *p <= 'z'),
                          "ASCII token %s has a non-letter", t);
        for (int b = a + 1; b < RP_NSPACES; b++) {
            ck_assert_str_ne(wm__republic_spaces[a].name, wm__republic_spaces[b].name);
            ck_assert_str_ne(wm__republic_spaces[a].ascii, wm__republic_spaces[b].ascii);
        }
    }
}
END_TEST

/* Facts §1, TRANSCRIBED: Population Number and Political Value. */
START_TEST(s1_2_population_and_pv_as_transcribed)
{
    static const struct {
        int s, pop, pv;
    } want[RP_NSPACES] = {
        {RP_SCHLESWIG_HOLSTEIN, 3, 1}, {RP_MECKLENBURG, 4, 1}, {RP_POMMERN, 4, 1},
        {RP_POSEN_WESTPREUSSEN, 2, 1}, {RP_OSTPREUSSEN, 5, 2}, {RP_OLDENBURG, 2, 1},
        {RP_PROVINZ_HANNOVER, 7, 2}, {RP_PROVINZ_SACHSEN, 6, 2}, {RP_BRANDENBURG, 6, 2},
        {RP_PROVINZ_WESTFALEN, 10, 4}, {RP_WALDECK_LIPPE, 2, 1}, {RP_BRAUNSCHWEIG_ANHALT, 3, 1},
        {RP_SACHSEN, 5, 2}, {RP_NIEDERSCHLESIEN, 6, 2}, {RP_OBERSCHLESIEN, 4, 1},
        {RP_RHEINPROVINZ, 14, 3}, {RP_HESSENPROVINZ, 5, 2}, {RP_THUERINGEN, 4, 1},
        {RP_HESSEN, 4, 1}, {RP_BADEN, 6, 2}, {RP_WUERTTEMBERG, 6, 2}, {RP_BAYERN, 14, 5},
        {RP_HAMBURG, 4, 4}, {RP_KOELN, 3, 3}, {RP_MUENCHEN, 4, 4}, {RP_BERLIN, 6, 6},
    };
    int seen = 0, pop = 0, pv = 0;
    for (int i = 0; i < RP_NSPACES; i++) {
        const rp_space_info *sp = &wm__republic_spaces[want[i].s];
        ck_assert_msg(sp->population == want[i].pop && sp->pv == want[i].pv, "%s: %d/%d", sp->name,
                      sp->population, sp->pv);
        ck_assert(sp->source & RP_SRC_POP_TRANSCRIBED);
        ck_assert(sp->source & RP_SRC_PV_TRANSCRIBED);
        seen |= 1 << want[i].s;
    }
    ck_assert_int_eq(seen, (1 << RP_NSPACES) - 1);
    for (int s = 0; s < RP_NSPACES; s++) {
        pop += wm__republic_spaces[s].population;
        pv += wm__republic_spaces[s].pv;
    }
    ck_assert_int_eq(pop, 139); /* facts §1 total */
    ck_assert_int_eq(pv, 57);
}
END_TEST

/* §1.2: the rulebook names 17 spaces. */
START_TEST(s1_2_seventeen_spaces_named_in_rulebook)
{
    int n = 0;
    for (int s = 0; s < RP_NSPACES; s++)
        n += (wm__republic_spaces[s].source & RP_SRC_NAME_RULEBOOK) != 0;
    ck_assert_int_eq(n, 17);
}
END_TEST

/* §1.2: Regions; Cities and Bayern in none; spaces grouped by Region. */
START_TEST(s1_2_regions)
{
    ck_assert_int_eq(wm__republic_spaces[RP_SACHSEN].region, RP_SOUTHERN_STATES);
    ck_assert_int_eq(wm__republic_spaces[RP_PROVINZ_SACHSEN].region, RP_PREUSSEN);
    ck_assert_int_eq(wm__republic_spaces[RP_BRANDENBURG].region, RP_PREUSSEN);
    ck_assert_int_eq(wm__republic_spaces[RP_PROVINZ_SACHSEN].kind, RP_KIND_PROVINCE);
    ck_assert_int_eq(wm__republic_spaces[RP_BRANDENBURG].kind, RP_KIND_PROVINCE);
    ck_assert_int_eq(wm__republic_spaces[RP_SACHSEN].kind, RP_KIND_STATE);
    ck_assert_int_eq(wm__republic_spaces[RP_BAYERN].region, RP_NO_REGION);
    ck_assert_int_eq(wm__republic_spaces[RP_BAYERN].kind, RP_KIND_STATE);
    for (int c = 0; c < RP_NCITIES; c++)
        ck_assert_int_eq(wm__republic_spaces[c].region, RP_NO_REGION);
    int in_region = 0;
    uint32_t all = 0;
    for (int r = 0; r < RP_NREGIONS; r++) {
        ck_assert_int_eq(wm__republic_region_mask[r] & all, 0); /* disjoint */
        all |= wm__republic_region_mask[r];
    }
    for (int s = 0; s < RP_NSPACES; s++) {
        int r = wm__republic_spaces[s].region;
        if (r != RP_NO_REGION) {
            in_region++;
            ck_assert(wm__republic_region_mask[r] & BIT(s));
            ck_assert_int_ge(s, RP_FIRST_REGION_SPACE);
            /* grouped: the Region never decreases along the enum */
            if (s > RP_FIRST_REGION_SPACE)
                ck_assert_int_ge(r, wm__republic_spaces[s - 1].region);
            /* Prussian Provinces are blue, States are not (§1.2) */
            ck_assert_int_eq(wm__republic_spaces[s].kind == RP_KIND_PROVINCE, r == RP_PREUSSEN);
        } else {
            ck_assert_int_lt(s, RP_FIRST_REGION_SPACE);
            ck_assert_int_eq(all & BIT(s), 0);
        }
    }
    ck_assert_int_eq(in_region, 21);
    ck_assert_int_eq(popcount32(all), 21);
}
END_TEST

/* Comprehensive Non-player example: the Coalition's Parliamentary Control
 * bonus in Pommern is "in the Prussian Provinces"; #120 Osthilfe lists
 * eastern Prussian provinces. */
START_TEST(s8_np_example_pommern_and_osthilfe_spaces_prussian)
{
    ck_assert_int_eq(wm__republic_spaces[RP_POMMERN].pc, RP_PC_PREUSSEN);
    static const int osthilfe[] = {RP_OSTPREUSSEN, RP_POSEN_WESTPREUSSEN, RP_POMMERN, RP_NIEDERSCHLESIEN,
                                   RP_OBERSCHLESIEN};
    for (size_t i = 0; i < sizeof osthilfe / sizeof osthilfe[0]; i++)
        ck_assert_int_eq(wm__republic_spaces[osthilfe[i]].region, RP_PREUSSEN);
}
END_TEST

/* §7.1: eight Regional Elections in the listed order; each space in one. */
START_TEST(s7_1_parliamentary_control_units)
{
    static const char *const order[RP_NPC] = {"Hamburg", "München", "Köln", "Berlin", "Bayern",
                                              "Northern States", "Southern States", "Prussian Provinces"};
    uint32_t all = 0;
    for (int p = 0; p < RP_NPC; p++) {
        ck_assert_str_eq(wm__republic_pc_names[p], order[p]);
        ck_assert_int_eq(wm__republic_pc_mask[p] & all, 0);
        all |= wm__republic_pc_mask[p];
    }
    ck_assert_uint_eq(all, RP_ALL_SPACES);
    for (int s = 0; s < RP_NSPACES; s++)
        ck_assert(wm__republic_pc_mask[wm__republic_spaces[s].pc] & BIT(s));
    ck_assert_uint_eq(wm__republic_pc_mask[RP_PC_BAYERN], BIT(RP_BAYERN));
    ck_assert_uint_eq(wm__republic_pc_mask[RP_PC_NORTHERN_STATES], wm__republic_region_mask[RP_NORTHERN_STATES]);
    ck_assert_uint_eq(wm__republic_pc_mask[RP_PC_SOUTHERN_STATES], wm__republic_region_mask[RP_SOUTHERN_STATES]);
    ck_assert_uint_eq(wm__republic_pc_mask[RP_PC_PREUSSEN], wm__republic_region_mask[RP_PREUSSEN]);
}
END_TEST

START_TEST(s1_2_adjacency_symmetric_irreflexive)
{
    for (int a = 0; a < RP_NSPACES; a++) {
        ck_assert_uint_eq(wm__republic_adj[a] & ~RP_ALL_SPACES, 0);
        ck_assert_msg(!adj(a, a), "%s adjacent to itself", wm__republic_spaces[a].name);
        ck_assert_msg(wm__republic_adj[a] != 0, "%s isolated", wm__republic_spaces[a].name);
        for (int b = 0; b < RP_NSPACES; b++)
            ck_assert_int_eq(adj(a, b), adj(b, a));
    }
}
END_TEST

START_TEST(s1_2_map_connected)
{
    int d[RP_NSPACES];
    bfs(RP_BERLIN, d);
    for (int s = 0; s < RP_NSPACES; s++)
        ck_assert_msg(d[s] >= 0, "%s unreachable", wm__republic_spaces[s].name);
}
END_TEST

START_TEST(s1_2_dist_table_matches_bfs)
{
    for (int a = 0; a < RP_NSPACES; a++) {
        int d[RP_NSPACES];
        bfs(a, d);
        for (int b = 0; b < RP_NSPACES; b++) {
            ck_assert_msg(dist(a, b) == d[b], "dist %s-%s: table %d, BFS %d", wm__republic_spaces[a].name,
                          wm__republic_spaces[b].name, dist(a, b), d[b]);
            ck_assert_int_eq(dist(a, b), dist(b, a));
            ck_assert_int_eq(dist(a, b) == 1, adj(a, b));
        }
    }
}
END_TEST

/* §1.2: "Spaces that are overlapped by a City are adjacent to that City and
 * to all other spaces overlapped by that City." */
START_TEST(s1_2_city_overlap_rule)
{
    for (int c = 0; c < RP_NCITIES; c++) {
        uint32_t ov = wm__republic_city_overlap[c];
        ck_assert_uint_ne(ov, 0);
        ck_assert_uint_eq(ov & ((1u << RP_NCITIES) - 1u), 0); /* Cities overlap non-City spaces */
        for (int a = 0; a < RP_NSPACES; a++) {
            if (!(ov & BIT(a)))
                continue;
            ck_assert(adj(c, a));
            for (int b = 0; b < RP_NSPACES; b++)
                if (b != a && (ov & BIT(b)))
                    ck_assert_msg(adj(a, b), "%s-%s overlap %s", wm__republic_spaces[a].name,
                                  wm__republic_spaces[b].name, wm__republic_spaces[c].name);
        }
    }
}
END_TEST

/* §1.2 example: Berlin, Provinz Sachsen, Brandenburg and Sachsen. */
START_TEST(s1_2_example_berlin_provinz_sachsen_brandenburg_sachsen)
{
    ck_assert(adj(RP_BERLIN, RP_PROVINZ_SACHSEN));
    ck_assert(adj(RP_BERLIN, RP_BRANDENBURG));
    ck_assert(!adj(RP_BERLIN, RP_SACHSEN));
    ck_assert(adj(RP_PROVINZ_SACHSEN, RP_BRANDENBURG));
    ck_assert(adj(RP_PROVINZ_SACHSEN, RP_SACHSEN));
    ck_assert(adj(RP_BRANDENBURG, RP_SACHSEN));
    ck_assert(wm__republic_city_overlap[RP_BERLIN] & BIT(RP_PROVINZ_SACHSEN));
    ck_assert(wm__republic_city_overlap[RP_BERLIN] & BIT(RP_BRANDENBURG));
}
END_TEST

/* §6.3 Place Influence example: Hessen is adjacent to Hessenprovinz;
 * Thüringen is not in or adjacent to a space with Coalition Presence while
 * Hessenprovinz has it, so Thüringen is not adjacent to Hessenprovinz. */
START_TEST(s6_3_example_hessen_hessenprovinz_thueringen)
{
    ck_assert(adj(RP_HESSEN, RP_HESSENPROVINZ));
    ck_assert(!adj(RP_THUERINGEN, RP_HESSENPROVINZ));
}
END_TEST

/* §6.6 Remove Influence example: Berlin is 2 spaces from Posen-Westpreußen. */
START_TEST(s6_6_example_berlin_two_from_posen_westpreussen)
{
    ck_assert_int_eq(dist(RP_BERLIN, RP_POSEN_WESTPREUSSEN), 2);
}
END_TEST

/* Comprehensive Non-player example: Pommern 4 and Ostpreußen 5 spaces from
 * München; Bayern is the space closest to München. */
START_TEST(s8_np_example_distances_from_muenchen)
{
    ck_assert_int_eq(dist(RP_MUENCHEN, RP_POMMERN), 4);
    ck_assert_int_eq(dist(RP_MUENCHEN, RP_OSTPREUSSEN), 5);
    for (int s = 0; s < RP_NSPACES; s++)
        if (s != RP_MUENCHEN && s != RP_BAYERN)
            ck_assert_msg(dist(RP_MUENCHEN, s) > dist(RP_MUENCHEN, RP_BAYERN), "%s as close as Bayern",
                          wm__republic_spaces[s].name);
    ck_assert_uint_eq(wm__republic_adj[RP_MUENCHEN], BIT(RP_BAYERN));
}
END_TEST

/* ================================================================== */
/* Tracks                                                               */
/* ================================================================== */

/* §5.4 Economy example: two yellow Leverage on the Hyperinflation side
 * (boxes 1 and 2); the Coalition cannot place Influence; yellow Leverage in
 * "Leverage 3" pulls the marker one box right, onto the box above it, where
 * the Coalition may place again. */
START_TEST(s5_4_example_economy_leverage_left)
{
    const uint8_t *left = wm__republic_econ_side_lev[RP_SIDE_LEFT];
    ck_assert_int_eq(left[3], RP_ELEV_CENTRE);
    /* constraint: not closer to the end than the yellow Leverage nearest Stable */
    int nearest = wm__republic_econ_lev_box[left[1]];
    int marker = nearest; /* the farthest left the marker may be */
    ck_assert_int_lt(marker, RP_ECON_COALITION_PLACE_MIN);
    ck_assert_int_eq(wm__republic_econ_cubes[RP_COALITION][marker], 0);
    int above = wm__republic_econ_lev_box[left[2]];
    ck_assert_int_eq(above, marker + 1); /* "right one box ... directly above" */
    ck_assert_int_ge(above, RP_ECON_COALITION_PLACE_MIN);
    ck_assert_int_eq(wm__republic_econ_cubes[RP_COALITION][above], 1);
    /* boxes are numbered from the end towards Stable on both sides */
    for (int k = 0; k < 2; k++) {
        ck_assert_int_lt(wm__republic_econ_lev_box[left[k]], wm__republic_econ_lev_box[left[k + 1]]);
        const uint8_t *right = wm__republic_econ_side_lev[RP_SIDE_RIGHT];
        ck_assert_int_gt(wm__republic_econ_lev_box[right[k]], wm__republic_econ_lev_box[right[k + 1]]);
    }
}
END_TEST

/* §5.4 example continued: yellow in box 1, black in box 2 of the Mass
 * Unemployment side; a yellow Leverage in "Leverage 2" pulls the marker one
 * box left (Right 3 -> Right 2), except in the Decline Era with three Dollar
 * Dependence markers on the track. */
START_TEST(s5_4_example_economy_leverage_right_and_dollar_dependence_recon)
{
    const uint8_t *right = wm__republic_econ_side_lev[RP_SIDE_RIGHT];
    int marker = wm__republic_econ_lev_box[right[0]];
    ck_assert_int_eq(marker, RP_ECON_RIGHT3);
    ck_assert_int_eq(wm__republic_econ_lev_box[right[1]], marker - 1);
    /* three markers: the rightmost Dollar Dependence box forbids Right 2 */
    int rightmost = wm__republic_dd_box[RP_DD_BOXES - 1];
    ck_assert_int_gt(marker - 1, -1);
    ck_assert_int_lt(marker - 1, rightmost);
    ck_assert_int_ge(marker, rightmost);
    /* filled left to right */
    for (int i = 1; i < RP_DD_BOXES; i++)
        ck_assert_int_lt(wm__republic_dd_box[i - 1], wm__republic_dd_box[i]);
    ck_assert_int_eq(popcount32(RP_US_DD_BOXES), RP_DOLLAR_DEPENDENCE_COUNT);
    ck_assert_int_eq(RP_DD_BOXES, RP_DOLLAR_DEPENDENCE_COUNT);
}
END_TEST

/* §5.5: pawns above the end boxes; §6.0 Limits: the Coalition may not place
 * in the three left-most boxes; KPD/NSDAP amounts (RECONSTRUCTED). */
START_TEST(s5_5_economy_boxes_and_cubes_recon)
{
    ck_assert_int_eq(RP_ECON_BOXES, 9);
    ck_assert_int_eq(RP_ECON_STABLE, 4);
    ck_assert_str_eq(wm__republic_econ_names[RP_ECON_STABLE], "Stable");
    ck_assert_int_eq(wm__republic_econ_mcs_box[0], RP_ECON_HYPERINFLATION);
    ck_assert_int_eq(wm__republic_econ_mcs_box[1], RP_ECON_MASS_UNEMPLOYMENT);
    for (int b = 0; b < RP_ECON_BOXES; b++) {
        ck_assert_int_eq(wm__republic_econ_cubes[RP_COALITION][b], b >= 3 ? 1 : 0);
        ck_assert_int_eq(wm__republic_econ_cubes[RP_RC][b], 0);
        for (int f = RP_KPD; f <= RP_NSDAP; f++) {
            ck_assert_int_ge(wm__republic_econ_cubes[f][b], 1);
            ck_assert_int_le(wm__republic_econ_cubes[f][b], 3);
        }
    }
    /* Coalition Leverage: 7 Economy Leverage boxes, each side 3 + centre */
    uint32_t seen = 0;
    for (int side = 0; side < 2; side++)
        for (int k = 0; k < 4; k++)
            seen |= 1u << wm__republic_econ_side_lev[side][k];
    ck_assert_uint_eq(seen, (1u << RP_ECON_LEV_BOXES) - 1u);
}
END_TEST

/* §5.1 example: the U.S.S.R. Deals track holds three Reichswehr, two yellow
 * and two black Leverage and three KPD Cadres; at level 2 the Cadre and
 * yellow Leverage of box 2 and the black Leverage and Reichswehr of box 1
 * are Available. */
START_TEST(s5_1_example_ussr_deals_track)
{
    ck_assert_int_eq(popcount32(RP_USSR_REICHSWEHR_BOXES), 3);
    ck_assert_int_eq(popcount32(RP_USSR_YELLOW_BOXES), 2);
    ck_assert_int_eq(popcount32(RP_USSR_BLACK_BOXES), 2);
    ck_assert_int_eq(popcount32(RP_USSR_CADRE_BOXES), 3);
    unsigned avail = (1u << 3) - 2u; /* boxes 1 and 2 */
    ck_assert_uint_eq(RP_USSR_CADRE_BOXES & avail, 1u << 2);
    ck_assert_uint_eq(RP_USSR_YELLOW_BOXES & avail, 1u << 2);
    ck_assert_uint_eq(RP_USSR_BLACK_BOXES & avail, 1u << 1);
    ck_assert_uint_eq(RP_USSR_REICHSWEHR_BOXES & avail, 1u << 1);
    ck_assert_int_eq(popcount32(RP_USSR_REICHSWEHR_BOXES), RP_REICHSWEHR_COUNT);
    ck_assert_int_eq(RP_DEALS_MIN, 1);
    ck_assert_int_eq(RP_DEALS_MAX, 5);
}
END_TEST

/* §5.7 example: Reaction 2 -> 3 makes one NSDAP Cadre and one Middle Class
 * Sympathies pawn Available. */
START_TEST(s5_7_example_reaction_three_releases_cadre_and_pawn)
{
    ck_assert(RP_REACTION_CADRE_LEVELS & (1u << 3));
    ck_assert(RP_PR_MCS_LEVELS & (1u << 3));
    ck_assert_int_eq(wm__republic_reaction_piece[3], RP_PIECE_CADRE);
    /* §5.7: four Reforms on Progress; an Assassinations marker, two NSDAP
     * Cadres and a Clique on Reaction. */
    ck_assert_int_eq(popcount32(RP_PROGRESS_REFORM_LEVELS), RP_REFORM_COUNT);
    ck_assert_int_eq(popcount32(RP_REACTION_ASSASSINATIONS_LEVELS), 1);
    ck_assert_int_eq(popcount32(RP_REACTION_CADRE_LEVELS), 2);
    ck_assert_int_eq(popcount32(RP_REACTION_CLIQUE_LEVELS), 1);
    for (int l = 0; l < RP_PR_LEVELS; l++) {
        ck_assert_int_eq(wm__republic_progress_piece[l] == RP_PIECE_REFORM,
                         (RP_PROGRESS_REFORM_LEVELS >> l) & 1u);
        ck_assert_int_eq(wm__republic_reaction_piece[l] == RP_PIECE_CADRE, (RP_REACTION_CADRE_LEVELS >> l) & 1u);
    }
}
END_TEST

/* §6.6 example: Reaction 3 -> RC removes 1 cube; the rest RECONSTRUCTED;
 * §7.2: Berlin bonus between +0 and +3 (RECONSTRUCTED row). */
START_TEST(s6_6_rc_cubes_and_s7_2_berlin_bonus_recon)
{
    ck_assert_int_eq(wm__republic_rc_cubes[3], 1);
    for (int l = RP_PR_MIN; l <= RP_PR_MAX; l++) {
        ck_assert_int_ge(wm__republic_rc_cubes[l], 1);
        ck_assert_int_le(wm__republic_berlin_bonus[l], 3);
        if (l > RP_PR_MIN) {
            ck_assert_int_ge(wm__republic_rc_cubes[l], wm__republic_rc_cubes[l - 1]);
            ck_assert_int_ge(wm__republic_berlin_bonus[l], wm__republic_berlin_bonus[l - 1]);
        }
    }
    ck_assert_int_eq(wm__republic_berlin_bonus[RP_PR_MIN], 0);
    ck_assert_int_eq(wm__republic_berlin_bonus[RP_PR_MAX], 3);
}
END_TEST

/* §5.3: Unity boxes; Reforms need Sound or Strong. */
START_TEST(s5_3_unity)
{
    ck_assert_str_eq(wm__republic_unity_names[RP_UNITY_FRAGILE], "Fragile");
    ck_assert_str_eq(wm__republic_unity_names[RP_UNITY_SOUND], "Sound");
    ck_assert_str_eq(wm__republic_unity_names[RP_UNITY_STRONG], "Strong");
    ck_assert_int_lt(RP_UNITY_FRAGILE, RP_UNITY_REFORM_MIN);
    ck_assert_int_eq(RP_UNITY_REFORM_MIN, RP_UNITY_SOUND);
}
END_TEST

static int kpd_available(int stance, int piece)
{
    int n = 0;
    for (int i = 0; i < RP_KPD_MAT_SLOTS; i++)
        if (wm__republic_kpd_mat[i].piece == piece && rp_stance_box_available(stance, wm__republic_kpd_mat[i].box))
            n++;
    return n;
}

/* §6.4 Place Strike example (mat layout RECONSTRUCTED): at one box left of
 * Revolutionary a Strike and the General Strike are Available while two
 * other Strikes are on the map; §5.3: the Strike above Pragmatic is always
 * Available. */
START_TEST(s6_4_example_kpd_mat_strikes_recon)
{
    ck_assert_int_eq(kpd_available(RP_STANCE_REVOLUTIONARY_LEANING, RP_PIECE_STRIKE), 3);
    ck_assert_int_eq(kpd_available(RP_STANCE_REVOLUTIONARY_LEANING, RP_PIECE_GENERAL_STRIKE), 1);
    ck_assert_int_eq(kpd_available(RP_STANCE_PRAGMATIC, RP_PIECE_GENERAL_STRIKE), 0);
    for (int st = 0; st < RP_STANCE_BOXES; st++) {
        int found = 0;
        for (int i = 0; i < RP_KPD_MAT_SLOTS; i++)
            if (wm__republic_kpd_mat[i].piece == RP_PIECE_STRIKE && wm__republic_kpd_mat[i].above &&
                wm__republic_kpd_mat[i].box == RP_STANCE_PRAGMATIC && rp_stance_box_available(st, RP_STANCE_PRAGMATIC))
                found = 1;
        ck_assert(found);
    }
    ck_assert_int_eq(kpd_available(RP_STANCE_REVOLUTIONARY, RP_PIECE_SV_MARKER), 1);
    ck_assert_int_eq(kpd_available(RP_STANCE_DEMOCRATIC, RP_PIECE_CADRE), 2);
    ck_assert_int_eq(kpd_available(RP_STANCE_PRAGMATIC, RP_PIECE_CADRE), 0);
}
END_TEST

/* ================================================================== */
/* Components (Game Contents, §1.4, §1.5)                              */
/* ================================================================== */

static int mat_count(const rp_mat_slot *m, int n, int piece)
{
    int k = 0;
    for (int i = 0; i < n; i++)
        k += m[i].piece == piece;
    return k;
}

START_TEST(s1_5_component_totals)
{
    ck_assert_int_eq(wm__republic_cubes[RP_COALITION], 45);
    ck_assert_int_eq(wm__republic_cubes[RP_KPD], 35);
    ck_assert_int_eq(wm__republic_cubes[RP_NSDAP], 35);
    ck_assert_int_eq(wm__republic_cubes[RP_RC], 35);
    ck_assert_int_eq(wm__republic_cubes[0] + wm__republic_cubes[1] + wm__republic_cubes[2] + wm__republic_cubes[3],
                     RP_CUBES_TOTAL);
    /* §1.4 SVs */
    ck_assert_int_eq(wm__republic_unit_sv[RP_UNIT_FREIKORPS], 2);
    ck_assert_int_eq(wm__republic_unit_sv[RP_UNIT_REICHSWEHR], 3);
    ck_assert_int_eq(wm__republic_unit_sv[RP_UNIT_MILITIA], 1);
    ck_assert_int_eq(wm__republic_unit_sv[RP_UNIT_SA], 1);
    ck_assert_int_eq(wm__republic_unit_sv[RP_UNIT_ROGUE], 2);
    /* §1.5: five Cadres each */
    ck_assert_int_eq(mat_count(wm__republic_kpd_mat, RP_KPD_MAT_SLOTS, RP_PIECE_CADRE) +
                         popcount32(RP_USSR_CADRE_BOXES),
                     RP_CADRES_PER_FACTION);
    ck_assert_int_eq(mat_count(wm__republic_nsdap_mat, RP_NSDAP_MAT_SLOTS, RP_PIECE_CADRE) +
                         popcount32(RP_REACTION_CADRE_LEVELS),
                     RP_CADRES_PER_FACTION);
    /* Game Contents: 3 Conservative Clique blocks (§1.3: two on the RC mat) */
    int rc_cliques = 0, rc_assn = 0, rc_sv = 0;
    for (int b = 0; b < RP_RC_MAT_BOXES; b++) {
        rc_cliques += wm__republic_rc_mat_below[b] == RP_PIECE_CLIQUE;
        rc_assn += wm__republic_rc_mat_below[b] == RP_PIECE_ASSASSINATIONS;
        rc_sv += wm__republic_rc_mat_below[b] == RP_PIECE_SV_MARKER;
    }
    ck_assert_int_eq(wm__republic_rc_mat_below[1], RP_PIECE_CLIQUE); /* §8.4: box 2 */
    ck_assert_int_eq(rc_cliques, 2);
    ck_assert_int_eq(rc_cliques + popcount32(RP_REACTION_CLIQUE_LEVELS), RP_CLIQUE_COUNT);
    ck_assert_int_eq(rc_sv, 1);
    ck_assert_int_eq(rc_assn + popcount32(RP_REACTION_ASSASSINATIONS_LEVELS) +
                         mat_count(wm__republic_nsdap_mat, RP_NSDAP_MAT_SLOTS, RP_PIECE_ASSASSINATIONS),
                     RP_ASSASSINATIONS_COUNT);
    ck_assert_int_eq(mat_count(wm__republic_kpd_mat, RP_KPD_MAT_SLOTS, RP_PIECE_STRIKE), RP_STRIKE_COUNT);
    ck_assert_int_eq(mat_count(wm__republic_kpd_mat, RP_KPD_MAT_SLOTS, RP_PIECE_GENERAL_STRIKE), 1);
    ck_assert_int_eq(mat_count(wm__republic_kpd_mat, RP_KPD_MAT_SLOTS, RP_PIECE_SV_MARKER), 1);
    ck_assert_int_eq(mat_count(wm__republic_nsdap_mat, RP_NSDAP_MAT_SLOTS, RP_PIECE_SV_MARKER), 1);
    /* Leverage holding boxes = markers (RECONSTRUCTED counts) */
    ck_assert_int_eq(popcount32(RP_US_YELLOW_BOXES) + popcount32(RP_USSR_YELLOW_BOXES), RP_YELLOW_LEVERAGE_COUNT);
    ck_assert_int_eq(popcount32(RP_USSR_BLACK_BOXES) + RP_RC_MAT_BOXES, RP_BLACK_LEVERAGE_COUNT);
    /* Game Contents: 7 pawns; 6 holding boxes */
    ck_assert_int_eq(popcount32(RP_PR_MCS_LEVELS) + RP_ECON_MCS, RP_MCS_HOLDING_BOXES);
    ck_assert_int_lt(RP_MCS_HOLDING_BOXES, RP_MCS_COUNT);
    ck_assert_int_eq(RP_MCS_COUNT, 7);
    /* Freikorps hidden sides */
    int rogue = 0;
    for (int i = 0; i < RP_FREIKORPS_COUNT; i++)
        rogue += wm__republic_freikorps_rogue[i];
    ck_assert_int_eq(rogue, RP_FREIKORPS_ROGUE);
    ck_assert_int_eq(RP_FREIKORPS_COUNT - rogue, RP_FREIKORPS_LOYAL);
}
END_TEST

/* ================================================================== */
/* §1.6 Cards                                                          */
/* ================================================================== */

START_TEST(s1_6_card_counts_per_kind_and_era)
{
    int kind[5] = {0}, ev_era[RP_NERAS] = {0}, el_era[RP_NERAS] = {0}, pcs = 0;
    ck_assert_int_eq(RP_NCARDS, 169);
    for (int id = 1; id <= RP_NCARDS; id++) {
        const rp_card_info *c = &wm__republic_cards_published[id];
        ck_assert_int_eq(c->id, id);
        ck_assert_int_le(c->kind, RP_CARD_REICHSTAG_SEATS);
        kind[c->kind]++;
        /* exactly one text mark */
        int marks = ((c->flags & RP_CF_TEXT_UNPUBLISHED) != 0) + ((c->flags & RP_CF_TEXT_PARTIAL) != 0) +
                    ((c->flags & RP_CF_TEXT_FULL) != 0);
        ck_assert_int_eq(marks, 1);
        ck_assert_int_eq(c->text == NULL, (c->flags & RP_CF_TEXT_UNPUBLISHED) != 0);
        if (c->flags & RP_CF_MANDATORY)
            ck_assert(c->flags & RP_CF_LINGERING); /* §1.6 note */
        ck_assert_int_eq((c->flags & RP_CF_REQUIRES) != 0, c->requires != 0);
        ck_assert_int_eq((c->flags & RP_CF_CANCELS) != 0, c->cancels != 0);
        switch (c->kind) {
        case RP_CARD_EVENT: {
            ck_assert_int_eq(c->number, id);
            int era = id <= RP_CRISIS_LAST ? RP_ERA_CRISIS : id <= RP_GOLDEN_LAST ? RP_ERA_GOLDEN : RP_ERA_DECLINE;
            ck_assert_int_eq(c->era, era);
            ev_era[c->era]++;
            ck_assert_int_eq(c->pc, RP_NOBODY);
            break;
        }
        case RP_CARD_ELECTION:
            ck_assert_int_lt(c->era, RP_NERAS);
            el_era[c->era]++;
            ck_assert_int_eq(c->effect, RP_FX_ELECTION);
            ck_assert_int_eq(c->number, 0);
            break;
        case RP_CARD_PARLIAMENTARY_CONTROL:
            ck_assert_int_eq(c->era, RP_ERA_NONE);
            ck_assert_int_eq(c->pc, id - RP_CARD_PC_FIRST);
            ck_assert_int_eq(RP_CARD_PC(c->pc), id);
            ck_assert_str_eq(c->name, wm__republic_pc_names[c->pc]);
            pcs |= 1 << c->pc;
            break;
        default:
            ck_assert_int_eq(c->era, RP_ERA_NONE);
        }
    }
    ck_assert_int_eq(kind[RP_CARD_EVENT], 151);
    ck_assert_int_eq(kind[RP_CARD_ELECTION], 8);
    ck_assert_int_eq(kind[RP_CARD_PARLIAMENTARY_CONTROL], 8);
    ck_assert_int_eq(kind[RP_CARD_ARTICLE48], 1);
    ck_assert_int_eq(kind[RP_CARD_REICHSTAG_SEATS], 1);
    ck_assert_int_eq(ev_era[RP_ERA_CRISIS], 52);
    ck_assert_int_eq(ev_era[RP_ERA_GOLDEN], 60);
    ck_assert_int_eq(ev_era[RP_ERA_DECLINE], 39);
    ck_assert_int_eq(pcs, (1 << RP_NPC) - 1);
    ck_assert_int_eq(wm__republic_cards_published[RP_CARD_ID_ARTICLE48].kind, RP_CARD_ARTICLE48);
    ck_assert_int_eq(wm__republic_cards_published[RP_CARD_ID_REICHSTAG_SEATS].kind, RP_CARD_REICHSTAG_SEATS);
    /* RECONSTRUCTED split; more than one in the Golden Twenties (§9.5) */
    ck_assert_int_eq(el_era[RP_ERA_CRISIS], 2);
    ck_assert_int_eq(el_era[RP_ERA_GOLDEN], 3);
    ck_assert_int_eq(el_era[RP_ERA_DECLINE], 3);
}
END_TEST

/* The card facts the rulebook (and the facts file) give. */
START_TEST(s6_1_known_cards)
{
    static const struct {
        int n;
        const char *name;
    } names[] = {{5, "Kapp Putsch"},         {16, "Bloodhound Doctrine"},   {20, "Militarism"},
                 {54, "Gustav Stresemann"},  {55, "Schutzstaffel"},         {57, "Paul von Hindenburg"},
                 {82, "Referendum"},         {117, "Hitler Sworn In"},      {118, "Enabling Act"},
                 {120, "Osthilfe"},          {122, "Harzburg Front"},       {124, "Hindenburg Runs Again"},
                 {132, "Blut und Boden"},    {146, "Erbgutpflege"},         {147, "Altonaer Blutsonntag"}};
    int named = 0;
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        ck_assert_str_eq(wm__republic_cards_published[names[i].n].name, names[i].name);
    for (int id = 1; id <= RP_NEVENTS; id++)
        named += wm__republic_cards_published[id].name != NULL;
    ck_assert_int_eq(named, 15);
    /* texts given by the rulebook (CONTENT.md list) */
    static const int texts[] = {5, 16, 20, 55, 82, 117, 118, 120, 122, 124, 132, 146, 147};
    for (size_t i = 0; i < sizeof texts / sizeof texts[0]; i++)
        ck_assert_ptr_nonnull(wm__republic_cards_published[texts[i]].text);
    ck_assert(wm__republic_cards_published[120].flags & RP_CF_TEXT_FULL);
    ck_assert(strstr(wm__republic_cards_published[120].text, "Posen-Westpreußen") != NULL);
    ck_assert(wm__republic_cards_published[120].flags & RP_CF_NO_A48_SYMBOL);
    /* §4 example: #57 Mandatory; §1.6: Mandatory are Lingering */
    ck_assert(wm__republic_cards_published[57].flags & RP_CF_MANDATORY);
    ck_assert(wm__republic_cards_published[57].flags & RP_CF_LINGERING);
    ck_assert(wm__republic_cards_published[54].flags & RP_CF_LINGERING);
    /* §6.2: #20 and #55 are Lingering; §8.8: #16; §6.0 example: #124 */
    ck_assert(wm__republic_cards_published[20].flags & RP_CF_LINGERING);
    ck_assert(wm__republic_cards_published[55].flags & RP_CF_LINGERING);
    ck_assert(wm__republic_cards_published[16].flags & RP_CF_LINGERING);
    ck_assert(wm__republic_cards_published[124].flags & RP_CF_LINGERING);
    ck_assert(wm__republic_cards_published[124].flags & RP_CF_A48_SYMBOL);
    ck_assert_int_eq(wm__republic_cards_published[117].requires, 124);
    ck_assert_int_eq(wm__republic_cards_published[82].effect, RP_FX_REFERENDUM);
    ck_assert_int_eq(wm__republic_cards_published[117].effect, RP_FX_HITLER_SWORN_IN);
    ck_assert_int_eq(wm__republic_cards_published[118].effect, RP_FX_ENABLING_ACT);
    ck_assert_int_eq(wm__republic_cards_published[120].effect, RP_FX_OSTHILFE);
    ck_assert_int_eq(wm__republic_cards_published[122].effect, RP_FX_CURRENT_PV);
    ck_assert_int_eq(wm__republic_cards_published[132].effect, RP_FX_CURRENT_PV);
    ck_assert_int_eq(wm__republic_cards_published[146].effect, RP_FX_CURRENT_PV);
    ck_assert(wm__republic_cards_published[82].flags & RP_CF_VICTORY);
    ck_assert(wm__republic_cards_published[117].flags & RP_CF_VICTORY);
    ck_assert(wm__republic_cards_published[118].flags & RP_CF_VICTORY);
    ck_assert_int_eq(wm__republic_cards_published[82].era, RP_ERA_GOLDEN);
    ck_assert_int_eq(wm__republic_cards_published[5].era, RP_ERA_CRISIS);
    ck_assert_int_eq(wm__republic_cards_published[117].era, RP_ERA_DECLINE);
    /* an unknown card is a blank Event */
    ck_assert(wm__republic_cards_published[1].flags & RP_CF_TEXT_UNPUBLISHED);
    ck_assert_ptr_null(wm__republic_cards_published[1].name);
    ck_assert_int_eq(wm__republic_cards_published[1].effect, RP_FX_NONE);
}
END_TEST

/* ================================================================== */
/* Scenarios (Playbook §9.2-9.6 via the facts file; §2.0, §3.4, §7.7)   */
/* ================================================================== */

static const rp_scenario_info *SC(int i)
{
    return &wm__republic_scenarios[i];
}

START_TEST(s9_scenario_years_rounds_tracks)
{
    static const struct {
        int sc, y0, y1, rounds, econ, prog, reac, unity, us, ussr, kpd, nsdap, hand, seats;
    } want[] = {
        {RP_SC_TUTORIAL, 1921, 1923, 6, RP_ECON_LEFT2, 2, 3, RP_UNITY_SOUND, 1, 2, RP_STANCE_PRAGMATIC,
         RP_STANCE_PRAGMATIC, 5, RP_NOBODY},
        {RP_SC_REVOLUTION, 1919, 1923, 10, RP_ECON_STABLE, 1, 2, RP_UNITY_SOUND, 1, 1,
         RP_STANCE_REVOLUTIONARY_LEANING, RP_STANCE_REVOLUTIONARY, 7, RP_NOBODY},
        {RP_SC_NEW_HOPE, 1924, 1933, 20, RP_ECON_STABLE, 2, 3, RP_UNITY_STRONG, 2, 2, RP_STANCE_PRAGMATIC,
         RP_STANCE_PRAGMATIC, 9, RP_RC},
        {RP_SC_BLACK_SUN, 1928, 1933, 12, RP_ECON_STABLE, 4, 3, RP_UNITY_SOUND, 4, 4, RP_STANCE_PRAGMATIC,
         RP_STANCE_PRAGMATIC, 3, RP_RC},
        {RP_SC_FATE, 1919, 1933, 30, RP_ECON_STABLE, 1, 2, RP_UNITY_SOUND, 1, 1, RP_STANCE_REVOLUTIONARY_LEANING,
         RP_STANCE_REVOLUTIONARY, 7, RP_NOBODY},
    };
    for (size_t i = 0; i < sizeof want / sizeof want[0]; i++) {
        const rp_scenario_info *s = SC(want[i].sc);
        ck_assert_ptr_nonnull(s->name);
        ck_assert_int_eq(s->playbook, want[i].sc + 1);
        ck_assert_int_eq(s->first_year, want[i].y0);
        ck_assert_int_eq(s->last_year, want[i].y1);
        ck_assert_int_eq(s->rounds, want[i].rounds);
        ck_assert_int_eq(s->rounds, 2 * (s->last_year - s->first_year + 1));
        ck_assert_int_eq(s->first_half, RP_EARLY_YEAR);
        ck_assert_int_eq(s->momentum, RP_COALITION); /* §2.0 note */
        ck_assert_int_eq(s->economy, want[i].econ);
        ck_assert_int_eq(s->progress, want[i].prog);
        ck_assert_int_eq(s->reaction, want[i].reac);
        ck_assert_int_eq(s->unity, want[i].unity);
        ck_assert_int_eq(s->us_deals, want[i].us);
        ck_assert_int_eq(s->ussr_deals, want[i].ussr);
        ck_assert_int_eq(s->kpd_stance, want[i].kpd);
        ck_assert_int_eq(s->nsdap_stance, want[i].nsdap);
        ck_assert_int_eq(s->hand, want[i].hand);
        ck_assert_int_eq(s->article48, RP_COALITION);
        ck_assert_int_eq(s->reichstag_seats, want[i].seats);
        ck_assert_int_eq(s->general_strike, 0);
        /* the starting draw deck is the era of the first year */
        ck_assert_int_eq(s->deck[rp_year_era(s->first_year)], RP_DECK_DRAW);
        for (int e = 0; e < RP_NERAS; e++) {
            if (wm__republic_era_first_year[e] > s->last_year || wm__republic_era_last_year[e] < s->first_year)
                ck_assert_int_eq(s->deck[e], RP_DECK_REMOVED);
            else if (e > rp_year_era(s->first_year))
                ck_assert_int_eq(s->deck[e], RP_DECK_ASIDE);
        }
    }
}
END_TEST

/* Special rules: §6.1 note (Tutorial ignores "Requires"), §7.7 (Extra
 * Election, A Time for Revolution?), §8.10-8.11 notes (no Stance in the
 * Tutorial and Black Sun Rising), §4 Design Note (held cards), facts §2.5. */
START_TEST(s9_scenario_special_rules_and_end)
{
    ck_assert_uint_eq(SC(RP_SC_TUTORIAL)->rules,
                      RP_SR_NO_STANCE | RP_SR_IGNORE_REQUIRES | RP_SR_REACTION_UNCAPPED);
    ck_assert_uint_eq(SC(RP_SC_REVOLUTION)->rules, RP_SR_REACTION_UNCAPPED | RP_SR_EXTRA_ELECTION);
    ck_assert_uint_eq(SC(RP_SC_NEW_HOPE)->rules, RP_SR_HELD_CARD_ELECTION);
    ck_assert_uint_eq(SC(RP_SC_BLACK_SUN)->rules,
                      RP_SR_NO_STANCE | RP_SR_REACTION_UNCAPPED | RP_SR_HELD_CARD_ELECTION);
    ck_assert_uint_eq(SC(RP_SC_FATE)->rules, RP_SR_HELD_CARD_ELECTION);
    ck_assert_int_eq(SC(RP_SC_TUTORIAL)->end_rule, RP_END_FINAL_ELECTION);
    ck_assert_int_eq(SC(RP_SC_REVOLUTION)->end_rule, RP_END_FINAL_ELECTION_MODIFIED);
    /* §3.4, RECONSTRUCTED (issue 33): A Time for Revolution?'s final-election
     * modifiers, the June 1920 -> May 1924 vote-share change on the map's
     * 57 PV (doc/republic-content.md); the other scenarios have none. */
    {
        static const int want[RP_NFACTIONS] = {-3, 6, 4, 3};
        int pv = 0;
        for (int sp = 0; sp < RP_NSPACES; sp++)
            pv += wm__republic_spaces[sp].pv;
        ck_assert_int_eq(pv, 57);
        for (int f = 0; f < RP_NFACTIONS; f++) {
            ck_assert_int_eq(SC(RP_SC_REVOLUTION)->final_pv_mod[f], want[f]);
            for (int sc = RP_SC_TUTORIAL; sc <= RP_SC_FATE; sc++)
                if (sc != RP_SC_REVOLUTION)
                    ck_assert_int_eq(SC(sc)->final_pv_mod[f], 0);
        }
    }
    ck_assert_int_eq(SC(RP_SC_NEW_HOPE)->end_rule, RP_END_COALITION_UNLESS_HELD);
    ck_assert_int_eq(SC(RP_SC_BLACK_SUN)->end_rule, RP_END_COALITION_UNLESS_HELD);
    ck_assert_int_eq(SC(RP_SC_FATE)->end_rule, RP_END_COALITION_UNLESS_HELD);
    /* Black Sun Rising: #54 and #57 in effect + 3 random; Köln uncontrolled;
     * Golden Twenties Election cards removed */
    ck_assert_int_eq(SC(RP_SC_BLACK_SUN)->lingering[0], 54);
    ck_assert_int_eq(SC(RP_SC_BLACK_SUN)->lingering[1], 57);
    ck_assert_int_eq(SC(RP_SC_BLACK_SUN)->lingering[2], 0);
    ck_assert_int_eq(SC(RP_SC_BLACK_SUN)->random_lingering, 3);
    ck_assert_uint_eq(SC(RP_SC_BLACK_SUN)->remove_elections, 1u << RP_ERA_GOLDEN);
    for (int p = 0; p < RP_NPC; p++)
        ck_assert_int_eq(SC(RP_SC_BLACK_SUN)->pc[p], p == RP_PC_KOELN ? RP_NOBODY : RP_COALITION);
    for (int i = RP_SC_TUTORIAL; i <= RP_SC_BLACK_SUN; i += RP_SC_BLACK_SUN - RP_SC_TUTORIAL)
        ck_assert_int_eq(SC(i)->kpd_stance, RP_STANCE_PRAGMATIC); /* read as Pragmatic */
    for (int i = RP_SC_REVOLUTION; i <= RP_SC_FATE; i++)
        if (i != RP_SC_BLACK_SUN)
            for (int p = 0; p < RP_NPC; p++)
                ck_assert_int_eq(SC(i)->pc[p], RP_COALITION);
    ck_assert_int_eq(SC(RP_SC_NEW_HOPE)->fk_setup, RP_FK_REVEALED);
    ck_assert_int_eq(SC(RP_SC_BLACK_SUN)->fk_setup, RP_FK_REVEALED);
    ck_assert_int_eq(SC(RP_SC_REVOLUTION)->fk_setup, RP_FK_UNREVEALED);
    ck_assert_int_eq(SC(RP_SC_FATE)->fk_setup, RP_FK_UNREVEALED);
}
END_TEST

/* Facts §2.7 totals of cubes and units on the map.  Coalition units =
 * Freikorps + Reichswehr: the facts' count except Black Sun Rising, where
 * the two second Coalition tokens of München and Berlin (the "SV 3" notes)
 * are read as Reichswehr (3 Freikorps + 2 Reichswehr = 5). */
START_TEST(s9_scenario_map_totals_transcribed)
{
    static const int want[RP_NSCENARIOS][9] = {
        /* cubes C K N R, Coalition FK + Reichswehr, Militia, SA, Rogue */
        [RP_SC_TUTORIAL] = {37, 17, 2, 16, 5, 5, 1, 2, 0},
        [RP_SC_REVOLUTION] = {39, 13, 1, 13, 4, 1, 0, 2, 0},
        [RP_SC_NEW_HOPE] = {41, 10, 2, 15, 2, 1, 0, 1, 0},
        [RP_SC_BLACK_SUN] = {42, 11, 6, 17, 5, 5, 1, 2, 0},
        [RP_SC_FATE] = {39, 13, 1, 13, 4, 1, 0, 2, 0},
    };
    for (int i = RP_SC_TUTORIAL; i <= RP_SC_FATE; i++) {
        int got[9] = {0};
        for (int s = 0; s < RP_NSPACES; s++) {
            const rp_space_setup *m = &SC(i)->map[s];
            for (int f = 0; f < RP_NFACTIONS; f++)
                got[f] += m->cubes[f];
            got[4] += m->freikorps + m->reichswehr;
            got[5] += m->militia;
            got[6] += m->sa;
            got[7] += m->rogue;
        }
        for (int k = 0; k < 8; k++)
            ck_assert_msg(got[k] == want[i][k], "scenario %d column %d: %d != %d", i, k, got[k], want[i][k]);
    }
    /* Reichswehr on the map exactly where the U.S.S.R. track lost them */
    ck_assert_int_eq(SC(RP_SC_NEW_HOPE)->map[RP_BERLIN].reichswehr, 1);
    ck_assert_int_eq(SC(RP_SC_BLACK_SUN)->map[RP_BERLIN].reichswehr, 1);
    ck_assert_int_eq(SC(RP_SC_BLACK_SUN)->map[RP_MUENCHEN].reichswehr, 1);
    /* the Tutorial's Strike in Sachsen; Cliques (§8.4: one in Bayern always) */
    ck_assert_int_eq(SC(RP_SC_TUTORIAL)->map[RP_SACHSEN].strike, RP_STRIKE_STRIKE);
    for (int i = RP_SC_TUTORIAL; i <= RP_SC_FATE; i++)
        ck_assert_int_eq(SC(i)->map[RP_BAYERN].clique, 1);
    ck_assert_int_eq(SC(RP_SC_NEW_HOPE)->map[RP_OSTPREUSSEN].clique, 1);
    ck_assert_int_eq(SC(RP_SC_BLACK_SUN)->map[RP_OSTPREUSSEN].clique, 1);
}
END_TEST

static int highest_bit(unsigned m)
{
    int h = 0;
    for (int b = 0; b < 8; b++)
        if (m & (1u << b))
            h = b;
    return h;
}

static int supremacy(const rp_space_setup *m)
{
    int sv[RP_NFACTIONS] = {m->freikorps * 2 + m->reichswehr * 3, m->militia, m->sa, m->rogue * 2};
    int best = -1, who = RP_NOBODY;
    for (int f = 0; f < RP_NFACTIONS; f++) {
        if (sv[f] > best) {
            best = sv[f];
            who = f;
        } else if (sv[f] == best) {
            who = RP_NOBODY;
        }
    }
    return best > 0 ? who : RP_NOBODY;
}

/* Every set-up within component counts and the stacking limits (§5.12),
 * with every piece accounted for exactly once (RECONSTRUCTED holding-box
 * completions). */
START_TEST(s5_12_scenario_setups_within_components_recon)
{
    for (int i = RP_SC_TUTORIAL; i <= RP_SC_FATE; i++) {
        const rp_scenario_info *s = SC(i);
        int cubes[RP_NFACTIONS] = {0};
        int fk = 0, rw = 0, mil = 0, sa = 0, rogue = 0, clique = 0, kcadre = 0, ncadre = 0, strike = 0;
        int yellow = 0, black = 0, reform = 0, assn = 0;
        for (int sp = 0; sp < RP_NSPACES; sp++) {
            const rp_space_setup *m = &s->map[sp];
            int n = 0;
            for (int f = 0; f < RP_NFACTIONS; f++) {
                cubes[f] += m->cubes[f];
                n += m->cubes[f];
            }
            ck_assert_msg(n <= wm__republic_spaces[sp].population, "scenario %d %s over Population", i,
                          wm__republic_spaces[sp].name);
            ck_assert(m->cadre == RP_CADRE_NONE || m->cadre == RP_KPD || m->cadre == RP_NSDAP);
            ck_assert_int_le(m->strike, RP_STRIKE_UPRISING);
            ck_assert_int_le(m->reform, 1);
            fk += m->freikorps;
            rw += m->reichswehr;
            mil += m->militia;
            sa += m->sa;
            rogue += m->rogue;
            clique += m->clique;
            kcadre += m->cadre == RP_KPD;
            ncadre += m->cadre == RP_NSDAP;
            strike += m->strike != 0;
            yellow += m->yellow_lev;
            black += m->black_lev;
            reform += m->reform;
            assn += m->assassination != 0;
        }
        for (int f = 0; f < RP_NFACTIONS; f++)
            ck_assert_int_le(cubes[f], wm__republic_cubes[f]);
        ck_assert_int_le(mil, RP_MILITIA_COUNT);
        ck_assert_int_le(sa, RP_SA_COUNT);
        ck_assert_int_le(fk + rogue, RP_FREIKORPS_COUNT);
        if (s->fk_setup == RP_FK_REVEALED) {
            ck_assert_int_le(fk, RP_FREIKORPS_LOYAL - RP_FK_REMOVED_LOYAL);
            ck_assert_int_le(rogue, RP_FREIKORPS_ROGUE - RP_FK_REMOVED_ROGUE);
        } else {
            ck_assert_int_le(rogue, RP_FREIKORPS_ROGUE);
        }
        /* exact accounting of the holding-box pieces */
        ck_assert_int_eq(rw + popcount32(s->ussr_reichswehr), RP_REICHSWEHR_COUNT);
        yellow += popcount32(s->us_yellow) + popcount32(s->ussr_yellow) + popcount32(s->progress_yellow) +
                  popcount32(s->econ_yellow);
        ck_assert_int_eq(yellow, RP_YELLOW_LEVERAGE_COUNT);
        black += popcount32(s->ussr_black) + popcount32(s->reaction_black) + popcount32(s->econ_black) +
                 popcount32(s->rc_lev);
        ck_assert_int_eq(black, RP_BLACK_LEVERAGE_COUNT);
        int kmat = 0, kstrike = 0, nmat = 0, nassn = 0;
        for (int k = 0; k < RP_KPD_MAT_SLOTS; k++)
            if (s->kpd_mat & (1u << k)) {
                kmat += wm__republic_kpd_mat[k].piece == RP_PIECE_CADRE;
                kstrike += wm__republic_kpd_mat[k].piece == RP_PIECE_STRIKE;
            }
        for (int k = 0; k < RP_NSDAP_MAT_SLOTS; k++)
            if (s->nsdap_mat & (1u << k)) {
                nmat += wm__republic_nsdap_mat[k].piece == RP_PIECE_CADRE;
                nassn += wm__republic_nsdap_mat[k].piece == RP_PIECE_ASSASSINATIONS;
            }
        ck_assert_int_eq(kcadre + kmat + popcount32(s->ussr_cadre), RP_CADRES_PER_FACTION);
        ck_assert_int_eq(ncadre + nmat + popcount32(s->reaction_cadre), RP_CADRES_PER_FACTION);
        ck_assert_int_eq(strike + kstrike, RP_STRIKE_COUNT);
        int rclique = 0, rassn = 0;
        for (int b = 0; b < RP_RC_MAT_BOXES; b++)
            if (s->rc_below & (1u << b)) {
                rclique += wm__republic_rc_mat_below[b] == RP_PIECE_CLIQUE;
                rassn += wm__republic_rc_mat_below[b] == RP_PIECE_ASSASSINATIONS;
            }
        ck_assert_int_eq(clique + rclique + popcount32(s->reaction_clique), RP_CLIQUE_COUNT);
        ck_assert_int_eq(assn + nassn + rassn + popcount32(s->reaction_assassinations), RP_ASSASSINATIONS_COUNT);
        ck_assert_int_eq(reform + popcount32(s->progress_reform), RP_REFORM_COUNT);
        int mcs = popcount32(s->pr_mcs) + popcount32(s->econ_mcs);
        for (int f = 0; f < RP_NFACTIONS; f++)
            mcs += s->mcs_mat[f];
        ck_assert_int_eq(mcs, RP_MCS_COUNT);
        ck_assert_int_eq(popcount32(s->econ_dd) + popcount32(s->us_dd), RP_DOLLAR_DEPENDENCE_COUNT);
        /* holding boxes only where the tables have them */
        ck_assert_uint_eq(s->us_yellow & ~RP_US_YELLOW_BOXES, 0);
        ck_assert_uint_eq(s->us_dd & ~RP_US_DD_BOXES, 0);
        ck_assert_uint_eq(s->ussr_reichswehr & ~RP_USSR_REICHSWEHR_BOXES, 0);
        ck_assert_uint_eq(s->ussr_yellow & ~RP_USSR_YELLOW_BOXES, 0);
        ck_assert_uint_eq(s->ussr_black & ~RP_USSR_BLACK_BOXES, 0);
        ck_assert_uint_eq(s->ussr_cadre & ~RP_USSR_CADRE_BOXES, 0);
        ck_assert_uint_eq(s->progress_yellow & ~RP_PR_LEV_LEVELS, 0);
        ck_assert_uint_eq(s->reaction_black & ~RP_PR_LEV_LEVELS, 0);
        ck_assert_uint_eq(s->pr_mcs & ~RP_PR_MCS_LEVELS, 0);
        /* pieces not yet released are still in their boxes (§5.1) */
        unsigned locked_deals_us = RP_US_YELLOW_BOXES & ~((2u << s->us_deals) - 1u);
        ck_assert_uint_eq(s->us_yellow & locked_deals_us, locked_deals_us);
        unsigned dd_locked = RP_US_DD_BOXES & ~((2u << s->us_deals) - 1u);
        ck_assert_uint_eq(s->us_dd & RP_US_DD_BOXES, dd_locked); /* released ones moved to the Economy */
        unsigned locked_ussr = ~((2u << s->ussr_deals) - 1u);
        ck_assert_uint_eq(s->ussr_reichswehr & locked_ussr, RP_USSR_REICHSWEHR_BOXES & locked_ussr);
        ck_assert_uint_eq(s->ussr_yellow & locked_ussr, RP_USSR_YELLOW_BOXES & locked_ussr);
        ck_assert_uint_eq(s->ussr_black & locked_ussr, RP_USSR_BLACK_BOXES & locked_ussr);
        ck_assert_uint_eq(s->ussr_cadre & locked_ussr, RP_USSR_CADRE_BOXES & locked_ussr);
        unsigned locked_prog = ~((2u << s->progress) - 1u);
        unsigned locked_reac = ~((2u << s->reaction) - 1u);
        ck_assert_uint_eq(s->progress_reform & locked_prog, RP_PROGRESS_REFORM_LEVELS & locked_prog);
        ck_assert_uint_eq(s->reaction_cadre & locked_reac, RP_REACTION_CADRE_LEVELS & locked_reac);
        ck_assert_uint_eq(s->reaction_clique & locked_reac, RP_REACTION_CLIQUE_LEVELS & locked_reac);
        unsigned locked_mcs = locked_prog & locked_reac;
        ck_assert_uint_eq(s->pr_mcs & locked_mcs, RP_PR_MCS_LEVELS & locked_mcs);
        /* §5.7 levels vs Leverage; Reaction <= Progress + 1 unless lifted */
        ck_assert_int_le(s->progress, s->progress_yellow ? highest_bit(s->progress_yellow) : 1);
        ck_assert_int_le(s->reaction, s->reaction_black ? highest_bit(s->reaction_black) : 1);
        if (!(s->rules & RP_SR_REACTION_UNCAPPED))
            ck_assert_int_le(s->reaction, s->progress + 1);
        /* the Economy marker within its yellow Leverage (none at start) */
        ck_assert_uint_eq(s->econ_yellow, 0);
        /* Black Sun Rising's two Dollar Dependence markers fill boxes 1-2 */
        if (s->econ_dd)
            ck_assert_uint_eq(s->econ_dd, (1u << popcount32(s->econ_dd)) - 1u);
        /* RC mat: the pieces below a Leverage still there are still there */
        ck_assert_uint_eq(s->rc_lev & ~((1u << RP_RC_MAT_BOXES) - 1u), 0);
        for (int b = 0; b < RP_RC_MAT_BOXES; b++)
            if ((s->rc_lev & (1u << b)) && wm__republic_rc_mat_below[b] != RP_PIECE_NONE)
                ck_assert(s->rc_below & (1u << b));
    }
}
END_TEST

/* Supremacy the facts file records where it agrees with the printed SVs
 * once the SV-3 tokens are read as Reichswehr (facts §2.7, §8). */
START_TEST(s5_9_recorded_supremacy_with_reichswehr_reading)
{
    ck_assert_int_eq(supremacy(&SC(RP_SC_NEW_HOPE)->map[RP_BERLIN]), RP_COALITION);
    ck_assert_int_eq(supremacy(&SC(RP_SC_BLACK_SUN)->map[RP_BERLIN]), RP_COALITION);
    ck_assert_int_eq(supremacy(&SC(RP_SC_BLACK_SUN)->map[RP_MUENCHEN]), RP_COALITION);
    ck_assert_int_eq(supremacy(&SC(RP_SC_BLACK_SUN)->map[RP_KOELN]), RP_KPD);
    ck_assert_int_eq(supremacy(&SC(RP_SC_BLACK_SUN)->map[RP_OSTPREUSSEN]), RP_RC);
    ck_assert_int_eq(supremacy(&SC(RP_SC_REVOLUTION)->map[RP_KOELN]), RP_COALITION);
}
END_TEST

/* §1.2 Timeline eras; §4.0 hands 9 and 6. */
START_TEST(s1_2_timeline_and_s4_hands)
{
    ck_assert_int_eq(rp_year_era(1919), RP_ERA_CRISIS);
    ck_assert_int_eq(rp_year_era(1923), RP_ERA_CRISIS);
    ck_assert_int_eq(rp_year_era(1924), RP_ERA_GOLDEN);
    ck_assert_int_eq(rp_year_era(1929), RP_ERA_GOLDEN);
    ck_assert_int_eq(rp_year_era(1930), RP_ERA_DECLINE);
    ck_assert_int_eq(rp_year_era(1933), RP_ERA_DECLINE);
    for (int e = 0; e < RP_NERAS; e++) {
        ck_assert_int_eq(rp_year_era(wm__republic_era_first_year[e]), e);
        ck_assert_int_eq(rp_year_era(wm__republic_era_last_year[e]), e);
    }
    ck_assert_int_eq(wm__republic_era_hand[RP_ERA_GOLDEN], 9);
    ck_assert_int_eq(wm__republic_era_hand[RP_ERA_DECLINE], 6);
    /* §4.0 example: 6 - 2 (Election) - 2 (Mandatory) - 1 = 1 */
    ck_assert_int_eq(wm__republic_era_hand[RP_ERA_DECLINE] - 2 * RP_HELD_PENALTY_SPECIAL - RP_HELD_PENALTY_OTHER, 1);
    ck_assert_int_eq(RP_LAST_YEAR - RP_FIRST_YEAR + 1, RP_YEARS);
}
END_TEST

/* ------------------------------------------------------------------ */

/* One TCase per test, named after it (CK_RUN_CASE=<test> runs one). */
static Suite *content_suite(void)
{
    const tu_test tests[] = {
#define T(x) {#x, x}
        T(s1_2_twenty_six_spaces_cities_first),
        T(s1_2_names_unique_ascii_tokens),
        T(s1_2_population_and_pv_as_transcribed),
        T(s1_2_seventeen_spaces_named_in_rulebook),
        T(s1_2_regions),
        T(s8_np_example_pommern_and_osthilfe_spaces_prussian),
        T(s7_1_parliamentary_control_units),
        T(s1_2_adjacency_symmetric_irreflexive),
        T(s1_2_map_connected),
        T(s1_2_dist_table_matches_bfs),
        T(s1_2_city_overlap_rule),
        T(s1_2_example_berlin_provinz_sachsen_brandenburg_sachsen),
        T(s6_3_example_hessen_hessenprovinz_thueringen),
        T(s6_6_example_berlin_two_from_posen_westpreussen),
        T(s8_np_example_distances_from_muenchen),
        T(s5_4_example_economy_leverage_left),
        T(s5_4_example_economy_leverage_right_and_dollar_dependence_recon),
        T(s5_5_economy_boxes_and_cubes_recon),
        T(s5_1_example_ussr_deals_track),
        T(s5_7_example_reaction_three_releases_cadre_and_pawn),
        T(s6_6_rc_cubes_and_s7_2_berlin_bonus_recon),
        T(s5_3_unity),
        T(s6_4_example_kpd_mat_strikes_recon),
        T(s1_5_component_totals),
        T(s1_6_card_counts_per_kind_and_era),
        T(s6_1_known_cards),
        T(s9_scenario_years_rounds_tracks),
        T(s9_scenario_special_rules_and_end),
        T(s9_scenario_map_totals_transcribed),
        T(s5_12_scenario_setups_within_components_recon),
        T(s5_9_recorded_supremacy_with_reichswehr_reading),
        T(s1_2_timeline_and_s4_hands),
#undef T
    };
    return tu_suite("republic_content", tests, sizeof tests / sizeof tests[0]);
}

int main(void)
{
    return tu_run(content_suite());
}
