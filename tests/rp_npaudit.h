/*
 * rp_npaudit.h - an audit of the Non-player system (§8.6, §8.7) over
 * whole seeded games in which all four factions are Non-player.
 *
 * The audit plays a game with WM_OPT_EXTERNAL_DICE (the chance moves drawn
 * uniformly from its own generator) and runs the engine's procedures
 * itself (wm__republic_run, wm__republic_np_answer), so that it sees every
 * question an NP seat answers.  At each one it recomputes, from the
 * rulebook and independently of lib/republic/bots.c, the set of answers
 * the guideline allows, and counts the answers outside it:
 *
 * - §8.6 Section 4 Step B for the space of a Place Influence and a Remove
 *   Influence Action, with the cubes the Action really places or removes
 *   (the Economy or Reaction track's number, the Coalition's one; at most
 *   the space's room and the cubes Available; a removal takes opposing
 *   cubes in the bot card's Faction Order, never of a faction with
 *   Supremacy there);
 * - §8.6 Step C for the space of a Place Unit Action, with the SV of the
 *   unit placed (Reichswehr 3, Freikorps 2, Worker Militia and SA 1);
 * - §8.6 Section 3 at every removal that offers pieces besides cubes: the
 *   first opposing piece in Section 3's order (Reform, Leverage, Cadre)
 *   before any Influence cube;
 * - §8.7 on every NP turn with an Event card, from the game's log: the
 *   Event card revealed, then Article 48, then Reichstag Seats, then the
 *   Parliamentary Control card, then the Event performed;
 * - issue 32 (§1.5, §6.1): at every answer to an Event instruction's own
 *   space question, that no scratch field of another procedure is read as
 *   the General Strike's "which Reform" flag (a_k set while the
 *   instruction is no Strike placement, or no General Strike is on), and,
 *   from the log, that every Reform an Event's General Strike removes
 *   follows the General Strike's beginning;
 * - §8.7 "only if the Event would have some effect": every NP Article 48
 *   cancel is of an Event that, performed instead on a copy, changes some
 *   piece, track or card.
 */
#ifndef RP_NPAUDIT_H
#define RP_NPAUDIT_H

#include <stdint.h>

typedef struct rpa_counts {
    long games;
    long place, place_bad;   /* §8.6 Step B, Place Influence spaces */
    long remove, remove_bad; /* §8.6 Step B, Remove Influence spaces */
    long unit, unit_bad;     /* §8.6 Step C, Place Unit spaces */
    long s3, s3_bad;         /* §8.6 Section 3, removals offering pieces and cubes */
    long turns, turns_bad;   /* §8.7, NP turns on an "Event + 2" bot card */
    long seats_pc, seats_pc_bad; /* of them: Reichstag Seats and a PC card both played */
    /* issue 32: the answers to an Event instruction's own question, those
     * read with a scratch field another procedure left (a_k not the §1.5
     * General Strike's flag), and the Reforms an Event's "General Strike
     * removes a Reform" took with no General Strike just begun (the log) */
    long ev_answers, ev_stale, gs_reforms, gs_reforms_bad;
    /* every question asked once: answers to one placement or removal
     * instruction beyond its count (the General Strike's Reform one more) */
    long ev_overasked;
    /* §5.3: Event Reform placements asked, those at Unity below Sound */
    long ev_reform, ev_reform_fragile;
    /* §8.7: NP Article 48 cancels, those of an Event that would have done
     * nothing (the Event performed on a copy through the engine's own
     * machine changes no piece, track or card) */
    long a48, a48_noeffect;
    long run_card, run_stage, run_nfr, run_n; /* (the audit's own: the instruction being answered) */
} rpa_counts;

/* Plays one all-NP game of `scenario` from `seed` and adds its counts to c.
 * Returns 0, or -1 when the game could not be played to its end. */
int rpa_play(int scenario, uint64_t seed, rpa_counts *c);

/* The counts on one line (for the test's output). */
void rpa_print(const char *label, const rpa_counts *c);

#endif /* RP_NPAUDIT_H */
