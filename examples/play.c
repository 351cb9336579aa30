/*
 * play.c - play a game at the terminal, with bots at the other seats.
 *
 * The person plays the seats given with --play; every other seat is
 * played by the title's Non-player rules where it has them (wm_bot_move()
 * for Friedrich Ebert, the library's own §8 seats for The Weimar Republic)
 * and by the search opponent wm_search_move() where it has none (--ai
 * auto, the default; --ai bot or search:N choose one for every title);
 * wm_bot_move() draws the chance seat's moves with --flags external-dice.  Before each
 * of the person's decisions play prints what happened since their last
 * decision, then the board as that seat sees it, drawn from the members of
 * the JSON view (wm_to_json, read with examples/json.h; doc/schema/
 * documents them), then the legal moves.  undo, save FILE, load FILE,
 * board, log, view, moves, bot, help and quit work at every prompt.
 *
 * Input is read a line at a time, so it works as well from a pipe as from
 * a keyboard (tests/play_test.sh drives it so); end of input ends the
 * program.  Only the public API is used.
 */
#define _POSIX_C_SOURCE 200809L

#include <ctype.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#include "common.h"
#include "json.h"
#include "weimar.h"

#define PROG "play"
#define LINE_MAX_LEN 512
#define STEP_CAP 1000000ul
#define MAX_SEATS 32
#define MAX_SCENARIOS 99
#define SAVE_MAX (64u << 20)
#define DEFAULT_WIDTH 80 /* the terminal's columns unless --width says otherwise */

/* --width: the columns every line is wrapped to (the board, the log, the
 * move list); 0 wraps nothing. */
static int term_width = DEFAULT_WIDTH;
/* the move list's lines, grouped: the width, or 100 when nothing wraps */
#define LIST_WIDTH ((size_t)(term_width > 0 ? term_width : 100))

static wm_content *new_content; /* --content: the pack games are made and loaded with */

/* --ai model's iterations a move: the process CPU time of search:1000
 * (--ai auto's) with the shipped models, scaled from `python3 -m
 * weimar.learn calibrate --against 200` (doc/ai.md, "Learned
 * evaluations"); another title's model (--model) gets MODEL_ITERS_OTHER. */
#define MODEL_ITERS_MARCH 1140
#define MODEL_ITERS_SIEGE 500
#define MODEL_ITERS_OTHER 1000

static void usage(FILE *f)
{
    fprintf(f, "usage: " PROG " [--title march|ebert|republic|siege|N] [--scenario N | --chapter N]\n"
               "            [--seed N] [--flags NAME|N[,...]] [--seats N] [--play SEAT[,SEAT...]]\n"
               "            [--ai auto|bot|search:N] [--bots MASK|others] [--content FILE]\n"
               "            [--board phase|always|never] [--width N]\n"
               "\n"
               "Play a game at the terminal; bots play every seat you do not.\n"
               "\n"
               "  --title T      title to play (default march)\n"
               "  --scenario N   scenario id (default: the title's default); --chapter N is\n"
               "                 the same for Friedrich Ebert\n"
               "  --seed N       seed of the game's dice (default 0)\n"
               "  --flags F      title options by name or number, comma-separated\n"
               "                 (e.g. hard,personal-experiences; an unknown one lists them)\n"
               "  --seats N      number of seats/people where the title lets it vary\n"
               "                 (Friedrich Ebert: 1 to 4 people)\n"
               "  --play S       the seats you play, by number (from 0) or name, comma-\n"
               "                 separated; 'all' or 'none' (default: seat 0)\n"
               "  --seat N       the same as --play N\n"
               "  --ai A         who plays the seats you do not: auto (the default: the\n"
               "                 title's Non-player rules where it has them - Friedrich\n"
               "                 Ebert's, The Weimar Republic's §8 as with --bots others -\n"
               "                 and elsewhere the search at search:1000; Republic seats\n"
               "                 a --bots mask leaves out get the search at search:3000),\n"
               "                 bot\n"
               "                 (wm_bot_move: the Non-player rules, or random moves where\n"
               "                 a title has none), search:N (wm_search_move, N playouts\n"
               "                 a move; search:2000 answers within a second) or model[:N]\n"
               "                 (wm_search_move_with and a learned evaluation, N\n"
               "                 iterations a move, by default the CPU time of search:1000;\n"
               "                 the shipped model of The March of Progress or Democracy\n"
               "                 under Siege unless --model gives one)\n"
               "  --model FILE   the model file of --ai model (doc/ai.md)\n"
               "  --bots B       seats run inside the library by the title's own Non-player\n"
               "                 rules (The Weimar Republic's §8): a seat mask, or 'others'\n"
               "                 for every seat you do not play; you then see only your\n"
               "                 own decisions (and, with external dice, the bot cards\n"
               "                 and dice of theirs); e.g. --title republic --play RC\n"
               "                 --bots others\n"
               "  --content F    play the cards of the content pack in file F (JSON,\n"
               "                 doc/content-packs.md; examples/content --title T writes\n"
               "                 the built-in cards of T as a pack to edit); saves made\n"
               "                 with it load only with it\n"
               "  --board B      when the board is drawn before your decisions: phase (the\n"
               "                 default: when the round or phase changes, and otherwise\n"
               "                 the lines of it that changed since your last decision),\n"
               "                 always, or never ('board' draws it at any prompt)\n"
               "  --width N      wrap the board, the log and the move list to N columns\n"
               "                 (default 80; 0: no wrapping)\n"
               "  --help         show this text\n"
               "\n"
               "At each of your decisions type a move's number from the list, its name\n"
               "or the word listed under its heading ('score' for 'play: 7 SCORE'), or\n"
               "the start of either if only one move begins so (case, spacing and\n"
               "umlauts do not matter; '#17' names move id 17), or a command (type\n"
               "'help').  End of input quits too.\n");
}

static void print_help(void)
{
    printf("Type the number of a move from the list, its name as listed, the word\n"
           "listed under its heading ('score' for 'play: 7 SCORE', 'Köln' for\n"
           "'space: 3 Köln'), or the start of either if only one move begins so\n"
           "(case, spacing and umlauts do not matter; the move's token, as saves\n"
           "and the log's fields spell it ('space Koeln'), works too; '#17' names\n"
           "move id 17).  A misspelt name gets the nearest moves.  A move the list\n"
           "leaves out is not legal now; the prompt says why where the rules give a\n"
           "reason (The March of Progress: SCORE needs a card in your discard pile).\n"
           "Commands:\n"
           "  moves       list your legal moves again\n"
           "  board       draw the board again\n"
           "  log         everything that happened so far (as your seat may know it)\n"
           "  view        the game as your seat sees it, as JSON (wm_to_json)\n"
           "  undo        back to your previous decision\n"
           "  save FILE   save the game to FILE\n"
           "  load FILE   continue the game saved in FILE\n"
           "  bot         let the bot choose this move for you\n"
           "  help        this text\n"
           "  quit        leave the game\n");
}

/* ------------------------------------------------------------------ */
/* The session                                                          */
/* ------------------------------------------------------------------ */

/* One applied move, recorded for the log (see print_log_since). */
typedef struct logent {
    size_t hist;  /* its index in wm_history */
    int seat;     /* who made it (WM_CHANCE for a die) */
    int secret;   /* wm_is_secret() before it: only its seat sees it */
    char name[WM_MOVE_LABEL_MAX];
    char prompt[96]; /* wm_prompt() before it, cut */
} logent;

/* The person's previous decisions, for undo. */
typedef struct snapshot {
    wm_game *game;
    size_t hist;
} snapshot;

/* --board: when the board is drawn before a decision. */
enum { BOARD_PHASE = 0, BOARD_ALWAYS = 1, BOARD_NEVER = 2 };

typedef struct session {
    wm_game *game;
    wm_title title;
    unsigned char person[MAX_SEATS]; /* 1: the person plays this seat */
    wm_move *moves;                  /* legal moves of the pending decision */
    size_t count;
    uint32_t nact;
    snapshot *undo;
    size_t nundo, capundo;
    logent *log;
    size_t nlog, caplog;
    size_t log_base; /* history index the recorded log starts at (after a load) */
    size_t since;    /* the log before a prompt starts here: the person's last move */
    size_t own;      /* history index of the person's last move (SIZE_MAX: none) */
    int echo;        /* echo input lines (stdin is not a terminal) */
    char *last_board; /* the board last drawn (or its changes reported) */
    int board_mode;   /* BOARD_PHASE (default), BOARD_ALWAYS or BOARD_NEVER (--board) */
    int last_event;   /* The Weimar Republic: the Event whose text was last printed */
    uint32_t search;  /* --ai search:N (0: the other seats use wm_bot_move) */
    wm_model *model;  /* --ai model: the search uses it (s->search its iterations) */
    uint64_t seed;    /* the game's seed, for the search's seeds */
} session;

static size_t hist_len(const wm_game *g)
{
    return wm_history(g, NULL, 0);
}

/* Prints s and pads it with spaces to width characters (UTF-8 aware: a
 * character is a byte that does not continue a sequence). */
static void fput_padded(FILE *f, const char *s, int width)
{
    int n = 0;
    const char *p;
    for (p = s; *p; p++)
        n += ((unsigned char)*p & 0xC0) != 0x80;
    fprintf(f, "%s%*s", s, n < width ? width - n : 0, "");
}

/* Characters of a UTF-8 string (bytes that do not continue a sequence). */
static size_t utf8_width(const char *s)
{
    size_t n = 0;
    for (; *s; s++)
        n += ((unsigned char)*s & 0xC0) != 0x80;
    return n;
}

/* Writes one line (without its newline) wrapped to term_width columns at
 * spaces: the continuation lines indented by the line's own indent plus
 * extra (at most half the width), a word longer than the room broken
 * where it is.  UTF-8 aware (a character is a byte that does not continue
 * a sequence).  Then the newline. */
static void fput_wrapped_line(FILE *f, const char *line, size_t len, size_t extra)
{
    size_t lead = 0;
    while (lead < len && line[lead] == ' ')
        lead++;
    size_t indent = lead + extra, first = 1;
    if (term_width > 0 && indent > (size_t)term_width / 2)
        indent = (size_t)term_width / 2;
    const char *p = line, *end = line + len;
    while (p < end) {
        size_t room = term_width > 0 ? (size_t)term_width - (first ? 0 : indent) : SIZE_MAX;
        /* the longest prefix of at most room characters ending before a space */
        const char *q = p, *cut = NULL;
        size_t cols = 0;
        while (q < end && cols <= room) {
            if (*q == ' ' && cols > 0)
                cut = q;
            q++;
            while (q < end && ((unsigned char)*q & 0xC0) == 0x80)
                q++;
            cols++;
        }
        if (q >= end && cols <= room)
            cut = end;
        else if (cut == NULL || cut == p) {
            /* no space in reach: break the word at room characters */
            cut = p;
            for (size_t c = 0; cut < end && c < room; c++) {
                cut++;
                while (cut < end && ((unsigned char)*cut & 0xC0) == 0x80)
                    cut++;
            }
        }
        fprintf(f, "%*s%.*s\n", first ? 0 : (int)indent, "", (int)(cut - p), p);
        p = cut;
        while (p < end && *p == ' ')
            p++;
        first = 0;
    }
    if (len == 0)
        fputc('\n', f);
}

/* fput_wrapped_line for every line of a text (its last newline optional). */
static void fput_wrapped(FILE *f, const char *text, size_t extra)
{
    while (*text) {
        size_t n = strcspn(text, "\n");
        fput_wrapped_line(f, text, n, extra);
        text += n;
        if (*text)
            text++;
    }
}

/* Prints the prompt a person answers, wrapped to term_width like every
 * other line (issue 37 item 6: prompts of 99-110 columns at 80), its last
 * line left open for the answer.  Bounded by its buffer: a longer prompt
 * is cut, never overrun. */
static void put_prompt(const char *fmt, ...)
{
    char text[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(text, sizeof text, fmt, ap);
    va_end(ap);
    size_t len = strlen(text);
    if (term_width <= 0 || utf8_width(text) <= (size_t)term_width) {
        fputs(text, stdout);
        return;
    }
    char *out = NULL;
    size_t n = 0;
    FILE *m = open_memstream(&out, &n);
    if (m == NULL) {
        fputs(text, stdout);
        return;
    }
    /* the trailing "> " stays on the last line: wrap without it */
    size_t body = len;
    while (body > 0 && (text[body - 1] == ' ' || text[body - 1] == '\n'))
        body--;
    fput_wrapped_line(m, text, body, 2);
    fclose(m);
    if (n > 0 && out[n - 1] == '\n')
        out[--n] = '\0';
    fputs(out, stdout);
    fputs(text + body, stdout);
    free(out);
}

static void put_padded(const char *s, int width)
{
    fput_padded(stdout, s, width);
}

/* Where the board functions draw (draw_board: a memory stream). */
static FILE *bout;

static int is_person(const session *s, int seat)
{
    return seat >= 0 && seat < MAX_SEATS && s->person[seat];
}

/* A viewer for "what the person knows": their seat when they play exactly
 * one, else the public view. */
static int person_viewer(const session *s)
{
    int seats = wm_seat_count(s->game), one = WM_SPECTATOR, n = 0, i;
    for (i = 0; i < seats && i < MAX_SEATS; i++)
        if (s->person[i]) {
            one = i;
            n++;
        }
    return n == 1 ? one : WM_SPECTATOR;
}

static int record(session *s, int seat, int secret, const char *name)
{
    if (s->nlog == s->caplog) {
        size_t cap = s->caplog ? s->caplog * 2 : 256;
        logent *p = realloc(s->log, cap * sizeof *p);
        if (p == NULL)
            return 1;
        s->log = p;
        s->caplog = cap;
    }
    logent *e = &s->log[s->nlog++];
    e->hist = hist_len(s->game);
    e->seat = seat;
    e->secret = secret;
    snprintf(e->name, sizeof e->name, "%s", name);
    snprintf(e->prompt, sizeof e->prompt, "%s", wm_prompt(s->game));
    return 0;
}

/* Applies move m of seat `who`, recording it for the log. */
static int apply_move(session *s, int who, wm_move m, char *name, size_t cap)
{
    int secret = wm_is_secret(s->game);
    /* the move as a person reads it (wm_move_label: "space Köln"); a move
     * the library gives no label (none should) by its name */
    wm_status st = wm_move_label(s->game, m, name, cap, NULL);
    if (st != WM_OK)
        st = wm_move_name(s->game, m, name, cap, NULL);
    if (st != WM_OK) {
        ex_status_error(PROG, "wm_move_name", st);
        return 1;
    }
    if (record(s, who, secret, name) != 0) {
        fprintf(stderr, PROG ": out of memory\n");
        return 1;
    }
    st = wm_apply(s->game, m);
    if (st != WM_OK) {
        s->nlog--;
        fprintf(stderr, PROG ": library bug: the move '%s' was refused\n", name);
        ex_status_error(PROG, "wm_apply", st);
        return 1;
    }
    return 0;
}

/* The moves recorded as they were applied, from history index `from` on
 * (except the move at `skip`, already echoed): who made them, their names
 * and the question they answered; another seat's secret choice (a card
 * chosen face down, a card drawn) shows as hidden.  The log of a library
 * without wm_log_new, and of games whose log the library cannot derive. */
static void print_recorded_since(const session *s, int viewer, size_t from, size_t skip)
{
    size_t i, first = 0;
    if (from < s->log_base) {
        printf("  (the log starts where the game was loaded, at move %zu)\n", s->log_base);
        from = s->log_base;
    }
    while (first < s->nlog && s->log[first].hist < from)
        first++;
    for (i = first; i < s->nlog; i++) {
        const logent *e = &s->log[i];
        int hidden = e->secret && e->seat != viewer && viewer != WM_OMNISCIENT;
        const char *who = e->seat == WM_CHANCE ? "chance" : wm_seat_name(s->game, e->seat);
        if (e->hist == skip)
            continue;
        printf("  %4zu  ", e->hist + 1);
        put_padded(who != NULL ? who : "?", 12);
        printf(" ");
        put_padded(hidden ? "(a secret choice)" : e->name, 26);
        printf(" (%s)%s\n", e->prompt, is_person(s, e->seat) ? "   you" : "");
    }
}

/*
 * The game log from history index `from` on, as `viewer` may know it: the
 * only place that prints the log (before each of the person's decisions,
 * at the end, and for the `log` command).  `skip` is the history index of
 * the person's own last move, whose "move" entry was echoed already
 * (SIZE_MAX: none); the automatic consequences of that move are printed.
 * With the library's game log (libweimar 1.2, wm_log_new) these are its
 * entries; otherwise, or when the library cannot derive this game's log
 * (a game loaded from a save of 1.0/1.1), the moves recorded by play.
 */
/*
 * Joined log lines (--board phase and never print the log before each
 * decision; joining keeps it short).  Consecutive entries of one move
 * that continue the same thing share a line, "; "-separated:
 *  - a Non-player's Bot Action and its decisions ("Non-player KPD: Bot
 *    Action: Place Influence; choose a space for Place Influence: space
 *    Thueringen; how many cubes: number 1"), "the Action" in a prompt
 *    replaced by the Action's name (the Special Action's from its die
 *    result, a Parliamentary Control bonus Action's from its choice);
 *  - a Non-player's bot card, the Event it reveals and performs;
 *  - an Event's effects and the decisions taken for it ("#34 Murder of
 *    Erzberger: ...; ...").
 */
typedef struct log_line {
    int open;
    int64_t move;
    char key[96];     /* "np:Non-player KPD" or "card:#34 Murder of Erzberger" */
    char action[64];  /* a Non-player's Action being performed */
    char text[1536];
} log_line;

static void ll_flush(log_line *l)
{
    if (l->open) {
        char line[sizeof l->text + 32];
        int n = snprintf(line, sizeof line, "  %4lld  %s", (long long)l->move + 1, l->text);
        /* continuation lines under the text, not under the move number */
        fput_wrapped_line(stdout, line, n > 0 ? strlen(line) : 0, 6);
    }
    l->open = 0;
}

static void ll_start(log_line *l, int64_t move, const char *key, const char *text)
{
    ll_flush(l);
    l->open = 1;
    l->move = move;
    l->action[0] = '\0';
    snprintf(l->key, sizeof l->key, "%s", key);
    snprintf(l->text, sizeof l->text, "%s", text);
}

/* Appends "; " and s, "the Action" replaced by the Action's name. */
static void ll_append(log_line *l, const char *s)
{
    size_t len = strlen(l->text);
    const char *the = l->action[0] ? strstr(s, "the Action") : NULL;
    if (the)
        snprintf(l->text + len, sizeof l->text - len, "; %.*s%s%s", (int)(the - s), s, l->action, the + 10);
    else
        snprintf(l->text + len, sizeof l->text - len, "; %s", s);
}

static int ll_same(const log_line *l, int64_t move, const char *key)
{
    return l->open && l->move == move && strcmp(l->key, key) == 0;
}

/* Takes a log entry into the joined line; 0 when it stands alone (it is
 * then printed on its own line, after the joined one). */
static int ll_add(log_line *l, int64_t move, const char *kind, const char *text)
{
    char key[96];
    int np = kind != NULL && strcmp(kind, "np") == 0;
    if (strncmp(text, "Non-player ", 11) == 0) {
        /* "Non-player KPD", then ": ..." or " reveals ..." / " performs ..." / " Special Action: ..." */
        size_t alen = 11 + strcspn(text + 11, " :");
        const char *rest = text + alen;
        snprintf(key, sizeof key, "np:%.*s", (int)alen, text);
        if (np && strncmp(rest, ": Bot Action: ", 14) == 0) {
            ll_start(l, move, key, text);
            snprintf(l->action, sizeof l->action, "%s", rest + 14);
            return 1;
        }
        if (np && strncmp(rest, " reveals bot card ", 18) == 0) {
            ll_start(l, move, key, text);
            return 1;
        }
        if (np && strncmp(rest, ": #", 3) == 0) {
            /* a decision for an Event: joins the Event's line */
            const char *c = strstr(rest + 2, ": ");
            char ck[96];
            if (c == NULL)
                return 0;
            const char *nm = strchr(rest + 2, ' ');
            if (nm == NULL || nm > c)
                return 0;
            snprintf(ck, sizeof ck, "card:%.*s", (int)(c - nm - 1), nm + 1);
            char part[256];
            snprintf(part, sizeof part, "%.*s %s", (int)(alen - 11), text + 11, c + 2);
            if (!ll_same(l, move, ck))
                return 0;
            ll_append(l, part);
            return 1;
        }
        if (!np && strncmp(rest, " performs \"", 11) == 0 && !ll_same(l, move, key)) {
            /* its Event's effects join it (their key is the card's name) */
            char ck[96];
            snprintf(ck, sizeof ck, "card:%.*s", (int)strcspn(rest + 11, "\""), rest + 11);
            ll_start(l, move, ck, text);
            return 1;
        }
        if (!ll_same(l, move, key))
            return 0;
        if (strncmp(rest, " Special Action: ", 17) == 0) {
            const char *a = strstr(text, " Actions: ");
            if (a) {
                a += 10;
                snprintf(l->action, sizeof l->action, "%.*s", (int)strcspn(a, "(,"), a);
                size_t k = strlen(l->action);
                while (k > 0 && l->action[k - 1] == ' ')
                    l->action[--k] = '\0';
            }
            ll_append(l, rest + 1);
            return 1;
        }
        if (strncmp(rest, ": choose the Parliamentary Control bonus Action: action ", 56) == 0)
            snprintf(l->action, sizeof l->action, "%s", rest + 56);
        if (rest[0] == ':' && np) {
            ll_append(l, rest + 2);
            return 1;
        }
        if (strncmp(rest, " reveals \"", 10) == 0 || strncmp(rest, " performs \"", 11) == 0) {
            ll_append(l, rest + 1);
            return 1;
        }
        return 0;
    }
    if (text[0] == '#' && !np) {
        const char *c = strstr(text, ": ");
        const char *nm = strchr(text, ' ');
        if (c == NULL || nm == NULL || nm > c)
            return 0;
        snprintf(key, sizeof key, "card:%.*s", (int)(c - nm - 1), nm + 1); /* the card's name */
        if (ll_same(l, move, key))
            ll_append(l, c + 2);
        else
            ll_start(l, move, key, text);
        return 1;
    }
    return 0;
}

static void print_log_since(const session *s, const wm_game *game, int viewer, size_t from, size_t skip)
{
#if WM_VERSION_MAJOR > 1 || WM_VERSION_MINOR >= 2
    wm_log *log = NULL;
    size_t i, n;
    if (wm_log_new(game, viewer, from, &log) != WM_OK) {
        print_recorded_since(s, viewer, from, skip);
        return;
    }
    n = wm_log_count(log);
    log_line line = {0};
    for (i = 0; i < n; i++) {
        int64_t m = wm_log_move(log, i);
        const char *kind = wm_log_kind(log, i), *text = wm_log_text(log, i);
        if (m >= 0 && (uint64_t)m == (uint64_t)skip && kind != NULL && strcmp(kind, "move") == 0)
            continue;
        if (m < 0 && skip != SIZE_MAX) /* the set-up's entries: shown before the person's first move */
            continue;
        if (m >= 0 && text != NULL && ll_add(&line, m, kind, text))
            continue;
        ll_flush(&line);
        char entry[2048];
        if (m >= 0)
            snprintf(entry, sizeof entry, "  %4lld  %s", (long long)m + 1, text != NULL ? text : "?");
        else
            snprintf(entry, sizeof entry, "        %s", text != NULL ? text : "?");
        fput_wrapped_line(stdout, entry, strlen(entry), m >= 0 ? 6 : 0);
    }
    ll_flush(&line);
    wm_log_free(log);
#else
    (void)game;
    print_recorded_since(s, viewer, from, skip);
#endif
}

/* Forgets the recorded moves at history index >= hist (after an undo). */
static void log_truncate(session *s, size_t hist)
{
    while (s->nlog > 0 && s->log[s->nlog - 1].hist >= hist)
        s->nlog--;
}

static void undo_clear(session *s)
{
    size_t i;
    for (i = 0; i < s->nundo; i++)
        wm_free(s->undo[i].game);
    s->nundo = 0;
}

/* Remembers the position of a person's decision (once per position). */
static int undo_push(session *s)
{
    size_t h = hist_len(s->game);
    wm_status st;
    if (s->nundo > 0 && s->undo[s->nundo - 1].hist == h)
        return 0;
    if (s->nundo == s->capundo) {
        size_t cap = s->capundo ? s->capundo * 2 : 64;
        snapshot *p = realloc(s->undo, cap * sizeof *p);
        if (p == NULL)
            return 1;
        s->undo = p;
        s->capundo = cap;
    }
    st = wm_clone(s->game, &s->undo[s->nundo].game);
    if (st != WM_OK) {
        ex_status_error(PROG, "wm_clone", st);
        return 1;
    }
    s->undo[s->nundo++].hist = h;
    return 0;
}

/* ------------------------------------------------------------------ */
/* The board, from the view's members                                    */
/* ------------------------------------------------------------------ */

static js *get_view(const wm_game *g, int viewer)
{
    wm_status st;
    char *text = ex_json_view(g, viewer, &st);
    js *v;
    if (text == NULL) {
        ex_status_error(PROG, "wm_to_json", st);
        return NULL;
    }
    v = js_parse(text);
    if (v == NULL)
        fprintf(stderr, PROG ": the view is not JSON that examples/json.h reads\n");
    free(text);
    return v;
}

/* Prints the strings (or numbers, as #N; or objects' names) of an array,
 * separated by sep; "-" when empty. */
static void print_list(FILE *out, const js *a, const char *sep)
{
    size_t i, n = js_len(a);
    if (n == 0) {
        fprintf(out, "-");
        return;
    }
    for (i = 0; i < n; i++) {
        const js *x = js_at(a, i);
        if (i)
            fprintf(out, "%s", sep);
        if (js_is(x, JS_STR))
            fprintf(out, "%s", js_str(x));
        else if (js_is(x, JS_NUM))
            fprintf(out, "#%lld", (long long)js_int_or(x, 0));
        else if (js_is(x, JS_OBJ) && js_get(x, "name"))
            fprintf(out, "%s", js_str(js_get(x, "name")));
        else
            fprintf(out, "?");
    }
}

static void bar(int value, int max)
{
    int i;
    fprintf(bout, "[");
    for (i = 1; i <= max; i++)
        fprintf(bout, "%c", i <= value ? '#' : '.');
    fprintf(bout, "]");
}

static const char *seat_of(const js *v, int seat)
{
    if (seat == WM_CHANCE)
        return "chance";
    if (seat < 0)
        return "nobody";
    return js_str_or(js_get(js_at(js_get(v, "seats"), (size_t)seat), "name"), "?");
}

static void board_march(const js *v)
{
    const js *seats = js_get(v, "seats"), *countries = js_get(v, "countries");
    size_t i, k;
    fprintf(bout, "VP stock %d (removed %d, of %d)   initiative: %s", js_int(js_get(v, "vp_stock")),
           js_int(js_get(v, "vp_removed")), js_int(js_get(v, "vp_total")),
           seat_of(v, js_int(js_get(v, "initiative"))));
    if (js_get(v, "propaganda"))
        fprintf(bout, "   Propaganda %d, Neutral cubes %d", js_int(js_get(v, "propaganda")),
               js_int(js_get(v, "neutral_cubes")));
    fprintf(bout, "\n");
    for (i = 0; i < js_len(seats); i++) {
        const js *p = js_at(seats, i), *played = js_get(p, "played");
        fprintf(bout, "  ");
        fput_padded(bout, js_str(js_get(p, "name")), 20);
        fprintf(bout, " VP %2d ", js_int(js_get(p, "vp")));
        bar(js_int(js_get(p, "vp")), 20);
        if (js_get(p, "adjusted_vp"))
            fprintf(bout, " (x Propaganda: %d)", js_int(js_get(p, "adjusted_vp")));
        if (js_get(p, "army_strength"))
            fprintf(bout, "  strength %d, armies in stock %d", js_int(js_get(p, "army_strength")),
                   js_int(js_get(p, "armies_in_stock")));
        /* whose hand (issue 37: "Changed: hand: ..." did not say) */
        const char *who = js_str(js_get(p, "name"));
        size_t wl = strlen(who);
        fprintf(bout, "\n      %s'%s hand: ", who, wl && who[wl - 1] == 's' ? "" : "s");
        print_list(bout, js_get(p, "hand"), " ");
        if (js_int(js_get(p, "hand_hidden")))
            fprintf(bout, " + %d hidden", js_int(js_get(p, "hand_hidden")));
        fprintf(bout, "   discard: ");
        print_list(bout, js_get(p, "discard"), " ");
        if (js_get(p, "set_aside_count")) {
            fprintf(bout, "   set aside: ");
            if (js_get(p, "set_aside"))
                print_list(bout, js_get(p, "set_aside"), " ");
            else
                fprintf(bout, "%d cards", js_int(js_get(p, "set_aside_count")));
        }
        if (js_is(played, JS_STR))
            fprintf(bout, "   played: %s", js_str(played));
        if (js_get(p, "second_move"))
            fprintf(bout, " + %s", js_str(js_get(p, "second_move")));
        fprintf(bout, "\n");
    }
    for (i = 0; i < js_len(countries); i++) {
        const js *c = js_at(countries, i), *armies = js_get(c, "armies");
        int ctrl = js_int(js_get(c, "controller"));
        fprintf(bout, "  ");
        fput_padded(bout, js_str(js_get(c, "name")), 16);
        fprintf(bout, " VP dice %d  controlled by ", js_int(js_get(c, "vp_dice")));
        fput_padded(bout, ctrl >= 0 ? seat_of(v, ctrl) : "nobody", 14);
        fprintf(bout, " armies:");
        for (k = 0; k < js_len(armies); k++) {
            const js *a = js_at(armies, k);
            const char *cap = js_str(js_get(a, "on_capital"));
            fprintf(bout, "%s %s %d", k ? "," : "", seat_of(v, (int)k), js_int(js_get(a, "normal")));
            if (js_int(js_get(a, "fortified")))
                fprintf(bout, "+%d fortified", js_int(js_get(a, "fortified")));
            if (strcmp(cap, "none") != 0 && *cap)
                fprintf(bout, " (%s army on the capital)", cap);
        }
        fprintf(bout, "\n");
    }
    if (js_get(v, "combat")) {
        const js *c = js_get(v, "combat");
        fprintf(bout, "  Combat: %s attacks %s with %d armies (bonus %d, defence bonus %d%s)\n",
               seat_of(v, js_int(js_get(c, "attacker"))), js_str(js_get(c, "country")),
               js_int(js_get(c, "attacking_armies")), js_int(js_get(c, "attack_bonus")),
               js_int(js_get(c, "defence_bonus")), js_true(js_get(c, "garrison")) ? ", garrison" : "");
    }
}

static void ebert_item(const js *it)
{
    const char *kind = js_str(js_get(it, "kind"));
    int open = js_true(js_get(it, "open"));
    if (strcmp(kind, "invitation") == 0) {
        fprintf(bout, "invitation");
        return;
    }
    if (!open && !js_get(it, "name")) {
        fprintf(bout, "(%s, face down)", kind);
        return;
    }
    fprintf(bout, "%s%s", open ? "" : "(face down) ", js_str_or(js_get(it, "name"), kind));
    if (js_get(it, "resolution_card"))
        fprintf(bout, " [res %d%s%s]", js_int(js_get(it, "resolution_card")), js_true(js_get(it, "eilt")) ? ", EILT!" : "",
               js_true(js_get(it, "warning")) ? ", warning" : "");
    if (js_get(it, "preview")) {
        fprintf(bout, " needs ");
        print_list(bout, js_get(it, "preview"), "+");
    }
}

/* Friedrich Ebert: a card's name and text as a person reads them, the
 * text wrapped to the terminal's width under the name: "SPD 1: Wahl in
 * den Parteivorstand [reconstructed]" and the text below it (issue 33). */
static void ebert_text(const char *label, const js *card)
{
    const js *text = js_get(card, "text");
    fprintf(bout, "    %s: %s%s\n", label, js_str_or(js_get(card, "name"), "?"),
            js_true(js_get(card, "reconstructed")) ? " [reconstructed]" : "");
    if (!js_is(text, JS_STR))
        return;
    const char *t = js_str(text);
    while (*t) {
        /* at most 84 bytes a line, broken at a space (a word longer than
         * that is broken where it is) */
        size_t n = strlen(t), cut = n;
        if (n > 84) {
            cut = 84;
            while (cut > 0 && t[cut] != ' ')
                cut--;
            if (cut == 0)
                cut = 84;
        }
        fprintf(bout, "        %.*s\n", (int)cut, t);
        t += cut;
        while (*t == ' ')
            t++;
    }
}

static void board_ebert_texts(const js *v)
{
    const js *groups = js_get(v, "groups"), *ms = js_get(js_get(v, "history_deck"), "milestone");
    const js *lasting = js_get(js_get(v, "lasting"), "resolution_cards");
    size_t i, k;
    int any = 0;
    for (i = 0; i < js_len(groups); i++) {
        const js *g = js_at(groups, i), *row = js_get(g, "row");
        for (k = 0; k < js_len(row); k++) {
            const js *it = js_at(row, k);
            char label[64];
            if (!js_true(js_get(it, "open")) || strcmp(js_str(js_get(it, "kind")), "invitation") == 0)
                continue;
            if (!any)
                fprintf(bout, "  Open letters (read aloud):\n");
            any = 1;
            snprintf(label, sizeof label, "%s %zu", js_str(js_get(g, "name")), k + 1);
            ebert_text(label, it);
        }
    }
    if (js_is(ms, JS_OBJ) && js_get(ms, "text")) {
        fprintf(bout, "  The milestone:\n");
        ebert_text("Meilenstein", ms);
    }
    for (i = 0; i < js_len(lasting); i++) {
        char label[64];
        if (i == 0)
            fprintf(bout, "  Resolution cards with a lasting effect:\n");
        snprintf(label, sizeof label, "Auflösung %d", js_int(js_get(js_at(lasting, i), "number")));
        ebert_text(label, js_at(lasting, i));
    }
}

static void board_ebert(const js *v)
{
    const js *groups = js_get(v, "groups"), *hd = js_get(v, "history_deck"), *mk = js_get(v, "markers");
    const js *pe = js_get(v, "personal_experiences");
    int lost = js_int(js_get(v, "game_lost_space"));
    size_t i, k;
    fprintf(bout, "Difficulty %s (Game Lost at %d)%s%s   letters opened this round: %d\n", js_str(js_get(v, "difficulty")),
           lost, js_is(pe, JS_OBJ) ? ", Personal Experiences" : "",
           js_true(js_get(v, "flexibility")) ? ", Flexibility" : "", js_int(js_get(v, "opened_this_round")));
    for (i = 0; i < js_len(groups); i++) {
        const js *g = js_at(groups, i), *row = js_get(g, "row");
        int t = js_int(js_get(g, "tension"));
        fprintf(bout, "  ");
        fput_padded(bout, js_str(js_get(g, "name")), 16);
        fprintf(bout, " tension %2d ", t);
        bar(t, lost);
        fprintf(bout, "  %s  %s %d  pile %d\n", seat_of(v, js_int(js_get(g, "person"))), js_str(js_get(g, "invitation")),
               js_int(js_get(g, "invitations")), js_int(js_get(g, "draw_pile")));
        fprintf(bout, "      row:");
        if (js_len(row) == 0)
            fprintf(bout, " -");
        for (k = 0; k < js_len(row); k++) {
            fprintf(bout, k ? " | " : " ");
            ebert_item(js_at(row, k));
        }
        fprintf(bout, "\n");
    }
    for (k = 0; k < 2; k++) {
        const js *m = js_get(mk, k ? "held" : "supply");
        fprintf(bout, "  markers %-7s", k ? "held:" : "supply:");
        for (i = 0; i < js_len(m); i++)
            fprintf(bout, " %s %d", js_key(m, i), js_int(js_at(m, i)));
        fprintf(bout, "\n");
    }
    fprintf(bout, "  history deck: %d cards, %d milestones done, golden target letter %s\n", js_int(js_get(hd, "cards")),
           js_int(js_get(hd, "milestones_done")), js_str(js_get(hd, "golden_target_letter")));
    if (js_get(hd, "milestone")) {
        const js *m = js_get(hd, "milestone"), *sp = js_get(m, "spaces");
        fprintf(bout, "  next milestone: %s, spaces:", js_str(js_get(m, "name")));
        for (i = 0; i < js_len(sp); i++) {
            const js *x = js_at(sp, i);
            fprintf(bout, " %s[%s]", js_str(js_get(x, "group")), js_str_or(js_get(x, "marker"), " "));
        }
        fprintf(bout, "\n");
    }
    board_ebert_texts(v);
    if (js_is(pe, JS_OBJ)) {
        const js *tasks = js_get(pe, "tasks"), *sup = js_get(pe, "supports");
        fprintf(bout, "  tasks:");
        for (i = 0; i < js_len(tasks); i++)
            fprintf(bout, " %s%s;", js_str(js_get(js_at(tasks, i), "name")),
                   js_true(js_get(js_at(tasks, i), "done")) ? " (done)" : "");
        fprintf(bout, "\n  supports:");
        for (i = 0; i < js_len(sup); i++)
            fprintf(bout, " %s (%s);", js_str(js_get(js_at(sup, i), "name")), js_str(js_get(js_at(sup, i), "state")));
        fprintf(bout, "\n");
    }
}

/* The Weimar Republic: a card as its view's card table ("cards") gives
 * it: "#60 Dawes Plan: Lingering. Advance U.S. Deals by 2 boxes. ..." */
static void republic_card(FILE *out, const js *v, const js *id, const char *indent)
{
    char key[16];
    snprintf(key, sizeof key, "%d", js_int(id));
    const js *c = js_get(js_get(v, "cards"), key);
    fprintf(out, "%s#%s", indent, key);
    if (js_is(js_get(c, "name"), JS_STR))
        fprintf(out, " %s", js_str(js_get(c, "name")));
    if (js_is(js_get(c, "text"), JS_STR))
        fprintf(out, ": %s", js_str(js_get(c, "text")));
    else if (c)
        fprintf(out, ": (no instructions)");
    if (c && !strcmp(js_str(js_get(c, "source")), "reconstructed"))
        fprintf(out, " [reconstructed]");
    fprintf(out, "\n");
}

/* The Weimar Republic's card texts already printed on a board: later
 * boards give the text of a card new to the hand or to the Lingering
 * Events only ('board', board_all, gives them all). */
static unsigned char rp_text_shown[1024];
static int board_all;

static void republic_card_once(FILE *out, const js *v, const js *id, const char *indent)
{
    int n = js_int(id);
    if (n >= 0 && n < (int)sizeof rp_text_shown && rp_text_shown[n] && !board_all)
        return;
    if (n >= 0 && n < (int)sizeof rp_text_shown)
        rp_text_shown[n] = 1;
    republic_card(out, v, id, indent);
}

static void board_republic(const js *v, int viewer)
{
    const js *tr = js_get(v, "tracks"), *fa = js_get(v, "factions"), *sp = js_get(v, "spaces");
    const js *ctl = js_get(v, "control");
    size_t i, k;
    fprintf(bout, "Momentum: %s   turn order: ", js_str_or(js_get(v, "momentum"), "none"));
    print_list(bout, js_get(v, "turn_order"), ", ");
    fprintf(bout, "\n  Economy %s (dollar dependence %d), Progress %d, Reaction %d, Unity %s, US deals %d, USSR deals %d",
           js_str(js_get(tr, "economy")), js_int(js_get(tr, "dollar_dependence")), js_int(js_get(tr, "progress")),
           js_int(js_get(tr, "reaction")), js_str(js_get(tr, "unity")), js_int(js_get(tr, "us_deals")),
           js_int(js_get(tr, "ussr_deals")));
    if (js_get(tr, "kpd_stance"))
        fprintf(bout, ",\n  KPD %s, NSDAP %s", js_str(js_get(tr, "kpd_stance")), js_str(js_get(tr, "nsdap_stance")));
    if (js_true(js_get(tr, "general_strike")))
        fprintf(bout, ", General Strike");
    /* one line: PV, cubes still available (not on the map), pawns, cards */
    fprintf(bout, "\n  PV/cubes available/pawns/cards:");
    for (i = 0; i < js_len(fa); i++) {
        const js *f = js_at(fa, i);
        fprintf(bout, "%s %s %d/%d/%d/%d%s", i ? " |" : "", js_str(js_get(f, "name")), js_int(js_get(f, "pv")),
               js_int(js_get(f, "cubes_available")), js_int(js_get(f, "pawns")), js_int(js_get(f, "hand_size")),
               js_true(js_get(f, "sudden_victory_marker")) ? " SV marker" : "");
    }
    fprintf(bout, "\n");
    for (i = 0; i < js_len(fa); i++) {
        const js *f = js_at(fa, i);
        if (js_get(f, "hand") && (viewer == (int)i || viewer == WM_OMNISCIENT)) {
            fprintf(bout, "  hand of %s: ", js_str(js_get(f, "name")));
            print_list(bout, js_get(f, "hand"), ", ");
            fprintf(bout, "\n");
            for (k = 0; k < js_len(js_get(f, "hand")); k++) /* each card with its text, once */
                republic_card_once(bout, v, js_at(js_get(f, "hand"), k), "    ");
        }
    }
    /* the spaces three to a line: cubes C/K/N/R, other pieces, S/D and the
     * faction's initial for Supremacy/Dominance */
    static int legend_shown;
    if (!legend_shown++ || board_all)
        fprintf(bout, "  spaces: cubes C/K/N/R; RW Reichswehr, FK? unrevealed Freikorps, FK loyal, rFK\n"
                      "  rogue, Mil militia, SA, yL/bL Leverage, Ref Reform, Cl Clique, A:YR/A:BB\n"
                      "  Assassinations; S/D Supremacy/Dominance\n");
    for (i = 0; i < js_len(sp); i++) {
        const js *x = js_at(sp, i), *cubes = js_get(x, "cubes");
        static const struct { const char *key, *label; } pieces[] = {
            {"reichswehr", "RW"}, {"freikorps_unrevealed", "FK?"}, {"freikorps_loyal", "FK"},
            {"rogue_freikorps", "rFK"}, {"hidden_rogue", "(rFK among FK?)"}, {"militia", "Mil"}, {"sa", "SA"},
            {"yellow_leverage", "yL"}, {"black_leverage", "bL"}, {"reform", "Ref"},
            {"clique", "Cl"}, {"assassinations_yellow_red", "A:YR"},
            {"assassinations_brown_black", "A:BB"},
        };
        char cell[160];
        int n = snprintf(cell, sizeof cell, "%s %d/%d/%d/%d", js_str(js_get(x, "name")), js_int(js_at(cubes, 0)),
                         js_int(js_at(cubes, 1)), js_int(js_at(cubes, 2)), js_int(js_at(cubes, 3)));
        for (k = 0; k < sizeof pieces / sizeof pieces[0] && n < (int)sizeof cell; k++) {
            int c = js_int(js_get(x, pieces[k].key));
            if (c == 1)
                n += snprintf(cell + n, sizeof cell - (size_t)n, " %s", pieces[k].label);
            else if (c > 1)
                n += snprintf(cell + n, sizeof cell - (size_t)n, " %s%d", pieces[k].label, c);
        }
        if (*js_str(js_get(x, "strike")) && n < (int)sizeof cell)
            n += snprintf(cell + n, sizeof cell - (size_t)n, " %s", js_str(js_get(x, "strike")));
        if (*js_str(js_get(x, "cadre")) && n < (int)sizeof cell)
            n += snprintf(cell + n, sizeof cell - (size_t)n, " %s cadre", js_str(js_get(x, "cadre")));
        if (js_is(js_get(x, "supremacy"), JS_STR) && n < (int)sizeof cell)
            n += snprintf(cell + n, sizeof cell - (size_t)n, " S:%.1s", js_str(js_get(x, "supremacy")));
        else if (js_is(js_get(x, "dominance"), JS_STR) && n < (int)sizeof cell)
            n += snprintf(cell + n, sizeof cell - (size_t)n, " D:%.1s", js_str(js_get(x, "dominance")));
        /* as many cells a line as the width holds, each 34 to 38 columns
         * (3 a line at 120 columns, 2 at 80) */
        size_t per = 3, cw = 38;
        if (term_width > 0) {
            while (per > 1 && 2 + per * 34 + 3 * (per - 1) > (size_t)term_width)
                per--;
            cw = ((size_t)term_width - 2 - 3 * (per - 1)) / per;
            if (cw > 38)
                cw = 38;
        }
        fprintf(bout, i % per == 0 ? "  " : " | ");
        if (i % per == per - 1 || i + 1 == js_len(sp))
            fprintf(bout, "%s\n", cell);
        else
            fput_padded(bout, cell, (int)cw);
    }
    fprintf(bout, "  control:");
    for (i = 0; i < js_len(ctl); i++) {
        const js *u = js_at(ctl, i);
        /* a card nobody holds (lost to #5 Kapp Putsch, say) is not "used" */
        const char *holder = js_str_or(js_get(u, "holder"), NULL);
        fprintf(bout, " %s %s%s;", js_str(js_get(u, "unit")), holder ? holder : "nobody",
               holder && !js_true(js_get(u, "available")) ? " (used)" : "");
    }
    fprintf(bout, "\n  Article 48 %s, Reichstag Seats %s%s; deck %d cards, discard ",
           js_true(js_get(v, "article48_available")) ? "available" : "unavailable",
           js_str_or(js_get(v, "reichstag_seats"), "-"),
           js_true(js_get(v, "reichstag_seats_available")) ? "" : " (unavailable)", js_int(js_get(v, "deck_size")));
    print_list(bout, js_get(v, "discard"), " ");
    fprintf(bout, ", lingering ");
    print_list(bout, js_get(v, "lingering"), " ");
    fprintf(bout, "\n");
    for (i = 0; i < js_len(js_get(v, "lingering")); i++)
        republic_card_once(bout, v, js_at(js_get(v, "lingering"), i), "    in play: ");
    if (js_is(js_get(v, "event_in_play"), JS_OBJ))
        republic_card(bout, v, js_get(js_get(v, "event_in_play"), "card"), "  Event being played: ");
}

#include "board_siege.h"

/* A title without a board of its own: its top-level scalar members. */
static void board_generic(const js *v)
{
    size_t i;
    int col = 0;
    for (i = 0; i < js_len(v); i++) {
        const js *x = js_at(v, i);
        const char *key = js_key(v, i);
        if (strcmp(key, "title") == 0 || strcmp(key, "prompt") == 0 || strcmp(key, "round_text") == 0)
            continue;
        if (js_is(x, JS_STR))
            col += fprintf(bout, "  %s: %s", key, js_str(x));
        else if (js_is(x, JS_NUM) || js_is(x, JS_BOOL))
            col += fprintf(bout, "  %s: %lld", key, (long long)js_int_or(x, 0));
        else
            continue;
        if (col > 60) {
            fprintf(bout, "\n");
            col = 0;
        }
    }
    if (col)
        fprintf(bout, "\n");
}

/* The board's first line names the title, scenario, round and phase: a
 * new one is a new phase (or round, or year). */
static int new_phase(const char *old, const char *text)
{
    const char *a = old + strspn(old, "\n"), *b = text + strspn(text, "\n");
    size_t la = strcspn(a, "\n"), lb = strcspn(b, "\n");
    return la != lb || strncmp(a, b, la) != 0;
}

/* Does text have a line equal to [line, line+len)? */
static int has_line(const char *text, const char *line, size_t len)
{
    for (const char *p = text; *p;) {
        size_t n = strcspn(p, "\n");
        if (n == len && strncmp(p, line, len) == 0)
            return 1;
        p += n;
        if (*p)
            p++;
    }
    return 0;
}

/* --board phase between phases: the board's lines that are new since it
 * was last drawn (a space's pieces, a track, a hand), nothing when none. */
static void print_changes(const char *old, const char *text)
{
    int shown = 0;
    for (const char *p = text; *p;) {
        size_t n = strcspn(p, "\n");
        if (n > 0 && !has_line(old, p, n)) {
            if (!shown++) {
                size_t lead = strspn(p, " ");
                char line[4096];
                snprintf(line, sizeof line, "Changed ('board' draws it all): %.*s", (int)(n - lead), p + lead);
                fput_wrapped_line(stdout, line, strlen(line), 4);
            } else {
                fput_wrapped_line(stdout, p, n, 4);
            }
        }
        p += n;
        if (*p)
            p++;
    }
}

/* Draws the board as viewer sees it.  Unless force: with --board phase
 * (the default) the whole board only when the round or phase changed,
 * else the lines that changed since it was last drawn; --board never
 * draws nothing; --board always draws it unless it has not changed at all
 * (several decisions of one Action, say).  Returns 0, or 1 on an error. */
static int draw_board(session *s, int viewer, int force)
{
    char *text = NULL;
    size_t len = 0;
    js *v = get_view(s->game, viewer);
    if (v == NULL)
        return 1;
    bout = open_memstream(&text, &len);
    board_all = force;
    if (bout == NULL) {
        js_free(v);
        fprintf(stderr, PROG ": out of memory\n");
        return 1;
    }
    {
        /* the heading; without its closing "===" when that would wrap alone */
        char head[512];
        snprintf(head, sizeof head, "=== %s: %s, %s", js_str(js_get(v, "title")), js_str(js_get(v, "scenario_name")),
                 js_str(js_get(v, "round_text")));
        fprintf(bout, "\n%s%s\n", head, term_width > 0 && utf8_width(head) + 4 > (size_t)term_width ? "" : " ===");
    }
    switch (js_int(js_get(v, "title_id"))) {
    case WM_MARCH_OF_PROGRESS: board_march(v); break;
    case WM_FRIEDRICH_EBERT: board_ebert(v); break;
    case WM_WEIMAR_REPUBLIC: board_republic(v, viewer); break;
    case WM_DEMOCRACY_UNDER_SIEGE: board_siege(v, viewer); break;
    default: board_generic(v); break;
    }
    js_free(v);
    if (fclose(bout) != 0 || text == NULL) {
        bout = NULL;
        free(text);
        fprintf(stderr, PROG ": out of memory\n");
        return 1;
    }
    bout = NULL;
    if (!force && s->board_mode != BOARD_ALWAYS && s->last_board != NULL && !new_phase(s->last_board, text)) {
        /* the same round and phase: what changed since the last decision */
        if (s->board_mode == BOARD_PHASE)
            print_changes(s->last_board, text);
        free(s->last_board);
        s->last_board = text;
        return 0;
    }
    if (!force && s->board_mode == BOARD_NEVER) {
        free(s->last_board);
        s->last_board = text;
        return 0;
    }
    if (!force && s->last_board != NULL && strcmp(s->last_board, text) == 0) {
        printf("(the board is as above; 'board' draws it again)\n");
        free(text);
        return 0;
    }
    fput_wrapped(stdout, text, 4);
    free(s->last_board);
    s->last_board = text;
    return 0;
}

/* ------------------------------------------------------------------ */
/* The person's decisions                                               */
/* ------------------------------------------------------------------ */

/* Case-insensitive equality with a lower-case word. */
static int is_word(const char *s, const char *word)
{
    while (*s != '\0' && *word != '\0') {
        if (tolower((unsigned char)*s) != *word)
            return 0;
        s++;
        word++;
    }
    return *s == '\0' && *word == '\0';
}

/* If line is "WORD ARG" (case-insensitive WORD), returns ARG (trimmed),
 * "" for a bare WORD, or NULL. */
static const char *command_arg(const char *line, const char *word)
{
    size_t n = strlen(word), i;
    for (i = 0; i < n; i++)
        if (tolower((unsigned char)line[i]) != word[i])
            return NULL;
    if (line[n] == '\0')
        return line + n;
    if (!isspace((unsigned char)line[n]))
        return NULL;
    line += n;
    while (isspace((unsigned char)*line))
        line++;
    return line;
}

/* Reads one line without its newline, trimmed.  Returns 1, or 0 at end of
 * input or on a read error.  An over-long line is cut and *too_long set. */
static int read_line(char *buf, size_t cap, int *too_long)
{
    size_t n, start = 0;
    *too_long = 0;
    if (fgets(buf, (int)cap, stdin) == NULL)
        return 0;
    n = strlen(buf);
    if (n > 0 && buf[n - 1] == '\n') {
        buf[--n] = '\0';
    } else if (!feof(stdin)) {
        int c;
        *too_long = 1;
        while ((c = getchar()) != EOF && c != '\n')
            ;
    }
    while (n > 0 && isspace((unsigned char)buf[n - 1]))
        buf[--n] = '\0';
    while (isspace((unsigned char)buf[start]))
        start++;
    if (start > 0)
        memmove(buf, buf + start, n - start + 1);
    return 1;
}

static int show_view(const session *s, int viewer)
{
    wm_status st;
    char *json = ex_json_view(s->game, viewer, &st);
    if (json == NULL) {
        ex_status_error(PROG, "wm_to_json", st);
        return 1;
    }
    printf("%s\n", json);
    free(json);
    return 0;
}

/* Refreshes the legal move list; 0 on success. */
static int load_moves(session *s)
{
    s->count = wm_legal_moves(s->game, s->moves, s->nact);
    if (s->count == 0 || s->count > s->nact) {
        fprintf(stderr, PROG ": library bug: wm_legal_moves() = %zu (action count %u) in a game not over\n",
                s->count, (unsigned)s->nact);
        return 1;
    }
    return 0;
}

/* Who decides, for the prompts: the seat's name, or in Democracy under
 * Siege's 2-seat game "Communism (played by Nazism)" while the seat decides
 * for Communism (the view's "deciding"). */
/* The "who decides, " before a prompt: empty when the library's prompt
 * names the decider itself (Democracy under Siege with 2 seats: "Nazism for
 * Communism: Mulligan?"), else label and ", ". */
static const char *label_before(const char *label, const wm_game *g, char *buf, size_t cap)
{
    const char *p = wm_prompt(g), *seat = wm_seat_name(g, wm_to_move(g));
    size_t n = seat ? strlen(seat) : 0;
    if (n && strncmp(p, seat, n) == 0 && strncmp(p + n, " for ", 5) == 0)
        return "";
    snprintf(buf, cap, "%s, ", label);
    return buf;
}

static const char *decision_label(const session *s, int who)
{
    static char label[96];
    const char *seat = ex_seat_label(s->game, who);
    snprintf(label, sizeof label, "%s", seat);
    if (s->title != WM_DEMOCRACY_UNDER_SIEGE || who < 0)
        return label;
    wm_status st;
    char *text = ex_json_view(s->game, who, &st);
    js *v = text ? js_parse(text) : NULL;
    const char *d = v ? js_str(js_get(v, "deciding")) : "";
    if (*d && strcmp(d, seat) != 0)
        snprintf(label, sizeof label, "%s (played by %s)", d, seat);
    js_free(v);
    free(text);
    return label;
}

/* A legal move as a person reads it (wm_move_label), else its name. */
static wm_status move_text(const session *s, wm_move m, char *buf, size_t cap)
{
    wm_status st = wm_move_label(s->game, m, buf, cap, NULL);
    return st == WM_OK ? st : wm_move_name(s->game, m, buf, cap, NULL);
}

/* Lists the legal moves; with header, under the question (the 'moves'
 * command), else the question is asked by the prompt after the list. */
static int list_moves(session *s, int who, int header)
{
    char name[WM_MOVE_LABEL_MAX];
    size_t i;
    if (wm_game_title(s->game) == WM_WEIMAR_REPUBLIC) {
        /* the Event being resolved, its text before any question about it
         * (above all the Article 48 question, §6.0) */
        wm_status jst;
        char *text = ex_json_view(s->game, who >= 0 ? who : WM_SPECTATOR, &jst);
        js *v = text ? js_parse(text) : NULL;
        /* once per Event (and again on 'moves') */
        if (v && js_is(js_get(v, "event_in_play"), JS_OBJ)) {
            int card = js_int(js_get(js_get(v, "event_in_play"), "card"));
            /* the board (or its changed lines) shows it too, except with --board never */
            if (header || (card != s->last_event && s->board_mode == BOARD_NEVER))
                republic_card(stdout, v, js_get(js_get(v, "event_in_play"), "card"), "Event: ");
            s->last_event = card;
        } else if (v) {
            s->last_event = 0;
        }
        js_free(v);
        free(text);
    }
    if (header)
    {
        char lb[128];
        put_prompt("%s%s:\n", label_before(decision_label(s, who), s->game, lb, sizeof lb), wm_prompt(s->game));
    }
    else if (s->count == 1)
        return 0; /* the prompt names the only move */
    /* A run of three or more moves with the same first word (of their
     * names) is one group, "  space: 1 Berlin  2 München  ...", wrapped at
     * LIST_WIDTH; the others one a line.  Each move shows as a person
     * reads it (wm_move_label: the board's names, the card's number and
     * name, a cost); a group's heading is the words its labels share
     * ("space", "Event:"), else the names' first word. */
    /* a few short moves: all on one line ("    1  yes    2  no") */
    size_t total = 0;
    for (i = 0; i < s->count; i++) {
        (void)move_text(s, s->moves[i], name, sizeof name);
        total += utf8_width(name) + 9;
    }
    if (s->count > 1 && total <= LIST_WIDTH) {
        for (i = 0; i < s->count; i++) {
            (void)move_text(s, s->moves[i], name, sizeof name);
            printf("  %3zu  %s", i + 1, name);
        }
        printf("\n");
        return 0;
    }
    char prev[WM_MOVE_LABEL_MAX * 8] = ""; /* the previous group's items, "|"-joined */
    for (i = 0; i < s->count;) {
        size_t j = i + 1, k, vlen, col;
        char items[WM_MOVE_LABEL_MAX * 8] = "", token[WM_MOVE_NAME_MAX];
        if (wm_move_name(s->game, s->moves[i], token, sizeof token, NULL) != WM_OK) {
            fprintf(stderr, PROG ": wm_move_name failed\n");
            return 1;
        }
        vlen = strcspn(token, " ");
        for (; j < s->count; j++) {
            char other[WM_MOVE_NAME_MAX];
            if (wm_move_name(s->game, s->moves[j], other, sizeof other, NULL) != WM_OK || strncmp(other, token, vlen) != 0 ||
                other[vlen] != ' ')
                break;
        }
        if (j - i < 3 || token[vlen] != ' ') {
            char line[WM_MOVE_LABEL_MAX + 16];
            (void)move_text(s, s->moves[i], name, sizeof name);
            int n = snprintf(line, sizeof line, "  %3zu  %s", i + 1, name);
            fput_wrapped_line(stdout, line, n > 0 ? strlen(line) : 0, 7);
            i++;
            continue;
        }
        /* the heading: the whole words all the group's labels begin with */
        char head[WM_MOVE_LABEL_MAX];
        size_t hlen;
        (void)move_text(s, s->moves[i], head, sizeof head);
        hlen = strlen(head);
        for (k = i + 1; k < j; k++) {
            (void)move_text(s, s->moves[k], name, sizeof name);
            size_t c = 0;
            while (c < hlen && name[c] == head[c])
                c++;
            hlen = c;
        }
        while (hlen > 0 && head[hlen - 1] != ' ')
            hlen--; /* back to a word's end; every item keeps a word */
        char verb[WM_MOVE_LABEL_MAX];
        if (hlen > 0) {
            snprintf(verb, sizeof verb, "%.*s", (int)hlen - 1, head);
            if (verb[0] && verb[strlen(verb) - 1] == ':')
                verb[strlen(verb) - 1] = '\0';
        } else {
            snprintf(verb, sizeof verb, "%.*s", (int)vlen, token);
        }
        for (k = i; k < j; k++) {
            size_t len = strlen(items);
            (void)move_text(s, s->moves[k], name, sizeof name);
            snprintf(items + len, sizeof items - len, "%s|", name + hlen);
        }
        if (strcmp(items, prev) == 0 && strlen(items) + 1 < sizeof items) {
            /* "discard" after "event": the same cards */
            printf("  %s:  %zu-%zu, the same as above\n", verb, i + 1, j);
            i = j;
            continue;
        }
        snprintf(prev, sizeof prev, "%s", items);
        size_t indent = utf8_width(verb) + 3;
        int pending = 0; /* at a new line, its indent not yet printed */
        printf("  %s:", verb);
        col = indent;
        if (indent > LIST_WIDTH / 3) { /* a long heading: the items below it */
            indent = 4;
            printf("\n");
            pending = 1;
        }
        for (k = i; k < j; k++) {
            char item[WM_MOVE_LABEL_MAX + 16], line[WM_MOVE_LABEL_MAX + 64];
            (void)move_text(s, s->moves[k], name, sizeof name);
            snprintf(item, sizeof item, "%zu %s", k + 1, name + hlen);
            size_t w = utf8_width(item) + 2;
            if (!pending && col + w > LIST_WIDTH && col > indent) {
                printf("\n");
                pending = 1;
            }
            if (pending) {
                snprintf(line, sizeof line, "%*s  %s", (int)indent, "", item);
                if (indent + w > LIST_WIDTH) { /* wider than a line alone: wrapped under itself */
                    fput_wrapped_line(stdout, line, strlen(line), 3);
                    continue; /* still pending: the next item starts a line */
                }
                fputs(line, stdout);
                col = indent + w;
                pending = 0;
            } else {
                printf("  %s", item);
                col += w;
            }
        }
        if (!pending)
            printf("\n");
        i = j;
    }
    return 0;
}

/* A move name as the board spells it, folded for comparison: umlauts and
 * ß as their ASCII spelling (ä ae, ö oe, ü ue, ß ss), lower case, and
 * without spaces, hyphens, apostrophes, '&' and the word "and" (so
 * "space Braunschweig and Anhalt" and "space Posen-Westpreußen" fold as
 * "space BraunschweigAnhalt" and "space PosenWestpreussen" do). */
static void fold_name(const char *in, char *out, size_t cap)
{
    size_t n = 0;
    const unsigned char *p = (const unsigned char *)in;
    while (*p && n + 3 < cap) {
        const char *rep = NULL;
        if (p[0] == 0xC3 && p[1]) {
            switch (p[1]) {
            case 0xA4: case 0x84: rep = "ae"; break; /* ä Ä */
            case 0xB6: case 0x96: rep = "oe"; break; /* ö Ö */
            case 0xBC: case 0x9C: rep = "ue"; break; /* ü Ü */
            case 0x9F: rep = "ss"; break;            /* ß */
            default: break;
            }
        }
        if (rep) {
            out[n++] = rep[0];
            out[n++] = rep[1];
            p += 2;
            continue;
        }
        /* the word "and" between spaces */
        if ((p == (const unsigned char *)in || p[-1] == ' ') && strncasecmp((const char *)p, "and ", 4) == 0 &&
            p != (const unsigned char *)in) {
            p += 3;
            continue;
        }
        if (*p == ' ' || *p == '-' || *p == '\'' || *p == '&' || *p == '\t') {
            p++;
            continue;
        }
        out[n++] = (char)tolower(*p);
        p++;
    }
    out[n] = '\0';
}

/* The item of a label under its heading: after "heading: ", else after
 * the first word; a card's "#10 " skipped ("Treaty of Versailles"). */
static const char *label_item(const char *label)
{
    const char *p = strstr(label, ": ");
    p = p ? p + 2 : strchr(label, ' ') ? strchr(label, ' ') + 1 : label;
    if (*p == '#') {
        const char *q = p + 1;
        while (*q >= '0' && *q <= '9')
            q++;
        if (q > p + 1 && *q == ' ')
            p = q + 1;
    }
    return p;
}

/* The legal move whose name folds as line does (the board's spelling);
 * 1 when exactly one does. */
static int match_board_spelling(const session *s, const char *line, wm_move *out)
{
    char want[LINE_MAX_LEN * 2], name[WM_MOVE_NAME_MAX], got[WM_MOVE_NAME_MAX * 2];
    int found = 0;
    fold_name(line, want, sizeof want);
    for (size_t i = 0; i < s->count; i++) {
        if (wm_move_name(s->game, s->moves[i], name, sizeof name, NULL) != WM_OK)
            continue;
        fold_name(name, got, sizeof got);
        if (strcmp(want, got) == 0) {
            *out = s->moves[i];
            found++;
        }
    }
    return found == 1;
}

/* The legal moves a loose spelling names (issue 37): the word listed under
 * its heading ("score" for "play SCORE", "berlin" for "space Berlin"), or
 * a prefix of a move's name or of that listed word, each folded as
 * fold_name does.  Exact matches win over prefixes.  Returns how many
 * moves match at the best level (the first in *out); 0 if none. */
static size_t match_loose(const session *s, const char *line, wm_move *out)
{
    char want[LINE_MAX_LEN * 2], name[WM_MOVE_NAME_MAX], full[WM_MOVE_NAME_MAX * 2], item[WM_MOVE_NAME_MAX * 2];
    size_t exact = 0, prefix = 0;
    wm_move first_exact = 0, first_prefix = 0;
    fold_name(line, want, sizeof want);
    size_t wl = strlen(want);
    if (wl == 0)
        return 0;
    for (size_t i = 0; i < s->count; i++) {
        if (wm_move_name(s->game, s->moves[i], name, sizeof name, NULL) != WM_OK)
            continue;
        fold_name(name, full, sizeof full);
        const char *sp = strchr(name, ' ');
        fold_name(sp ? sp + 1 : name, item, sizeof item);
        /* the label as listed: whole, and its item under the heading
         * ("Köln" of "space Köln", "Treaty of Versailles" of "Event: #10
         * Treaty of Versailles") */
        char label[WM_MOVE_LABEL_MAX], lfull[WM_MOVE_LABEL_MAX * 2], litem[WM_MOVE_LABEL_MAX * 2];
        lfull[0] = litem[0] = '\0';
        if (wm_move_label(s->game, s->moves[i], label, sizeof label, NULL) == WM_OK) {
            fold_name(label, lfull, sizeof lfull);
            fold_name(label_item(label), litem, sizeof litem);
        }
        if (strcmp(item, want) == 0 || (litem[0] && strcmp(litem, want) == 0) || (lfull[0] && strcmp(lfull, want) == 0)) {
            if (exact++ == 0)
                first_exact = s->moves[i];
        } else if (strncmp(full, want, wl) == 0 || strncmp(item, want, wl) == 0 ||
                   (lfull[0] && strncmp(lfull, want, wl) == 0) || (litem[0] && strncmp(litem, want, wl) == 0)) {
            if (prefix++ == 0)
                first_prefix = s->moves[i];
        }
    }
    if (exact) {
        *out = first_exact;
        return exact;
    }
    *out = first_prefix;
    return prefix;
}

/* A line that names a move under a heading of the list but not a legal
 * one ("score" on the first turn of March, when SCORE is not offered):
 * its full name in name and 1, else 0. */
static size_t listed_word_not_legal(const session *s, const char *line, char *name, size_t cap)
{
    char verb[WM_MOVE_NAME_MAX], tried[WM_MOVE_NAME_MAX + LINE_MAX_LEN];
    wm_move m;
    for (size_t i = 0; i < s->count; i++) {
        if (wm_move_name(s->game, s->moves[i], verb, sizeof verb, NULL) != WM_OK)
            continue;
        char *sp = strchr(verb, ' ');
        if (!sp)
            continue;
        *sp = '\0';
        snprintf(tried, sizeof tried, "%s %s", verb, line);
        if (wm_move_parse(s->game, tried, &m) == WM_OK && !wm_is_legal(s->game, m) &&
            wm_move_name(s->game, m, name, cap, NULL) == WM_OK)
            return 1;
    }
    return 0;
}

/* Levenshtein distance of two short strings (at most 127 bytes are
 * compared): for "did you mean" after a misspelling. */
static size_t edit_distance(const char *a, const char *b)
{
    size_t la = strlen(a), lb = strlen(b), row[128];
    if (la > 127)
        la = 127;
    if (lb > 127)
        lb = 127;
    for (size_t j = 0; j <= lb; j++)
        row[j] = j;
    for (size_t i = 1; i <= la; i++) {
        size_t diag = row[0];
        row[0] = i;
        for (size_t j = 1; j <= lb; j++) {
            size_t up = row[j];
            size_t best = diag + (a[i - 1] != b[j - 1]);
            if (up + 1 < best)
                best = up + 1;
            if (row[j - 1] + 1 < best)
                best = row[j - 1] + 1;
            row[j] = best;
            diag = up;
        }
    }
    return row[lb];
}

/* Says which legal moves a line that names none comes nearest to: the
 * moves whose name (or listed word) is within a third of its length in
 * edits, at most three; or, for an ambiguous prefix, the moves it could
 * be.  Prints nothing useful when nothing is near. */
static void suggest_moves(const session *s, const char *line, size_t ambiguous)
{
    char want[LINE_MAX_LEN * 2], name[WM_MOVE_NAME_MAX], full[WM_MOVE_NAME_MAX * 2], item[WM_MOVE_NAME_MAX * 2];
    size_t best = SIZE_MAX, shown = 0;
    fold_name(line, want, sizeof want);
    size_t wl = strlen(want);
    if (ambiguous > 1) {
        printf("'%s' could be %zu moves:", line, ambiguous);
        for (size_t i = 0; i < s->count && shown < 6; i++) {
            if (wm_move_name(s->game, s->moves[i], name, sizeof name, NULL) != WM_OK)
                continue;
            fold_name(name, full, sizeof full);
            const char *sp = strchr(name, ' ');
            fold_name(sp ? sp + 1 : name, item, sizeof item);
            char label[WM_MOVE_LABEL_MAX], lfull[WM_MOVE_LABEL_MAX * 2], litem[WM_MOVE_LABEL_MAX * 2];
            lfull[0] = litem[0] = '\0';
            if (move_text(s, s->moves[i], label, sizeof label) == WM_OK) {
                fold_name(label, lfull, sizeof lfull);
                fold_name(label_item(label), litem, sizeof litem);
            }
            if (strncmp(full, want, wl) == 0 || strncmp(item, want, wl) == 0 || strncmp(lfull, want, wl) == 0 ||
                strncmp(litem, want, wl) == 0) {
                printf("%s %zu %s", shown ? "," : "", i + 1, label);
                shown++;
            }
        }
        printf("%s. Type more of the name, or its number.\n", ambiguous > shown ? ", ..." : "");
        return;
    }
    for (int pass = 0; pass < 2; pass++) {
        for (size_t i = 0; i < s->count; i++) {
            if (wm_move_name(s->game, s->moves[i], name, sizeof name, NULL) != WM_OK)
                continue;
            fold_name(name, full, sizeof full);
            const char *sp = strchr(name, ' ');
            fold_name(sp ? sp + 1 : name, item, sizeof item);
            size_t d = edit_distance(want, full), d2 = edit_distance(want, item);
            if (d2 < d)
                d = d2;
            if (pass == 0) {
                if (d < best)
                    best = d;
            } else if (d == best && shown < 3) {
                char label[WM_MOVE_LABEL_MAX];
                printf("%s %zu %s", shown ? "," : " Did you mean", i + 1,
                       move_text(s, s->moves[i], label, sizeof label) == WM_OK ? label : name);
                shown++;
            }
        }
        if (pass == 0 && (best == SIZE_MAX || best * 3 > wl + 2))
            break; /* nothing near: no guess */
    }
    if (shown)
        printf("?");
    printf("\n");
}

/* Parses a positive decimal index; 1 on success, 2 for a huge number. */
static int parse_index(const char *text, size_t *out)
{
    size_t v = 0;
    if (*text == '\0')
        return 0;
    for (; *text != '\0'; text++) {
        if (!isdigit((unsigned char)*text))
            return 0;
        if (v > 100000000u)
            return 2;
        v = v * 10u + (size_t)(*text - '0');
    }
    *out = v;
    return 1;
}

static int save_game(const session *s, const char *path)
{
    size_t len = 0;
    unsigned char *buf;
    FILE *f;
    wm_status st = wm_save(s->game, NULL, 0, &len);
    if (st != WM_ERANGE && st != WM_OK) {
        ex_status_error(PROG, "wm_save", st);
        return 1;
    }
    buf = malloc(len ? len : 1);
    if (buf == NULL) {
        fprintf(stderr, PROG ": out of memory\n");
        return 1;
    }
    st = wm_save(s->game, buf, len, &len);
    if (st != WM_OK) {
        ex_status_error(PROG, "wm_save", st);
        free(buf);
        return 1;
    }
    f = fopen(path, "wb");
    if (f == NULL || fwrite(buf, 1, len, f) != len || fclose(f) != 0) {
        printf("Could not write %s.\n", path);
        free(buf);
        return 0; /* the game goes on */
    }
    free(buf);
    printf("Saved the game (%zu moves, %zu bytes) to %s.\n", hist_len(s->game), len, path);
    return 0;
}

/* Replaces the game by the one saved in path.  Returns 1 if it did. */
static int load_game(session *s, const char *path)
{
    FILE *f = fopen(path, "rb");
    unsigned char *buf = NULL;
    size_t len = 0, cap = 0, n;
    wm_game *g = NULL;
    wm_status st;
    int seats, i;
    if (f == NULL) {
        printf("Could not open %s.\n", path);
        return 0;
    }
    for (;;) {
        if (len == cap) {
            unsigned char *p;
            cap = cap ? cap * 2 : 65536;
            if (cap > SAVE_MAX || (p = realloc(buf, cap)) == NULL) {
                printf("%s is too large for a save.\n", path);
                free(buf);
                fclose(f);
                return 0;
            }
            buf = p;
        }
        n = fread(buf + len, 1, cap - len, f);
        len += n;
        if (n == 0)
            break;
    }
    fclose(f);
    {
        wm_options lo;
        wm_options_init(&lo);
        st = wm_load_with_content(buf, len, &lo, new_content, &g);
    }
    free(buf);
    if (st == WM_ECONTENT) {
        printf("%s was saved %s: load it with %s.\n", path,
               new_content ? "with another content pack (or with the built-in cards)" : "with a content pack",
               new_content ? "the pack it was made with (--content), or without --content" : "--content and that pack");
        return 0;
    }
    if (st != WM_OK) {
        /* wm_last_error() says why (the field, the checksum, the size) */
        printf("%s is not a game this library can load: %s (%s).\n", path, wm_strerror(st), wm_last_error());
        return 0;
    }
    seats = wm_seat_count(g);
    for (i = seats; i < MAX_SEATS; i++)
        if (s->person[i]) {
            printf("%s is a game of %d seats; you play seat %d.\n", path, seats, i);
            wm_free(g);
            return 0;
        }
    if (wm_action_count(g) != s->nact) {
        wm_move *m = malloc((size_t)wm_action_count(g) * sizeof *m);
        if (m == NULL) {
            fprintf(stderr, PROG ": out of memory\n");
            wm_free(g);
            return 0;
        }
        free(s->moves);
        s->moves = m;
        s->nact = wm_action_count(g);
    }
    wm_free(s->game);
    s->game = g;
    s->title = wm_game_title(g);
    undo_clear(s);
    s->nlog = 0;
    s->log_base = s->since = hist_len(g);
    s->own = SIZE_MAX;
    printf("Loaded %s: %s, %zu moves played.\n", path, wm_title_name(s->title), s->log_base);
    return 1;
}

enum { TURN_MOVED, TURN_REDRAW, TURN_QUIT, TURN_ERROR };

/* One decision of the person at seat `who`: asks until a move is applied
 * or a command changes the position (undo, load). */
static int person_decision(session *s, int who)
{
    char line[LINE_MAX_LEN];
    char name[WM_MOVE_LABEL_MAX];

    if (load_moves(s) != 0 || list_moves(s, who, 0) != 0)
        return TURN_ERROR;
    char label[96]; /* who decides, named before the move changes it */
    char lb[128];
    snprintf(label, sizeof label, "%s", decision_label(s, who));
    for (;;) {
        int too_long = 0, r, by_bot = 0;
        size_t index = 0;
        const char *arg;
        wm_move m;
        wm_status st;

        if (s->count == 1 && move_text(s, s->moves[0], name, sizeof name) == WM_OK)
            put_prompt("%s%s [the only move: 1  %s]> ", label_before(label, s->game, lb, sizeof lb), wm_prompt(s->game),
                       name);
        else
            put_prompt("%s%s> ", label_before(label, s->game, lb, sizeof lb), wm_prompt(s->game));
        fflush(stdout);
        if (!read_line(line, sizeof line, &too_long)) {
            printf("\n%s\n", ferror(stdin) ? "error reading input; leaving the game."
                                           : "end of input; leaving the game.");
            return TURN_QUIT;
        }
        if (s->echo)
            printf("%s\n", line);
        if (too_long) {
            printf("That line is too long (at most %d characters). Type 'help' for help.\n", LINE_MAX_LEN - 2);
            continue;
        }
        if (line[0] == '\0')
            continue;
        if (is_word(line, "help") || strcmp(line, "?") == 0) {
            print_help();
            continue;
        }
        if (is_word(line, "view")) {
            if (show_view(s, who) != 0)
                return TURN_ERROR;
            continue;
        }
        if (is_word(line, "moves")) {
            if (list_moves(s, who, 1) != 0)
                return TURN_ERROR;
            continue;
        }
        if (is_word(line, "board")) {
            if (draw_board(s, who, 1) != 0)
                return TURN_ERROR;
            continue;
        }
        if (is_word(line, "log")) {
            printf("The game so far, as %s knows it:\n", ex_seat_label(s->game, who));
            print_log_since(s, s->game, who, 0, SIZE_MAX);
            continue;
        }
        if (is_word(line, "undo")) {
            if (s->nundo < 2) {
                printf("Nothing to undo: this is your first decision%s.\n",
                       s->log_base ? " since the game was loaded" : "");
                continue;
            }
            wm_free(s->undo[--s->nundo].game);
            st = wm_copy(s->game, s->undo[s->nundo - 1].game);
            if (st != WM_OK) {
                ex_status_error(PROG, "wm_copy", st);
                return TURN_ERROR;
            }
            log_truncate(s, s->undo[s->nundo - 1].hist);
            s->since = s->undo[s->nundo - 1].hist;
            s->own = SIZE_MAX;
            printf("Undone: back to your previous decision (after move %zu).\n", s->since);
            return TURN_REDRAW;
        }
        if ((arg = command_arg(line, "save")) != NULL) {
            if (*arg == '\0') {
                printf("Usage: save FILE\n");
                continue;
            }
            if (save_game(s, arg) != 0)
                return TURN_ERROR;
            continue;
        }
        if ((arg = command_arg(line, "load")) != NULL) {
            if (*arg == '\0') {
                printf("Usage: load FILE\n");
                continue;
            }
            if (load_game(s, arg))
                return TURN_REDRAW;
            continue;
        }
        if (is_word(line, "quit") || is_word(line, "exit")) {
            printf("Leaving the game.\n");
            return TURN_QUIT;
        }

        r = parse_index(line, &index);
        if (is_word(line, "bot")) {
            st = wm_bot_move(s->game, &m);
            if (st != WM_OK) {
                ex_status_error(PROG, "wm_bot_move", st);
                return TURN_ERROR;
            }
            by_bot = 1;
        } else if (r != 0) {
            if (r != 1 || index < 1 || index > s->count) {
                printf("There is no move numbered %s: choose 1 to %zu, or type 'moves'.\n", line, s->count);
                continue;
            }
            m = s->moves[index - 1];
        } else {
            st = wm_move_parse(s->game, line, &m);
            if (st == WM_EINVAL && match_board_spelling(s, line, &m))
                st = WM_OK; /* "space München", "space Braunschweig and Anhalt" */
            if (st == WM_EINVAL) {
                /* "score" under "play:", "berl" for "space Berlin" */
                size_t n = match_loose(s, line, &m);
                if (n == 1) {
                    st = WM_OK;
                } else if (n == 0 && (n = listed_word_not_legal(s, line, name, sizeof name)) != 0) {
                    printf("'%s' is not legal now. Type 'moves' to list the legal moves.\n", name);
                    continue;
                } else {
                    printf("'%s' is not a move or a command.", line);
                    if (n > 1) {
                        printf("\n");
                        suggest_moves(s, line, n);
                    } else {
                        suggest_moves(s, line, 0);
                    }
                    printf("Type a number from the list, a move name as listed, or 'help'.\n");
                    continue;
                }
            }
            if (st != WM_OK) {
                ex_status_error(PROG, "wm_move_parse", st);
                return TURN_ERROR;
            }
            if (!wm_is_legal(s->game, m)) {
                st = wm_move_name(s->game, m, name, sizeof name, NULL);
                printf("'%s' is not legal now. Type 'moves' to list the legal moves.\n", st == WM_OK ? name : line);
                continue;
            }
        }
        if (apply_move(s, who, m, name, sizeof name) != 0)
            return TURN_ERROR;
        {
            char said[sizeof label + WM_MOVE_LABEL_MAX + 64];
            snprintf(said, sizeof said, "You (%s%s): %s", label, by_bot ? ", chosen by the bot" : "", name);
            fput_wrapped_line(stdout, said, strlen(said), 4);
        }
        s->since = s->own = hist_len(s->game) - 1;
        return TURN_MOVED;
    }
}

static int game_over(session *s)
{
    int viewer = person_viewer(s), seats, i;
    js *v;
    const js *out, *seat_list;
    print_log_since(s, s->game, viewer, s->since, s->own);
    if (draw_board(s, viewer, 1) != 0)
        return 1;
    v = get_view(s->game, viewer);
    if (v == NULL)
        return 1;
    out = js_get(v, "outcome");
    seat_list = js_get(v, "seats");
    seats = (int)js_len(seat_list);
    printf("\n=== Game over after %zu moves: %s ===\n", hist_len(s->game), js_str(js_get(out, "reason")));
    for (i = 0; i < seats; i++)
        printf("  %-20s %s%s\n", js_str(js_get(js_at(seat_list, (size_t)i), "name")),
               ex_outcome_word((int32_t)js_int(js_get(js_at(seat_list, (size_t)i), "result"))),
               is_person(s, i) ? "   (you)" : "");
    if (js_len(js_get(out, "winners"))) {
        printf("Winner%s: ", js_len(js_get(out, "winners")) > 1 ? "s" : "");
        print_list(stdout, js_get(out, "winners"), ", ");
        printf("\n");
    } else {
        printf("Nobody won.\n");
    }
    js_free(v);
    return 0;
}

static int run(session *s)
{
    unsigned long steps = 0;
    while (!wm_is_over(s->game)) {
        int who = wm_to_move(s->game);
        if (steps++ >= STEP_CAP) {
            fprintf(stderr, PROG ": the game has not ended after %lu moves\n", STEP_CAP);
            return 1;
        }
        if (is_person(s, who)) {
            int r;
            print_log_since(s, s->game, who, s->since, s->own);
            if (draw_board(s, who, 0) != 0 || undo_push(s) != 0)
                return 1;
            r = person_decision(s, who);
            if (r == TURN_QUIT)
                return 0;
            if (r == TURN_ERROR)
                return 1;
        } else if (who == WM_CHANCE || (who >= 0 && who < wm_seat_count(s->game))) {
            char name[WM_MOVE_LABEL_MAX];
            wm_move m;
            wm_status st;
            if (s->search && who >= 0) {
                wm_search_options so;
                wm_search_options_init(&so);
                so.iterations = s->search;
                so.seed = s->seed ^ (uint64_t)hist_len(s->game) * 0x9e3779b97f4a7c15u;
                so.model = s->model; /* NULL: wm_search_move's playouts */
                st = wm_search_move_with(s->game, &so, &m);
                if (st != WM_OK) {
                    ex_status_error(PROG, "wm_search_move_with", st);
                    return 1;
                }
            } else {
                st = wm_bot_move(s->game, &m);
                if (st != WM_OK) {
                    ex_status_error(PROG, "wm_bot_move", st);
                    return 1;
                }
            }
            if (apply_move(s, who, m, name, sizeof name) != 0)
                return 1;
        } else {
            fprintf(stderr, PROG ": library bug: wm_to_move() = %d while the game is not over\n", who);
            return 1;
        }
    }
    return game_over(s);
}

/* ------------------------------------------------------------------ */
/* Options                                                              */
/* ------------------------------------------------------------------ */

typedef struct args {
    wm_title title;
    int32_t scenario;
    int32_t seats;
    uint64_t seed;
    const char *flags;
    const char *play;
    uint32_t search; /* --ai search:N: playouts per move; 0: wm_bot_move */
    int ai_given;    /* --ai was given; else auto (resolve_auto_ai) */
    int use_model;   /* --ai model[:N] */
    const char *model; /* --model FILE (NULL: the title's shipped model) */
    uint32_t bots;   /* --bots: wm_options.bots */
    const char *content; /* --content FILE */
    int bots_others; /* --bots others: every seat not in --play */
    int board_mode;  /* --board: BOARD_PHASE, BOARD_ALWAYS or BOARD_NEVER */
} args;

static int parse_args(int argc, char **argv, args *a)
{
    int i;
    memset(a, 0, sizeof *a);
    a->title = WM_MARCH_OF_PROGRESS;
    a->play = "0";
    for (i = 1; i < argc; i++) {
        int opt = i; /* the option, even once i has moved on to its value */
        const char *val = NULL;
        uint64_t v;
        int r;
        if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
            usage(stdout);
            return 0;
        }
        if ((r = ex_opt_value(argc, argv, &i, "--title", &val)) != 0) {
            if (r < 0 || !ex_parse_title(val, &a->title)) {
                if (r > 0)
                    fprintf(stderr, PROG ": invalid title '%s': march, ebert, republic, siege, or 1 to 4\n", val);
                goto bad;
            }
        } else if ((r = ex_opt_value(argc, argv, &i, "--scenario", &val)) != 0 ||
                   (r = ex_opt_value(argc, argv, &i, "--chapter", &val)) != 0) {
            if (r < 0 || !ex_parse_range(val, 0, INT32_MAX, &v))
                goto bad;
            a->scenario = (int32_t)v;
        } else if ((r = ex_opt_value(argc, argv, &i, "--seats", &val)) != 0) {
            if (r < 0 || !ex_parse_range(val, 0, MAX_SEATS, &v))
                goto bad;
            a->seats = (int32_t)v;
        } else if ((r = ex_opt_value(argc, argv, &i, "--seed", &val)) != 0) {
            if (r < 0 || !ex_parse_u64(val, &a->seed))
                goto bad;
        } else if ((r = ex_opt_value(argc, argv, &i, "--flags", &val)) != 0) {
            if (r < 0)
                goto bad;
            a->flags = val;
        } else if ((r = ex_opt_value(argc, argv, &i, "--play", &val)) != 0 ||
                   (r = ex_opt_value(argc, argv, &i, "--seat", &val)) != 0) {
            if (r < 0)
                goto bad;
            a->play = val;
        } else if ((r = ex_opt_value(argc, argv, &i, "--bots", &val)) != 0) {
            if (r < 0)
                goto bad;
            if (strcmp(val, "others") == 0)
                a->bots_others = 1;
            else if (ex_parse_range(val, 0, UINT32_MAX, &v))
                a->bots = (uint32_t)v;
            else
                goto bad;
        } else if ((r = ex_opt_value(argc, argv, &i, "--content", &val)) != 0) {
            if (r < 0)
                goto bad;
            a->content = val;
        } else if ((r = ex_opt_value(argc, argv, &i, "--board", &val)) != 0) {
            if (r < 0)
                goto bad;
            if (strcmp(val, "phase") == 0)
                a->board_mode = BOARD_PHASE;
            else if (strcmp(val, "always") == 0)
                a->board_mode = BOARD_ALWAYS;
            else if (strcmp(val, "never") == 0)
                a->board_mode = BOARD_NEVER;
            else {
                fprintf(stderr, PROG ": invalid --board '%s': phase, always or never\n", val);
                goto bad;
            }
        } else if ((r = ex_opt_value(argc, argv, &i, "--width", &val)) != 0) {
            if (r < 0 || !ex_parse_range(val, 0, 1000, &v) || (v != 0 && v < 40)) {
                if (r > 0)
                    fprintf(stderr, PROG ": invalid --width '%s': 0 (no wrapping) or 40 to 1000 columns\n", val);
                goto bad;
            }
            term_width = (int)v;
        } else if ((r = ex_opt_value(argc, argv, &i, "--ai", &val)) != 0) {
            if (r < 0)
                goto bad;
            a->ai_given = strcmp(val, "auto") != 0;
            a->use_model = 0;
            if (strcmp(val, "bot") == 0 || strcmp(val, "auto") == 0) {
                a->search = 0;
            } else if (strncmp(val, "search:", 7) == 0 && ex_parse_range(val + 7, 1, 10000000, &v)) {
                a->search = (uint32_t)v;
            } else if (strcmp(val, "model") == 0) {
                a->use_model = 1;
                a->search = 0; /* the title's default, once the title is known */
            } else if (strncmp(val, "model:", 6) == 0 && ex_parse_range(val + 6, 1, 10000000, &v)) {
                a->use_model = 1;
                a->search = (uint32_t)v;
            } else {
                fprintf(stderr, PROG ": invalid --ai '%s': auto, bot, search:N (N playouts a move) or model[:N]\n",
                        val);
                goto bad;
            }
        } else if ((r = ex_opt_value(argc, argv, &i, "--model", &val)) != 0) {
            if (r < 0)
                goto bad;
            a->model = val;
        } else {
            return ex_usage_error(PROG, usage, "unknown argument", argv[i]);
        }
        continue;
    bad:
        return ex_usage_error(PROG, usage, "missing or invalid value for", argv[opt]);
    }
    return -1;
}

/* The playouts a move of --ai auto's search: about 10 ms a move in The
 * March of Progress and Democracy under Siege on a 2-core machine, where
 * the search wins 95-100 % of games against random seats (doc/ai.md). */
#define AUTO_SEARCH 1000
/* The Weimar Republic's seats that neither you nor its §8 Non-player rules
 * (--bots) play: the search with its Non-player rollouts at 3000 playouts a
 * move, the configuration of doc/ai.md's table ("The Weimar Republic:
 * Non-player rollouts and an evaluation"; under 100 ms a search). */
#define AUTO_SEARCH_REPUBLIC 3000

/* --ai auto: the seats a person does not play follow the title's own
 * Non-player rules where it has them (Friedrich Ebert's wm_bot_move; The
 * Weimar Republic's §8, run in the library as with --bots others, unless
 * --bots says otherwise), and the search where it has none (issue 12). */
static void resolve_auto_ai(args *a)
{
    if (a->ai_given)
        return;
    if (a->title == WM_MARCH_OF_PROGRESS || a->title == WM_DEMOCRACY_UNDER_SIEGE)
        a->search = AUTO_SEARCH;
    else if (a->title == WM_WEIMAR_REPUBLIC && !a->bots && !a->bots_others)
        a->bots_others = 1;
    else if (a->title == WM_WEIMAR_REPUBLIC)
        a->search = AUTO_SEARCH_REPUBLIC; /* the seats --bots leaves to the search */
}

static uint32_t new_bots; /* wm_options.bots of the game being made */

static wm_status try_new(wm_title t, int32_t scenario, int32_t seats, uint32_t flags, uint64_t seed, wm_game **out)
{
    wm_options o;
    wm_options_init(&o);
    o.bots = new_bots;
    o.scenario = scenario;
    o.seats = seats;
    o.flags = flags;
    o.seed = seed;
    *out = NULL;
    return wm_new_with_content(t, &o, new_content, out);
}

/* After wm_new refused the options: says which one and lists the valid
 * values. */
static void explain_options(const args *a, uint32_t flags)
{
    wm_game *g = NULL;
    int32_t k;
    if (try_new(a->title, a->scenario, 0, 0, 0, &g) != WM_OK) {
        fprintf(stderr, PROG ": %s has no scenario %d; its scenarios are:\n", wm_title_name(a->title),
                (int)a->scenario);
        for (k = 1; k <= MAX_SCENARIOS && try_new(a->title, k, 0, 0, 0, &g) == WM_OK; k++) {
            js *v = get_view(g, WM_SPECTATOR);
            fprintf(stderr, "  %d  %s\n", (int)k, v ? js_str(js_get(v, "scenario_name")) : "?");
            js_free(v);
            wm_free(g);
            g = NULL;
        }
        return;
    }
    wm_free(g);
    if (try_new(a->title, a->scenario, 0, flags, 0, &g) != WM_OK) {
        fprintf(stderr, PROG ": %s does not accept --flags %s (%#x); its flags are:\n", wm_title_name(a->title),
                a->flags ? a->flags : "", (unsigned)flags);
        ex_list_flags(stderr, a->title);
        return;
    }
    wm_free(g);
    fprintf(stderr, PROG ": %s does not accept --seats %d; valid:", wm_title_name(a->title), (int)a->seats);
    for (k = 1; k <= MAX_SEATS; k++)
        if (try_new(a->title, a->scenario, k, flags, 0, &g) == WM_OK) {
            fprintf(stderr, " %d", (int)k);
            wm_free(g);
        }
    fprintf(stderr, " (0: the scenario's default)\n");
}

/* Parses --play against the game's seats; 0 on success. */
static int parse_play(session *s, const char *text)
{
    int seats = wm_seat_count(s->game), i;
    memset(s->person, 0, sizeof s->person);
    if (is_word(text, "none"))
        return 0;
    if (is_word(text, "all")) {
        for (i = 0; i < seats && i < MAX_SEATS; i++)
            s->person[i] = 1;
        return 0;
    }
    while (*text) {
        char tok[64];
        const char *end = strchr(text, ',');
        size_t n = end ? (size_t)(end - text) : strlen(text);
        int found = -1;
        uint64_t v;
        if (n == 0 || n >= sizeof tok)
            goto bad;
        memcpy(tok, text, n);
        tok[n] = '\0';
        if (ex_parse_range(tok, 0, (uint64_t)seats - 1, &v)) {
            found = (int)v;
        } else {
            for (i = 0; i < seats; i++) {
                const char *name = wm_seat_name(s->game, i);
                size_t k = 0;
                while (name && name[k] && tok[k] && tolower((unsigned char)name[k]) == tolower((unsigned char)tok[k]))
                    k++;
                if (name && name[k] == '\0' && tok[k] == '\0')
                    found = i;
            }
        }
        if (found < 0 || found >= MAX_SEATS)
            goto bad;
        s->person[found] = 1;
        text += n;
        if (*text == ',')
            text++;
    }
    return 0;
bad:
    fprintf(stderr, PROG ": invalid --play '%s'; this game's seats are:", text);
    for (i = 0; i < seats; i++)
        fprintf(stderr, " %d (%s)", i, ex_seat_label(s->game, i));
    fprintf(stderr, ", or all, or none\n");
    return 1;
}

int main(int argc, char **argv)
{
    args a;
    session s;
    wm_status st;
    uint32_t flags = 0;
    int rc, seats, i;

    rc = parse_args(argc, argv, &a);
    if (rc >= 0)
        return rc;
    resolve_auto_ai(&a);
    if (!wm_title_available(a.title)) {
        const char *name = wm_title_name(a.title);
        fprintf(stderr, PROG ": title %d (%s) is not available in this build; available:", (int)a.title,
                name != NULL ? name : "unknown");
        for (i = 1; i <= 4; i++)
            if (wm_title_available((wm_title)i))
                fprintf(stderr, " %s", ex_title_key((wm_title)i));
        fprintf(stderr, "\n");
        return 2;
    }
    if (a.flags != NULL) {
        const char *bad = NULL;
        if (!ex_parse_flags(a.title, a.flags, &flags, &bad)) {
            fprintf(stderr, PROG ": unknown flag '%s' for %s; its flags are (or a number):\n", bad,
                    wm_title_name(a.title));
            ex_list_flags(stderr, a.title);
            return 2;
        }
    }

    if (flags & WM_OPT_NO_HISTORY) {
        fprintf(stderr, PROG ": --flags: play keeps the history (undo and the log need it); "
                        "WM_OPT_NO_HISTORY (%#x) is not for play\n", (unsigned)WM_OPT_NO_HISTORY);
        return 2;
    }
    if (a.content != NULL) {
        if (ex_load_content(PROG, a.content, &new_content) != WM_OK)
            return 2;
        if (wm_content_title(new_content) != a.title) {
            fprintf(stderr, PROG ": %s is a pack for %s, not %s (--title %s)\n", a.content,
                    wm_title_name(wm_content_title(new_content)), wm_title_name(a.title),
                    ex_title_key(wm_content_title(new_content)));
            wm_content_free(new_content);
            return 2;
        }
    }
    memset(&s, 0, sizeof s);
    s.own = SIZE_MAX;
    st = try_new(a.title, a.scenario, a.seats, flags, a.seed, &s.game);
    if (st != WM_OK) {
        if (st == WM_EINVAL) {
            explain_options(&a, flags);
            return 2;
        }
        ex_status_error(PROG, "wm_new", st);
        return 1;
    }
    s.title = a.title;
    s.search = a.search;
    if (a.model && !a.use_model) {
        fprintf(stderr, PROG ": --model needs --ai model\n");
        wm_free(s.game);
        return 2;
    }
    if (a.use_model && !s.search)
        s.search = a.title == WM_MARCH_OF_PROGRESS        ? MODEL_ITERS_MARCH
                   : a.title == WM_DEMOCRACY_UNDER_SIEGE ? MODEL_ITERS_SIEGE
                                                         : MODEL_ITERS_OTHER;
    if (a.use_model) {
        char buf[1024];
        const char *path = a.model ? a.model : ex_default_model(a.title, buf, sizeof buf);
        if (!*path) {
            fprintf(stderr, PROG ": --ai model: no model is shipped for %s; give one with --model FILE\n",
                    ex_title_key(a.title));
            wm_free(s.game);
            return 2;
        }
        if (ex_load_model(PROG, path, &s.model) != WM_OK) {
            wm_free(s.game);
            return 2;
        }
        if (wm_model_title(s.model) != a.title) {
            fprintf(stderr, PROG ": %s: a model of %s, the game is %s\n", path,
                    ex_title_key(wm_model_title(s.model)), ex_title_key(a.title));
            wm_model_free(s.model);
            wm_free(s.game);
            return 2;
        }
    }
    s.board_mode = a.board_mode;
    s.seed = a.seed;
    if (parse_play(&s, a.play) != 0) {
        wm_free(s.game);
        return 2;
    }
    if (a.bots || a.bots_others) { /* the same game with its Non-player seats */
        uint32_t bots = a.bots;
        if (a.bots_others)
            for (int k = 0; k < wm_seat_count(s.game) && k < MAX_SEATS && k < 32; k++)
                if (!s.person[k])
                    bots |= 1u << k;
        wm_free(s.game);
        new_bots = bots;
        st = try_new(a.title, a.scenario, a.seats, flags, a.seed, &s.game);
        if (st != WM_OK) {
            fprintf(stderr, PROG ": %s does not accept --bots %#x (%s)\n", wm_title_name(a.title), (unsigned)bots,
                    wm_strerror(st));
            return 2;
        }
        if (parse_play(&s, a.play) != 0) {
            wm_free(s.game);
            return 2;
        }
    }
    seats = wm_seat_count(s.game);
    s.nact = wm_action_count(s.game);
    s.echo = !isatty(STDIN_FILENO);
    s.moves = s.nact > 0 ? malloc((size_t)s.nact * sizeof *s.moves) : NULL;
    if (s.moves == NULL) {
        fprintf(stderr, PROG ": %s\n", s.nact > 0 ? "out of memory" : "library bug: wm_action_count() = 0");
        wm_free(s.game);
        return 1;
    }

    {
        js *v = get_view(s.game, WM_SPECTATOR);
        char head[512];
        snprintf(head, sizeof head, "%s: %s (scenario %d), seed %llu, flags %#x", wm_title_name(a.title),
                 v ? js_str(js_get(v, "scenario_name")) : "?", v ? js_int(js_get(v, "scenario")) : 0,
                 (unsigned long long)a.seed, (unsigned)flags);
        fput_wrapped_line(stdout, head, strlen(head), 4);
        js_free(v);
    }
    if (new_content)
        printf("Content pack: %s (hash %016llx)\n", a.content, (unsigned long long)wm_content_hash(new_content));
    printf("Seats:");
    for (i = 0; i < seats; i++)
        printf(" %s%s%s", ex_seat_label(s.game, i),
               is_person(&s, i)                        ? " (you)"
               : (i < 32 && (new_bots >> i) & 1u)      ? " (Non-player)"
               : s.model                               ? " (model)"
               : s.search                              ? " (search)"
                                                       : " (bot)",
               i + 1 < seats ? "," : "");
    printf("\nType 'help' at any prompt for help.\n");

    rc = run(&s);
    fflush(stdout);
    undo_clear(&s);
    free(s.undo);
    free(s.log);
    free(s.last_board);
    free(s.moves);
    wm_free(s.game);
    wm_model_free(s.model);
    wm_content_free(new_content);
    return rc;
}
