#!/usr/bin/env python3
"""content-schema.py - write the JSON Schemas of content packs.

    tools/content-schema.py DOC_SCHEMA_DIR

Writes content-ebert.json, content-republic.json and content-siege.json
(JSON Schema draft 2020-12) from the tables below, which mirror the
opcode tables of lib/{ebert,republic,siege}/pack.c row for row (a new
opcode there needs its row here too; tools/validate-packs.py checks the
built-in packs and the seed corpus against the result).
"""
import json
import os
import sys

S = "https://json-schema.org/draft/2020-12/schema"

def enum(names, extra=()):
    return {"enum": list(names) + list(extra)}

def ints(lo, hi):
    return {"type": "integer", "minimum": lo, "maximum": hi}

def aset(names):
    return {"type": "array", "items": {"enum": list(names)}, "uniqueItems": True}

def nullable(s):
    return {"anyOf": [s, {"type": "null"}]}

def ops_schema(rows, desc):
    """rows: (name, [(operand, schema, optional)])"""
    alts = []
    for name, args in rows:
        props = {"op": {"const": name}}
        req = ["op"]
        for key, sch, opt in args:
            props[key] = sch
            if not opt:
                req.append(key)
        alts.append({"type": "object", "properties": props, "required": req, "additionalProperties": False})
    return {"description": desc, "oneOf": alts}

HEADER = {
    "format": {"const": "libweimar-content"},
    "version": {"const": 1},
    "comment": {"type": "string", "maxLength": 4096, "description": "Ignored by the library (not in the canonical text)."},
}

def pack(title, slug, desc, members, defs):
    props = dict(HEADER)
    props["title"] = {"const": slug}
    props.update(members)
    return {
        "$schema": S,
        "$id": "https://libweimar.example/schema/content-%s.json" % slug,
        "title": "A content pack of %s" % title,
        "description": desc,
        "type": "object",
        "properties": props,
        "required": ["format", "version", "title"],
        "additionalProperties": False,
        "$defs": defs,
    }

# ---------------------------------------------------------------- siege
AREAS = ["France", "Italy", "Japan", "China", "Austria", "Czechoslovakia", "Poland", "Hungary", "Rumania",
         "Bulgaria", "Yugoslavia", "Greece", "Albania", "Turkey", "Spain", "Portugal", "Netherlands", "Belgium",
         "Sweden", "Norway", "Finland", "BalticStates", "Iraq", "Persia", "GreatBritain", "USA", "Germany", "USSR",
         "FrenchNorthAfrica", "Tunisia", "Sudeten", "Teschen", "DanzigMemel", "Manchuquo", "Venezuela", "Ethiopia",
         "DutchEastIndies"]
NATIONS = AREAS[:24]
CODES = ["N%d" % i for i in range(1, 38)] + ["D%d" % i for i in range(1, 37)] + ["C%d" % i for i in range(1, 38)]
WARS = ["N12", "N19", "N22", "N25", "N27", "N29", "N30", "N35", "D25", "C19", "C25", "C27", "C29", "C30"]
IDEOS = ["Nazism", "Democracy", "Communism"]
POWERS = ["GreatBritain", "USA", "France", "USSR", "China", "Germany", "Italy", "Japan"]
RES = ["raw-materials", "factory", "oil"]
CC = ["IberianPeninsula", "WestEurope", "Benelux", "Scandinavia", "EastEurope", "Balkans", "MiddleEast", "FarEast"]
R = lambda k, s: (k, s, False)
O = lambda k, s: (k, s, True)
SIEGE_OPS = [
    ("if-card-active", [R("card", enum(CODES))]),
    ("if-card-done", [R("card", enum(CODES))]),
    ("if-war-active", [R("wars", aset(WARS))]),
    ("if-civil-war", []),
    ("if-regime", [R("nation", enum(NATIONS)), R("control", enum(IDEOS + ["Anarchy"]))]),
    ("if-exists", [R("nation", enum(NATIONS))]),
    ("regime", [R("target", enum(IDEOS + ["Anarchy"], ["owner"])), R("boxes", ints(1, 8)), O("count", ints(0, 24)),
                R("nations", aset(NATIONS))]),
    ("regime-linked", [R("target", enum(IDEOS + ["Anarchy"], ["owner"])), R("boxes", ints(1, 8)), R("count", ints(0, 24)),
                       R("around", enum(NATIONS, ["target"]))]),
    ("prestige", [O("ideology", enum(IDEOS, ["owner"])), R("delta", ints(-9, 9))]),
    ("pp", [R("delta", ints(-7, 7))]),
    ("claim", [R("area", enum(AREAS, ["any"])), O("resource", enum(RES, ["any"])), O("count", ints(0, 5)),
               O("areas", aset(AREAS[:32]))]),
    ("armaments", [R("power", enum(POWERS))]),
    ("china-level", [R("level", ints(0, 2))]),
    ("treaty", [R("kind", enum(["pact", "alliance"])), R("power", enum(POWERS)), R("with", enum(AREAS))]),
    ("war", [R("war", enum(WARS))]),
    ("mr-to-war", [R("mr", ints(1, 5)), R("scope", enum(["minor-vs-power", "soviet-wars", "spanish-rebels",
                                                          "spanish-government", "spanish-any"]))]),
    ("coup", [R("nation", enum(NATIONS, ["any"])), O("modifier", ints(-5, 5)),
              O("flags", aset(["no-reaction", "free", "immediate"]))]),
    ("vp", [O("ideology", enum(IDEOS, ["owner"])), R("vp", ints(-40, 40))]),
    ("despotic", [R("power", enum(POWERS))]),
    ("rule", [R("rule", enum(["n20-no-italian-war-penalty", "d19-embargo"]))]),
    ("conquer", [R("area", enum(AREAS)), O("vp", ints(0, 40)),
                 O("token", enum(["owner", "china-controller"] + IDEOS))]),
    ("peek", [R("ideology", enum(IDEOS))]),
    ("free-cc", [R("area", enum(CC, ["any"])), R("count", ints(1, 5))]),
    ("place-regime", [R("nation", enum(NATIONS)), R("control", enum(IDEOS + ["Anarchy"]))]),
    ("each-round", []),
    ("nullify", [R("card", enum(CODES))]),
    ("cede", [R("area", enum(AREAS)), R("resource", enum(RES)), R("to", enum(IDEOS))]),
    ("nullifiable", [R("ideology", enum(IDEOS)), R("prestige", ints(1, 9))]),
]
SIEGE_FLAGS = ["multiple", "twice", "standby", "replace", "mandatory", "marker", "war", "remove", "reshuffle",
               "lapsing", "active", "unpublished", "treaty", "reconstructed"]

def siege():
    card = {
        "type": "object",
        "description": "A Strategy Card; every member but code may be left out (then the built-in value stays).",
        "properties": {
            "code": enum(CODES),
            "name": nullable({"type": "string", "maxLength": 200}),
            "text": nullable({"type": "string", "maxLength": 2000}),
            "type": enum(["action", "event", "war-event", "map"]),
            "pp": ints(0, 7), "difficulty": ints(0, 12),
            "icon": enum(["none", "despotic", "not-despotic"]),
            "entry": ints(0, 8),
            "flags": aset(SIEGE_FLAGS),
            "conditions": {"type": "array", "maxItems": 16, "items": {"$ref": "#/$defs/op"}},
            "effects": {"type": "array", "maxItems": 16, "items": {"$ref": "#/$defs/op"}},
            "comment": {"type": "string"},
        },
        "required": ["code"], "additionalProperties": False,
    }
    war = {
        "type": "object",
        "properties": {
            "card": enum(WARS), "cost": ints(1, 7), "start": ints(0, 2),
            "box_modifiers": {"type": "array", "items": ints(-3, 3), "minItems": 3, "maxItems": 3},
            "end_a": {"type": "array", "maxItems": 8, "items": {"$ref": "#/$defs/op"}},
            "end_b": {"type": "array", "maxItems": 8, "items": {"$ref": "#/$defs/op"}},
            "comment": {"type": "string"},
        },
        "required": ["card"], "additionalProperties": False,
    }
    return pack("Democracy under Siege", "siege",
                "Strategy Cards and War Cards of Democracy under Siege (lib/siege/pack.c, doc/content-packs.md). "
                "Beyond this schema the library checks what the rules rely on: conditions are if-... opcodes "
                "and come first, a War Card keeps its type and its 'war' flag, a 'war' op declares the card's "
                "own War, 'each-round' only in a lapsing Event, 'nullifiable' only as the first effect, "
                "'nullify' names a Stand-by card, 'conquer' a Minor Nation or a Territory; War end programs "
                "hold vp, prestige, place-regime, conquer and cede only.",
                {"cards": {"type": "array", "items": {"$ref": "#/$defs/card"}},
                 "wars": {"type": "array", "items": {"$ref": "#/$defs/war"}}},
                {"card": card, "war": war, "op": ops_schema(SIEGE_OPS, "One op of the effect vocabulary (content.h).")})

# ---------------------------------------------------------------- ebert
GROUPS = ["SPD", "second", "third"]
SYMBOLS = [chr(ord("A") + i) for i in range(26)]
EBERT_OPS = [
    ("tension", [R("group", enum(GROUPS)), R("steps", ints(1, 10))]),
    ("gain", [R("marker", enum(GROUPS + ["Joker"])), R("count", ints(1, 12))]),
    ("key", [R("symbol", enum(SYMBOLS))]),
    ("x", [R("symbol", enum(SYMBOLS))]),
]

REC = {"type": "boolean", "description": "The text is RECONSTRUCTED (ours, lib/ebert/texts.c); left out, false "
                                       "when the entry gives a text, else as it was."}

def ebert():
    letter = {
        "type": "object",
        "description": "A letter of a chapter, by its id (0-based, the view's id; the last id is the chapter's "
                       "golden target letter, of which only name and text may be given).",
        "properties": {
            "chapter": ints(1, 4), "id": ints(0, 30),
            "name": nullable({"type": "string", "maxLength": 200}),
            "text": nullable({"type": "string", "maxLength": 2000}),
            "reconstructed": REC,
            "group": enum(GROUPS), "eilt": {"type": "boolean"}, "warning": {"type": "boolean"},
            "padlock": nullable(enum(SYMBOLS)), "question": nullable(enum(SYMBOLS)),
            "resolution_card": ints(1, 51),
            "preview": aset(GROUPS + ["Joker"]),
            "comment": {"type": "string"},
        },
        "required": ["chapter", "id"], "additionalProperties": False,
    }
    card = {
        "type": "object",
        "properties": {
            "number": ints(1, 51),
            "name": nullable({"type": "string", "maxLength": 200}),
            "text": nullable({"type": "string", "maxLength": 2000}),
            "reconstructed": REC,
            "instructions": {"type": "array", "maxItems": 4, "items": {"$ref": "#/$defs/op"}},
            "comment": {"type": "string"},
        },
        "required": ["number"], "additionalProperties": False,
    }
    milestone = {
        "type": "object",
        "description": "A milestone of a chapter, by its index (0-based; 2 in Chapter I, 3 later): its name and "
                       "text only (its spaces and instructions are the rules').",
        "properties": {
            "chapter": ints(1, 4), "index": ints(0, 2),
            "name": {"type": "string", "minLength": 1, "maxLength": 200},
            "text": nullable({"type": "string", "minLength": 1, "maxLength": 2000}),
            "reconstructed": REC,
            "comment": {"type": "string"},
        },
        "required": ["chapter", "index"], "additionalProperties": False,
    }
    return pack("Friedrich Ebert: Der Weg zur Demokratie", "ebert",
                "Letters, resolution cards and milestones of Friedrich Ebert (lib/ebert/pack.c, doc/content-packs.md). "
                "Names and texts are not empty and hold no control, separator or bidirectional characters. "
                "Beyond this schema: a letter's group must be one of its chapter's (Chapter I has no third), "
                "a letter id is below its chapter's count (27 in Chapter I, 30 later) plus the golden one, "
                "and no EILT! letter may be among a group's starting letters (Setup F1).",
                {"letters": {"type": "array", "items": {"$ref": "#/$defs/letter"}},
                 "resolution_cards": {"type": "array", "items": {"$ref": "#/$defs/resolution_card"}},
                 "milestones": {"type": "array", "items": {"$ref": "#/$defs/milestone"}}},
                {"letter": letter, "resolution_card": card, "milestone": milestone,
                 "op": ops_schema(EBERT_OPS, "One instruction.")})

# ---------------------------------------------------------------- republic
SPACES = ["Berlin", "Muenchen", "Hamburg", "Koeln", "Bayern", "Mecklenburg", "Oldenburg", "BraunschweigAnhalt",
          "WaldeckLippe", "Sachsen", "Thueringen", "Hessen", "Baden", "Wuerttemberg", "Ostpreussen",
          "PosenWestpreussen", "Pommern", "Brandenburg", "ProvinzSachsen", "Niederschlesien", "Oberschlesien",
          "SchleswigHolstein", "ProvinzHannover", "ProvinzWestfalen", "Hessenprovinz", "Rheinprovinz"]
FACTIONS = ["Coalition", "KPD", "NSDAP", "RC"]
WHO = enum(FACTIONS + ["active", "momentum"])
BY = enum(["active"] + FACTIONS)
PC = ["Hamburg", "Muenchen", "Koeln", "Berlin", "Bayern", "NorthernStates", "SouthernStates", "Preussen"]
ACTIONS = ["assault", "gain-momentum", "move-mcs", "move-units", "place-influence", "remove-influence",
           "place-sv-marker", "place-unit", "advance-progress", "increase-deals", "increase-unity", "leverage-map",
           "leverage-track", "place-reform", "remove-leverage", "change-stance", "flip-strike", "place-cadre",
           "place-strike", "place-assassinations", "advance-reaction", "place-clique", "test-loyalty"]
TRACKS = ["economy", "progress", "reaction", "unity", "kpd-stance", "nsdap-stance", "us-deals", "ussr-deals", "pv",
          "economy-stable"]
MARKERS = ["reform", "cadre", "clique", "strike", "assassinations"]
PLACE = [O("by", BY), O("spaces", aset(SPACES)), O("flags", aset(["up-to", "chosen"]))]
REPUBLIC_OPS = [
    ("if-momentum", [R("who", WHO)]),
    ("if-holds-seats", [R("who", WHO)]),
    ("if-pv-at-least", [R("who", WHO), R("pv", ints(0, 255))]),
    ("if-lingering", [R("card", ints(1, 169))]),
    ("choose-space", [O("by", BY), O("spaces", aset(SPACES))]),
    ("place-cubes", [R("who", WHO), R("count", ints(1, 30))] + PLACE),
    ("remove-cubes", [R("who", WHO), R("count", ints(1, 30))] + PLACE),
    ("place-leverage", [R("colour", enum(["yellow", "black"])), R("count", ints(1, 30))] + PLACE),
    ("remove-leverage", [R("colour", enum(["yellow", "black"])), R("count", ints(1, 30))] + PLACE),
    ("place-marker", [R("marker", enum(MARKERS)), O("who", WHO), R("count", ints(1, 30))] + PLACE),
    ("remove-marker", [R("marker", enum(MARKERS)), O("who", WHO), R("count", ints(1, 30))] + PLACE),
    ("shift", [R("track", enum(TRACKS)), R("boxes", ints(-9, 9)), O("who", WHO)]),
    ("momentum", [R("who", WHO)]),
    ("draw", [R("who", WHO), R("count", ints(1, 9))]),
    ("lose-pc", [R("unit", enum(PC))]),
    ("lose-article48", []),
    ("seats-up", []),
    ("election-card", []),
    ("election", [R("kind", enum(["special", "snap"]))]),
    ("current-pv", [R("factions", aset(FACTIONS))]),
    ("win", [R("who", WHO)]),
    ("action", [R("action", enum(ACTIONS)), O("by", BY), O("spaces", aset(SPACES))]),
    ("may", [O("count", ints(1, 30)), O("by", BY)]),
    ("either", [R("count", ints(1, 30)), O("by", BY)]),
    ("skip", [R("count", ints(1, 30))]),
    ("replace-cubes", [R("who", WHO), R("count", ints(1, 30)), R("with", WHO)] + PLACE),
    ("discard", [R("who", WHO), R("count", ints(1, 9)), O("by", BY), O("flags", aset(["up-to", "chosen"]))]),
    ("give", [R("who", WHO), R("count", ints(1, 9)), R("to", WHO), O("by", BY), O("flags", aset(["up-to", "chosen"]))]),
    ("take", [R("who", WHO), R("count", ints(1, 9)), R("from", enum(FACTIONS + ["active", "discard-pile"])),
              O("by", BY), O("flags", aset(["up-to", "chosen"]))]),
    ("inspect", [R("who", WHO), R("whose", enum(FACTIONS + ["active", "any"])), O("by", BY)]),
    ("place-unit", [R("who", WHO), O("spaces", aset(SPACES)), O("flags", aset(["up-to", "chosen"]))]),
]
MODS = [(k, [R("who", enum(FACTIONS + ["any"])), R("n", ints(0, 20))])
        for k in ["loyalty-margin", "assault-bonus", "no-article48", "seats-each-round", "np-assaults"]] + [
    ("ban-action", [R("who", enum(FACTIONS + ["any"])), R("action", enum(ACTIONS))])]

def republic():
    card = {
        "type": "object",
        "description": "An Event card by its printed number; every member but number may be left out.",
        "properties": {
            "number": ints(1, 151),
            "name": nullable({"type": "string", "maxLength": 200}),
            "ascii": nullable({"type": "string", "maxLength": 40, "pattern": "^[!-~]+( [!-~]+)*$"}),
            "text": nullable({"type": "string", "maxLength": 2000}),
            "flags": aset(["mandatory", "lingering", "text-unpublished", "text-partial", "text-full", "a48-symbol",
                           "no-a48-symbol", "flags-known", "victory", "election-effect", "reconstructed"]),
            "requires": nullable(ints(1, 151)), "cancels": nullable(ints(1, 151)),
            "program": nullable({"type": "array", "maxItems": 32, "items": {"$ref": "#/$defs/op"}}),
            "modifiers": nullable({"type": "array", "maxItems": 8, "items": {"$ref": "#/$defs/modifier"}}),
            "ends": enum(["new-era", "never", "election"]),
            "comment": {"type": "string"},
        },
        "required": ["number"], "additionalProperties": False,
    }
    return pack("The Weimar Republic", "republic",
                "Event cards 1-151 of The Weimar Republic (lib/republic/pack.c, doc/content-packs.md), written "
                "in today's effect vocabulary (content.h). Beyond this schema: every Mandatory Event is "
                "Lingering, only a Lingering Event has modifiers, a48-symbol and no-a48-symbol exclude each "
                "other, a card does not require or cancel itself, and a 'chosen' instruction follows a "
                "choose-space (or another 'chosen' one).",
                {"cards": {"type": "array", "items": {"$ref": "#/$defs/card"}}},
                {"card": card, "op": ops_schema(REPUBLIC_OPS, "One instruction of the effect vocabulary."),
                 "modifier": ops_schema(MODS, "One Lingering modifier.")})

def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    for name, doc in (("content-siege.json", siege()), ("content-ebert.json", ebert()),
                      ("content-republic.json", republic())):
        with open(os.path.join(sys.argv[1], name), "w", encoding="utf-8") as f:
            json.dump(doc, f, indent=2, ensure_ascii=False)
            f.write("\n")

main()
