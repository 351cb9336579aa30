/*
 * board_siege.h - the text board of Democracy under Siege for
 * examples/play, drawn from the members of the view (lib/siege/view.c,
 * doc/schema/siege.json) as one seat sees it: the mode and the turn, the
 * Initiative Order, each Ideology's tracks (Prestige, PP, VP, MR, Coup
 * Cells, Resources) and cards (the seat's own hand and Reserve only; the
 * others' as counts), the Political Regimes Track grouped by area (Powers
 * and Minor Nations apart), the Armaments Tracks, Wars, Civil Wars,
 * treaties and claims.
 *
 * Included by play.c, which defines `bout` (the stream the board is drawn
 * on), print_list() and fput_padded().
 */
#ifndef EXAMPLES_BOARD_SIEGE_H
#define EXAMPLES_BOARD_SIEGE_H

/* The Influenceable Powers (§1.2) come first in the view's "regimes". */
#define SB_POWERS 4

/* A regime box's group: the Control Area of an Ideology or of Anarchy,
 * else the area the box lies in (its name without the A/B/C, NW.. suffix). */
static void sb_box_group(const char *box, char *out, size_t cap)
{
    size_t n = strlen(box);
    if (strncmp(box, "Neutral", 7) == 0)
        n = 7;
    else if (n > 1 && box[n - 1] >= 'A' && box[n - 1] <= 'C' && strcmp(box, "Autocracy") != 0 &&
             strcmp(box, "Democracy") != 0)
        n--;
    snprintf(out, cap, "%.*s", (int)n, box);
}

static int sb_is_control(const char *group)
{
    return !strcmp(group, "Nazism") || !strcmp(group, "Democracy") || !strcmp(group, "Communism") ||
           !strcmp(group, "Anarchy");
}

/* Prints the nations whose Regime Marker is in `group`, wrapped under a
 * label; Influenceable Powers marked "*", the box of a multi-box area in
 * brackets.  Returns how many there are; a line only for a Control Area
 * or when some nation is there. */
static int sb_group_line(const js *regimes, const char *group, const char *label)
{
    int shown = 0, col = 0;
    for (size_t i = 0; i < js_len(regimes); i++) {
        char g[32];
        const char *box = js_str(js_at(regimes, i));
        sb_box_group(box, g, sizeof g);
        if (strcmp(g, group) != 0)
            continue;
        if (!shown)
            col = fprintf(bout, "    %-23s", label);
        else
            col += fprintf(bout, ",");
        if (col > 72)
            col = fprintf(bout, "\n    %-23s", "");
        else if (shown)
            col += fprintf(bout, " ");
        col += fprintf(bout, "%s%s", js_key(regimes, i), (int)i < SB_POWERS ? "*" : "");
        if (strcmp(box, g) != 0)
            col += fprintf(bout, "(%s)", box + strlen(g));
        shown++;
    }
    if (!shown && sb_is_control(group))
        fprintf(bout, "    %-23s-", label);
    if (shown || sb_is_control(group))
        fprintf(bout, "\n");
    return shown;
}

static void sb_mr_sides(const js *a)
{
    fprintf(bout, "%d/%d/%d", js_int(js_at(a, 0)), js_int(js_at(a, 1)), js_int(js_at(a, 2)));
}

/* The cards' names, from the game's content pack (--content) or the
 * built-in cards (wm_content_write), read once: "N30 War with Greece". */
static js *sb_pack;
static int sb_pack_tried;

static const char *sb_card_name(const char *code)
{
    if (!sb_pack_tried) {
        size_t len = 0;
        sb_pack_tried = 1;
        if (wm_content_write(WM_DEMOCRACY_UNDER_SIEGE, new_content, NULL, 0, &len) == WM_ERANGE) {
            char *text = malloc(len + 1);
            if (text && wm_content_write(WM_DEMOCRACY_UNDER_SIEGE, new_content, text, len + 1, &len) == WM_OK)
                sb_pack = js_parse(text);
            free(text);
        }
    }
    for (int w = 0; w < 2 && sb_pack; w++) {
        const js *cards = js_get(sb_pack, w ? "wars" : "cards");
        for (size_t i = 0; i < js_len(cards); i++) {
            const js *c = js_at(cards, i);
            if (strcmp(js_str(js_get(c, "code")), code) == 0)
                return js_is(js_get(c, "name"), JS_STR) ? js_str(js_get(c, "name")) : NULL;
        }
    }
    return NULL;
}

/* Card codes with their names where the cards have one: "N5, N30 War with Greece". */
static void sb_print_cards(const js *a)
{
    if (js_len(a) == 0) {
        fprintf(bout, "-");
        return;
    }
    for (size_t i = 0; i < js_len(a); i++) {
        const char *code = js_str(js_at(a, i)), *name = sb_card_name(code);
        fprintf(bout, "%s%s%s%s", i ? ", " : "", code, name ? " " : "", name ? name : "");
    }
}

static void board_siege(const js *v, int viewer)
{
    const js *ideo = js_get(v, "ideologies"), *reg = js_get(v, "regimes"), *arm = js_get(v, "armaments");
    const js *wars = js_get(v, "wars"), *civil = js_get(v, "civil_wars"), *tr = js_get(v, "treaties");
    const js *claims = js_get(v, "claims");
    int seats = js_int(js_get(v, "seat_count"));
    size_t i;
    fprintf(bout, "%s Play Mode, %d players", js_true(js_get(v, "advanced")) ? "Advanced" : "Short", seats);
    if (seats == 2)
        fprintf(bout, "; Communism is played by %s", js_str(js_get(v, "communism_controller")));
    fprintf(bout, "\n  Initiative: ");
    print_list(bout, js_get(v, "initiative"), " > ");
    if (js_true(js_get(v, "total_war")))
        fprintf(bout, "   TOTAL WAR has broken out");
    fprintf(bout, "\n  %-10s %8s %3s %10s %3s %8s %6s %-9s %s\n", "", "Prestige", "PP", "VP (token)", "MR", "CC pool",
            "tokens", "RM/Fa/Oil", "hand/Reserve/deck");
    for (i = 0; i < js_len(ideo); i++) {
        const js *x = js_at(ideo, i), *r = js_get(x, "resources");
        char res[32], vp[16];
        snprintf(res, sizeof res, "%d/%d/%d", js_int(js_get(r, "RawMaterials")), js_int(js_get(r, "Factory")),
                 js_int(js_get(r, "Oil")));
        snprintf(vp, sizeof vp, "%d (%d)", js_int(js_get(x, "vp")), js_int(js_get(x, "vp_token")));
        fprintf(bout, "  %-10s %8d %3d %10s %3d %8d %6d %-9s %d/%d/%d", js_str(js_get(x, "name")),
                js_int(js_get(x, "prestige")), js_int(js_get(x, "pp")), vp, js_int(js_get(x, "mr")),
                js_int(js_get(x, "cc_training")), js_int(js_get(x, "token_reserve")), res,
                js_int(js_get(x, "hand_count")), js_int(js_get(x, "reserve_count")), js_int(js_get(x, "deck")));
        if (js_int(js_get(x, "rerolls_used")))
            fprintf(bout, "   re-rolls used %d", js_int(js_get(x, "rerolls_used")));
        if (js_get(x, "communism_turns"))
            fprintf(bout, "   Communism turns %d", js_int(js_get(x, "communism_turns")));
        fprintf(bout, "\n");
    }
    /* the cards: a hand and Reserve only where the view gives them (the seat's own) */
    for (i = 0; i < js_len(ideo); i++) {
        const js *x = js_at(ideo, i), *played = js_get(x, "played"), *cc = js_get(x, "cc");
        const char *name = js_str(js_get(x, "name"));
        if (js_get(x, "hand")) {
            /* the seat's own hand, or (N1, ex. 4.0) one it is inspecting */
            const char *me = viewer >= 0 ? seat_of(v, viewer) : "";
            int own = viewer == WM_OMNISCIENT || !strcmp(name, me) ||
                      (seats == 2 && !strcmp(name, "Communism") &&
                       !strcmp(js_str(js_get(v, "communism_controller")), me));
            fprintf(bout, "  %s hand%s: ", name, own ? "" : " (inspected)");
            sb_print_cards(js_get(x, "hand"));
            if (js_get(x, "reserve")) {
                fprintf(bout, "   Reserve: ");
                sb_print_cards(js_get(x, "reserve"));
            }
            fprintf(bout, "\n");
        }
        if (js_is(played, JS_NUM) ? js_int(played) > 0 : js_len(played) > 0) {
            fprintf(bout, "  %s played: ", name);
            if (js_is(played, JS_NUM))
                fprintf(bout, "%d card%s face down", js_int(played), js_int(played) == 1 ? "" : "s");
            else
                print_list(bout, played, " ");
            fprintf(bout, "\n");
        }
        if (js_len(js_get(x, "active"))) {
            fprintf(bout, "  %s active cards: ", name);
            sb_print_cards(js_get(x, "active"));
            fprintf(bout, "\n");
        }
        if (js_len(cc) || js_get(x, "coup_declared") || js_get(x, "coup_on")) {
            fprintf(bout, "  %s Coup Cells:", name);
            for (size_t k = 0; k < js_len(cc); k++)
                fprintf(bout, " %s %d", js_key(cc, k), js_int(js_at(cc, k)));
            if (js_get(x, "coup_declared"))
                fprintf(bout, "; Coup declared in %s", js_str(js_get(x, "coup_declared")));
            if (js_get(x, "coup_on"))
                fprintf(bout, "; Coup Marker on %s", js_str(js_get(x, "coup_on")));
            fprintf(bout, "\n");
        }
    }
    /* the Political Regimes Track, area by area */
    {
        static const char *const groups[][2] = {
            {"Nazism", "Nazism controls:"},       {"Democracy", "Democracy controls:"},
            {"Communism", "Communism controls:"}, {"Anarchy", "Anarchy controls:"},
            {"SocialDemocracy", "Social-Democracy:"},  {"Oligarchy", "Oligarchy:"},
            {"Autocracy", "Autocracy:"},          {"MilitaryDictatorship", "Military Dictatorship:"},
            {"Neutral", "Neutral:"},              {"Instability", "Instability:"},
            {"conquered", "conquered:"},
        };
        fprintf(bout, "  Political Regimes (* Influenceable Power):\n");
        for (size_t k = 0; k < sizeof groups / sizeof groups[0]; k++)
            sb_group_line(reg, groups[k][0], groups[k][1]);
    }
    fprintf(bout, "  Armaments:");
    for (i = 0; i < js_len(arm); i++) {
        const js *a = js_at(arm, i);
        if (js_is(a, JS_NULL))
            fprintf(bout, " %s -", js_key(arm, i));
        else
            fprintf(bout, " %s L%d", js_key(arm, i), js_int(a));
    }
    fprintf(bout, "\n  At war: ");
    print_list(bout, js_get(v, "at_war"), ", ");
    {
        int n[3] = {0, 0, 0};
        for (i = 0; i < js_len(claims); i++) {
            int who = js_int(js_at(claims, i));
            if (who >= 0 && who < 3)
                n[who]++;
        }
        fprintf(bout, "   Resource claims: Nazism %d, Democracy %d, Communism %d\n", n[0], n[1], n[2]);
    }
    for (i = 0; i < js_len(wars); i++) {
        const js *w = js_at(wars, i);
        fprintf(bout, "  War %s: marker in box %d%s, MR (N/D/C) faction A ", js_str(js_get(w, "card")),
                js_int(js_get(w, "box")) + 1, js_true(js_get(w, "stalling")) ? " (STALLING)" : "");
        sb_mr_sides(js_get(w, "a"));
        fprintf(bout, ", faction B ");
        sb_mr_sides(js_get(w, "b"));
        fprintf(bout, "\n");
    }
    for (i = 0; i < js_len(civil); i++) {
        const js *c = js_at(civil, i);
        fprintf(bout, "  Civil War in %s (%s): MR (N/D/C) Government ", js_str(js_get(c, "nation")),
                js_str(js_get(c, "status")));
        sb_mr_sides(js_get(c, "government"));
        fprintf(bout, ", Rebels ");
        sb_mr_sides(js_get(c, "rebels"));
        fprintf(bout, "\n");
    }
    if (js_len(tr)) {
        fprintf(bout, "  Treaties:");
        for (i = 0; i < js_len(tr); i++) {
            const js *t = js_at(tr, i);
            fprintf(bout, "%s %s %s-%s", i ? ";" : "", js_str(js_get(t, "kind")), js_str(js_get(t, "power")),
                    js_str(js_get(t, "area")));
        }
        fprintf(bout, "\n");
    }
    if (js_get(v, "winner"))
        fprintf(bout, "  Winner: %s\n", js_str(js_get(v, "winner")));
}

#endif /* EXAMPLES_BOARD_SIEGE_H */
