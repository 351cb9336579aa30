#!/usr/bin/env python3
"""tools/check-source.py - the library's source keeps the shape doc/design.md
promises (issue 23): no function in lib/ longer than MAX_LINES lines.

A function is counted from the line that opens its parameter list to its
closing brace, both included (the project's style puts a function's "{"
and "}" alone in column 0).  Data tables (an initializer: "=" before the
"{") are not functions and are not counted.  Prints each function over the
limit with its file, line and length, and exits 1 if there is one.

    tools/check-source.py [--max N] [--list N] [SRCDIR]

--list N prints the N longest functions (and passes), for planning.
"""
import argparse
import pathlib
import re
import sys

MAX_LINES = 150
NAME = re.compile(r"(\w+)\s*\(")


def functions(path):
    """Yields (length, name, first line) of each function of a C file."""
    lines = path.read_text(encoding="utf-8").split("\n")
    i = 0
    while i < len(lines):
        if lines[i] == "{" and i > 0:
            j = i - 1
            while j > 0 and "(" not in lines[j] and lines[j].strip():
                j -= 1
            head = lines[j]
            k = i + 1
            while k < len(lines) and lines[k] != "}":
                k += 1
            if "=" not in head and not head.startswith((" ", "\t", "#")):
                m = NAME.search(head)
                yield k - j + 1, m.group(1) if m else "?", j + 1
            i = k
        i += 1


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--max", type=int, default=MAX_LINES, help="longest allowed function (lines)")
    ap.add_argument("--list", type=int, metavar="N", help="print the N longest functions and pass")
    ap.add_argument("srcdir", nargs="?", default=".", help="the source tree (default: .)")
    a = ap.parse_args()
    root = pathlib.Path(a.srcdir)
    found = []
    files = sorted((root / "lib").glob("**/*.c"))
    if not files:
        print(f"check-source: no C files below {root / 'lib'}", file=sys.stderr)
        return 2
    for f in files:
        for n, name, line in functions(f):
            found.append((n, f"{f.relative_to(root)}:{line}", name))
    found.sort(reverse=True)
    if a.list:
        for n, where, name in found[: a.list]:
            print(f"{n:5d}  {where}  {name}")
        return 0
    long_ = [x for x in found if x[0] > a.max]
    for n, where, name in long_:
        print(f"check-source: {where}: {name} is {n} lines (at most {a.max}; split it along its rule's steps)")
    print(f"check-source: {len(found)} functions in {len(files)} files of lib/, the longest {found[0][0]} lines "
          f"({found[0][2]}); {len(long_)} over {a.max}")
    return 1 if long_ else 0


if __name__ == "__main__":
    sys.exit(main())
