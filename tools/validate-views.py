#!/usr/bin/env python3
"""validate-views.py - check wm_to_json views against doc/schema/.

    tools/validate-views.py SCHEMA_DIR VIEWS...

VIEWS are files of one JSON view per line (tests/check_props writes them
with WM_PROP_VIEW_DIR=dir) or directories of *.jsonl files.  Every view is
validated against the schema of its title (title_id: 1 march.json, 2
ebert.json, 3 republic.json, 4 siege.json), which refers to
view-common.json; the seats' "seat" members must be their indices.  Fails
when a view is invalid, when a title has no schema, or when no view was
read.  Needs python3-jsonschema (draft 2020-12: jsonschema 4.0 or later).
"""
import glob
import json
import os
import sys

try:
    import jsonschema
except ImportError:
    sys.exit("validate-views: python3-jsonschema is missing (apt-get install python3-jsonschema)")

SCHEMA_FILES = {1: "march.json", 2: "ebert.json", 3: "republic.json", 4: "siege.json"}


def load_schemas(d):
    schemas = {}
    for name in sorted(os.listdir(d)):
        if name.endswith(".json"):
            with open(os.path.join(d, name), encoding="utf-8") as f:
                s = json.load(f)
            jsonschema.Draft202012Validator.check_schema(s)
            schemas[name] = s
    if "view-common.json" not in schemas:
        sys.exit("validate-views: %s/view-common.json is missing" % d)
    return schemas


def make_validator(schemas, schema):
    cls = jsonschema.Draft202012Validator
    try:  # jsonschema >= 4.18
        from referencing import Registry, Resource
        reg = Registry().with_resources(
            (s["$id"], Resource.from_contents(s)) for s in schemas.values())
        return cls(schema, registry=reg)
    except ImportError:  # Debian 12's jsonschema 4.10
        store = {s["$id"]: s for s in schemas.values()}
        return cls(schema, resolver=jsonschema.RefResolver.from_schema(schema, store=store))


def unique_members(pairs):
    """An object's members; a name given twice is an error (RFC 8259 §4:
    names SHOULD be unique, and readers disagree on which one wins)."""
    d = {}
    for k, v in pairs:
        if k in d:
            raise ValueError("member %r appears twice" % k)
        d[k] = v
    return d


def view_files(args):
    for a in args:
        if os.path.isdir(a):
            yield from sorted(glob.glob(os.path.join(a, "*.jsonl")))
        else:
            yield a


def main(argv):
    if len(argv) < 3:
        sys.exit(__doc__)
    schemas = load_schemas(argv[1])
    validators = {}
    counts = {}
    errors = 0
    for path in view_files(argv[2:]):
        with open(path, encoding="utf-8") as f:
            for n, line in enumerate(f, 1):
                if not line.strip():
                    continue
                try:
                    v = json.loads(line, object_pairs_hook=unique_members)
                except ValueError as e:
                    print("%s:%d: %s" % (path, n, e))
                    errors += 1
                    continue
                t = v.get("title_id")
                name = SCHEMA_FILES.get(t)
                if name not in schemas:
                    print("%s:%d: no schema for title_id %r" % (path, n, t))
                    errors += 1
                    continue
                if name not in validators:
                    validators[name] = make_validator(schemas, schemas[name])
                problems = [e.message + " at /" + "/".join(str(p) for p in e.absolute_path)
                            for e in validators[name].iter_errors(v)]
                for i, s in enumerate(v.get("seats", [])):
                    if isinstance(s, dict) and s.get("seat") != i:
                        problems.append("seats[%d].seat is %r" % (i, s.get("seat")))
                if problems:
                    errors += 1
                    if errors <= 20:
                        print("%s:%d: %s view (viewer %s) is invalid:" % (path, n, name, v.get("viewer")))
                        for p in problems[:5]:
                            print("    " + p[:300])
                counts[name] = counts.get(name, 0) + 1
    total = sum(counts.values())
    if total == 0:
        sys.exit("validate-views: no view to check")
    print("validate-views: %d views (%s), %d invalid" % (
        total, ", ".join("%s %d" % kv for kv in sorted(counts.items())), errors))
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
