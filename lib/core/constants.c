/*
 * constants.c - wm_constants_json(): the ABI's constants as one JSON text,
 * the one source the bindings read their titles, scenarios, seats and
 * flags from (issue 23, part 3).
 *
 * Every value below is the C constant itself (never a copied number), so
 * the text cannot drift from the headers; tests/check_core.c and the
 * bindings' tests compare the text with include/weimar.h and
 * include/weimar/<title>.h and with each binding's exports.
 */
#include "core.h"

#include "weimar/ebert.h"
#include "weimar/march.h"
#include "weimar/republic.h"
#include "weimar/siege.h"

/* One named constant: the binding's member name, the C macro (NULL: none
 * in the headers), the value and the English text. */
typedef struct cst {
    const char *name;
    const char *c;
    int64_t value;
    const char *text;
} cst;

#define C(prefix, name, text) { #name, #prefix #name, prefix##name, text }
#define ROWS(a) a, sizeof a / sizeof a[0]

static const cst statuses[] = {
    { "OK", "WM_OK", WM_OK, NULL },
    { "EINVAL", "WM_EINVAL", WM_EINVAL, NULL },
    { "EILLEGAL", "WM_EILLEGAL", WM_EILLEGAL, NULL },
    { "ENOMEM", "WM_ENOMEM", WM_ENOMEM, NULL },
    { "ECORRUPT", "WM_ECORRUPT", WM_ECORRUPT, NULL },
    { "EVERSION", "WM_EVERSION", WM_EVERSION, NULL },
    { "ERANGE", "WM_ERANGE", WM_ERANGE, NULL },
    { "EOVER", "WM_EOVER", WM_EOVER, NULL },
    { "ECONTENT", "WM_ECONTENT", WM_ECONTENT, NULL },
};
static const cst options[] = {
    C(WM_OPT_, EXTERNAL_DICE, "every die roll, shuffle and draw is a decision of the chance seat"),
    C(WM_OPT_, NO_HISTORY, "keep no history"),
};
static const cst specials[] = {
    { "CHANCE", "WM_CHANCE", WM_CHANCE, "to_move: the chance seat" },
    { "NOBODY", "WM_NOBODY", WM_NOBODY, "to_move: nobody, the game is over" },
    { "OMNISCIENT", "WM_OMNISCIENT", WM_OMNISCIENT, "viewer: sees everything" },
    { "SPECTATOR", "WM_SPECTATOR", WM_SPECTATOR, "viewer: sees what is public" },
};
static const cst results[] = {
    { "WIN", "WM_WIN", WM_WIN, NULL },
    { "DRAW", "WM_DRAW", WM_DRAW, NULL },
    { "LOSS", "WM_LOSS", WM_LOSS, NULL },
};
static const cst policies[] = {
    C(WM_PLAYOUT_, RANDOM, "uniformly random legal moves"),
    C(WM_PLAYOUT_, BOT, "wm_bot_move()"),
};
static const cst misc[] = {
    { "OPT_TITLE_SHIFT", "WM_OPT_TITLE_SHIFT", WM_OPT_TITLE_SHIFT, "the first bit of the titles' own flags" },
    { "MOVE_NAME_MAX", "WM_MOVE_NAME_MAX", WM_MOVE_NAME_MAX, "a move name's bytes, NUL included" },
    { "VERSION_MAJOR", "WM_VERSION_MAJOR", WM_VERSION_MAJOR, NULL },
    { "VERSION_MINOR", "WM_VERSION_MINOR", WM_VERSION_MINOR, NULL },
    { "VERSION_PATCH", "WM_VERSION_PATCH", WM_VERSION_PATCH, NULL },
};

/* The March of Progress */
static const cst march_scenarios[] = {
    C(WM_MARCH_, THIRTY_YEARS_WAR, "The Thirty Years War"),
    C(WM_MARCH_, MARLBOROUGH, "The Age of Marlborough"),
    C(WM_MARCH_, VIVE_L_EMPEREUR, "Vive l'Empereur"),
    C(WM_MARCH_, WAR_TO_END_WAR, "The War to End War"),
    C(WM_MARCH_, WW2_IN_THE_WEST, "World War 2 in the West"),
    C(WM_MARCH_, POLITICS, "Politics By Other Means"),
};
static const cst march_seats[] = {
    C(WM_MARCH_, BLUE, "Blue"),
    C(WM_MARCH_, ORANGE, "Orange"),
    C(WM_MARCH_, NEUTRAL, "Neutral (Politics By Other Means only)"),
};
static const cst march_flags[] = {
    C(WM_MARCH_, AGREEMENT, "offer \"both players agree to end the game\" as moves"),
};

/* Friedrich Ebert */
static const cst ebert_scenarios[] = {
    C(WM_EBERT_, CHAPTER_I, "Chapter I: Das Kaiserreich"),
    C(WM_EBERT_, CHAPTER_II, "Chapter II: Der Erste Weltkrieg"),
    C(WM_EBERT_, CHAPTER_III, "Chapter III: Die Revolution"),
    C(WM_EBERT_, CHAPTER_IV, "Chapter IV: Die fruehe Weimarer Republik"),
};
static const cst ebert_seats[] = {
    C(WM_EBERT_, EBERT, "Ebert"),
    { "PERSON_2", NULL, 1, "2nd person" },
    { "PERSON_3", NULL, 2, "3rd person" },
    { "PERSON_4", NULL, 3, "4th person" },
};
static const cst ebert_flags[] = {
    C(WM_EBERT_, MEDIUM, "medium game: the Game Lost markers on 9"),
    C(WM_EBERT_, HARD, "hard game: the Game Lost markers on 8"),
    C(WM_EBERT_, PERSONAL_EXPERIENCES, "variant Persoenliche Erlebnisse"),
    C(WM_EBERT_, FLEXIBILITY, "variant Flexibilitaet"),
};
static const cst ebert_other[] = {
    C(WM_EBERT_, DIFFICULTY_MASK, "the difficulty field of the flags (MEDIUM | HARD)"),
    C(WM_EBERT_, MAX_SEATS, "most people at the table"),
};

/* The Weimar Republic */
static const cst republic_scenarios[] = {
    C(WM_REPUBLIC_, TUTORIAL, "Tutorial Scenario"),
    C(WM_REPUBLIC_, REVOLUTION, "A Time for Revolution?"),
    C(WM_REPUBLIC_, NEW_HOPE, "A New Hope"),
    C(WM_REPUBLIC_, BLACK_SUN, "Black Sun Rising"),
    C(WM_REPUBLIC_, FATE, "The Fate of the Republic"),
};
static const cst republic_seats[] = {
    C(WM_REPUBLIC_, COALITION, "Coalition"),
    C(WM_REPUBLIC_, KPD, "KPD"),
    C(WM_REPUBLIC_, NSDAP, "NSDAP"),
    C(WM_REPUBLIC_, RC, "RC"),
};
static const cst republic_flags[] = {
    C(WM_REPUBLIC_, PUBLISHED_ONLY, "the published cards only"),
};

/* Democracy under Siege: one set-up, with no constant of its own. */
static const cst siege_scenarios[] = {
    { "SETUP_1933", NULL, 1, "1933-1940" },
};
static const cst siege_seats[] = {
    C(WM_SIEGE_, NAZISM, "Nazism"),
    C(WM_SIEGE_, DEMOCRACY, "Democracy"),
    C(WM_SIEGE_, COMMUNISM, "Communism (3 seats only)"),
};
static const cst siege_flags[] = {
    C(WM_SIEGE_, ADVANCED, "Advanced Play Mode (without: Short Play Mode)"),
    C(WM_SIEGE_, PP_BONUS, "the optional +1 PP rule of 2 seats (3.3.1)"),
    C(WM_SIEGE_, PUBLISHED_ONLY, "the published cards only (the 49 undescribed cards play for PP)"),
};

typedef struct title_row {
    wm_title id;
    const char *c, *key, *short_name;
    int seats_min, seats_max, seats_default, bots; /* bots: the Non-player rules may run seats */
    int scenario_default;
    const cst *scenarios;
    size_t nscenarios;
    const cst *seats;
    size_t nseats;
    const cst *flags;
    size_t nflags;
    const cst *other;
    size_t nother;
} title_row;

static const title_row titles[] = {
    { WM_MARCH_OF_PROGRESS, "WM_MARCH_OF_PROGRESS", "MARCH_OF_PROGRESS", "march", 2, 3, 2, 0,
      WM_MARCH_THIRTY_YEARS_WAR, ROWS(march_scenarios), ROWS(march_seats), ROWS(march_flags), NULL, 0 },
    { WM_FRIEDRICH_EBERT, "WM_FRIEDRICH_EBERT", "FRIEDRICH_EBERT", "ebert", 1, WM_EBERT_MAX_SEATS,
      WM_EBERT_MAX_SEATS, 0, WM_EBERT_CHAPTER_I, ROWS(ebert_scenarios), ROWS(ebert_seats), ROWS(ebert_flags),
      ROWS(ebert_other) },
    { WM_WEIMAR_REPUBLIC, "WM_WEIMAR_REPUBLIC", "WEIMAR_REPUBLIC", "republic", 4, 4, 4, 1, WM_REPUBLIC_FATE,
      ROWS(republic_scenarios), ROWS(republic_seats), ROWS(republic_flags), NULL, 0 },
    { WM_DEMOCRACY_UNDER_SIEGE, "WM_DEMOCRACY_UNDER_SIEGE", "DEMOCRACY_UNDER_SIEGE", "siege", 2, 3, 3, 0, 1,
      ROWS(siege_scenarios), ROWS(siege_seats), ROWS(siege_flags), NULL, 0 },
};

static void write_list(wm_json *j, const char *key, const cst *rows, size_t n)
{
    wm__json_key(j, key);
    wm__json_arr(j);
    for (size_t i = 0; i < n; i++) {
        wm__json_obj(j);
        wm__json_kstr(j, "name", rows[i].name);
        wm__json_kstr_or_null(j, "c", rows[i].c);
        wm__json_kint(j, "value", rows[i].value);
        if (rows[i].text)
            wm__json_kstr(j, "text", rows[i].text);
        else if (key[0] == 's' && key[1] == 't') /* "status": wm_strerror's text */
            wm__json_kstr(j, "text", wm_strerror((wm_status)rows[i].value));
        wm__json_obj_end(j);
    }
    wm__json_arr_end(j);
}

wm_status wm_constants_json(char *buf, size_t cap, size_t *len)
{
    if (!len)
        return wm__fail(WM_EINVAL, "len is NULL");
    wm_json j;
    wm__json_init(&j, buf, buf ? cap : 0);
    wm__json_obj(&j);
    wm__json_kstr(&j, "version", wm_version());
    write_list(&j, "status", ROWS(statuses));
    write_list(&j, "options", ROWS(options));
    write_list(&j, "special_seats", ROWS(specials));
    write_list(&j, "results", ROWS(results));
    write_list(&j, "playout_policies", ROWS(policies));
    write_list(&j, "limits", ROWS(misc));
    wm__json_key(&j, "titles");
    wm__json_arr(&j);
    for (size_t i = 0; i < sizeof titles / sizeof titles[0]; i++) {
        const title_row *t = &titles[i];
        wm__json_obj(&j);
        wm__json_kint(&j, "id", t->id);
        wm__json_kstr(&j, "c", t->c);
        wm__json_kstr(&j, "key", t->key);
        wm__json_kstr(&j, "short_name", t->short_name);
        wm__json_kstr(&j, "name", wm_title_name(t->id));
        wm__json_kbool(&j, "available", wm_title_available(t->id) != 0);
        wm__json_kint(&j, "seats_min", t->seats_min);
        wm__json_kint(&j, "seats_max", t->seats_max);
        wm__json_kint(&j, "seats_default", t->seats_default);
        wm__json_kbool(&j, "bots", t->bots != 0);
        wm__json_kint(&j, "scenario_default", t->scenario_default);
        wm__json_kint(&j, "actions", wm__title_ops(t->id) ? wm__title_ops(t->id)->action_count : 0);
        write_list(&j, "scenarios", t->scenarios, t->nscenarios);
        write_list(&j, "seats", t->seats, t->nseats);
        write_list(&j, "flags", t->flags, t->nflags);
        write_list(&j, "other", t->other, t->nother);
        wm__json_obj_end(&j);
    }
    wm__json_arr_end(&j);
    wm__json_obj_end(&j);
    return wm__json_finish(&j, len);
}
