// bench-openspiel.cc - libweimar beside OpenSpiel (issue 34), one process
// linking both libraries; built and run by tools/bench-openspiel.sh.
//
// Every rate is moves per second of CPU time (CLOCK_PROCESS_CPUTIME_ID),
// never wall clock, so that a shared machine's other work does not count;
// the load average is printed with the table.  The subjects are measured
// in R interleaved rounds (every subject once a round), and a subject's
// "÷ hearts" is the median over the rounds of its rate over OpenSpiel
// hearts' rate in the same round; the spread is (max - min) / median of
// those ratios.  Random playouts, a new game each (wm_new with
// WM_OPT_NO_HISTORY; NewInitialState), a uniform pick from the legal list,
// chance by its probabilities (OpenSpiel) or the game's own dice
// (libweimar).
//
// Without -DWM_WITH_OPENSPIEL it measures libweimar alone (the "÷ hearts"
// column is then left out): the same file is the batch and threads bench
// for development.
//
// Usage: bench-openspiel [seconds-per-measurement [rounds [subject]]]
//   default 0.2 s and 5 rounds; subject: measure only the libweimar
//   subjects whose name contains it (e.g. "Siege"), for development.
#include "weimar.h"
#include "weimar/siege.h"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <string>
#include <vector>

#ifdef WM_WITH_OPENSPIEL
#include "open_spiel/spiel.h"
#endif

namespace {

double cpu_now()
{
    timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

double wall_now()
{
    timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

struct Rng {
    uint64_t s;
    explicit Rng(uint64_t seed) : s(seed * 0x9E3779B97F4A7C15ull + 1) {}
    uint64_t next()
    {
        s ^= s << 13;
        s ^= s >> 7;
        s ^= s << 17;
        return s;
    }
    uint32_t below(uint32_t n) { return (uint32_t)(((next() >> 32) * (uint64_t)n) >> 32); }
    double unit() { return (double)(next() >> 11) * (1.0 / 9007199254740992.0); }
};

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    size_t n = v.size();
    return n == 0 ? 0.0 : n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

double spread(const std::vector<double> &v)
{
    if (v.empty())
        return 0.0;
    double m = median(v);
    return m > 0 ? (*std::max_element(v.begin(), v.end()) - *std::min_element(v.begin(), v.end())) / m : 0.0;
}

void die(const char *what, wm_status st)
{
    std::fprintf(stderr, "bench-openspiel: %s: %s (%d)\n", what, wm_last_error(), (int)st);
    std::exit(1);
}

// ---------------------------------------------------------------------
// libweimar subjects

struct WmCfg {
    const char *name;
    wm_title title;
    int scenario, seats;
    uint32_t flags;
};

const WmCfg wm_cfgs[] = {
    {"March s1", WM_MARCH_OF_PROGRESS, 1, 0, 0},
    {"Ebert ch1", WM_FRIEDRICH_EBERT, 1, 0, 0},
    {"Republic s1", WM_WEIMAR_REPUBLIC, 1, 0, 0},
    {"Republic s5", WM_WEIMAR_REPUBLIC, 5, 0, 0},
    {"Siege 2 Short", WM_DEMOCRACY_UNDER_SIEGE, 1, 2, 0},
    {"Siege 2 Adv", WM_DEMOCRACY_UNDER_SIEGE, 1, 2, WM_SIEGE_ADVANCED},
    {"Siege 3 Short", WM_DEMOCRACY_UNDER_SIEGE, 1, 3, 0},
    {"Siege 3 Adv", WM_DEMOCRACY_UNDER_SIEGE, 1, 3, WM_SIEGE_ADVANCED},
};
const size_t n_wm = sizeof wm_cfgs / sizeof wm_cfgs[0];

wm_options wm_opts(const WmCfg &c, uint64_t seed)
{
    wm_options o;
    wm_options_init(&o);
    o.scenario = c.scenario;
    o.seats = c.seats;
    o.flags = c.flags | WM_OPT_NO_HISTORY;
    o.seed = seed;
    return o;
}

// Random playouts, a new game each, for budget seconds of CPU time.
double wm_playout_rate(const WmCfg &c, double budget, uint64_t seed)
{
    Rng r(seed);
    std::vector<wm_move> buf(4096);
    uint64_t moves = 0;
    double t0 = cpu_now(), t;
    uint64_t game = 0;
    do {
        wm_options o = wm_opts(c, seed * 1000003u + game++);
        wm_game *g = nullptr;
        wm_status st = wm_new(c.title, &o, &g);
        if (st != WM_OK)
            die("wm_new", st);
        if (buf.size() < wm_action_count(g))
            buf.resize(wm_action_count(g));
        while (!wm_is_over(g)) {
            size_t k = wm_legal_moves(g, buf.data(), buf.size());
            if (k == 0)
                die("no legal move", WM_EILLEGAL);
            (void)wm_apply(g, buf[r.below((uint32_t)k)]);
            moves++;
        }
        wm_free(g);
        t = cpu_now();
    } while (t - t0 < budget);
    return (double)moves / (t - t0);
}

// A half-played position (seeded), for clone and save+load.
wm_game *wm_midgame(const WmCfg &c, uint64_t seed)
{
    wm_options o = wm_opts(c, seed);
    wm_game *g = nullptr;
    if (wm_new(c.title, &o, &g) != WM_OK)
        die("wm_new", WM_EINVAL);
    std::vector<wm_move> buf(wm_action_count(g));
    Rng r(seed);
    for (int i = 0; i < 60 && !wm_is_over(g); i++) {
        size_t k = wm_legal_moves(g, buf.data(), buf.size());
        (void)wm_apply(g, buf[r.below((uint32_t)k)]);
    }
    return g;
}

// ns per wm_clone + wm_free, and µs per wm_save + wm_load + wm_free.
void wm_clone_save(const WmCfg &c, double budget, double *clone_ns, double *save_us)
{
    wm_game *g = wm_midgame(c, 7);
    uint64_t n = 0;
    double t0 = cpu_now(), t;
    do {
        for (int i = 0; i < 256; i++) {
            wm_game *h = nullptr;
            (void)wm_clone(g, &h);
            wm_free(h);
        }
        n += 256;
        t = cpu_now();
    } while (t - t0 < budget);
    *clone_ns = (t - t0) / (double)n * 1e9;
    std::vector<unsigned char> bytes(1 << 20);
    n = 0;
    t0 = cpu_now();
    do {
        for (int i = 0; i < 16; i++) {
            size_t len = 0;
            wm_status st = wm_save(g, bytes.data(), bytes.size(), &len);
            if (st != WM_OK)
                die("wm_save", st);
            wm_game *h = nullptr;
            if ((st = wm_load(bytes.data(), len, &h)) != WM_OK)
                die("wm_load", st);
            wm_free(h);
        }
        n += 16;
        t = cpu_now();
    } while (t - t0 < budget);
    *save_us = (t - t0) / (double)n * 1e6;
    wm_free(g);
}

// A batch of n games of c's configuration on threads threads (dies on failure).
wm_batch *new_batch(const WmCfg &c, size_t n, unsigned threads, uint64_t seed)
{
    wm_options o = wm_opts(c, seed);
    wm_batch *b = nullptr;
    wm_status st = wm_batch_new(c.title, &o, n, &b);
    if (st != WM_OK)
        die("wm_batch_new", st);
    if ((st = wm_batch_set_threads(b, threads)) != WM_OK)
        die("wm_batch_set_threads", st);
    return b;
}

// A batch of games stepped with a random legal move each, read from the
// mask, observations written or not, on threads threads: moves per CPU
// second (and per wall-clock second into *wall).
double wm_batch_rate(const WmCfg &c, size_t n, bool obs, unsigned threads, double budget, uint64_t seed,
                     double *wall, bool lists = false)
{
    wm_batch *b = new_batch(c, n, threads, seed);
    wm_status st;
    const wm_game *g0 = wm_batch_game(b, 0);
    size_t a = wm_action_count(g0), os = wm_observation_size(g0);
    std::vector<int32_t> to_move(n), outcome(n * (size_t)wm_seat_count(g0));
    std::vector<uint8_t> mask(n * a), done(n);
    std::vector<float> ob(obs ? n * os : 1);
    std::vector<wm_move> moves(n), cand(a);
    // lists: the legal moves as lists (wm_batch_bind_legal), no mask:
    // a move is picked by index, as search and playout code would
    std::vector<wm_move> rows(lists ? n * a : 1);
    std::vector<uint32_t> counts(n);
    wm_batch_bind(b, to_move.data(), lists ? nullptr : mask.data(), obs ? ob.data() : nullptr, outcome.data(),
                  done.data());
    if (lists && (st = wm_batch_bind_legal(b, rows.data(), counts.data(), a)) != WM_OK)
        die("wm_batch_bind_legal", st);
    Rng r(seed);
    uint64_t count = 0;
    double t0 = cpu_now(), w0 = wall_now(), t;
    do {
        for (int s = 0; s < 16; s++) {
            for (size_t i = 0; lists && i < n; i++)
                moves[i] = rows[i * a + r.below(counts[i])];
            for (size_t i = 0; !lists && i < n; i++) {
                // the legal ids of the row, eight mask bytes at a time
                // (a mask is mostly zeros)
                const uint8_t *m = mask.data() + i * a;
                size_t k = 0, j = 0;
                for (; j + 8 <= a; j += 8) {
                    uint64_t w;
                    std::memcpy(&w, m + j, 8);
                    while (w) {
                        int b = __builtin_ctzll(w) >> 3;
                        cand[k++] = (wm_move)(j + (size_t)b);
                        w &= ~((uint64_t)0xFF << (b * 8));
                    }
                }
                for (; j < a; j++)
                    if (m[j])
                        cand[k++] = (wm_move)j;
                moves[i] = cand[r.below((uint32_t)k)];
            }
            if ((st = wm_batch_step(b, moves.data(), n, nullptr)) != WM_OK)
                die("wm_batch_step", st);
            count += n;
        }
        t = cpu_now();
    } while (t - t0 < budget);
    if (wall)
        *wall = (double)count / (wall_now() - w0);
    wm_batch_free(b);
    return (double)count / (t - t0);
}

// wm_batch_run's driver: a random legal move a game, each game with its
// own generator (no lock between the threads; the same games whatever the
// number of threads).  The Rngs are a cache line apart.
struct RunRng {
    Rng r;
    unsigned char pad[56];
};

uint32_t run_random(void *ctx, size_t game, const wm_game *, int32_t, const wm_move *, uint32_t count)
{
    return static_cast<RunRng *>(ctx)[game].r.below(count);
}

// A batch of n games played with wm_batch_run (runs of `steps` moves a
// game, a random legal move each, no buffers bound), on threads threads:
// moves per CPU second (and per wall-clock second into *wall).
double wm_run_rate(const WmCfg &c, size_t n, unsigned threads, double budget, uint64_t seed, double *wall,
                   size_t steps = 64)
{
    wm_batch *b = new_batch(c, n, threads, seed);
    wm_status st;
    std::vector<RunRng> rngs;
    for (size_t i = 0; i < n; i++)
        rngs.push_back(RunRng{Rng(seed * 1000003u + i), {}});
    wm_batch_driver d;
    std::memset(&d, 0, sizeof d);
    d.size = sizeof d;
    d.choose = run_random;
    d.ctx = rngs.data();
    uint64_t count = 0;
    double t0 = cpu_now(), w0 = wall_now(), t;
    do {
        if ((st = wm_batch_run(b, steps, &d, nullptr)) != WM_OK)
            die("wm_batch_run", st);
        count += n * steps;
        t = cpu_now();
    } while (t - t0 < budget);
    if (wall)
        *wall = (double)count / (wall_now() - w0);
    wm_batch_free(b);
    return (double)count / (t - t0);
}

// wm_playouts from the initial position against the same playouts
// written as a loop (wm_copy of the position, legal, apply): games per
// CPU second, as a ratio.
double wm_playouts_ratio(const WmCfg &c, double budget, uint64_t seed)
{
    wm_options o = wm_opts(c, seed);
    wm_game *g = nullptr, *h = nullptr;
    if (wm_new(c.title, &o, &g) != WM_OK || wm_clone(g, &h) != WM_OK)
        die("wm_new", WM_EINVAL);
    std::vector<int32_t> out(16 * 4);
    std::vector<wm_move> buf(wm_action_count(g));
    Rng r(seed);
    uint64_t games = 0;
    double t0 = cpu_now(), t;
    do {
        if (wm_playouts(g, 16, seed + games, WM_PLAYOUT_RANDOM, out.data(), out.size()) != WM_OK)
            die("wm_playouts", WM_EINVAL);
        games += 16;
        t = cpu_now();
    } while (t - t0 < budget);
    double api = (double)games / (t - t0);
    games = 0;
    t0 = cpu_now();
    do {
        for (int j = 0; j < 16; j++) {
            (void)wm_copy(h, g);
            while (!wm_is_over(h)) {
                size_t k = wm_legal_moves(h, buf.data(), buf.size());
                (void)wm_apply(h, buf[r.below((uint32_t)k)]);
            }
            (void)wm_outcome(h, out.data(), out.size());
        }
        games += 16;
        t = cpu_now();
    } while (t - t0 < budget);
    double loop = (double)games / (t - t0);
    wm_free(h);
    wm_free(g);
    return api / loop;
}

// ---------------------------------------------------------------------
// The limit: a minimal bitboard connect four (7 x 6, a column of 7 bits),
// random playouts, a new game each.

double c4_bitboard_rate(double budget, uint64_t seed)
{
    Rng r(seed);
    uint64_t moves = 0;
    double t0 = cpu_now(), t;
    do {
        for (int game = 0; game < 64; game++) {
            uint64_t bb[2] = {0, 0};
            int height[7];
            for (int col = 0; col < 7; col++)
                height[col] = col * 7;
            for (int ply = 0; ply < 42; ply++) {
                int cols[7], k = 0;
                for (int col = 0; col < 7; col++)
                    if (height[col] < col * 7 + 6)
                        cols[k++] = col;
                int col = cols[r.below((uint32_t)k)];
                uint64_t b = bb[ply & 1] |= (uint64_t)1 << height[col]++;
                moves++;
                uint64_t y = b & (b >> 6), z = b & (b >> 7), x = b & (b >> 8), v = b & (b >> 1);
                if ((y & (y >> 12)) | (z & (z >> 14)) | (x & (x >> 16)) | (v & (v >> 2)))
                    break;
            }
        }
        t = cpu_now();
    } while (t - t0 < budget);
    return (double)moves / (t - t0);
}

// ---------------------------------------------------------------------
// OpenSpiel subjects

#ifdef WM_WITH_OPENSPIEL
const char *os_names[] = {"connect_four", "hearts", "chess"};
const size_t n_os = sizeof os_names / sizeof os_names[0];

// Moves per CPU second, chance moves (hearts' deal) included; *decisions
// gets the rate of the players' moves alone (libweimar's games roll their
// dice inside a move: its rates count decisions only).
double os_playout_rate(const open_spiel::Game &game, double budget, uint64_t seed, double *decisions)
{
    Rng r(seed);
    uint64_t moves = 0, chance = 0;
    double t0 = cpu_now(), t;
    do {
        std::unique_ptr<open_spiel::State> s = game.NewInitialState();
        while (!s->IsTerminal()) {
            if (s->IsChanceNode()) {
                open_spiel::ActionsAndProbs o = s->ChanceOutcomes();
                double u = r.unit(), acc = 0;
                open_spiel::Action a = o.back().first;
                for (auto &p : o)
                    if ((acc += p.second) > u) {
                        a = p.first;
                        break;
                    }
                s->ApplyAction(a);
                chance++;
            } else {
                std::vector<open_spiel::Action> legal = s->LegalActions();
                s->ApplyAction(legal[r.below((uint32_t)legal.size())]);
            }
            moves++;
        }
        t = cpu_now();
    } while (t - t0 < budget);
    *decisions = (double)(moves - chance) / (t - t0);
    return (double)moves / (t - t0);
}

void os_clone_save(const open_spiel::Game &game, double budget, double *clone_ns, double *save_us)
{
    std::unique_ptr<open_spiel::State> s = game.NewInitialState();
    Rng r(7);
    for (int i = 0; i < 60 && !s->IsTerminal(); i++) {
        if (s->IsChanceNode()) {
            std::vector<open_spiel::Action> o = s->LegalChanceOutcomes();
            s->ApplyAction(o[r.below((uint32_t)o.size())]);
        } else {
            std::vector<open_spiel::Action> legal = s->LegalActions();
            s->ApplyAction(legal[r.below((uint32_t)legal.size())]);
        }
    }
    uint64_t n = 0;
    double t0 = cpu_now(), t;
    do {
        for (int i = 0; i < 256; i++) {
            std::unique_ptr<open_spiel::State> c = s->Clone();
        }
        n += 256;
        t = cpu_now();
    } while (t - t0 < budget);
    *clone_ns = (t - t0) / (double)n * 1e9;
    n = 0;
    t0 = cpu_now();
    do {
        for (int i = 0; i < 16; i++) {
            std::string bytes = s->Serialize();
            std::unique_ptr<open_spiel::State> c = game.DeserializeState(bytes);
        }
        n += 16;
        t = cpu_now();
    } while (t - t0 < budget);
    *save_us = (t - t0) / (double)n * 1e6;
}
#endif

} // namespace

int main(int argc, char **argv)
{
    double budget = argc > 1 ? std::atof(argv[1]) : 0.2;
    int rounds = argc > 2 ? std::atoi(argv[2]) : 5;
    if (budget <= 0 || rounds < 1) {
        std::fprintf(stderr, "usage: bench-openspiel [seconds-per-measurement [rounds]]\n");
        return 2;
    }
    const char *only = argc > 3 ? argv[3] : nullptr;
    const size_t batch_n = 256;
    std::vector<std::vector<double>> play(n_wm), mask(n_wm), lst(n_wm), obs(n_wm), thr(n_wm), wall2(n_wm), pls(n_wm),
        run1(n_wm), rthr(n_wm), rwall(n_wm);
    std::vector<double> c4;
#ifdef WM_WITH_OPENSPIEL
    std::vector<std::shared_ptr<const open_spiel::Game>> games;
    for (size_t k = 0; k < n_os; k++)
        games.push_back(open_spiel::LoadGame(os_names[k]));
    std::vector<std::vector<double>> osr(n_os), osd(n_os);
#endif
    for (int round = 0; round < rounds; round++) {
        uint64_t seed = 1000 + (uint64_t)round;
#ifdef WM_WITH_OPENSPIEL
        for (size_t k = 0; k < n_os; k++) {
            double d = 0;
            osr[k].push_back(os_playout_rate(*games[k], budget, seed, &d));
            osd[k].push_back(d);
        }
#endif
        for (size_t i = 0; i < n_wm; i++) {
            if (only && !std::strstr(wm_cfgs[i].name, only))
                continue;
            play[i].push_back(wm_playout_rate(wm_cfgs[i], budget, seed));
            mask[i].push_back(wm_batch_rate(wm_cfgs[i], batch_n, false, 1, budget, seed, nullptr));
            lst[i].push_back(wm_batch_rate(wm_cfgs[i], batch_n, false, 1, budget, seed, nullptr, true));
            double w1 = 0, w2 = 0;
            double one = wm_batch_rate(wm_cfgs[i], batch_n, true, 1, budget, seed, &w1);
            double two = wm_batch_rate(wm_cfgs[i], batch_n, true, 2, budget, seed, &w2);
            obs[i].push_back(one);
            thr[i].push_back(two / one);
            wall2[i].push_back(w2 / w1);
            pls[i].push_back(wm_playouts_ratio(wm_cfgs[i], budget / 2, seed));
            double rw1 = 0, rw2 = 0;
            double r1 = wm_run_rate(wm_cfgs[i], batch_n, 1, budget, seed, &rw1);
            double r2 = wm_run_rate(wm_cfgs[i], batch_n, 2, budget, seed, &rw2);
            run1[i].push_back(r1);
            rthr[i].push_back(r2 / r1);
            rwall[i].push_back(rw2 / rw1);
        }
        c4.push_back(c4_bitboard_rate(budget, seed));
        std::fprintf(stderr, "round %d of %d done\n", round + 1, rounds);
    }
    double load[3] = {0, 0, 0};
    if (FILE *f = std::fopen("/proc/loadavg", "r")) {
        if (std::fscanf(f, "%lf %lf %lf", &load[0], &load[1], &load[2]) != 3)
            load[0] = load[1] = load[2] = 0;
        std::fclose(f);
    }
    std::printf("libweimar %s; %d interleaved rounds of %.2f s CPU per measurement; load average %.2f %.2f %.2f\n",
                wm_version(), rounds, budget, load[0], load[1], load[2]);
    std::printf("rates: moves per CPU second (median of rounds); ratios: median of the rounds' ratios (spread)\n\n");
#ifdef WM_WITH_OPENSPIEL
    std::vector<double> hearts = osr[1], hearts_d = osd[1];
    // "÷ hearts": against hearts' moves, its deal's chance moves counted
    // (the first table's column since 52b52eb); "÷ hearts' decisions":
    // against its players' moves alone, as libweimar's rates count (the
    // issue's figures were of this kind).
    auto ratio_to = [&](const std::vector<double> &v, const std::vector<double> &h, char *out, size_t cap) {
        std::vector<double> q;
        for (size_t r = 0; r < v.size(); r++)
            q.push_back(v[r] / h[r]);
        std::snprintf(out, cap, "%.2f (%.0f %%)", median(q), 100 * spread(q));
    };
    auto ratio_to_hearts = [&](const std::vector<double> &v, char *out, size_t cap) {
        char a[32], d[32];
        ratio_to(v, hearts, a, sizeof a);
        ratio_to(v, hearts_d, d, sizeof d);
        std::snprintf(out, cap, "%s | %s", a, d);
    };
    std::printf("| subject | moves/CPU-s | ÷ OpenSpiel hearts | ÷ hearts' decisions | clone | save+load |\n"
                "|---|---|---|---|---|---|\n");
    for (size_t k = 0; k < n_os; k++) {
        double cn, su;
        os_clone_save(*games[k], budget, &cn, &su);
        char q[80];
        ratio_to_hearts(osr[k], q, sizeof q);
        std::printf("| OpenSpiel %s | %.2f M | %s | %.0f ns | %.1f µs |\n", os_names[k], median(osr[k]) / 1e6, q, cn,
                    su);
    }
    {
        char q[80];
        ratio_to_hearts(osd[1], q, sizeof q);
        std::printf("| OpenSpiel hearts, decisions only | %.2f M | %s | | |\n", median(osd[1]) / 1e6, q);
    }
#else
    std::printf("| subject | moves/CPU-s | clone | save+load |\n|---|---|---|---|\n");
#endif
    for (size_t i = 0; i < n_wm; i++) {
        if (play[i].empty())
            continue;
        double cn, su;
        wm_clone_save(wm_cfgs[i], budget, &cn, &su);
#ifdef WM_WITH_OPENSPIEL
        char q[80];
        ratio_to_hearts(play[i], q, sizeof q);
        std::printf("| %s | %.2f M | %s | %.0f ns | %.1f µs |\n", wm_cfgs[i].name, median(play[i]) / 1e6, q, cn, su);
#else
        std::printf("| %s | %.2f M | %.0f ns | %.1f µs |\n", wm_cfgs[i].name, median(play[i]) / 1e6, cn, su);
#endif
    }
#ifdef WM_WITH_OPENSPIEL
    {
        char q[80];
        ratio_to_hearts(c4, q, sizeof q);
        std::printf("| bitboard connect four (the limit) | %.1f M | %s | | |\n", median(c4) / 1e6, q);
    }
#else
    std::printf("| bitboard connect four (the limit) | %.1f M | | |\n", median(c4) / 1e6);
#endif
    std::printf("\nBatches of %zu games (wm_batch_step, a random legal move a game read from the mask, or picked by\n"
                "index from the game's legal list, wm_batch_bind_legal), against the title's single-game playout\n"
                "rate; two threads against one, with observations\n\n",
                batch_n);
    std::printf("| subject | mask only ÷ playout | legal lists ÷ playout | with observations ÷ playout | "
                "2 threads ÷ 1 (work per CPU-s) | 2 threads ÷ 1 (wall) | wm_playouts ÷ loop |\n"
                "|---|---|---|---|---|---|---|\n");
    for (size_t i = 0; i < n_wm; i++) {
        if (play[i].empty())
            continue;
        std::vector<double> qm, ql, qo;
        for (size_t r = 0; r < play[i].size(); r++) {
            qm.push_back(mask[i][r] / play[i][r]);
            ql.push_back(lst[i][r] / play[i][r]);
            qo.push_back(obs[i][r] / play[i][r]);
        }
        std::printf("| %s | %.2f (%.0f %%) | %.2f (%.0f %%) | %.2f (%.0f %%) | %.2f (%.0f %%) | %.2f | %.2f (%.0f %%) |\n",
                    wm_cfgs[i].name, median(qm), 100 * spread(qm), median(ql), 100 * spread(ql), median(qo),
                    100 * spread(qo), median(thr[i]),
                    100 * spread(thr[i]), median(wall2[i]), median(pls[i]), 100 * spread(pls[i]));
    }
    std::printf("\nwm_batch_run (%zu games, runs of 64 moves a game, a random legal move from a C callback, no\n"
                "buffers bound) against the single-game playout rate, and on two threads against one\n\n",
                batch_n);
    std::printf("| subject | run ÷ playout | run: 2 threads ÷ 1 (work per CPU-s) | run: 2 threads ÷ 1 (wall) |\n"
                "|---|---|---|---|\n");
    for (size_t i = 0; i < n_wm; i++) {
        if (play[i].empty())
            continue;
        std::vector<double> q;
        for (size_t r = 0; r < play[i].size(); r++)
            q.push_back(run1[i][r] / play[i][r]);
        std::printf("| %s | %.2f (%.0f %%) | %.2f (%.0f %%) | %.2f |\n", wm_cfgs[i].name, median(q), 100 * spread(q),
                    median(rthr[i]), 100 * spread(rthr[i]), median(rwall[i]));
    }
    return 0;
}
