/*
 * tables.c - The Weimar Republic: the engine's own small tables (names used
 * in move names and views, the Actions of each faction, §6.3-§6.6) and the
 * check that the public space ids mirror the content's enum rp_space.
 */
#include "republic.h"

_Static_assert(WM_REPUBLIC_BERLIN == RP_BERLIN && WM_REPUBLIC_MUENCHEN == RP_MUENCHEN &&
                   WM_REPUBLIC_HAMBURG == RP_HAMBURG && WM_REPUBLIC_KOELN == RP_KOELN &&
                   WM_REPUBLIC_BAYERN == RP_BAYERN && WM_REPUBLIC_MECKLENBURG == RP_MECKLENBURG &&
                   WM_REPUBLIC_OLDENBURG == RP_OLDENBURG &&
                   WM_REPUBLIC_BRAUNSCHWEIG_ANHALT == RP_BRAUNSCHWEIG_ANHALT &&
                   WM_REPUBLIC_WALDECK_LIPPE == RP_WALDECK_LIPPE && WM_REPUBLIC_SACHSEN == RP_SACHSEN &&
                   WM_REPUBLIC_THUERINGEN == RP_THUERINGEN && WM_REPUBLIC_HESSEN == RP_HESSEN &&
                   WM_REPUBLIC_BADEN == RP_BADEN && WM_REPUBLIC_WUERTTEMBERG == RP_WUERTTEMBERG &&
                   WM_REPUBLIC_OSTPREUSSEN == RP_OSTPREUSSEN &&
                   WM_REPUBLIC_POSEN_WESTPREUSSEN == RP_POSEN_WESTPREUSSEN &&
                   WM_REPUBLIC_POMMERN == RP_POMMERN && WM_REPUBLIC_BRANDENBURG == RP_BRANDENBURG &&
                   WM_REPUBLIC_PROVINZ_SACHSEN == RP_PROVINZ_SACHSEN &&
                   WM_REPUBLIC_NIEDERSCHLESIEN == RP_NIEDERSCHLESIEN &&
                   WM_REPUBLIC_OBERSCHLESIEN == RP_OBERSCHLESIEN &&
                   WM_REPUBLIC_SCHLESWIG_HOLSTEIN == RP_SCHLESWIG_HOLSTEIN &&
                   WM_REPUBLIC_PROVINZ_HANNOVER == RP_PROVINZ_HANNOVER &&
                   WM_REPUBLIC_PROVINZ_WESTFALEN == RP_PROVINZ_WESTFALEN &&
                   WM_REPUBLIC_HESSENPROVINZ == RP_HESSENPROVINZ && WM_REPUBLIC_RHEINPROVINZ == RP_RHEINPROVINZ &&
                   WM_REPUBLIC_SPACES == RP_NSPACES,
               "public space ids must mirror enum rp_space");
_Static_assert(WM_REPUBLIC_COALITION == RP_COALITION && WM_REPUBLIC_KPD == RP_KPD &&
                   WM_REPUBLIC_NSDAP == RP_NSDAP && WM_REPUBLIC_RC == RP_RC,
               "seats are factions");
_Static_assert(WM_REPUBLIC_TUTORIAL == RP_SC_TUTORIAL && WM_REPUBLIC_FATE == RP_SC_FATE, "scenario ids");
_Static_assert(WM_REPUBLIC_T_ECON_LEFT == RP_SIDE_LEFT && WM_REPUBLIC_T_ECON_RIGHT == RP_SIDE_RIGHT, "sides");
_Static_assert(WM_REPUBLIC_DRAW + RP_NCARDS == WM_REPUBLIC_BOX, "move ranges");
_Static_assert(WM_REPUBLIC_BOX + NBOX == WM_REPUBLIC_ACTIONS, "move ranges");
_Static_assert(WM_REPUBLIC_B_US == BOX_US && WM_REPUBLIC_B_USSR == BOX_USSR && WM_REPUBLIC_B_RC == BOX_RC &&
                   WM_REPUBLIC_B_KPD == BOX_KPD && WM_REPUBLIC_B_NSDAP == BOX_NSDAP &&
                   WM_REPUBLIC_B_PAWNS == BOX_PAWNS && WM_REPUBLIC_B_REACTION == BOX_REACTION &&
                   WM_REPUBLIC_B_HYPER == BOX_HYPER && WM_REPUBLIC_B_MASS == BOX_MASS,
               "holding box ids");
_Static_assert(WM_REPUBLIC_DISCARD == WM_REPUBLIC_CARD + RP_NCARDS, "move ranges");
_Static_assert(WM_REPUBLIC_DRAW == WM_REPUBLIC_DISCARD + RP_NCARDS, "move ranges");
_Static_assert(WM_REPUBLIC_CARD == WM_REPUBLIC_TIE + 4, "move ranges");
_Static_assert(WM_REPUBLIC_TIE == WM_REPUBLIC_SPACE + RP_NSPACES, "move ranges");

const char *const wm__republic_faction_names[NF] = {"Coalition", "KPD", "NSDAP", "RC"};

const char *const wm__republic_action_names[WM_REPUBLIC_NACTIONS] = {
    "Assault", "Gain Momentum", "Move MCS", "Move Units", "Place Influence", "Remove Influence",
    "Place SV Marker", "Place Unit", "Advance Progress", "Increase Deals", "Increase Unity",
    "Leverage Map", "Leverage Track", "Place Reform", "Remove Leverage", "Change Stance",
    "Flip Strike", "Place Cadre", "Place Strike", "Place Assassinations", "Advance Reaction",
    "Place Clique", "Test Loyalty",
};

#define A(x) (1u << WM_REPUBLIC_A_##x)
#define COMMON (A(ASSAULT) | A(GAIN_MOMENTUM) | A(MOVE_MCS) | A(MOVE_UNITS) | A(PLACE_INFLUENCE) | \
                A(REMOVE_INFLUENCE) | A(PLACE_SV) | A(PLACE_UNIT))
/* The Action lists of §6.3 (Coalition), §6.4 (KPD), §6.5 (NSDAP), §6.6 (RC). */
const uint32_t wm__republic_faction_actions[NF] = {
    COMMON | A(ADVANCE_PROGRESS) | A(INCREASE_DEALS) | A(INCREASE_UNITY) | A(LEVERAGE_MAP) |
        A(LEVERAGE_TRACK) | A(PLACE_REFORM) | A(REMOVE_LEVERAGE),
    COMMON | A(CHANGE_STANCE) | A(FLIP_STRIKE) | A(PLACE_CADRE) | A(PLACE_STRIKE),
    COMMON | A(CHANGE_STANCE) | A(ASSASSINATIONS) | A(PLACE_CADRE),
    COMMON | A(ADVANCE_REACTION) | A(ASSASSINATIONS) | A(PLACE_CLIQUE) | A(LEVERAGE_MAP) |
        A(LEVERAGE_TRACK) | A(REMOVE_LEVERAGE) | A(TEST_LOYALTY),
};
