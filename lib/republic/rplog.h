/*
 * rplog.h - names for the game log of The Weimar Republic (log entries are
 * written only inside `if (wm__logging())`, see lib/core/internal.h).
 */
#ifndef WM_REPUBLIC_RPLOG_H
#define WM_REPUBLIC_RPLOG_H

#include "republic.h"

static inline const char *rpl_f(int f)
{
    return f >= 0 && f < NF ? wm__republic_faction_names[f] : "nobody";
}

static inline const char *rpl_s(int s)
{
    return s >= 0 && s < NSP ? wm__republic_spaces[s].name : "?";
}

/* Whether a card is wholly reconstructed (CONTENT.md: name, text and
 * program by the written method, none of it printed or described by the
 * rulebook; the partial ones cite the rulebook in their text). */
static inline int rpl_reconstructed(const rp_card_info *c)
{
    return (c->flags & RP_CF_RECONSTRUCTED) && !(c->flags & (RP_CF_TEXT_PARTIAL | RP_CF_TEXT_FULL));
}

/* A card as the log names it: its printed name, else its Event number;
 * " [reconstructed]" after a wholly reconstructed one (CONTENT.md: the
 * log says which kind each card is). */
static inline void rpl_card(const rp_state *st, const char *key, int id)
{
    const rp_card_info *c = CARD(id);
    wm__log_int(key, id);
    if (c->name)
        wm__log_text("\"%s\"", c->name);
    else if (c->number)
        wm__log_text("Event #%d", c->number);
    else
        wm__log_text("card %d", id);
    if (rpl_reconstructed(c))
        wm__log_text(" [reconstructed]");
}

/* Every faction's PV as fields and text ("Coalition 12, KPD 8, ..."). */
static inline void rpl_pv(const rp_state *st)
{
    for (int f = 0; f < NF; f++) {
        char key[24];
        wm__str_append(key, sizeof key, wm__str_append(key, sizeof key, 0, "pv_"), rpl_f(f));
        wm__log_int(key, st->pv[f]);
        wm__log_text("%s%s %d", f ? ", " : "", rpl_f(f), st->pv[f]);
    }
}

#endif /* WM_REPUBLIC_RPLOG_H */
