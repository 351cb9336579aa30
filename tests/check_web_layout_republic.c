/*
 * check_web_layout_republic.c - the browser page's board of The Weimar
 * Republic (examples/web/layout-republic.js, issue 20) against the
 * library's map and track tables: every space drawn exactly once, no
 * unknown name, each space's move-name token, Region, Population Number,
 * Political Value and adjacency as lib/republic/content.c has them, and
 * the track boxes and Timeline eras as the library names them.
 */
#include "testutil.h"
#include "../lib/republic/republic.h"
#include "layout_parse.h"

#include <check.h>
#include <string.h>

#define LAYOUT "examples/web/layout-republic.js"

static const char *region_name(const rp_space_info *s)
{
    if (s->is_city)
        return "City";
    switch (s->region) {
    case RP_NORTHERN_STATES: return "Northern States";
    case RP_SOUTHERN_STATES: return "Southern States";
    case RP_PREUSSEN: return "Prussian Provinces";
    default: return "Bayern";
    }
}

static int space_index(const char *name)
{
    for (int i = 0; i < RP_NSPACES; i++)
        if (strcmp(wm__republic_spaces[i].name, name) == 0)
            return i;
    return -1;
}

START_TEST(every_space_once_with_region_token_and_adjacency)
{
    static lp_file f;
    lp_read(LAYOUT, "name", &f);
    ck_assert_int_eq(f.n, RP_NSPACES);
    for (int i = 0; i < f.n; i++)
        ck_assert_msg(space_index(f.e[i].key) >= 0, "the layout draws %s, which the map does not have", f.e[i].key);
    for (int s = 0; s < RP_NSPACES; s++) {
        const rp_space_info *info = &wm__republic_spaces[s];
        int at = lp_find(&f, info->name);
        ck_assert_msg(at >= 0, "the layout does not draw %s", info->name);
        char buf[LP_STR];
        ck_assert_str_eq(lp_str(&f.e[at], "ascii", buf, sizeof buf), info->ascii);
        ck_assert_msg(strcmp(lp_str(&f.e[at], "region", buf, sizeof buf), region_name(info)) == 0,
                      "%s: region %s, the library says %s", info->name, buf, region_name(info));
        ck_assert_msg(lp_int(&f.e[at], "x") >= 0 && lp_int(&f.e[at], "y") >= 0, "%s has no position", info->name);
        ck_assert_msg(lp_int(&f.e[at], "pop") == info->population, "%s: Population Number %d, the library says %d",
                      info->name, lp_int(&f.e[at], "pop"), info->population);
        ck_assert_msg(lp_int(&f.e[at], "pv") == info->pv, "%s: Political Value %d, the library says %d", info->name,
                      lp_int(&f.e[at], "pv"), info->pv);
        char adj[LP_MAX_LIST][LP_STR];
        int n = lp_list(&f.e[at], "adj", adj);
        uint32_t mask = 0;
        for (int k = 0; k < n; k++) {
            int j = space_index(adj[k]);
            ck_assert_msg(j >= 0, "%s: unknown neighbour %s", info->name, adj[k]);
            ck_assert_msg(!((mask >> j) & 1u), "%s: neighbour %s twice", info->name, adj[k]);
            mask |= 1u << j;
        }
        ck_assert_msg(mask == wm__republic_adj[s], "%s: the layout's adjacency differs from the map's", info->name);
    }
}
END_TEST

static void check_track(const lp_file *f, const char *track, const char *const *names, int count)
{
    int at = lp_find(f, track);
    ck_assert_msg(at >= 0, "the layout has no %s track", track);
    char boxes[LP_MAX_LIST][LP_STR];
    int n = lp_list(&f->e[at], "boxes", boxes);
    ck_assert_int_eq(n, count);
    for (int i = 0; i < n; i++)
        ck_assert_str_eq(boxes[i], names[i]);
}

static void check_levels(const lp_file *f, const char *track, int lo, int hi)
{
    char num[RP_PR_LEVELS + RP_DEALS_MAX][8];
    const char *names[RP_PR_LEVELS + RP_DEALS_MAX];
    for (int v = lo; v <= hi; v++) {
        snprintf(num[v - lo], sizeof num[0], "%d", v);
        names[v - lo] = num[v - lo];
    }
    check_track(f, track, names, hi - lo + 1);
}

START_TEST(track_boxes_as_the_library_names_them)
{
    static lp_file f;
    lp_read(LAYOUT, "track", &f);
    ck_assert_int_eq(f.n, 8);
    check_track(&f, "economy", wm__republic_econ_names, RP_ECON_BOXES);
    check_track(&f, "unity", wm__republic_unity_names, RP_UNITY_BOXES);
    check_track(&f, "kpd_stance", wm__republic_stance_names, RP_STANCE_BOXES);
    check_track(&f, "nsdap_stance", wm__republic_stance_names, RP_STANCE_BOXES);
    check_levels(&f, "progress", RP_PR_MIN, RP_PR_MAX);
    check_levels(&f, "reaction", RP_PR_MIN, RP_PR_MAX);
    check_levels(&f, "us_deals", RP_DEALS_MIN, RP_DEALS_MAX);
    check_levels(&f, "ussr_deals", RP_DEALS_MIN, RP_DEALS_MAX);
}
END_TEST

START_TEST(timeline_years_and_eras)
{
    FILE *fp = lp_open(LAYOUT);
    char buf[1024], want[256];
    int found = 0;
    snprintf(want, sizeof want, "first: %d, last: %d,", RP_FIRST_YEAR, RP_LAST_YEAR);
    while (fgets(buf, sizeof buf, fp)) {
        if (!strstr(buf, "export const TIMELINE"))
            continue;
        found = 1;
        ck_assert_msg(strstr(buf, want) != NULL, "the Timeline is not %s", want);
        int first = RP_FIRST_YEAR;
        for (int e = 0; e < RP_NERAS; e++) {
            char era[32];
            snprintf(era, sizeof era, "[%d, %d, \"", first, wm__republic_era_last_year[e]);
            ck_assert_msg(strstr(buf, era) != NULL, "era %d is not %s...", e, era);
            first = wm__republic_era_last_year[e] + 1;
        }
    }
    fclose(fp);
    ck_assert(found);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("web_layout_republic");
    TCase *t = tcase_create("layout");
    tcase_add_test(t, every_space_once_with_region_token_and_adjacency);
    tcase_add_test(t, track_boxes_as_the_library_names_them);
    tcase_add_test(t, timeline_years_and_eras);
    suite_add_tcase(s, t);
    return tu_run(s);
}
