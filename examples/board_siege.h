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
 * Every line fits the terminal's width (play.c's term_width, 80 by
 * default; 0: no limit): the tables are narrow, the lists of nations and
 * Powers break between their items, and a card's text (one line a card)
 * is left to play.c's wrapping, which indents its continuation.
 *
 * Included by play.c, which defines `bout` (the stream the board is drawn
 * on), term_width, print_list() and fput_padded().
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

/* A list whose items break between lines at the terminal's width: the
 * column now (sb_col), each line after the first indented by sb_indent
 * columns; the separator (sb_sep, e.g. ", ") stays at the end of the
 * broken line, less its trailing spaces. */
static int sb_col, sb_indent, sb_count;
static const char *sb_sep;

static void sb_start(int col, int indent, const char *sep)
{
    sb_col = col;
    sb_indent = indent;
    sb_sep = sep;
    sb_count = 0;
}

static void sb_item(const char *item)
{
    int w = (int)utf8_width(item), sep = sb_count ? (int)strlen(sb_sep) : 0;
    /* the room for the separator a break would leave at the line's end */
    if (sb_count && term_width > 0 && sb_col + sep + w + 1 > term_width) {
        size_t n = strlen(sb_sep);
        while (n && sb_sep[n - 1] == ' ')
            n--;
        fprintf(bout, "%.*s\n%*s", (int)n, sb_sep, sb_indent, "");
        sb_col = sb_indent;
    } else if (sb_count) {
        fprintf(bout, "%s", sb_sep);
        sb_col += sep;
    }
    fprintf(bout, "%s", item);
    sb_col += w;
    sb_count++;
}

/* Prints the nations whose Regime Marker is in `group`, wrapped under a
 * label; Influenceable Powers marked "*", the box of a multi-box area in
 * brackets.  Returns how many there are; a line only for a Control Area
 * or when some nation is there. */
static int sb_group_line(const js *regimes, const char *group, const char *label)
{
    int shown = 0;
    for (size_t i = 0; i < js_len(regimes); i++) {
        char g[32], item[80];
        const char *box = js_str(js_at(regimes, i));
        sb_box_group(box, g, sizeof g);
        if (strcmp(g, group) != 0)
            continue;
        if (!shown) {
            fprintf(bout, "    %-23s", label);
            sb_start(27, 27, ", ");
        }
        int multi = strcmp(box, g) != 0;
        snprintf(item, sizeof item, "%s%s%s%s%s", js_key(regimes, i), (int)i < SB_POWERS ? "*" : "", multi ? "(" : "",
                 multi ? box + strlen(g) : "", multi ? ")" : "");
        sb_item(item);
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

/* A card as a person reads it, from the view's "cards" table: "N30 War
 * with Greece (4 PP, difficulty 5)", an Event "(Event)"; with `text` its
 * text after a colon, "[reconstructed]" where no printed text survives
 * and the text is ours (doc/siege-content.md, method 15), "[PP only]"
 * where the card plays for its Political Points only. */
static void sb_card(const js *cards, const char *code, int text, char *out, size_t cap)
{
    const js *c = js_get(cards, code), *name = js_get(c, "name"), *tx = js_get(c, "text");
    const char *type = js_str(js_get(c, "type")), *source = js_str(js_get(c, "source"));
    size_t n = (size_t)snprintf(out, cap, "%s%s%s", code, js_is(name, JS_STR) ? " " : "",
                                js_is(name, JS_STR) ? js_str(name) : "");
    if (!c || n >= cap)
        return;
    if (!strcmp(type, "action"))
        n += (size_t)snprintf(out + n, cap - n, " (%d PP, difficulty %d)", js_int(js_get(c, "pp")),
                              js_int(js_get(c, "difficulty")));
    else
        n += (size_t)snprintf(out + n, cap - n, " (%s)", !strcmp(type, "map") ? "Map Card" : !strcmp(type, "war-event") ? "Event, War Card" : "Event");
    if (n < cap && !strcmp(source, "reconstructed"))
        n += (size_t)snprintf(out + n, cap - n, " [reconstructed]");
    else if (n < cap && !strcmp(source, "unpublished"))
        n += (size_t)snprintf(out + n, cap - n, " [PP only]");
    if (n < cap && text && js_is(tx, JS_STR))
        snprintf(out + n, cap - n, ": %s", js_str(tx));
}

/* The cards of a list, one a line under a heading, each with its text:
 * "  Nazism hand:" then "    N3 Reichstag Fire Decree (5 PP, difficulty 3)
 * [reconstructed]: Nazism gains 1 Prestige. ..." (wrapped by play.c). */
static void sb_card_lines(const js *cards, const char *heading, const js *a)
{
    fprintf(bout, "  %s:%s\n", heading, js_len(a) ? "" : " -");
    for (size_t i = 0; i < js_len(a); i++) {
        char line[1024];
        sb_card(cards, js_str(js_at(a, i)), 1, line, sizeof line);
        fprintf(bout, "    %s\n", line);
    }
}

/* The cards of a list on one line, without their texts. */
static void sb_print_cards(const js *cards, const js *a, int col)
{
    if (js_len(a) == 0) {
        fprintf(bout, "-");
        return;
    }
    sb_start(col, 6, ", ");
    for (size_t i = 0; i < js_len(a); i++) {
        char item[256];
        sb_card(cards, js_str(js_at(a, i)), 0, item, sizeof item);
        sb_item(item);
    }
}

static void board_siege(const js *v, int viewer)
{
    const js *ideo = js_get(v, "ideologies"), *reg = js_get(v, "regimes"), *arm = js_get(v, "armaments");
    const js *wars = js_get(v, "wars"), *civil = js_get(v, "civil_wars"), *tr = js_get(v, "treaties");
    const js *claims = js_get(v, "claims"), *cards = js_get(v, "cards");
    int seats = js_int(js_get(v, "seat_count"));
    size_t i;
    fprintf(bout, "%s Play Mode, %d players", js_true(js_get(v, "advanced")) ? "Advanced" : "Short", seats);
    if (seats == 2)
        fprintf(bout, "; Communism is played by %s", js_str(js_get(v, "communism_controller")));
    fprintf(bout, "\n  Initiative: ");
    print_list(bout, js_get(v, "initiative"), " > ");
    if (js_true(js_get(v, "total_war")))
        fprintf(bout, "   TOTAL WAR has broken out");
    /* the Ideologies' tracks: 78 columns */
    fprintf(bout, "\n  %-10s %8s %2s %10s %2s %7s %6s %-9s %s\n", "", "Prestige", "PP", "VP (token)", "MR", "CC pool",
            "tokens", "RM/Fa/Oil", "hand/Res/deck");
    for (i = 0; i < js_len(ideo); i++) {
        const js *x = js_at(ideo, i), *r = js_get(x, "resources");
        char res[32], vp[16];
        snprintf(res, sizeof res, "%d/%d/%d", js_int(js_get(r, "RawMaterials")), js_int(js_get(r, "Factory")),
                 js_int(js_get(r, "Oil")));
        snprintf(vp, sizeof vp, "%d (%d)", js_int(js_get(x, "vp")), js_int(js_get(x, "vp_token")));
        fprintf(bout, "  %-10s %8d %2d %10s %2d %7d %6d %-9s %d/%d/%d\n", js_str(js_get(x, "name")),
                js_int(js_get(x, "prestige")), js_int(js_get(x, "pp")), vp, js_int(js_get(x, "mr")),
                js_int(js_get(x, "cc_training")), js_int(js_get(x, "token_reserve")), res,
                js_int(js_get(x, "hand_count")), js_int(js_get(x, "reserve_count")), js_int(js_get(x, "deck")));
    }
    /* what does not fit the table, one line each: the re-rolls used this
     * turn (§3.3.1), Communism's turns in the 2-seat game (§3.1.3) */
    for (int line = 0; line < 2; line++) {
        const char *key = line ? "communism_turns" : "rerolls_used";
        int shown = 0;
        for (i = 0; i < js_len(ideo); i++) {
            const js *x = js_at(ideo, i);
            if (line ? !js_get(x, key) : !js_int(js_get(x, key)))
                continue;
            fprintf(bout, "%s%s %d", shown++ ? ", " : line ? "  Communism turns: " : "  Re-rolls used: ",
                    js_str(js_get(x, "name")), js_int(js_get(x, key)));
        }
        if (shown)
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
            char head[64];
            snprintf(head, sizeof head, "%s hand%s", name, own ? "" : " (inspected)");
            sb_card_lines(cards, head, js_get(x, "hand"));
            if (js_get(x, "reserve")) {
                snprintf(head, sizeof head, "%s Reserve", name);
                sb_card_lines(cards, head, js_get(x, "reserve"));
            }
        }
        if (js_is(played, JS_NUM) ? js_int(played) > 0 : js_len(played) > 0) {
            int col = fprintf(bout, "  %s played: ", name);
            if (js_is(played, JS_NUM))
                fprintf(bout, "%d card%s face down", js_int(played), js_int(played) == 1 ? "" : "s");
            else
                sb_print_cards(cards, played, col);
            fprintf(bout, "\n");
        }
        if (js_len(js_get(x, "active"))) {
            int col = fprintf(bout, "  %s active cards: ", name);
            sb_print_cards(cards, js_get(x, "active"), col);
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
    fprintf(bout, "  Armaments: ");
    sb_start(13, 4, ", ");
    for (i = 0; i < js_len(arm); i++) {
        const js *a = js_at(arm, i);
        char item[48];
        if (js_is(a, JS_NULL))
            snprintf(item, sizeof item, "%s -", js_key(arm, i));
        else
            snprintf(item, sizeof item, "%s L%d", js_key(arm, i), js_int(a));
        sb_item(item);
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
