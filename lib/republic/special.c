/*
 * special.c - The Weimar Republic: the Non-player Special Action tables
 * (§8.9-§8.12) and the Order of Operations lists (§8.6) as data.
 *
 * Provenance: RULEBOOK, every value (the sections are cited per table);
 * the facts file §5.2-§5.3 agrees with each of them.  The engine that
 * performs these items is npturn.c, with the conditions of bots.c (see
 * doc/rules-republic.md, "The Non-player system (§8)").
 */
#include "content.h"

#define S(op_, c_) {RP_NPOP_##op_, (c_)}
#define ITEM1(n_, c_, a_) {n_, (c_), 1, {a_, {0, 0}, {0, 0}}}
#define ITEM2(n_, c_, a_, b_) {n_, (c_), 2, {a_, b_, {0, 0}}}
#define ITEM3(n_, c_, a_, b_, d_) {n_, (c_), 3, {a_, b_, d_}}

/* Place Unit & Assault: KPD §8.10 and NSDAP §8.11, die 1. */
#define MILITARY_KN                                                                                 \
    {"Military Actions", 1, 1, 1,                                                                   \
     {ITEM2("Place Unit & Assault", 0, S(PLACE_UNIT, 0), S(ASSAULT, RP_NPC_FACTION_ORDER))}}
#define STANCE_KN                                                                                   \
    {"Stance Actions", 2, 2, 1, {ITEM1("Change Stance", RP_NPC_STANCE_USED, S(STANCE_DIE, 0))}}
#define CADRE_KN {"Cadre Actions", 5, 5, 1, {ITEM1("Place Cadre", 0, S(PLACE_CADRE, 0))}}
#define POLITICAL_KN                                                                                \
    {"Political Actions", 6, 6, 1, {ITEM1("Move Middle Class Sympathies", 0, S(MOVE_MCS, 0))}}

const rp_np_table wm__republic_np_special[RP_NFACTIONS] = {
    /* §8.9 NP Coalition */
    [RP_COALITION] = {4,
                      {
                          {"Reform Actions", 1, 2, 5,
                           {
                               ITEM1("Place Sudden Victory Marker", RP_NPC_GT_OR_DECLINE | RP_NPC_SV_REQUIREMENTS,
                                     S(PLACE_SUDDEN_VICTORY, 0)),
                               ITEM1("Place Reform", 0, S(PLACE_REFORM, RP_NPC_NO_REFORM_THERE)),
                               ITEM1("Advance Progress", 0, S(ADVANCE_PROGRESS, 0)),
                               ITEM2("Place Leverage & Remove Leverage", 0, S(PLACE_LEV_TRACK, 0), S(REMOVE_LEV, 0)),
                               ITEM1("Increase Deals", 0, S(US_DEALS, 0)),
                           }},
                          {"Political Actions", 3, 3, 1,
                           {ITEM2("Move Middle Class Sympathies & Increase Unity", 0,
                                  S(MOVE_MCS, RP_NPC_OWN_MAT_FIRST), S(UNITY_RIGHT, 0))}},
                          {"Military Actions", 4, 4, 2,
                           {
                               ITEM2("Place Unit & Assault", 0, S(PLACE_UNIT, 0), S(ASSAULT, RP_NPC_FACTION_ORDER)),
                               ITEM1("Increase Deals", 0, S(USSR_DEALS, 0)),
                           }},
                          {"Economic Actions", 5, 6, 3,
                           {
                               ITEM2("Remove Leverage & Place Leverage on a Track", RP_NPC_ECON_TROUBLE,
                                     S(REMOVE_BLACK_ECON, RP_NPC_MARKER_SIDE_FIRST),
                                     S(PLACE_YELLOW_ECON, RP_NPC_MARKER_SIDE_FIRST)),
                               ITEM1("Place Leverage on the Map", 0, S(PLACE_LEV_MAP, RP_NPC_STRIKE_SPACE_FIRST)),
                               ITEM1("Increase Deals", 0, S(US_DEALS, 0)),
                           }},
                      }},
    /* §8.10 NP KPD */
    [RP_KPD] = {5,
                {
                    MILITARY_KN,
                    STANCE_KN,
                    {"Strike Actions", 3, 4, 2,
                     {
                         ITEM1("Flip Strike", RP_NPC_GENERAL_STRIKE, S(FLIP_STRIKE, 0)),
                         ITEM1("Place Strike", 0, S(PLACE_STRIKE, 0)),
                     }},
                    CADRE_KN,
                    POLITICAL_KN,
                }},
    /* §8.11 NP NSDAP */
    [RP_NSDAP] = {5,
                  {
                      MILITARY_KN,
                      STANCE_KN,
                      {"Assassination Actions", 3, 4, 1,
                       {ITEM1("Place Assassinations", 0, S(PLACE_ASSASSINATIONS, RP_NPC_NO_ASS_THERE))}},
                      CADRE_KN,
                      POLITICAL_KN,
                  }},
    /* §8.12 NP RC */
    [RP_RC] = {5,
               {
                   {"Military Actions", 1, 1, 1,
                    {ITEM3("Place Unit or Test Coalition Loyalty & Assault", 0, S(PLACE_UNIT, 0),
                           S(TEST_LOYALTY, RP_NPC_NO_RC_FREIKORPS | RP_NPC_ROGUE_SPACE_FIRST),
                           S(ASSAULT, RP_NPC_FACTION_ORDER))}},
                   {"Cultural Leverage Actions", 2, 2, 1,
                    {ITEM2("Place Leverage & Remove Leverage", 0, S(PLACE_LEV_TRACK, 0),
                           S(REMOVE_YELLOW_PROGRESS_HIGHEST, 0))}},
                   {"Economic Leverage Actions", 3, 3, 1,
                    {ITEM2("Remove Leverage & Place Leverage", 0, S(REMOVE_YELLOW_ECON, 0),
                           S(PLACE_BLACK_ECON, RP_NPC_CRISIS_HYPER))}},
                   {"Political Actions", 4, 4, 1, {ITEM1("Move Middle Class Sympathies", 0, S(MOVE_MCS, 0))}},
                   {"Agitation Actions", 5, 6, 2,
                    {
                        ITEM1("Advance Reaction", 0, S(ADVANCE_REACTION, 0)),
                        ITEM1("Place Assassinations", 0, S(PLACE_ASSASSINATIONS, RP_NPC_NO_ASS_THERE)),
                    }},
               }},
};

int wm__republic_np_category(int faction, int die)
{
    if (faction < 0 || faction >= RP_NFACTIONS || die < 1 || die > 6)
        return -1;
    const rp_np_table *t = &wm__republic_np_special[faction];
    for (int c = 0; c < t->ncategories; c++)
        if (die >= t->cat[c].die_lo && die <= t->cat[c].die_hi)
            return c;
    return -1;
}

/* §8.8 "move on to the next listed category in order (loop back from 6 to
 * 1, if needed)". */
int wm__republic_np_next_category(int faction, int cat)
{
    if (faction < 0 || faction >= RP_NFACTIONS)
        return -1;
    int n = wm__republic_np_special[faction].ncategories;
    if (cat < 0 || cat >= n)
        return -1;
    return (cat + 1) % n;
}

/* §8.6 Section 1, each list as the rulebook prints it, top first. */
const uint8_t wm__republic_np_options[RP_NFACTIONS][RP_NP_MAX_OPTIONS + 1] = {
    [RP_COALITION] = {RP_NPO_REMOVE_OPPOSING, RP_NPO_PLACE_OWN, RP_NPO_GAIN_PC, RP_NPO_PROGRESS_UP,
                      RP_NPO_REACTION_DOWN, RP_NPO_UNITY_RIGHT, RP_NPO_ECON_STABLE, RP_NPO_MOVE_MCS,
                      RP_NPO_PLACE_YELLOW, RP_NPO_REMOVE_BLACK, RP_NPO_KINDS},
    [RP_KPD] = {RP_NPO_REMOVE_OPPOSING, RP_NPO_PLACE_OWN, RP_NPO_GAIN_PC, RP_NPO_PROGRESS_DOWN, RP_NPO_REACTION_DOWN,
                RP_NPO_ECON_MASS, RP_NPO_MOVE_MCS, RP_NPO_KINDS, RP_NPO_KINDS, RP_NPO_KINDS, RP_NPO_KINDS},
    [RP_NSDAP] = {RP_NPO_REMOVE_OPPOSING, RP_NPO_MOVE_MCS, RP_NPO_PLACE_OWN, RP_NPO_GAIN_PC, RP_NPO_REACTION_UP,
                  RP_NPO_PROGRESS_DOWN, RP_NPO_ECON_MASS, RP_NPO_KINDS, RP_NPO_KINDS, RP_NPO_KINDS, RP_NPO_KINDS},
    [RP_RC] = {RP_NPO_REMOVE_OPPOSING, RP_NPO_MOVE_MCS, RP_NPO_GAIN_PC, RP_NPO_PLACE_OWN, RP_NPO_REACTION_UP,
               RP_NPO_PROGRESS_DOWN_UNLESS_REACTION_ABOVE, RP_NPO_ECON_HYPER, RP_NPO_PLACE_BLACK, RP_NPO_REMOVE_YELLOW,
               RP_NPO_KINDS, RP_NPO_KINDS},
};

/* §8.6 Section 3. */
const uint8_t wm__republic_np_piece_order[RP_NPP_KINDS] = {
    RP_NPP_REFORM, RP_NPP_UPRISING, RP_NPP_MCS,  RP_NPP_CLIQUE, RP_NPP_STRIKE,
    RP_NPP_ASSASSINATIONS, RP_NPP_LEVERAGE, RP_NPP_CADRE, RP_NPP_UNIT, RP_NPP_CUBE,
};

/* §8.6 Section 4 Step D. */
const uint8_t wm__republic_np_track_order[RP_NPT_KINDS] = {
    RP_NPT_FACTION_MAT, RP_NPT_PROGRESS_REACTION, RP_NPT_ECONOMY, RP_NPT_US_DEALS, RP_NPT_USSR_DEALS, RP_NPT_MAP,
};
