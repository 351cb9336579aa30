/*
 * check_web_layout_ebert.c - the browser page's board of Friedrich Ebert
 * (examples/web/layout-ebert.js, issue 20) against the library's chapter
 * table (lib/ebert/content.c): every group of every chapter drawn from
 * exactly one layout entry, no group the library does not have, each
 * group's invitation as the library names it, and the tracker card and
 * the row as long as the rules make them (the Game Lost marker goes on
 * space 8, 9 or 10; a row holds 5 letters).
 */
#include "testutil.h"
#include "../lib/ebert/ebert.h"
#include "layout_parse.h"

#include <check.h>
#include <string.h>

#define LAYOUT "examples/web/layout-ebert.js"

START_TEST(every_group_once_with_its_invitation)
{
    static lp_file f;
    lp_read(LAYOUT, "name", &f);
    int used[LP_MAX_ENTRIES] = {0};
    for (int c = 1; c <= EB_CHAPTERS; c++) {
        const eb_chapter *ch = &wm__ebert_chapters[c];
        for (int g = 0; g < ch->ngroups; g++) {
            int at = lp_find(&f, ch->group_names[g]);
            ck_assert_msg(at >= 0, "the layout has no group %s (Chapter %d)", ch->group_names[g], c);
            char buf[LP_STR];
            ck_assert_msg(strcmp(lp_str(&f.e[at], "invitation", buf, sizeof buf), ch->invitation_names[g]) == 0,
                          "%s: invitation %s, the library says %s (Chapter %d)", ch->group_names[g], buf,
                          ch->invitation_names[g], c);
            ck_assert_msg(strstr(f.e[at].line, " colour: \"#") != NULL, "%s has no colour", ch->group_names[g]);
            used[at] = 1;
        }
    }
    for (int i = 0; i < f.n; i++)
        ck_assert_msg(used[i], "the layout draws a group %s that no chapter has", f.e[i].key);
}
END_TEST

static const char *line_of(const char *what, char *buf, size_t cap)
{
    FILE *fp = lp_open(LAYOUT);
    const char *found = NULL;
    while (fgets(buf, (int)cap, fp))
        if (strstr(buf, what)) {
            found = buf;
            break;
        }
    fclose(fp);
    ck_assert_msg(found != NULL, "the layout has no %s", what);
    return found;
}

START_TEST(tracker_and_row_sizes)
{
    char buf[1024], want[64];
    /* setup.c: the Game Lost marker on space 10 - difficulty (easy 10,
     * medium 9, hard 8), so the tracker card's spaces go up to 10 */
    snprintf(want, sizeof want, "spaces: %d }", 10);
    ck_assert_msg(strstr(line_of("export const TRACK ", buf, sizeof buf), want) != NULL, "the tracker card is not %s", want);
    snprintf(want, sizeof want, "places: %d }", EB_ROW);
    ck_assert_msg(strstr(line_of("export const ROW ", buf, sizeof buf), want) != NULL, "the row is not %s", want);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("web_layout_ebert");
    TCase *t = tcase_create("layout");
    tcase_add_test(t, every_group_once_with_its_invitation);
    tcase_add_test(t, tracker_and_row_sizes);
    suite_add_tcase(s, t);
    return tu_run(s);
}
