/*
 * check_content.c - content packs (issue 19 §3, doc/content-packs.md).
 *
 *   roundtrip   for each title with packs, the built-in content written as
 *               a pack reads back into tables equal to the built-in ones,
 *               its canonical text is itself, and it plays games identical
 *               to the built-in content (same legal moves, same hashes after
 *               every move, same views at the end) over seeded games
 *   refused     a malformed pack per kind of error, each refused whole with
 *               WM_ECONTENT and a message naming the card and the field
 *   saves       a game remembers its pack: saves load only with the same
 *               pack; clones, logs, copies and resamples keep it
 *   edited      a hand-edited card changes the game (and the hash)
 *   bad input   NULLs, wrong sizes, truncation, a pack of another title
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core.h"
#include "weimar.h"
#include "weimar/ebert.h"
#include "weimar/republic.h"
#include "weimar/siege.h"

/* The per-title internals the table comparisons read. */
#include "../lib/republic/content.h"
#include "../lib/republic/republic.h"
#include "../lib/siege/content.h"
int wm__siege_pack_names_ok(void);
int wm__republic_pack_names_ok(void);

/* ------------------------------------------------------------------ */
/* Helpers                                                              */
/* ------------------------------------------------------------------ */

static char *builtin_text(wm_title t, size_t *len)
{
    ck_assert_int_eq(wm_content_write(t, NULL, NULL, 0, len), WM_ERANGE);
    char *buf = malloc(*len + 1);
    ck_assert_ptr_nonnull(buf);
    size_t len2 = 0;
    ck_assert_int_eq(wm_content_write(t, NULL, buf, *len + 1, &len2), WM_OK);
    ck_assert_uint_eq(len2, *len);
    return buf;
}

static wm_content *load_ok(const char *text, size_t len)
{
    char msg[256];
    wm_content *c = NULL;
    wm_status st = wm_content_new(text, len, NULL, &c, msg, sizeof msg);
    if (st != WM_OK)
        ck_abort_msg("pack refused: %s (%d)", msg, st);
    ck_assert_str_eq(msg, "");
    return c;
}

static wm_content *builtin_pack(wm_title t)
{
    size_t len;
    char *text = builtin_text(t, &len);
    wm_content *c = load_ok(text, len);
    free(text);
    return c;
}

/* Expects the pack to be refused with WM_ECONTENT and a message holding
 * every one of the NULL-terminated fragments. */
static void refused(const char *text, const char *const *frags)
{
    char msg[256];
    wm_content *c = (wm_content *)1;
    wm_status st = wm_content_new(text, strlen(text), NULL, &c, msg, sizeof msg);
    ck_assert_msg(st == WM_ECONTENT, "expected WM_ECONTENT, got %d (%s) for %s", st, msg, text);
    ck_assert_ptr_null(c);
    for (int i = 0; frags[i]; i++)
        ck_assert_msg(strstr(msg, frags[i]) != NULL, "message \"%s\" lacks \"%s\"", msg, frags[i]);
}
#define REFUSED(text, ...)                                   \
    do {                                                     \
        static const char *const f_[] = {__VA_ARGS__, NULL}; \
        refused(text, f_);                                   \
    } while (0)

#define HEAD(title) "{\"format\":\"libweimar-content\",\"version\":1,\"title\":\"" title "\""
#define L1_OK HEAD("ebert") ",\"letters\":[{\"chapter\":1,\"id\":3,\"text\":\"Gr\\u00fc\\u00dfe \\u201eaus\\u201c Jena \\u2013 10 \\u20ac.\"}]}"

/* SplitMix64, for the move choices of the property games. */
static uint64_t rng(uint64_t *s)
{
    uint64_t z = (*s += UINT64_C(0x9e3779b97f4a7c15));
    z = (z ^ (z >> 30)) * UINT64_C(0xbf58476d1ce4e5b9);
    z = (z ^ (z >> 27)) * UINT64_C(0x94d049bb133111eb);
    return z ^ (z >> 31);
}

static int env_int(const char *name, int dflt)
{
    const char *v = getenv(name);
    return v && *v ? atoi(v) : dflt;
}

/* Plays one seeded game twice, with the built-in content and with pack,
 * side by side: the same legal moves and hash after every move, the same
 * views and outcome at the end.  Moves: the title's bot where bots is set
 * or for half the moves, else uniformly random.  Returns the moves. */
static int twin_game(wm_title t, const wm_options *base, const wm_content *pack, uint64_t seed)
{
    wm_options o = *base;
    const wm_content *oc = NULL;
    o.seed = seed;
    wm_game *a = NULL, *b = NULL;
    ck_assert_int_eq(wm_new_with_content(t, &o, oc, &a), WM_OK);
    oc = pack;
    ck_assert_int_eq(wm_new_with_content(t, &o, oc, &b), WM_OK);
    ck_assert_uint_eq(wm_hash(a), wm_hash(b));
    ck_assert_uint_eq(wm_game_content_hash(a), 0);
    ck_assert_uint_eq(wm_game_content_hash(b), wm_content_hash(pack));
    wm_move la[2048], lb[2048];
    uint64_t s = seed * 7919u + 17u;
    int moves = 0;
    while (!wm_is_over(a) && moves < 20000) {
        ck_assert_int_eq(wm_to_move(a), wm_to_move(b));
        size_t na = wm_legal_moves(a, la, 2048), nb = wm_legal_moves(b, lb, 2048);
        ck_assert_uint_eq(na, nb);
        ck_assert(na > 0 && na <= 2048);
        ck_assert(memcmp(la, lb, na * sizeof(wm_move)) == 0);
        wm_move m;
        if (rng(&s) & 1) {
            ck_assert_int_eq(wm_bot_move(a, &m), WM_OK);
            wm_move m2;
            ck_assert_int_eq(wm_bot_move(b, &m2), WM_OK);
            ck_assert_uint_eq(m, m2);
        } else {
            m = la[rng(&s) % na];
        }
        ck_assert_int_eq(wm_apply(a, m), WM_OK);
        ck_assert_int_eq(wm_apply(b, m), WM_OK);
        ck_assert_uint_eq(wm_hash(a), wm_hash(b));
        moves++;
    }
    ck_assert_int_eq(wm_is_over(b), wm_is_over(a));
    ck_assert_int_eq(wm_check(b), WM_OK);
    if (getenv("WM_CONTENT_VERBOSE"))
        fprintf(stderr, "twin game: title %d scenario %d seed %llu: %d moves, over %d\n", (int)t, o.scenario,
                (unsigned long long)seed, moves, wm_is_over(a));
    size_t ja = 0, jb = 0;
    ck_assert_int_eq(wm_to_json(a, WM_OMNISCIENT, NULL, 0, &ja), WM_ERANGE);
    ck_assert_int_eq(wm_to_json(b, WM_OMNISCIENT, NULL, 0, &jb), WM_ERANGE);
    ck_assert_uint_eq(ja, jb);
    char *va = malloc(ja + 1), *vb = malloc(jb + 1);
    ck_assert_int_eq(wm_to_json(a, WM_OMNISCIENT, va, ja + 1, &ja), WM_OK);
    ck_assert_int_eq(wm_to_json(b, WM_OMNISCIENT, vb, jb + 1, &jb), WM_OK);
    ck_assert_str_eq(va, vb);
    free(va);
    free(vb);
    wm_free(a);
    wm_free(b);
    return moves;
}

/* ------------------------------------------------------------------ */
/* Round trips                                                          */
/* ------------------------------------------------------------------ */

static int same_str(const char *a, const char *b)
{
    return (!a && !b) || (a && b && strcmp(a, b) == 0);
}

START_TEST(roundtrip_canonical_text_is_a_fixed_point)
{
    static const wm_title titles[] = {WM_FRIEDRICH_EBERT, WM_WEIMAR_REPUBLIC, WM_DEMOCRACY_UNDER_SIEGE};
    for (size_t i = 0; i < 3; i++) {
        size_t len, len2;
        char *text = builtin_text(titles[i], &len);
        wm_content *c = load_ok(text, len);
        ck_assert_int_eq(wm_content_title(c), titles[i]);
        ck_assert_uint_ne(wm_content_hash(c), 0);
        char *again = malloc(len + 1);
        ck_assert_int_eq(wm_content_write(titles[i], c, again, len + 1, &len2), WM_OK);
        ck_assert_uint_eq(len2, len);
        ck_assert_str_eq(again, text);
        /* the same pack written differently (spaces, member order) hashes alike */
        wm_content *c2 = builtin_pack(titles[i]);
        ck_assert_uint_eq(wm_content_hash(c2), wm_content_hash(c));
        wm_content_free(c2);
        free(again);
        free(text);
        wm_content_free(c);
    }
    /* March has no packs */
    size_t len;
    ck_assert_int_eq(wm_content_write(WM_MARCH_OF_PROGRESS, NULL, NULL, 0, &len), WM_EINVAL);
}
END_TEST

START_TEST(roundtrip_siege_tables_equal_builtin)
{
    ck_assert(wm__siege_pack_names_ok());
    wm_content *c = builtin_pack(WM_DEMOCRACY_UNDER_SIEGE);
    const sg_pack *pk = c->data;
    for (int i = 0; i < SG_CARDS; i++) {
        const sg_card *x = &pk->cards[i], *y = &wm__siege_cards[i];
        ck_assert_msg(same_str(x->code, y->code) && same_str(x->name, y->name) && same_str(x->text, y->text) &&
                          x->deck == y->deck && x->type == y->type && x->pp == y->pp &&
                          x->difficulty == y->difficulty && x->icon == y->icon && x->entry == y->entry &&
                          x->flags == y->flags && x->source == y->source && x->war == y->war &&
                          x->nops == y->nops && x->ncond == y->ncond,
                      "card %s differs", y->code);
        ck_assert_msg(x->nops == 0 || memcmp(x->ops, y->ops, sizeof(sg_op) * x->nops) == 0, "card %s program",
                      y->code);
    }
    for (int w = 0; w < SG_NWARS; w++) {
        const sg_war *x = &pk->wars[w], *y = &wm__siege_wars[w];
        ck_assert(x->cost == y->cost && x->start == y->start && memcmp(x->box_mod, y->box_mod, 3) == 0);
        ck_assert(x->nend_a == y->nend_a && x->nend_b == y->nend_b);
        ck_assert(memcmp(x->end_a, y->end_a, sizeof(sg_op) * x->nend_a) == 0);
        ck_assert(memcmp(x->end_b, y->end_b, sizeof(sg_op) * x->nend_b) == 0);
    }
    wm_content_free(c);
}
END_TEST

/* The reconstructed Siege cards in a pack (issue 33): the built-in pack
 * writes their "reconstructed" flag and programs; a pack can give a card
 * the PP-only reading (doc/content-packs.md) or another reconstruction in
 * the same vocabulary, and a game with it plays it so. */
START_TEST(siege_pack_reconstructed_cards)
{
    size_t len;
    char *text = builtin_text(WM_DEMOCRACY_UNDER_SIEGE, &len);
    ck_assert_ptr_nonnull(strstr(text, "\"reconstructed\""));
    ck_assert_ptr_nonnull(strstr(text, "Four Year Plan"));
    free(text);
    static const char pack[] = HEAD("siege") ",\"cards\":["
        "{\"code\":\"N8\",\"flags\":[\"unpublished\"],\"entry\":0,\"effects\":[]},"
        "{\"code\":\"D1\",\"effects\":[{\"op\":\"vp\",\"ideology\":\"owner\",\"vp\":2}]}]}";
    wm_content *c = load_ok(pack, sizeof pack - 1);
    const sg_pack *pk = c->data;
    int n8 = wm__siege_card_index("N8"), d1 = wm__siege_card_index("D1");
    ck_assert_uint_eq(pk->cards[n8].flags, SG_F_UNPUBLISHED);
    ck_assert_int_eq(pk->cards[n8].entry, 0);
    ck_assert_int_eq(pk->cards[n8].nops, 0);
    ck_assert_int_eq(pk->cards[d1].nops, 1);
    ck_assert_int_eq(pk->cards[d1].ops[0].op, SG_OP_VP);
    ck_assert_uint_eq(pk->cards[d1].flags, SG_F_RECONSTRUCTED); /* kept where the pack leaves it out */
    wm_options o;
    wm_options_init(&o);
    wm_game *g = NULL;
    ck_assert_int_eq(wm_new_with_content(WM_DEMOCRACY_UNDER_SIEGE, &o, c, &g), WM_OK);
    ck_assert_int_eq(wm_check(g), WM_OK);
    wm_free(g);
    wm_content_free(c);
}
END_TEST

START_TEST(roundtrip_republic_tables_equal_builtin)
{
    ck_assert(wm__republic_pack_names_ok());
    wm_content *c = builtin_pack(WM_WEIMAR_REPUBLIC);
    const rp_card_info *pk = c->data; /* rp_pack starts with its cards */
    for (int id = 0; id <= RP_NCARDS; id++) {
        const rp_card_info *x = &pk[id], *y = &wm__republic_cards[id];
        ck_assert_msg(x->id == y->id && x->number == y->number && x->kind == y->kind && x->era == y->era &&
                          x->flags == y->flags && x->pc == y->pc && x->requires == y->requires &&
                          x->cancels == y->cancels && x->effect == y->effect && x->ends == y->ends &&
                          same_str(x->name, y->name) && same_str(x->text, y->text) && same_str(x->ascii, y->ascii),
                      "card %d differs", id);
        ck_assert_msg(!x->fx == !y->fx, "card %d program", id);
        if (x->fx) {
            int n = 0;
            while (y->fx[n].op != RP_OP_END)
                n++;
            ck_assert_msg(memcmp(x->fx, y->fx, sizeof(rp_fx_op) * (size_t)(n + 1)) == 0, "card %d program", id);
        }
        ck_assert_msg(!x->mods == !y->mods, "card %d modifiers", id);
        if (x->mods) {
            int n = 0;
            while (y->mods[n].kind != RP_MOD_NONE)
                n++;
            ck_assert_msg(memcmp(x->mods, y->mods, sizeof(rp_fx_mod) * (size_t)(n + 1)) == 0, "card %d mods", id);
        }
    }
    wm_content_free(c);
}
END_TEST

/* Seeded games, built-in content against its own pack (property test:
 * WM_CONTENT_GAMES games per configuration, default 10). */
START_TEST(roundtrip_games_identical_ebert)
{
    wm_content *c = builtin_pack(WM_FRIEDRICH_EBERT);
    int games = env_int("WM_CONTENT_GAMES", 10);
    for (int ch = 1; ch <= 4; ch++)
        for (int g = 0; g < games; g++) {
            wm_options o;
            wm_options_init(&o);
            o.scenario = ch;
            o.flags = g % 2 ? WM_EBERT_PERSONAL_EXPERIENCES : 0;
            ck_assert_int_gt(twin_game(WM_FRIEDRICH_EBERT, &o, c, (uint64_t)(ch * 1000 + g)), 0);
        }
    wm_content_free(c);
}
END_TEST

START_TEST(roundtrip_games_identical_republic)
{
    wm_content *c = builtin_pack(WM_WEIMAR_REPUBLIC);
    int games = env_int("WM_CONTENT_GAMES", 10);
    for (int sc = 1; sc <= 5; sc++)
        for (int g = 0; g < games; g++) {
            wm_options o;
            wm_options_init(&o);
            o.scenario = sc;
            /* the Non-player rules read the Event programs: three of them,
             * or none (with all four the game plays itself out in wm_new) */
            o.bots = g % 2 ? 0xEu : 0u;
            ck_assert_int_gt(twin_game(WM_WEIMAR_REPUBLIC, &o, c, (uint64_t)(sc * 1000 + g)), 0);
        }
    wm_content_free(c);
}
END_TEST

START_TEST(roundtrip_games_identical_siege)
{
    wm_content *c = builtin_pack(WM_DEMOCRACY_UNDER_SIEGE);
    int games = env_int("WM_CONTENT_GAMES", 10);
    for (int conf = 0; conf < 4; conf++)
        for (int g = 0; g < games; g++) {
            wm_options o;
            wm_options_init(&o);
            o.seats = conf & 1 ? 3 : 2;
            o.flags = conf & 2 ? WM_SIEGE_ADVANCED : 0;
            ck_assert_int_gt(twin_game(WM_DEMOCRACY_UNDER_SIEGE, &o, c, (uint64_t)(conf * 1000 + g)), 0);
        }
    wm_content_free(c);
}
END_TEST

/* ------------------------------------------------------------------ */
/* Refused packs: one per kind of error                                 */
/* ------------------------------------------------------------------ */

START_TEST(refused_syntax)
{
    REFUSED("{\"format\":", "JSON syntax", "line 1");
    REFUSED(HEAD("siege") ",}", "JSON syntax");                       /* trailing comma */
    REFUSED(HEAD("siege") "}\n x", "JSON syntax", "line 2", "text after the value");
    REFUSED("{\"a\":01}", "leading zero");
    REFUSED("{\"a\":\"\\x\"}", "unknown escape");
    REFUSED("{\"a\":\"\\ud800\"}", "surrogate");
    REFUSED("{\"a\":\"\xff\"}", "UTF-8");
    REFUSED("{\"a\":\"\\u0000\"}", "\\u0000");
    REFUSED("[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]", "nested too deeply");
    REFUSED("{\"a\":1,\"a\":2}", "duplicate member \"a\"");
    REFUSED("{\"a\":tru}", "unknown literal");
    REFUSED("", "unexpected end");
    REFUSED("/* comment */ {}", "unexpected character");
}
END_TEST

START_TEST(refused_header)
{
    REFUSED("[]", "a pack is a JSON object");
    REFUSED("{\"version\":1,\"title\":\"siege\"}", "field \"format\"", "missing");
    REFUSED("{\"format\":\"other\",\"version\":1,\"title\":\"siege\"}", "field \"format\"");
    REFUSED("{\"format\":\"libweimar-content\",\"version\":2,\"title\":\"siege\"}", "field \"version\"");
    REFUSED(HEAD("march") "}", "field \"title\"", "march");
    REFUSED(HEAD("siege") ",\"extra\":1}", "field \"extra\"", "unknown field");
}
END_TEST

START_TEST(refused_unknown_field)
{
    REFUSED(HEAD("siege") ",\"cards\":[{\"code\":\"N1\",\"colour\":\"red\"}]}", "card N1", "field \"colour\"",
            "unknown field");
    REFUSED(HEAD("ebert") ",\"letters\":[{\"chapter\":1,\"id\":3,\"smell\":1}]}", "letter 3 of chapter 1",
            "field \"smell\"", "unknown field");
    REFUSED(HEAD("republic") ",\"cards\":[{\"number\":9,\"program\":[{\"op\":\"draw\",\"who\":\"KPD\",\"count\":1,"
                             "\"when\":1}]}]}",
            "card #9", "program[0]", "no operand \"when\"");
}
END_TEST

START_TEST(refused_wrong_type)
{
    REFUSED(HEAD("siege") ",\"cards\":[{\"code\":\"N31\",\"pp\":\"five\"}]}", "card N31", "field \"pp\"",
            "expected an integer");
    REFUSED(HEAD("siege") ",\"cards\":[{\"code\":\"N31\",\"pp\":5.5}]}", "card N31", "field \"pp\"",
            "not an integer");
    REFUSED(HEAD("siege") ",\"cards\":{}}", "field \"cards\"", "expected an array");
    REFUSED(HEAD("ebert") ",\"resolution_cards\":[{\"number\":13,\"name\":7}]}", "resolution card 13",
            "field \"name\"", "expected a string");
    REFUSED(HEAD("republic") ",\"cards\":[{\"number\":9,\"flags\":\"lingering\"}]}", "card #9", "field \"flags\"",
            "array");
}
END_TEST

START_TEST(refused_unknown_card)
{
    REFUSED(HEAD("siege") ",\"cards\":[{\"code\":\"N38\"}]}", "field \"code\"", "unknown card \"N38\"");
    REFUSED(HEAD("siege") ",\"wars\":[{\"card\":\"N1\"}]}", "field \"card\"", "not a War Card");
    REFUSED(HEAD("republic") ",\"cards\":[{\"number\":152}]}", "field \"number\"", "out of range");
    REFUSED(HEAD("ebert") ",\"letters\":[{\"chapter\":1,\"id\":28}]}", "field \"id\"", "out of range");
    REFUSED(HEAD("ebert") ",\"resolution_cards\":[{\"number\":52}]}", "field \"number\"", "out of range");
}
END_TEST

START_TEST(refused_unknown_opcode_space_track)
{
    REFUSED(HEAD("siege") ",\"cards\":[{\"code\":\"N2\",\"effects\":[{\"op\":\"teleport\"}]}]}", "card N2",
            "effects[0]", "unknown opcode \"teleport\"");
    REFUSED(HEAD("siege") ",\"cards\":[{\"code\":\"N2\",\"effects\":[{\"op\":\"conquer\",\"area\":\"Atlantis\"}]}]}",
            "card N2", "effects[0].area", "unknown an area \"Atlantis\"");
    REFUSED(HEAD("republic") ",\"cards\":[{\"number\":9,\"program\":[{\"op\":\"place-cubes\",\"who\":\"KPD\","
                             "\"count\":1,\"spaces\":[\"Berlin\",\"Paris\"]}]}]}",
            "card #9", "program[0].spaces", "\"Paris\"");
    REFUSED(HEAD("republic") ",\"cards\":[{\"number\":9,\"program\":[{\"op\":\"shift\",\"track\":\"weather\","
                             "\"boxes\":1}]}]}",
            "card #9", "program[0].track", "\"weather\"");
    REFUSED(HEAD("ebert") ",\"resolution_cards\":[{\"number\":1,\"instructions\":[{\"op\":\"gain\",\"marker\":"
                          "\"Kaiser\",\"count\":1}]}]}",
            "resolution card 1", "instructions[0].marker", "\"Kaiser\"");
    REFUSED(HEAD("siege") ",\"cards\":[{\"code\":\"N2\",\"effects\":[{\"op\":\"if-exists\",\"nation\":\"Spain\"}]}]}",
            "card N2", "is a condition");
}
END_TEST

START_TEST(refused_out_of_range)
{
    REFUSED(HEAD("siege") ",\"cards\":[{\"code\":\"N31\",\"pp\":8}]}", "card N31", "field \"pp\"", "8 is out of range",
            "0 to 7");
    REFUSED(HEAD("siege") ",\"cards\":[{\"code\":\"N2\",\"effects\":[{\"op\":\"prestige\",\"delta\":20}]}]}",
            "card N2", "effects[0].delta", "out of range");
    REFUSED(HEAD("siege") ",\"wars\":[{\"card\":\"N30\",\"box_modifiers\":[1,0]}]}", "war N30", "box_modifiers");
    REFUSED(HEAD("ebert") ",\"resolution_cards\":[{\"number\":3,\"instructions\":[{\"op\":\"tension\",\"group\":\"SPD\","
                          "\"steps\":0}]}]}",
            "resolution card 3", "instructions[0].steps", "out of range");
    REFUSED(HEAD("republic") ",\"cards\":[{\"number\":9,\"program\":[{\"op\":\"draw\",\"who\":\"KPD\",\"count\":99}]}]}",
            "card #9", "program[0].count", "out of range");
    /* a rule the engine relies on */
    REFUSED(HEAD("siege") ",\"cards\":[{\"code\":\"N2\",\"flags\":[\"war\"]}]}", "card N2", "field \"flags\"", "war");
    REFUSED(HEAD("republic") ",\"cards\":[{\"number\":9,\"flags\":[\"mandatory\"]}]}", "card #9", "Lingering");
    REFUSED(HEAD("ebert") ",\"letters\":[{\"chapter\":1,\"id\":3,\"group\":\"third\"}]}", "letter 3 of chapter 1",
            "field \"group\"", "\"third\"");
}
END_TEST

/* Integer fields one below their minimum (issue 38: the tests above try
 * only values above the maximum): a Political Point cost and a difficulty
 * are never negative (§1.8), a war costs at least 1 PP, the resolution
 * cards are numbered from 1. */
START_TEST(refused_one_below_the_minimum)
{
    REFUSED(HEAD("siege") ",\"cards\":[{\"code\":\"N31\",\"pp\":-1}]}", "card N31", "field \"pp\"",
            "-1 is out of range", "0 to 7");
    REFUSED(HEAD("siege") ",\"cards\":[{\"code\":\"N31\",\"difficulty\":-1}]}", "card N31",
            "field \"difficulty\"", "-1 is out of range", "0 to 12");
    REFUSED(HEAD("siege") ",\"wars\":[{\"card\":\"N30\",\"cost\":0}]}", "war N30", "field \"cost\"",
            "0 is out of range", "1 to 7");
    REFUSED(HEAD("ebert") ",\"resolution_cards\":[{\"number\":0}]}", "field \"number\"", "0 is out of range",
            "1 to 51");
    /* and the minimum itself is taken */
    static const char *const ok[] = {
        HEAD("siege") ",\"cards\":[{\"code\":\"N31\",\"pp\":0,\"difficulty\":0}]}",
        HEAD("siege") ",\"wars\":[{\"card\":\"N30\",\"cost\":1}]}",
        HEAD("ebert") ",\"resolution_cards\":[{\"number\":1}]}",
    };
    for (size_t i = 0; i < sizeof ok / sizeof ok[0]; i++) {
        wm_content *c = NULL;
        char msg[256] = "";
        ck_assert_msg(wm_content_new(ok[i], strlen(ok[i]), NULL, &c, msg, sizeof msg) == WM_OK, "%s: %s", ok[i],
                      msg);
        wm_content_free(c);
    }
}
END_TEST

START_TEST(refused_duplicate)
{
    REFUSED(HEAD("siege") ",\"cards\":[{\"code\":\"N1\"},{\"code\":\"N1\"}]}", "card N1", "listed twice");
    REFUSED(HEAD("republic") ",\"cards\":[{\"number\":5},{\"number\":5}]}", "card #5", "listed twice");
    REFUSED(HEAD("ebert") ",\"resolution_cards\":[{\"number\":2},{\"number\":2}]}", "resolution card 2",
            "listed twice");
    REFUSED(HEAD("siege") ",\"cards\":[{\"code\":\"N1\",\"flags\":[\"active\",\"active\"]}]}", "card N1",
            "listed twice");
}
END_TEST

START_TEST(refused_too_large)
{
    size_t n = WM_PACK_MAX_BYTES + 1;
    char *big = malloc(n);
    memset(big, ' ', n);
    big[0] = '{';
    big[n - 1] = '}';
    char msg[256];
    wm_content *c = NULL;
    ck_assert_int_eq(wm_content_new(big, n, NULL, &c, msg, sizeof msg), WM_ECONTENT);
    ck_assert(strstr(msg, "too large") != NULL);
    ck_assert_ptr_null(c);
    free(big);
    /* a string too long, an array too long, an object too wide */
    size_t m = WM_PACK_STRING_MAX + 100;
    char *s = malloc(m + 256);
    int at = sprintf(s, HEAD("siege") ",\"comment\":\"");
    memset(s + at, 'x', m);
    strcpy(s + at + m, "\"}");
    ck_assert_int_eq(wm_content_new(s, strlen(s), NULL, &c, msg, sizeof msg), WM_ECONTENT);
    ck_assert(strstr(msg, "too long") != NULL);
    free(s);
    char *arr = malloc(4 * WM_PACK_ITEMS_MAX + 64);
    at = sprintf(arr, "[");
    for (int i = 0; i <= WM_PACK_ITEMS_MAX; i++)
        at += sprintf(arr + at, "%s0", i ? "," : "");
    strcpy(arr + at, "]");
    ck_assert_int_eq(wm_content_new(arr, strlen(arr), NULL, &c, msg, sizeof msg), WM_ECONTENT);
    ck_assert(strstr(msg, "too many elements") != NULL);
    free(arr);
    /* a program too long */
    char prog[8192];
    at = sprintf(prog, HEAD("siege") ",\"cards\":[{\"code\":\"N2\",\"effects\":[");
    for (int i = 0; i < 17; i++)
        at += sprintf(prog + at, "%s{\"op\":\"pp\",\"delta\":1}", i ? "," : "");
    strcpy(prog + at, "]}]}");
    ck_assert_int_eq(wm_content_new(prog, strlen(prog), NULL, &c, msg, sizeof msg), WM_ECONTENT);
    ck_assert(strstr(msg, "card N2") && strstr(msg, "too many ops"));
}
END_TEST

/* A pack refused is refused whole: the allocator sees every byte it gave
 * given back, on every error path (counting allocator). */
typedef struct counting {
    long blocks;
    size_t bytes;
    long fail_at; /* fail the n-th allocation (0: never) */
    long calls;
} counting;

static void *count_alloc(void *ud, void *ptr, size_t osize, size_t nsize)
{
    counting *c = ud;
    if (nsize == 0) {
        if (ptr) {
            c->blocks--;
            c->bytes -= osize;
        }
        free(ptr);
        return NULL;
    }
    if (c->fail_at && ++c->calls == c->fail_at)
        return NULL;
    void *p = realloc(ptr, nsize);
    if (p) {
        if (!ptr)
            c->blocks++;
        c->bytes += nsize - osize;
    }
    return p;
}

START_TEST(refused_nothing_half_loaded)
{
    size_t len;
    char *text = builtin_text(WM_DEMOCRACY_UNDER_SIEGE, &len);
    /* every prefix of a valid pack is refused and frees what it took */
    for (size_t cut = 0; cut < len; cut += len / 97 + 1) {
        counting k = {0, 0, 0, 0};
        wm_options o;
        wm_options_init(&o);
        o.alloc = count_alloc;
        o.alloc_ud = &k;
        wm_content *c = NULL;
        char msg[256];
        wm_status st = wm_content_new(text, cut, &o, &c, msg, sizeof msg);
        ck_assert_int_eq(st, WM_ECONTENT);
        ck_assert_ptr_null(c);
        ck_assert_int_eq(k.blocks, 0);
        ck_assert_uint_eq(k.bytes, 0);
    }
    /* allocation failures at every step: WM_ENOMEM, nothing kept */
    for (long f = 1; f < 12; f++) {
        counting k = {0, 0, f, 0};
        wm_options o;
        wm_options_init(&o);
        o.alloc = count_alloc;
        o.alloc_ud = &k;
        wm_content *c = NULL;
        wm_status st = wm_content_new(text, len, &o, &c, NULL, 0);
        if (st == WM_OK) {
            wm_content_free(c);
        } else {
            ck_assert_int_eq(st, WM_ENOMEM);
            ck_assert_ptr_null(c);
        }
        ck_assert_int_eq(k.blocks, 0);
    }
    /* the pack lives as long as its last game */
    counting k = {0, 0, 0, 0};
    wm_options o;
    const wm_content *oc = NULL;
    wm_options_init(&o);
    o.alloc = count_alloc;
    o.alloc_ud = &k;
    wm_content *c = NULL;
    ck_assert_int_eq(wm_content_new(text, len, &o, &c, NULL, 0), WM_OK);
    oc = c;
    wm_game *g = NULL, *g2 = NULL;
    ck_assert_int_eq(wm_new_with_content(WM_DEMOCRACY_UNDER_SIEGE, &o, oc, &g), WM_OK);
    wm_content_free(c);
    ck_assert_int_eq(wm_clone(g, &g2), WM_OK);
    wm_free(g);
    wm_move m;
    ck_assert_int_eq(wm_bot_move(g2, &m), WM_OK);
    ck_assert_int_eq(wm_apply(g2, m), WM_OK);
    wm_free(g2);
    ck_assert_int_eq(k.blocks, 0);
    free(text);
}
END_TEST

/* ------------------------------------------------------------------ */
/* Saves, clones, logs                                                  */
/* ------------------------------------------------------------------ */

static unsigned char *save_of(const wm_game *g, size_t *len)
{
    ck_assert_int_eq(wm_save(g, NULL, 0, len), WM_ERANGE);
    unsigned char *b = malloc(*len);
    ck_assert_int_eq(wm_save(g, b, *len, len), WM_OK);
    return b;
}

static wm_game *played(wm_title t, const wm_content *c, int moves)
{
    wm_options o;
    const wm_content *oc = NULL;
    wm_options_init(&o);
    o.seed = 42;
    oc = c;
    wm_game *g = NULL;
    ck_assert_int_eq(wm_new_with_content(t, &o, oc, &g), WM_OK);
    for (int i = 0; i < moves && !wm_is_over(g); i++) {
        wm_move m;
        ck_assert_int_eq(wm_bot_move(g, &m), WM_OK);
        ck_assert_int_eq(wm_apply(g, m), WM_OK);
    }
    return g;
}

START_TEST(saves_only_with_the_same_pack)
{
    wm_content *same = builtin_pack(WM_DEMOCRACY_UNDER_SIEGE);
    const char *edit = HEAD("siege") ",\"cards\":[{\"code\":\"N31\",\"pp\":6}]}";
    wm_content *other = load_ok(edit, strlen(edit));
    ck_assert_uint_ne(wm_content_hash(same), wm_content_hash(other));
    const char *ebert_text = HEAD("ebert") "}";
    wm_content *ebert = load_ok(ebert_text, strlen(ebert_text));

    wm_game *g = played(WM_DEMOCRACY_UNDER_SIEGE, same, 60);
    size_t len;
    unsigned char *b = save_of(g, &len);
    ck_assert_uint_eq(b[4], 3); /* format 3: with the pack's hash */
    wm_game *l = NULL;
    wm_options o;
    const wm_content *oc = NULL;
    wm_options_init(&o);
    /* without the pack, with another, with one of another title */
    ck_assert_int_eq(wm_load(b, len, &l), WM_ECONTENT);
    ck_assert_ptr_null(l);
    oc = other;
    ck_assert_int_eq(wm_load_with_content(b, len, &o, oc, &l), WM_ECONTENT);
    oc = ebert;
    ck_assert_int_eq(wm_load_with_content(b, len, &o, oc, &l), WM_ECONTENT);
    oc = same;
    ck_assert_int_eq(wm_load_with_content(b, len, &o, oc, &l), WM_OK);
    ck_assert_uint_eq(wm_hash(l), wm_hash(g));
    ck_assert_uint_eq(wm_game_content_hash(l), wm_content_hash(same));
    /* the loaded game goes on with the pack; its log replays with it */
    wm_log *lg = NULL;
    ck_assert_int_eq(wm_log_new(l, WM_OMNISCIENT, 0, &lg), WM_OK);
    ck_assert(wm_log_count(lg) > 0);
    wm_log_free(lg);
    wm_free(l);
    /* a damaged hash is caught by the checksum */
    b[len - 8] ^= 1;
    ck_assert_int_eq(wm_load_with_content(b, len, &o, oc, &l), WM_ECORRUPT);
    ck_assert_ptr_null(l);
    free(b);
    /* a built-in game's save: format 2 as before, refused with a pack */
    wm_game *plain = played(WM_DEMOCRACY_UNDER_SIEGE, NULL, 60);
    b = save_of(plain, &len);
    ck_assert_uint_eq(b[4], 2);
    oc = same;
    l = NULL;
    ck_assert_int_eq(wm_load_with_content(b, len, &o, oc, &l), WM_ECONTENT);
    ck_assert_int_eq(wm_load(b, len, &l), WM_OK);
    wm_free(l);
    free(b);
    wm_free(plain);
    wm_free(g);
    wm_content_free(same);
    wm_content_free(other);
    wm_content_free(ebert);
}
END_TEST

START_TEST(saves_clone_copy_resample_keep_the_pack)
{
    wm_content *c = builtin_pack(WM_FRIEDRICH_EBERT);
    wm_game *g = played(WM_FRIEDRICH_EBERT, c, 30);
    wm_game *k = NULL, *r = NULL;
    ck_assert_int_eq(wm_clone(g, &k), WM_OK);
    ck_assert_uint_eq(wm_game_content_hash(k), wm_content_hash(c));
    wm_game *plain = played(WM_FRIEDRICH_EBERT, NULL, 0);
    ck_assert_int_eq(wm_copy(plain, g), WM_OK);
    ck_assert_uint_eq(wm_game_content_hash(plain), wm_content_hash(c));
    ck_assert_uint_eq(wm_hash(plain), wm_hash(g));
    ck_assert_int_eq(wm_resample(g, 0, 7, &r), WM_OK);
    ck_assert_uint_eq(wm_game_content_hash(r), wm_content_hash(c));
    /* a resampled game (no origin) saves in format 3 with the hash, and loads with the pack */
    size_t len;
    unsigned char *b = save_of(r, &len);
    ck_assert_uint_eq(b[4], 3);
    wm_options o;
    const wm_content *oc = NULL;
    wm_options_init(&o);
    oc = c;
    wm_game *l = NULL;
    ck_assert_int_eq(wm_load_with_content(b, len, &o, oc, &l), WM_OK);
    ck_assert_uint_eq(wm_hash(l), wm_hash(r));
    wm_free(l);
    free(b);
    wm_content_free(c);
    wm_free(g);
    wm_free(k);
    wm_free(r);
    wm_free(plain);
}
END_TEST

/* ------------------------------------------------------------------ */
/* Edited cards change the game                                          */
/* ------------------------------------------------------------------ */

START_TEST(edited_siege_card_changes_the_game)
{
    /* N2 "Political Support/Struggle" gives +1 PP; edited to +3 and a name */
    const char *edit = HEAD("siege") ",\"cards\":[{\"code\":\"N2\",\"name\":\"Machtergreifung\",\"text\":"
                                     "\"+3 PP.\",\"effects\":[{\"op\":\"pp\",\"delta\":3}]}]}";
    wm_content *c = load_ok(edit, strlen(edit));
    size_t len;
    ck_assert_int_eq(wm_content_write(WM_DEMOCRACY_UNDER_SIEGE, c, NULL, 0, &len), WM_ERANGE);
    char *text = malloc(len + 1);
    ck_assert_int_eq(wm_content_write(WM_DEMOCRACY_UNDER_SIEGE, c, text, len + 1, &len), WM_OK);
    ck_assert(strstr(text, "{\"code\":\"N2\",\"name\":\"Machtergreifung\",\"text\":\"+3 PP.\"") != NULL);
    ck_assert(strstr(text, "\"effects\":[{\"op\":\"pp\",\"delta\":3}]") != NULL);
    free(text);
    const sg_pack *pk = c->data;
    ck_assert_int_eq(pk->cards[1].ops[0].b, 3);
    ck_assert_int_eq(pk->cards[0].nops, wm__siege_cards[0].nops); /* N1 untouched */
    /* games diverge somewhere in 20 seeds, and never break the invariants */
    int diverged = 0;
    for (uint64_t seed = 1; seed <= 20 && !diverged; seed++) {
        wm_options o;
        const wm_content *oc = NULL;
        wm_options_init(&o);
        o.seed = seed;
        wm_game *a = NULL, *b = NULL;
        ck_assert_int_eq(wm_new_with_content(WM_DEMOCRACY_UNDER_SIEGE, &o, oc, &a), WM_OK);
        oc = c;
        ck_assert_int_eq(wm_new_with_content(WM_DEMOCRACY_UNDER_SIEGE, &o, oc, &b), WM_OK);
        while (!wm_is_over(a) && !wm_is_over(b)) {
            wm_move m;
            ck_assert_int_eq(wm_bot_move(a, &m), WM_OK);
            if (!wm_is_legal(b, m)) {
                diverged = 1;
                break;
            }
            ck_assert_int_eq(wm_apply(a, m), WM_OK);
            ck_assert_int_eq(wm_apply(b, m), WM_OK);
            ck_assert_int_eq(wm_check(b), WM_OK);
            if (wm_hash(a) != wm_hash(b)) {
                diverged = 1;
                break;
            }
        }
        wm_free(a);
        wm_free(b);
    }
    ck_assert(diverged);
    wm_content_free(c);
}
END_TEST

START_TEST(pack_action_ban_on_any_lingering_card)
{
    /* §6.0 a Lingering Event's Action ban (RP_MOD_BAN_ACTION) acts while the
     * card is in play whichever card a pack gives it to - not only the
     * built-in #100 and #135 */
    const char *edit = HEAD("republic") ",\"cards\":[{\"number\":9,\"flags\":[\"lingering\"],"
                                        "\"modifiers\":[{\"op\":\"ban-action\",\"who\":\"NSDAP\","
                                        "\"action\":\"place-unit\"}]}]}";
    wm_content *c = load_ok(edit, strlen(edit));
    rp_state st;
    memset(&st, 0, sizeof st);
    st.linger[0] |= (uint64_t)1 << 9;
    const void *saved = wm__pack_data;
    wm__pack_data = c->data;
    uint32_t nsdap = wm__republic_banned_actions(&st, RP_NSDAP);
    uint32_t kpd = wm__republic_banned_actions(&st, RP_KPD);
    st.linger[0] = 0;
    uint32_t none = wm__republic_banned_actions(&st, RP_NSDAP);
    wm__pack_data = saved;
    ck_assert_uint_eq(nsdap, 1u << WM_REPUBLIC_A_PLACE_UNIT);
    ck_assert_uint_eq(kpd, 0);
    ck_assert_uint_eq(none, 0);
    wm_content_free(c);
}
END_TEST

START_TEST(edited_republic_event_runs_its_program)
{
    /* #1 (no instructions built in) given a program: the active faction
     * gains Momentum and shifts the Economy */
    const char *edit = HEAD("republic") ",\"cards\":[{\"number\":1,\"name\":\"Versailles\",\"ascii\":\"Versailles\","
                                        "\"text\":\"Gain Momentum.\",\"flags\":[],\"program\":[{\"op\":\"momentum\","
                                        "\"who\":\"active\"},{\"op\":\"shift\",\"track\":\"economy\",\"boxes\":-1}]}]}";
    wm_content *c = load_ok(edit, strlen(edit));
    const rp_card_info *cards = c->data;
    ck_assert_str_eq(cards[1].name, "Versailles");
    ck_assert_int_eq(cards[1].fx[0].op, RP_OP_MOMENTUM);
    ck_assert_int_eq(cards[1].fx[0].who, RP_FX_ACTIVE);
    ck_assert_int_eq(cards[1].fx[1].dir, -1);
    ck_assert_int_eq(cards[1].fx[2].op, RP_OP_END);
    ck_assert_int_eq(cards[1].flags & RP_CF_TEXT_UNPUBLISHED, 0);
    /* the move name carries the pack's name */
    wm_options o;
    const wm_content *oc = NULL;
    wm_options_init(&o);
    oc = c;
    o.scenario = 2;
    wm_game *g = NULL;
    ck_assert_int_eq(wm_new_with_content(WM_WEIMAR_REPUBLIC, &o, oc, &g), WM_OK);
    char name[WM_MOVE_NAME_MAX];
    ck_assert_int_eq(wm_move_name(g, WM_REPUBLIC_DRAW + 0, name, sizeof name, NULL), WM_OK);
    wm_free(g);
    /* seeded Non-player games stay valid with the edited card */
    for (uint64_t seed = 1; seed <= 3; seed++) {
        o.seed = seed;
        o.bots = 0xE;
        ck_assert_int_eq(wm_new_with_content(WM_WEIMAR_REPUBLIC, &o, oc, &g), WM_OK);
        for (int i = 0; i < 4000 && !wm_is_over(g); i++) {
            wm_move m;
            ck_assert_int_eq(wm_bot_move(g, &m), WM_OK);
            ck_assert_int_eq(wm_apply(g, m), WM_OK);
        }
        ck_assert_int_eq(wm_check(g), WM_OK);
        wm_free(g);
    }
    wm_content_free(c);
}
END_TEST

/* The Event language's choices in a pack (issue 33): "may", "either" ...
 * "skip" and "replace-cubes" read into the program the engine runs; a
 * "may" past the program's end and an "either" not closed by a "skip"
 * are refused with the instruction's index. */
START_TEST(republic_pack_choices)
{
    const char *edit = HEAD("republic") ",\"cards\":[{\"number\":80,\"program\":["
                                        "{\"op\":\"either\",\"count\":2},"
                                        "{\"op\":\"place-cubes\",\"who\":\"KPD\",\"count\":1,\"spaces\":[\"Berlin\"]},"
                                        "{\"op\":\"skip\",\"count\":1},"
                                        "{\"op\":\"replace-cubes\",\"who\":\"RC\",\"with\":\"KPD\",\"count\":1,"
                                        "\"spaces\":[\"Berlin\"],\"flags\":[\"up-to\"]},"
                                        "{\"op\":\"may\",\"by\":\"NSDAP\"},"
                                        "{\"op\":\"shift\",\"track\":\"reaction\",\"boxes\":1}]}]}";
    wm_content *c = load_ok(edit, strlen(edit));
    const rp_card_info *cards = c->data;
    const rp_fx_op *p = cards[80].fx;
    ck_assert_int_eq(p[0].op, RP_OP_EITHER);
    ck_assert_int_eq(p[0].n, 2);
    ck_assert_int_eq(p[2].op, RP_OP_SKIP);
    ck_assert_int_eq(p[3].op, RP_OP_REPLACE_CUBES);
    ck_assert_int_eq(p[3].who, RP_RC);
    ck_assert_int_eq(p[3].arg, RP_KPD);
    ck_assert_int_eq(p[3].flags, RP_FXF_UPTO);
    ck_assert_int_eq(p[4].op, RP_OP_MAY);
    ck_assert_int_eq(p[4].by, RP_NSDAP + 1);
    ck_assert_int_eq(p[6].op, RP_OP_END);
    wm_content_free(c);
    REFUSED(HEAD("republic") ",\"cards\":[{\"number\":80,\"program\":[{\"op\":\"shift\",\"track\":\"reaction\","
                             "\"boxes\":1},{\"op\":\"may\",\"count\":1}]}]}",
            "card #80", "instruction 1", "past the program's end");
    REFUSED(HEAD("republic") ",\"cards\":[{\"number\":80,\"program\":[{\"op\":\"either\",\"count\":1},"
                             "{\"op\":\"shift\",\"track\":\"reaction\",\"boxes\":1},"
                             "{\"op\":\"shift\",\"track\":\"progress\",\"boxes\":1}]}]}",
            "card #80", "instruction 0", "\"skip\"");
}
END_TEST

START_TEST(edited_ebert_resolution_card)
{
    const char *edit = HEAD("ebert") ",\"resolution_cards\":[{\"number\":13,\"text\":\"Ebert wird gewählt.\","
                                     "\"instructions\":[{\"op\":\"gain\",\"marker\":\"Joker\",\"count\":3}]}],"
                                     "\"letters\":[{\"chapter\":1,\"id\":2,\"name\":\"Ein Brief\",\"eilt\":true}]}";
    wm_content *c = load_ok(edit, strlen(edit));
    size_t len;
    ck_assert_int_eq(wm_content_write(WM_FRIEDRICH_EBERT, c, NULL, 0, &len), WM_ERANGE);
    char *text = malloc(len + 1);
    ck_assert_int_eq(wm_content_write(WM_FRIEDRICH_EBERT, c, text, len + 1, &len), WM_OK);
    /* the pack's text is not marked reconstructed; the renamed letter
     * keeps its RECONSTRUCTED text (lib/ebert/texts.c) and its mark */
    ck_assert(strstr(text, "{\"number\":13,\"name\":\"Wahl in den Parteivorstand\",\"text\":\"Ebert wird gewählt.\","
                           "\"reconstructed\":false,"
                           "\"instructions\":[{\"op\":\"gain\",\"marker\":\"Joker\",\"count\":3}]}") != NULL);
    ck_assert(strstr(text, "{\"chapter\":1,\"id\":2,\"name\":\"Ein Brief\",\"text\":\"After the Russian revolution") !=
              NULL);
    ck_assert(strstr(text, "\"reconstructed\":true,\"group\":\"SPD\",\"eilt\":true") != NULL);
    free(text);
    for (uint64_t seed = 1; seed <= 5; seed++) {
        wm_options o;
        const wm_content *oc = NULL;
        wm_options_init(&o);
        o.seed = seed;
        oc = c;
        wm_game *g = NULL;
        ck_assert_int_eq(wm_new_with_content(WM_FRIEDRICH_EBERT, &o, oc, &g), WM_OK);
        while (!wm_is_over(g)) {
            wm_move m;
            ck_assert_int_eq(wm_bot_move(g, &m), WM_OK);
            ck_assert_int_eq(wm_apply(g, m), WM_OK);
            ck_assert_int_eq(wm_check(g), WM_OK);
        }
        wm_free(g);
    }
    wm_content_free(c);
}
END_TEST

/* ------------------------------------------------------------------ */
/* Bad input                                                            */
/* ------------------------------------------------------------------ */

/* ---- Friedrich Ebert: the texts a person reads (issue 33) ---- */

static size_t count_of(const char *hay, const char *needle)
{
    size_t n = 0;
    for (const char *p = strstr(hay, needle); p; p = strstr(p + 1, needle))
        n++;
    return n;
}

/* Every letter (the golden ones too), resolution card and milestone of the
 * built-in content has a name and a RECONSTRUCTED text, marked; the texts
 * fit a log entry whole (lib/ebert/texts.c: at most 320 bytes). */
START_TEST(ebert_texts_every_card_named_and_marked)
{
    size_t len;
    char *text = builtin_text(WM_FRIEDRICH_EBERT, &len);
    /* 117 letters + 4 golden, 51 resolution cards, 11 milestones */
    ck_assert_uint_eq(count_of(text, "\"reconstructed\":true"), 117 + 4 + 51 + 11);
    ck_assert_uint_eq(count_of(text, "\"reconstructed\":false"), 0);
    ck_assert_uint_eq(count_of(text, "\"name\":null"), 0);
    ck_assert_uint_eq(count_of(text, "\"text\":null"), 0);
    ck_assert_uint_eq(count_of(text, "\"text\":\""), 117 + 4 + 51 + 11);
    for (const char *p = strstr(text, "\"text\":\""); p; p = strstr(p + 1, "\"text\":\"")) {
        const char *e = strstr(p + 8, "\",\"reconstructed\"");
        ck_assert_ptr_nonnull(e);
        ck_assert_msg(e - (p + 8) >= 40 && e - (p + 8) <= 320, "a text of %d bytes: %.60s", (int)(e - (p + 8)), p + 8);
    }
    for (const char *p = strstr(text, "\"name\":\""); p; p = strstr(p + 1, "\"name\":\""))
        ck_assert_msg(p[8] != '"', "an empty name");
    free(text);
}
END_TEST

/* Seeded games of every chapter: the views show every letter's name and
 * text with its mark, never "(text unpublished)"; the log reads every
 * opened letter, resolution card and milestone aloud, marked. */
START_TEST(ebert_texts_in_views_and_log)
{
    for (int ch = 1; ch <= 4; ch++) {
        for (uint64_t seed = 1; seed <= 3; seed++) {
            wm_options o;
            wm_options_init(&o);
            o.scenario = ch;
            o.seed = seed;
            o.flags = seed == 2 ? WM_EBERT_PERSONAL_EXPERIENCES : 0;
            wm_game *g = NULL;
            ck_assert_int_eq(wm_new(WM_FRIEDRICH_EBERT, &o, &g), WM_OK);
            uint64_t r = seed * 77 + (uint64_t)ch;
            int texts = 0;
            for (int k = 0; k < 400 && !wm_is_over(g); k++) {
                if (k % 25 == 0) {
                    size_t vl;
                    ck_assert_int_eq(wm_to_json(g, WM_OMNISCIENT, NULL, 0, &vl), WM_ERANGE);
                    char *v = malloc(vl + 1);
                    ck_assert_int_eq(wm_to_json(g, WM_OMNISCIENT, v, vl + 1, &vl), WM_OK);
                    ck_assert_msg(strstr(v, "(text unpublished)") == NULL, "chapter %d: an unnamed letter", ch);
                    ck_assert(strstr(v, "\"text\":null") == NULL);
                    ck_assert(strstr(v, "\"reconstructed\":false") == NULL);
                    texts += (int)count_of(v, "\"reconstructed\":true");
                    free(v);
                }
                wm_move mv[WM_EBERT_ACTIONS];
                size_t n = wm_legal_moves(g, mv, WM_EBERT_ACTIONS);
                ck_assert(n > 0);
                ck_assert_int_eq(wm_apply(g, mv[rng(&r) % n]), WM_OK);
            }
            ck_assert_int_gt(texts, 0);
            wm_log *lg = NULL;
            ck_assert_int_eq(wm_log_new(g, WM_SPECTATOR, 0, &lg), WM_OK);
            size_t n = wm_log_count(lg), reads = 0, reveals = 0, resolutions = 0;
            for (size_t i = 0; i < n; i++) {
                const char *kind = wm_log_kind(lg, i), *t = wm_log_text(lg, i);
                if (strcmp(kind, "text") == 0) {
                    reads++;
                    ck_assert_msg(strstr(t, " reads: \"") != NULL, "%s", t);
                    size_t tl = strlen(t);
                    ck_assert_msg(tl > 16 && strcmp(t + tl - 16, " [reconstructed]") == 0, "unmarked: %s", t);
                    ck_assert(strstr(t, "...\" [reconstructed]") == NULL); /* never cut */
                }
                if (strcmp(kind, "reveal") == 0 && strstr(t, ": an invitation") == NULL) {
                    reveals++;
                    ck_assert_msg(i + 1 < n && strcmp(wm_log_kind(lg, i + 1), "text") == 0, "not read aloud: %s", t);
                }
                if (strcmp(kind, "resolution") == 0 &&
                    (strncmp(t, "Resolution card ", 16) == 0 || strncmp(t, "Milestone ", 10) == 0)) {
                    resolutions++;
                    ck_assert_msg(i > 0 && strcmp(wm_log_kind(lg, i - 1), "text") == 0, "not read aloud: %s", t);
                }
            }
            ck_assert_uint_gt(reveals, 0);
            ck_assert_uint_gt(resolutions, 0);
            ck_assert_uint_ge(reads, reveals + resolutions);
            wm_log_free(lg);
            wm_free(g);
        }
    }
}
END_TEST

/* A pack's own texts replace the built-in ones in the view and the log,
 * unmarked (the pack's text is not our reconstruction) unless the pack
 * marks them; a milestone's text too. */
START_TEST(ebert_pack_text_is_shown)
{
    const char *edit = HEAD("ebert") ",\"letters\":[{\"chapter\":1,\"id\":0,\"text\":\"Ein Brief von Hand, gedruckt.\"},"
                                     "{\"chapter\":1,\"id\":1,\"text\":\"Auch von Hand.\",\"reconstructed\":true}],"
                                     "\"milestones\":[{\"chapter\":1,\"index\":0,\"name\":\"Der Erste Mai\","
                                     "\"text\":\"Maifeier, wie gedruckt.\"}]}";
    wm_content *c = load_ok(edit, strlen(edit));
    wm_options o;
    wm_options_init(&o);
    o.scenario = 1;
    o.seed = 3;
    wm_game *g = NULL;
    ck_assert_int_eq(wm_new_with_content(WM_FRIEDRICH_EBERT, &o, c, &g), WM_OK);
    size_t vl;
    ck_assert_int_eq(wm_to_json(g, WM_OMNISCIENT, NULL, 0, &vl), WM_ERANGE);
    char *v = malloc(vl + 1);
    ck_assert_int_eq(wm_to_json(g, WM_OMNISCIENT, v, vl + 1, &vl), WM_OK);
    ck_assert_ptr_nonnull(strstr(v, "\"name\":\"Wahl in den Parteivorstand\",\"text\":\"Ein Brief von Hand, gedruckt.\","
                                    "\"reconstructed\":false"));
    ck_assert_ptr_nonnull(strstr(v, "\"name\":\"Der Erste Mai\",\"text\":\"Maifeier, wie gedruckt.\",\"reconstructed\":false"));
    free(v);
    /* play until letter 0 is opened: the log reads the pack's text, unmarked */
    uint64_t r = 5;
    for (int k = 0; k < 200 && !wm_is_over(g); k++) {
        wm_move mv[WM_EBERT_ACTIONS];
        size_t n = wm_legal_moves(g, mv, WM_EBERT_ACTIONS);
        ck_assert(n > 0);
        ck_assert_int_eq(wm_apply(g, mv[rng(&r) % n]), WM_OK);
    }
    wm_log *lg = NULL;
    ck_assert_int_eq(wm_log_new(g, WM_SPECTATOR, 0, &lg), WM_OK);
    int seen = 0;
    for (size_t i = 0; i < wm_log_count(lg); i++)
        if (strcmp(wm_log_text(lg, i), "The letter \"Wahl in den Parteivorstand\" reads: \"Ein Brief von Hand, gedruckt.\"") == 0)
            seen = 1;
    ck_assert(seen);
    wm_log_free(lg);
    wm_free(g);
    /* the canonical text keeps the marks as given */
    ck_assert_int_eq(wm_content_write(WM_FRIEDRICH_EBERT, c, NULL, 0, &vl), WM_ERANGE);
    v = malloc(vl + 1);
    ck_assert_int_eq(wm_content_write(WM_FRIEDRICH_EBERT, c, v, vl + 1, &vl), WM_OK);
    ck_assert_ptr_nonnull(strstr(v, "\"text\":\"Auch von Hand.\",\"reconstructed\":true"));
    ck_assert_ptr_nonnull(strstr(v, "{\"chapter\":1,\"index\":0,\"name\":\"Der Erste Mai\",\"text\":\"Maifeier, wie gedruckt.\","
                                    "\"reconstructed\":false}"));
    free(v);
    wm_content_free(c);
}
END_TEST

/* Names and texts a person reads: hostile ones refused with the card and
 * the field named (control characters that would rewrite a terminal or
 * the log, bidirectional overrides, separators, a byte order mark, empty
 * or blank strings, over-long ones, invalid UTF-8). */
START_TEST(ebert_refused_hostile_texts)
{
#define L1(member) HEAD("ebert") ",\"letters\":[{\"chapter\":1,\"id\":3," member "}]}"
    REFUSED(L1("\"text\":\"\\u001b[2J\""), "letter 3 of chapter 1", "field \"text\"", "U+001B", "control character");
    REFUSED(L1("\"name\":\"Zwei\\nZeilen\""), "letter 3 of chapter 1", "field \"name\"", "U+000A");
    REFUSED(L1("\"text\":\"a\\u202eb\""), "field \"text\"", "U+202E");
    REFUSED(L1("\"text\":\"a\\u2066b\""), "field \"text\"", "U+2066");
    REFUSED(L1("\"text\":\"a\\u2028b\""), "field \"text\"", "U+2028");
    REFUSED(L1("\"text\":\"a\\u0085b\""), "field \"text\"", "U+0085");
    REFUSED(L1("\"text\":\"\\ufeffa\""), "field \"text\"", "U+FEFF");
    REFUSED(L1("\"text\":\"a\\u007fb\""), "field \"text\"", "U+007F");
    REFUSED(L1("\"name\":\"\""), "field \"name\"", "empty");
    REFUSED(L1("\"text\":\"   \""), "field \"text\"", "empty");
    REFUSED(L1("\"reconstructed\":1"), "field \"reconstructed\"");
    REFUSED(HEAD("ebert") ",\"resolution_cards\":[{\"number\":9,\"text\":\"\\u009b31m\"}]}", "resolution card 9", "U+009B");
    REFUSED(HEAD("ebert") ",\"milestones\":[{\"chapter\":1,\"index\":0,\"text\":\"\\u001b]0;x\"}]}", "milestone 0 of chapter 1",
            "field \"text\"", "control character");
    REFUSED(HEAD("ebert") ",\"milestones\":[{\"chapter\":1,\"index\":2}]}", "field \"index\"", "out of range");
    REFUSED(HEAD("ebert") ",\"milestones\":[{\"chapter\":2,\"index\":1,\"name\":null}]}", "milestone 1 of chapter 2",
            "field \"name\"");
    REFUSED(HEAD("ebert") ",\"milestones\":[{\"chapter\":2,\"index\":1},{\"chapter\":2,\"index\":1}]}", "listed twice");
    REFUSED(HEAD("ebert") ",\"milestones\":[{\"chapter\":2,\"index\":1,\"spaces\":3}]}", "spaces");
    /* longer than 2000 bytes */
    char big[2300];
    int n = snprintf(big, sizeof big, "%s", HEAD("ebert") ",\"letters\":[{\"chapter\":1,\"id\":3,\"text\":\"");
    memset(big + n, 'x', 2001);
    snprintf(big + n + 2001, sizeof big - (size_t)n - 2001, "\"}]}");
    REFUSED(big, "letter 3 of chapter 1", "field \"text\"", "too long");
    /* invalid UTF-8 (a raw 0xff byte) never reaches the tables */
    REFUSED(L1("\"text\":\"a\xff b\""), "UTF-8");
#undef L1
    /* the characters a text may have: umlauts, quotes, dashes, the euro */
    wm_content *c = load_ok(L1_OK, strlen(L1_OK));
    wm_content_free(c);
}
END_TEST

START_TEST(bad_input_never_crashes)
{
    wm_content *c = (wm_content *)1;
    char msg[8];
    ck_assert_int_eq(wm_content_new(NULL, 10, NULL, &c, msg, sizeof msg), WM_EINVAL);
    ck_assert_ptr_null(c);
    ck_assert_int_eq(wm_content_new("{}", 2, NULL, NULL, msg, sizeof msg), WM_EINVAL);
    /* a message buffer too small is cut, never overrun; NULL with cap 0 */
    ck_assert_int_eq(wm_content_new("{}", 2, NULL, &c, msg, sizeof msg), WM_ECONTENT);
    ck_assert_uint_eq(strlen(msg), sizeof msg - 1);
    ck_assert_int_eq(wm_content_new("{}", 2, NULL, &c, NULL, 0), WM_ECONTENT);
    /* bad options */
    wm_options o;
    const wm_content *oc = NULL;
    wm_options_init(&o);
    o.size = 4;
    ck_assert_int_eq(wm_content_new("{}", 2, &o, &c, NULL, 0), WM_EINVAL);
    wm_content_free(NULL);
    ck_assert_int_eq(wm_content_title(NULL), 0);
    ck_assert_uint_eq(wm_content_hash(NULL), 0);
    ck_assert_uint_eq(wm_game_content_hash(NULL), 0);
    size_t len;
    ck_assert_int_eq(wm_content_write(WM_FRIEDRICH_EBERT, NULL, NULL, 0, NULL), WM_EINVAL);
    ck_assert_int_eq(wm_content_write((wm_title)99, NULL, NULL, 0, &len), WM_EINVAL);
    /* a pack of another title */
    wm_content *e = builtin_pack(WM_FRIEDRICH_EBERT);
    ck_assert_int_eq(wm_content_write(WM_WEIMAR_REPUBLIC, e, NULL, 0, &len), WM_EINVAL);
    wm_options_init(&o);
    oc = e;
    wm_game *g = (wm_game *)1;
    ck_assert_int_eq(wm_new_with_content(WM_WEIMAR_REPUBLIC, &o, oc, &g), WM_EINVAL);
    ck_assert_ptr_null(g);
    ck_assert_int_eq(wm_new_with_content(WM_FRIEDRICH_EBERT, &o, oc, &g), WM_OK);
    /* a small buffer: WM_ERANGE, the size, nothing written past it */
    char small[16];
    memset(small, 'z', sizeof small);
    ck_assert_int_eq(wm_content_write(WM_FRIEDRICH_EBERT, e, small, 10, &len), WM_ERANGE);
    ck_assert(len > 10);
    ck_assert_int_eq(small[10], 'z');
    /* NULL content is wm_new / wm_load_with */
    wm_game *g2 = NULL;
    ck_assert_int_eq(wm_new_with_content(WM_FRIEDRICH_EBERT, NULL, NULL, &g2), WM_OK);
    ck_assert_uint_eq(wm_game_content_hash(g2), 0);
    ck_assert_int_eq(wm_new_with_content(WM_FRIEDRICH_EBERT, NULL, e, NULL), WM_EINVAL);
    wm_free(g2);
    wm_free(g);
    wm_content_free(e);
    /* truncated saves of a pack game are corrupt, never a crash */
    wm_content *s = builtin_pack(WM_DEMOCRACY_UNDER_SIEGE);
    wm_game *p = played(WM_DEMOCRACY_UNDER_SIEGE, s, 20);
    unsigned char *b = save_of(p, &len);
    wm_options_init(&o);
    oc = s;
    for (size_t cut = 0; cut < len; cut += 7) {
        wm_game *l = NULL;
        wm_status st = wm_load_with_content(b, cut, &o, oc, &l);
        ck_assert(st == WM_ECORRUPT || st == WM_EVERSION);
        ck_assert_ptr_null(l);
    }
    free(b);
    wm_free(p);
    wm_content_free(s);
}
END_TEST

static Suite *content_suite(void)
{
    Suite *s = suite_create("content");
    TCase *t = tcase_create("roundtrip");
    tcase_set_timeout(t, 600);
    tcase_add_test(t, roundtrip_canonical_text_is_a_fixed_point);
    tcase_add_test(t, roundtrip_siege_tables_equal_builtin);
    tcase_add_test(t, siege_pack_reconstructed_cards);
    tcase_add_test(t, roundtrip_republic_tables_equal_builtin);
    tcase_add_test(t, roundtrip_games_identical_ebert);
    tcase_add_test(t, roundtrip_games_identical_republic);
    tcase_add_test(t, roundtrip_games_identical_siege);
    suite_add_tcase(s, t);
    t = tcase_create("refused");
    tcase_set_timeout(t, 120);
    tcase_add_test(t, refused_syntax);
    tcase_add_test(t, refused_header);
    tcase_add_test(t, refused_unknown_field);
    tcase_add_test(t, refused_wrong_type);
    tcase_add_test(t, refused_unknown_card);
    tcase_add_test(t, refused_unknown_opcode_space_track);
    tcase_add_test(t, refused_out_of_range);
    tcase_add_test(t, refused_one_below_the_minimum);
    tcase_add_test(t, refused_duplicate);
    tcase_add_test(t, refused_too_large);
    tcase_add_test(t, refused_nothing_half_loaded);
    suite_add_tcase(s, t);
    t = tcase_create("saves");
    tcase_set_timeout(t, 120);
    tcase_add_test(t, saves_only_with_the_same_pack);
    tcase_add_test(t, saves_clone_copy_resample_keep_the_pack);
    suite_add_tcase(s, t);
    t = tcase_create("edited");
    tcase_set_timeout(t, 300);
    tcase_add_test(t, edited_siege_card_changes_the_game);
    tcase_add_test(t, edited_republic_event_runs_its_program);
    tcase_add_test(t, republic_pack_choices);
    tcase_add_test(t, pack_action_ban_on_any_lingering_card);
    tcase_add_test(t, edited_ebert_resolution_card);
    tcase_add_test(t, ebert_texts_every_card_named_and_marked);
    tcase_add_test(t, ebert_texts_in_views_and_log);
    tcase_add_test(t, ebert_pack_text_is_shown);
    tcase_add_test(t, ebert_refused_hostile_texts);
    suite_add_tcase(s, t);
    t = tcase_create("bad_input");
    tcase_add_test(t, bad_input_never_crashes);
    suite_add_tcase(s, t);
    return s;
}

int main(void)
{
    SRunner *r = srunner_create(content_suite());
    srunner_run_all(r, CK_NORMAL);
    int failed = srunner_ntests_failed(r);
    srunner_free(r);
    return failed ? 1 : 0;
}
