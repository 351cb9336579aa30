/*
 * play.c - play a game at the terminal against the library's bot.
 *
 * One seat is yours; every other seat (and the chance seat, if any) is
 * played by wm_bot_move().  Input is read a line at a time, so it works as
 * well from a pipe as from a keyboard; end of input ends the program.
 */
#define _POSIX_C_SOURCE 200809L

#include <ctype.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "common.h"
#include "weimar.h"

#define PROG "play"
#define LINE_MAX_LEN 256
#define STEP_CAP 1000000ul

static void usage(FILE *f)
{
    fprintf(f, "usage: " PROG " [--title march|ebert|republic|siege|N] [--scenario N]\n"
               "            [--seed N] [--seat N]\n"
               "\n"
               "Play a game at the terminal; the bot plays every other seat.\n"
               "\n"
               "  --title T     title to play (default march)\n"
               "  --scenario N  scenario id (default 0: the title's default)\n"
               "  --seed N      seed of the game's dice (default 0)\n"
               "  --seat N      your seat, from 0 (default 0)\n"
               "  --help        show this text\n"
               "\n"
               "At each of your decisions type a move's number from the list, its\n"
               "name (as listed, case and spacing do not matter, or #id), or one of\n"
               "  help  view  moves  bot  quit\n"
               "End of input quits too.\n");
}

static void print_help(void)
{
    printf("Type the number of a move from the list, or its name as listed\n"
           "(case and spacing do not matter; '#17' names move id 17).\n"
           "Commands:\n"
           "  help   this text\n"
           "  view   show the game as your seat sees it (JSON)\n"
           "  moves  list your legal moves again\n"
           "  bot    let the bot choose this move for you\n"
           "  quit   leave the game\n");
}

typedef struct session {
    wm_game *game;
    int seat;         /* the human's seat */
    wm_move *moves;   /* legal moves of the pending decision */
    size_t count;     /* how many */
    uint32_t nact;    /* capacity of moves */
    int echo;         /* echo input lines (stdin is not a terminal) */
} session;

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

static int show_view(const session *s)
{
    wm_status st;
    char *json = ex_json_view(s->game, s->seat, &st);
    if (json == NULL) {
        ex_status_error(PROG, "wm_to_json", st);
        return 1;
    }
    printf("--- the game as %s sees it ---\n%s\n", ex_seat_label(s->game, s->seat), json);
    free(json);
    return 0;
}

static int list_moves(const session *s)
{
    char name[WM_MOVE_NAME_MAX];
    size_t i;
    printf("%s, %s:\n", ex_seat_label(s->game, s->seat), wm_prompt(s->game));
    for (i = 0; i < s->count; i++) {
        wm_status st = wm_move_name(s->game, s->moves[i], name, sizeof name, NULL);
        if (st != WM_OK) {
            ex_status_error(PROG, "wm_move_name", st);
            return 1;
        }
        printf("  %3zu  %s\n", i + 1, name);
    }
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

/* Parses a positive decimal index; 1 on success. */
static int parse_index(const char *text, size_t *out)
{
    size_t v = 0;
    if (*text == '\0')
        return 0;
    for (; *text != '\0'; text++) {
        if (!isdigit((unsigned char)*text))
            return 0;
        if (v > 100000000u)
            return 2; /* a number, but far too large */
        v = v * 10u + (size_t)(*text - '0');
    }
    *out = v;
    return 1;
}

enum { TURN_MOVED, TURN_QUIT, TURN_ERROR };

/* One decision of the human: asks until a legal move is applied. */
static int human_decision(session *s)
{
    char line[LINE_MAX_LEN];
    char name[WM_MOVE_NAME_MAX];

    if (load_moves(s) != 0 || list_moves(s) != 0)
        return TURN_ERROR;
    for (;;) {
        int too_long = 0, r, by_bot = 0;
        size_t index = 0;
        wm_move m;
        wm_status st;

        printf("> ");
        fflush(stdout);
        if (!read_line(line, sizeof line, &too_long)) {
            printf("\n%s\n", ferror(stdin) ? "error reading input; leaving the game."
                                           : "end of input; leaving the game.");
            return TURN_QUIT;
        }
        if (s->echo)
            printf("%s\n", line);
        if (too_long) {
            printf("That line is too long (at most %d characters). Type 'help' for help.\n",
                   LINE_MAX_LEN - 2);
            continue;
        }
        if (line[0] == '\0')
            continue;
        if (is_word(line, "help") || strcmp(line, "?") == 0) {
            print_help();
            continue;
        }
        if (is_word(line, "view")) {
            if (show_view(s) != 0)
                return TURN_ERROR;
            continue;
        }
        if (is_word(line, "moves")) {
            if (list_moves(s) != 0)
                return TURN_ERROR;
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
                printf("There is no move numbered %s: choose 1 to %zu, or type 'moves'.\n", line,
                       s->count);
                continue;
            }
            m = s->moves[index - 1];
        } else {
            st = wm_move_parse(s->game, line, &m);
            if (st == WM_EINVAL) {
                printf("'%s' is not a move or a command. Type a number from the list, a move name, "
                       "or 'help'.\n",
                       line);
                continue;
            }
            if (st != WM_OK) {
                ex_status_error(PROG, "wm_move_parse", st);
                return TURN_ERROR;
            }
            if (!wm_is_legal(s->game, m)) {
                st = wm_move_name(s->game, m, name, sizeof name, NULL);
                printf("'%s' is not legal now. Type 'moves' to list the legal moves.\n",
                       st == WM_OK ? name : line);
                continue;
            }
        }
        st = wm_move_name(s->game, m, name, sizeof name, NULL);
        if (st != WM_OK) {
            ex_status_error(PROG, "wm_move_name", st);
            return TURN_ERROR;
        }
        st = wm_apply(s->game, m);
        if (st != WM_OK) {
            ex_status_error(PROG, "wm_apply of a legal move", st);
            return TURN_ERROR;
        }
        printf("You (%s%s): %s\n", ex_seat_label(s->game, s->seat), by_bot ? ", chosen by the bot" : "",
               name);
        return TURN_MOVED;
    }
}

/* One decision of a bot seat (or of chance). */
static int bot_decision(session *s, int who)
{
    char name[WM_MOVE_NAME_MAX];
    const char *prompt = wm_prompt(s->game);
    /* a secret choice (a card chosen face down) is not shown to the human */
    int secret = wm_is_secret(s->game);
    wm_move m;
    wm_status st = wm_bot_move(s->game, &m);
    if (st != WM_OK) {
        ex_status_error(PROG, "wm_bot_move", st);
        return 1;
    }
    st = wm_move_name(s->game, m, name, sizeof name, NULL);
    if (st != WM_OK) {
        ex_status_error(PROG, "wm_move_name", st);
        return 1;
    }
    st = wm_apply(s->game, m);
    if (st != WM_OK) {
        fprintf(stderr, PROG ": library bug: the bot's move '%s' was refused\n", name);
        ex_status_error(PROG, "wm_apply", st);
        return 1;
    }
    printf("%s (%s): %s\n", ex_seat_label(s->game, who), prompt,
           secret ? "(hidden)" : name);
    return 0;
}

static int game_over(const session *s, unsigned long steps)
{
    int seats = wm_seat_count(s->game), i;
    int32_t *result = malloc((size_t)seats * sizeof *result);
    wm_status st;
    if (result == NULL) {
        fprintf(stderr, PROG ": out of memory\n");
        return 1;
    }
    st = wm_outcome(s->game, result, (size_t)seats);
    if (st != WM_OK) {
        ex_status_error(PROG, "wm_outcome", st);
        free(result);
        return 1;
    }
    printf("\n=== Game over after %lu moves ===\n", steps);
    for (i = 0; i < seats; i++)
        printf("  %-12s %s%s\n", ex_seat_label(s->game, i), ex_outcome_word(result[i]),
               i == s->seat ? "   (you)" : "");
    printf("You %s.\n", result[s->seat] == WM_WIN    ? "won"
                        : result[s->seat] == WM_DRAW ? "drew"
                                                     : "lost");
    free(result);
    return show_view(s);
}

typedef struct args {
    wm_title title;
    int32_t scenario;
    uint64_t seed;
    int seat;
} args;

static int parse_args(int argc, char **argv, args *a)
{
    int i;
    a->title = WM_MARCH_OF_PROGRESS;
    a->scenario = 0;
    a->seed = 0;
    a->seat = 0;
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
            if (r < 0 || !ex_parse_title(val, &a->title))
                goto bad;
        } else if ((r = ex_opt_value(argc, argv, &i, "--scenario", &val)) != 0) {
            if (r < 0 || !ex_parse_range(val, 0, INT32_MAX, &v))
                goto bad;
            a->scenario = (int32_t)v;
        } else if ((r = ex_opt_value(argc, argv, &i, "--seed", &val)) != 0) {
            if (r < 0 || !ex_parse_u64(val, &a->seed))
                goto bad;
        } else if ((r = ex_opt_value(argc, argv, &i, "--seat", &val)) != 0) {
            if (r < 0 || !ex_parse_range(val, 0, 1000, &v))
                goto bad;
            a->seat = (int)v;
        } else {
            return ex_usage_error(PROG, usage, "unknown argument", argv[i]);
        }
        continue;
    bad:
        return ex_usage_error(PROG, usage, "missing or invalid value for", argv[opt]);
    }
    return -1;
}

static int run(session *s)
{
    unsigned long steps = 0;
    int last = WM_NOBODY;

    while (!wm_is_over(s->game)) {
        int who = wm_to_move(s->game);
        if (steps >= STEP_CAP) {
            fprintf(stderr, PROG ": the game has not ended after %lu moves\n", steps);
            return 1;
        }
        if (who == s->seat) {
            int r;
            if (last != s->seat)
                printf("\n=== Your turn: %s ===\n", ex_seat_label(s->game, s->seat));
            else
                printf("\n");
            if (show_view(s) != 0)
                return 1;
            r = human_decision(s);
            if (r == TURN_QUIT)
                return 0;
            if (r == TURN_ERROR)
                return 1;
        } else if (who == WM_CHANCE || (who >= 0 && who < wm_seat_count(s->game))) {
            if (bot_decision(s, who) != 0)
                return 1;
        } else {
            fprintf(stderr, PROG ": library bug: wm_to_move() = %d while the game is not over\n", who);
            return 1;
        }
        last = who;
        steps++;
    }
    return game_over(s, steps);
}

int main(int argc, char **argv)
{
    args a;
    wm_options opts;
    session s;
    wm_status st;
    int rc, seats, i;

    rc = parse_args(argc, argv, &a);
    if (rc >= 0)
        return rc;
    if (!wm_title_available(a.title)) {
        const char *name = wm_title_name(a.title);
        fprintf(stderr, PROG ": title %d (%s) is not available in this build\n", (int)a.title,
                name != NULL ? name : "unknown");
        return 2;
    }

    memset(&s, 0, sizeof s);
    wm_options_init(&opts);
    opts.seed = a.seed;
    opts.scenario = a.scenario;
    st = wm_new(a.title, &opts, &s.game);
    if (st != WM_OK) {
        ex_status_error(PROG, "wm_new", st);
        return st == WM_EINVAL ? 2 : 1;
    }
    seats = wm_seat_count(s.game);
    if (a.seat >= seats) {
        fprintf(stderr, PROG ": --seat %d: this game has seats 0 to %d\n", a.seat, seats - 1);
        wm_free(s.game);
        return 2;
    }
    s.seat = a.seat;
    s.nact = wm_action_count(s.game);
    s.echo = !isatty(STDIN_FILENO);
    s.moves = s.nact > 0 ? malloc((size_t)s.nact * sizeof *s.moves) : NULL;
    if (s.moves == NULL) {
        fprintf(stderr, PROG ": %s\n", s.nact > 0 ? "out of memory" : "library bug: wm_action_count() = 0");
        wm_free(s.game);
        return 1;
    }

    if (a.scenario == 0)
        printf("%s, default scenario, seed %llu\n", wm_title_name(a.title), (unsigned long long)a.seed);
    else
        printf("%s, scenario %d, seed %llu\n", wm_title_name(a.title), (int)a.scenario,
               (unsigned long long)a.seed);
    printf("Seats:");
    for (i = 0; i < seats; i++)
        printf(" %s%s%s", ex_seat_label(s.game, i), i == s.seat ? " (you)" : " (bot)",
               i + 1 < seats ? "," : "");
    printf("\nType 'help' at any prompt for help.\n");

    rc = run(&s);
    fflush(stdout);
    free(s.moves);
    wm_free(s.game);
    return rc;
}
