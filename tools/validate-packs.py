#!/usr/bin/env python3
"""validate-packs.py - check content packs against doc/schema/content-*.json.

    tools/validate-packs.py SCHEMA_DIR PACK...

Each PACK (a JSON file) is validated against the schema of its "title"
(content-ebert.json, content-republic.json, content-siege.json).  Fails
on an invalid pack or when no pack was given.  Needs python3-jsonschema.
"""
import json
import os
import sys

try:
    import jsonschema
except ImportError:
    sys.exit("validate-packs: python3-jsonschema is missing (apt-get install python3-jsonschema)")

if len(sys.argv) < 3:
    sys.exit(__doc__)
bad = 0
for path in sys.argv[2:]:
    with open(path, encoding="utf-8") as f:
        doc = json.load(f)
    name = "content-%s.json" % doc.get("title")
    with open(os.path.join(sys.argv[1], name), encoding="utf-8") as f:
        schema = json.load(f)
    jsonschema.Draft202012Validator.check_schema(schema)
    errors = sorted(jsonschema.Draft202012Validator(schema).iter_errors(doc), key=lambda e: list(e.path))
    for e in errors[:5]:
        print("validate-packs: %s: %s: %s" % (path, "/".join(map(str, e.path)), e.message[:200]))
    bad += bool(errors)
print("validate-packs: %d packs, %d invalid" % (len(sys.argv) - 2, bad))
sys.exit(1 if bad else 0)
