/*
 * tools/install-test.c - built by tools/check-install.sh against an
 * installed libweimar, found through pkg-config only.  Plays one seeded
 * game of The March of Progress with the library's own bot moves.
 */
#include <weimar.h>

#include <stdio.h>
#include <string.h>

int main(int argc, char **argv)
{
    const char *want = argc > 1 ? argv[1] : NULL;
    wm_options opts;
    wm_game *g = NULL;
    wm_status st;
    int32_t result[8];
    unsigned moves = 0;

    if (want != NULL && strcmp(wm_version(), want) != 0) {
        fprintf(stderr, "install-test: library version %s, expected %s\n", wm_version(), want);
        return 1;
    }
    wm_options_init(&opts);
    opts.seed = 7;
    opts.scenario = 1;
    st = wm_new(WM_MARCH_OF_PROGRESS, &opts, &g);
    if (st != WM_OK) {
        fprintf(stderr, "install-test: wm_new: %s\n", wm_strerror(st));
        return 1;
    }
    while (!wm_is_over(g) && moves < 100000u) {
        wm_move m;
        st = wm_bot_move(g, &m);
        if (st == WM_OK)
            st = wm_apply(g, m);
        if (st != WM_OK) {
            fprintf(stderr, "install-test: move %u: %s\n", moves, wm_strerror(st));
            wm_free(g);
            return 1;
        }
        moves++;
    }
    if (!wm_is_over(g) || wm_outcome(g, result, sizeof result / sizeof result[0]) != WM_OK) {
        fprintf(stderr, "install-test: the game did not end after %u moves\n", moves);
        wm_free(g);
        return 1;
    }
    printf("install-test: libweimar %s, %s: %u moves, first seat %s\n", wm_version(),
           wm_title_name(WM_MARCH_OF_PROGRESS), moves,
           result[0] == WM_WIN ? "won" : result[0] == WM_DRAW ? "drew" : "lost");
    wm_free(g);
    return 0;
}
