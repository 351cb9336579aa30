/*
 * siege-pa-stats.c - Democracy under Siege: how often a revealed Political
 * Action is blank (issue 33).
 *
 * Plays N random games (every seat uniform over its legal moves, a
 * SplitMix64 generator seeded per game) and reads each game's public log:
 * "reveal" entries give the Political Actions revealed (§3.3.1 [2]),
 * "political_action" entries the ones attempted, "initiative" entries the
 * turns.  A revealed card is blank when the game plays it for its PP only
 * (SG_F_UNPUBLISHED, or a reconstructed card with WM_SIEGE_PUBLISHED_ONLY).
 * Links the static library to read the card table (an internal symbol).
 *
 *   cc -O2 -Iinclude -Ilib -Ilib/core -Ilib/siege tools/siege-pa-stats.c lib/libweimar.a -lm -lpthread \
 *      -o build/siege-pa-stats
 *   build/siege-pa-stats SEATS FLAGS GAMES
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "weimar.h"
#include "weimar/siege.h"
#include "content.h"

#ifndef SG_F_RECONSTRUCTED
#define SG_F_RECONSTRUCTED 0x2000u
#endif
#ifndef WM_SIEGE_PUBLISHED_ONLY
#define WM_SIEGE_PUBLISHED_ONLY (1u << (WM_OPT_TITLE_SHIFT + 2))
#endif

static uint64_t next(uint64_t *s)
{
    uint64_t z = (*s += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

int main(int argc, char **argv)
{
    if (argc != 4) {
        fprintf(stderr, "usage: siege-pa-stats SEATS FLAGS GAMES\n");
        return 2;
    }
    int seats = atoi(argv[1]);
    uint32_t flags = (uint32_t)strtoul(argv[2], NULL, 0);
    int games = atoi(argv[3]);
    long revealed = 0, blank = 0, attempted = 0, rev1 = 0, blank1 = 0, allblank_hands = 0;
    static wm_move legal[4096];
    for (int g = 0; g < games; g++) {
        wm_options o;
        wm_options_init(&o);
        o.seats = seats;
        o.flags = flags;
        o.seed = (uint64_t)g + 1;
        wm_game *game;
        if (wm_new(WM_DEMOCRACY_UNDER_SIEGE, &o, &game) != WM_OK) {
            fprintf(stderr, "wm_new: %s\n", wm_last_error());
            return 1;
        }
        uint64_t rng = (uint64_t)g * 7919u + 17u;
        while (!wm_is_over(game)) {
            size_t n = wm_legal_moves(game, legal, sizeof legal / sizeof legal[0]);
            if (!n)
                break;
            if (wm_apply(game, legal[next(&rng) % n]) != WM_OK)
                return 1;
        }
        wm_log *log;
        if (wm_log_new(game, WM_SPECTATOR, 0, &log) != WM_OK)
            return 1;
        int turn = 0;
        for (size_t i = 0; i < wm_log_count(log); i++) {
            const char *k = wm_log_kind(log, i);
            if (!strcmp(k, "initiative"))
                turn++;
            else if (!strcmp(k, "political_action"))
                attempted++;
            else if (!strcmp(k, "reveal")) {
                /* "Nazism: N3 + N21; Democracy: -; Communism: C36" */
                const char *t = wm_log_text(log, i);
                for (const char *p = t; (p = strstr(p, ": ")) != NULL;) {
                    p += 2;
                    char code[8] = {0};
                    int len = 0;
                    while (p[len] && p[len] != ' ' && p[len] != ';' && len < 7) {
                        code[len] = p[len];
                        len++;
                    }
                    if (strcmp(code, "-") == 0)
                        continue;
                    int c = wm__siege_card_index(code);
                    if (c < 0)
                        continue;
                    const sg_card *cd = &wm__siege_cards[c];
                    int b = (cd->flags & SG_F_UNPUBLISHED) ||
                            ((cd->flags & SG_F_RECONSTRUCTED) && (flags & WM_SIEGE_PUBLISHED_ONLY));
                    revealed++;
                    blank += b;
                    if (turn <= 1) {
                        rev1++;
                        blank1 += b;
                    }
                }
            }
        }
        (void)allblank_hands;
        wm_log_free(log);
        wm_free(game);
    }
    printf("seats %d flags 0x%x games %d: revealed Political Actions %ld, blank %.1f %% (turn 1: %.1f %%), "
           "attempted %.1f %%\n",
           seats, flags, games, revealed, revealed ? 100.0 * blank / revealed : 0.0,
           rev1 ? 100.0 * blank1 / rev1 : 0.0, revealed ? 100.0 * attempted / revealed : 0.0);
    return 0;
}
