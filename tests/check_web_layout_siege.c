/*
 * check_web_layout_siege.c - the browser page's board of Democracy under
 * Siege (examples/web/layout-siege.js, issue 20) against the library's
 * tables: every Area, Political Regimes box and Coup Cells area drawn
 * exactly once, no unknown name, each Area's kind, map box and Land
 * Connections, the regime network's connections, the Coup Cells links,
 * and the Area and Resource of every Resource Exploitation Box, as
 * lib/siege/content.c has them.
 */
#include "testutil.h"
#include "../lib/siege/siege.h"
#include "layout_parse.h"

#include <check.h>
#include <string.h>

#define LAYOUT "examples/web/layout-siege.js"

static const char *const kind_names[] = {"influenceable", "minor", "major", "territory"};
static const char *const map_names[] = {"Europe", "America", "Asia"};
static const char *const area_kinds[] = {"control", "neutral", "influence", "instability"};
static const char *const res_names[] = {"RawMaterials", "Factory", "Oil"};

static int area_index(const char *ascii)
{
    for (int i = 0; i < SG_NAREAS; i++)
        if (strcmp(wm__siege_areas[i].ascii, ascii) == 0)
            return i;
    return -1;
}

static int box_index(const char *ascii)
{
    for (int i = 0; i < SG_NREGIME_BOXES; i++)
        if (strcmp(wm__siege_regime_boxes[i].ascii, ascii) == 0)
            return i;
    return -1;
}

static int cc_index(const char *ascii)
{
    for (int i = 0; i < SG_NCC_AREAS; i++)
        if (strcmp(wm__siege_cc[i].ascii, ascii) == 0)
            return i;
    return -1;
}

START_TEST(every_area_once_with_kind_map_and_land_connections)
{
    static lp_file f;
    lp_read(LAYOUT, "name", &f);
    ck_assert_int_eq(f.n, SG_NAREAS);
    for (int i = 0; i < f.n; i++)
        ck_assert_msg(area_index(f.e[i].key) >= 0, "the layout draws %s, which the map does not have", f.e[i].key);
    for (int a = 0; a < SG_NAREAS; a++) {
        const sg_area_info *info = &wm__siege_areas[a];
        int at = lp_find(&f, info->ascii);
        ck_assert_msg(at >= 0, "the layout does not draw %s", info->ascii);
        char buf[LP_STR];
        ck_assert_str_eq(lp_str(&f.e[at], "label", buf, sizeof buf), info->name);
        ck_assert_str_eq(lp_str(&f.e[at], "kind", buf, sizeof buf), kind_names[info->kind]);
        ck_assert_str_eq(lp_str(&f.e[at], "map", buf, sizeof buf), map_names[info->map]);
        char land[LP_MAX_LIST][LP_STR];
        int n = lp_list(&f.e[at], "land", land);
        ck_assert_msg(n >= 0, "%s has no land list", info->ascii);
        uint64_t mask = 0;
        for (int k = 0; k < n; k++) {
            int j = area_index(land[k]);
            ck_assert_msg(j >= 0, "%s: unknown neighbour %s", info->ascii, land[k]);
            mask |= SG_AREA_BIT(j);
        }
        ck_assert_msg(mask == wm__siege_land[a], "%s: the layout's Land Connections differ from the map's", info->ascii);
    }
}
END_TEST

START_TEST(every_regime_box_once_with_its_connections)
{
    static lp_file f;
    lp_read(LAYOUT, "box", &f);
    ck_assert_int_eq(f.n, SG_NREGIME_BOXES);
    for (int i = 0; i < f.n; i++)
        ck_assert_msg(box_index(f.e[i].key) >= 0, "unknown regime box %s", f.e[i].key);
    for (int b = 0; b < SG_NREGIME_BOXES; b++) {
        const sg_regime_box *info = &wm__siege_regime_boxes[b];
        int at = lp_find(&f, info->ascii);
        ck_assert_msg(at >= 0, "the layout does not draw the regime box %s", info->ascii);
        char buf[LP_STR];
        ck_assert_str_eq(lp_str(&f.e[at], "label", buf, sizeof buf), info->name);
        ck_assert_str_eq(lp_str(&f.e[at], "area", buf, sizeof buf), area_kinds[info->area]);
        char adj[LP_MAX_LIST][LP_STR];
        int n = lp_list(&f.e[at], "adj", adj);
        uint32_t mask = 0;
        for (int k = 0; k < n; k++) {
            int j = box_index(adj[k]);
            ck_assert_msg(j >= 0, "%s: unknown box %s", info->ascii, adj[k]);
            mask |= 1u << j;
        }
        ck_assert_msg(mask == wm__siege_regime_adj[b], "%s: the layout's connections differ from the track's", info->ascii);
    }
}
END_TEST

START_TEST(every_coup_cells_area_once_with_its_links)
{
    static lp_file f;
    lp_read(LAYOUT, "cc", &f);
    ck_assert_int_eq(f.n, SG_NCC_AREAS);
    for (int c = 0; c < SG_NCC_AREAS; c++) {
        int at = lp_find(&f, wm__siege_cc[c].ascii);
        ck_assert_msg(at >= 0, "the layout does not draw the Coup Cells area %s", wm__siege_cc[c].ascii);
        char buf[LP_STR];
        ck_assert_str_eq(lp_str(&f.e[at], "label", buf, sizeof buf), wm__siege_cc[c].name);
        char links[LP_MAX_LIST][LP_STR];
        int n = lp_list(&f.e[at], "links", links);
        unsigned mask = 0;
        for (int k = 0; k < n; k++) {
            int j = cc_index(links[k]);
            ck_assert_msg(j >= 0, "%s: unknown link %s", wm__siege_cc[c].ascii, links[k]);
            mask |= 1u << j;
        }
        ck_assert_msg(mask == wm__siege_cc[c].links, "%s: the layout's links differ", wm__siege_cc[c].ascii);
    }
}
END_TEST

START_TEST(resource_boxes_in_the_views_order)
{
    FILE *fp = lp_open(LAYOUT);
    char line[512];
    int n = 0;
    while (fgets(line, sizeof line, fp)) {
        const char *p = strstr(line, "{ rbox: ");
        if (!p)
            continue;
        ck_assert_int_lt(n, SG_NRBOXES);
        char want[160];
        snprintf(want, sizeof want, "{ rbox: %d, area: \"%s\", res: \"%s\" }", n, wm__siege_areas[wm__siege_rboxes[n].area].ascii,
                 res_names[wm__siege_rboxes[n].type]);
        ck_assert_msg(strstr(line, want) != NULL, "Resource box %d should be %s: %s", n, want, line);
        n++;
    }
    fclose(fp);
    ck_assert_int_eq(n, SG_NRBOXES);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("web_layout_siege");
    TCase *t = tcase_create("layout");
    tcase_add_test(t, every_area_once_with_kind_map_and_land_connections);
    tcase_add_test(t, every_regime_box_once_with_its_connections);
    tcase_add_test(t, every_coup_cells_area_once_with_its_links);
    tcase_add_test(t, resource_boxes_in_the_views_order);
    suite_add_tcase(s, t);
    return tu_run(s);
}
