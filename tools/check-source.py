#!/usr/bin/env python3
"""tools/check-source.py - the library's source keeps the shape doc/design.md
promises (issue 23): no function in lib/ longer than MAX_LINES lines, and
(with --objects) no circle of calls across a title's files, and no file
at the top of the tree that the design card does not name (issue 37: a
stray file "0" had been committed there).

A function is counted from the line that opens its parameter list to its
closing brace, both included (the project's style puts a function's "{"
and "}" alone in column 0).  Data tables (an initializer: "=" before the
"{") are not functions and are not counted.  Prints each function over the
limit with its file, line and length, and exits 1 if there is one.

With --objects DIR (the build's lib/, its DIR/<title>/*.o), the calls
between a title's files are read from the objects' symbols (nm: which
file defines a wm__ function, which files use it) and every circle of
files calling each other is printed; a circle fails unless its title is in
KNOWN_CIRCLES, the titles not yet layered (doc/design.md, "The layers").

    tools/check-source.py [--max N] [--list N] [--objects DIR] [SRCDIR]

--list N prints the N longest functions (and passes), for planning.
"""
import argparse
import collections
import pathlib
import re
import subprocess
import sys

MAX_LINES = 150
NAME = re.compile(r"(\w+)\s*\(")
TITLES = ("march", "ebert", "republic", "siege")
# Titles whose files still call each other in a circle (issue 23 listed
# them as work left); a title leaves this set once it is layered.  Empty:
# every title is layered, so any circle fails.
KNOWN_CIRCLES = set()


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


def calls_between_files(objdir):
    """{file: set(files it calls)} from the objects' defined and undefined symbols."""
    defs, uses = {}, collections.defaultdict(set)
    for o in sorted(objdir.glob("*.o")):
        out = subprocess.run(["nm", str(o)], capture_output=True, text=True, check=True).stdout
        f = o.stem
        for line in out.splitlines():
            p = line.split()
            if len(p) == 3 and p[1] in "TDRB":
                defs[p[2]] = f
            elif len(p) == 2 and p[0] == "U":
                uses[f].add(p[1])
    graph = collections.defaultdict(set)
    for f, syms in uses.items():
        for sym in syms:
            if sym in defs and defs[sym] != f:
                graph[f].add(defs[sym])
    return graph


def circles(graph):
    """The strongly connected groups of more than one file (Tarjan)."""
    index, low, stack, on, out, n = {}, {}, [], set(), [], [0]

    def visit(v):
        index[v] = low[v] = n[0]
        n[0] += 1
        stack.append(v)
        on.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                out.append(sorted(group))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return out


# The top level the design card names (Makefile, include, lib, examples,
# bindings, tests, doc, weimar.pc.in, CHANGELOG.md) and the project's other
# parts: its README, the tools, the ABI baseline, the CMake package files,
# CI's script, and git's own files.
TOP_LEVEL = {
    "Makefile", "include", "lib", "examples", "bindings", "tests", "doc", "weimar.pc.in", "CHANGELOG.md",
    "README.md", "tools", "abi", "cmake", ".ci", ".gitignore", ".gitattributes",
    "models",  # the shipped learned evaluations (issue 35, doc/ai.md): data, installed by make install
}
# What a build leaves at the top (ignored by git): not sources.
BUILD_OUTPUTS = re.compile(r"^(build(-.*)?|\.git|weimar\.pc)$")


def top_level_entries(root):
    """The names at the top of the tree: what git tracks there, or (outside
    a git work tree, e.g. an unpacked tarball) what the folder holds less
    the build's outputs."""
    try:
        out = subprocess.run(["git", "-C", str(root), "ls-files", "-z"], capture_output=True, check=True)
        names = {p.split("/", 1)[0] for p in out.stdout.decode("utf-8", "replace").split("\0") if p}
        if names:
            return names
    except (OSError, subprocess.CalledProcessError):
        pass
    return {p.name for p in root.iterdir() if not BUILD_OUTPUTS.match(p.name)}


def check_top_level(root):
    """Prints each top-level entry the design card does not name; their number."""
    stray = sorted(top_level_entries(root) - TOP_LEVEL)
    for name in stray:
        print(f"check-source: {name}: a file at the top of the tree that the design card does not name "
              f"(remove it, move it below a named folder, or add it to TOP_LEVEL in tools/check-source.py)")
    return len(stray)


def check_layers(objdir):
    """Prints each title's circles; the number of failing ones."""
    bad = 0
    for t in TITLES:
        d = objdir / t
        if not list(d.glob("*.o")):
            print(f"check-source: no objects in {d} (build the library first)", file=sys.stderr)
            return 1
        found = circles(calls_between_files(d))
        for group in found:
            known = t in KNOWN_CIRCLES
            bad += not known
            print(f"check-source: lib/{t}: {', '.join(g + '.c' for g in group)} call each other in a circle"
                  + (" (known: issue 23)" if known else " (move what they share to a file below them)"))
        if not found and t in KNOWN_CIRCLES:
            print(f"check-source: lib/{t} has no circle now: take it out of KNOWN_CIRCLES")
            bad += 1
    return bad


def check_mutant_anchors(root):
    """Prints each mutant of tests/mutants/*.txt whose anchor does not occur
    exactly once in its file (make check-mutants would fail on it: a merge or
    a rewrite moved the code it breaks); their number."""
    sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
    import mutants as mutant_lists
    bad = 0
    for lst in sorted((root / "tests" / "mutants").glob("*.txt")):
        try:
            found = mutant_lists.parse_list(lst, lst.stem)
        except mutant_lists.MutantError as e:
            print(f"check-source: {e}")
            bad += 1
            continue
        for m in found:
            target = root / m["file"]
            count = target.read_text(encoding="utf-8").count(m["anchor"]) if target.is_file() else -1
            if count != 1:
                what = "its file does not exist" if count < 0 else f"its anchor occurs {count} times in {m['file']}"
                print(f"check-source: {lst.relative_to(root)}:{m['_line']}: mutant {m['id']}: {what} "
                      f"(it must occur exactly once: make check-mutants applies it there)")
                bad += 1
    return bad


CARD_ROW = re.compile(r"^(\| (\d+) \| [^|]+\([^|]+\) \| [^|]+\| )([^|]+)( \|.*)$")
CARD_TEXT = re.compile(r'\[(\d+)\] = RCARD\(\d+,[^"]*"[^"]*",\s*"((?:[^"\\]|\\.)*)"')


def check_republic_card_table(root, write=False):
    """Compares the Text column of doc/republic-content.md's table of the
    reconstructed Republic cards with the texts of lib/republic/cards.c
    (the source); prints each card whose row differs and returns their
    number.  With ``write`` the rows take the source's texts instead."""
    src = (root / "lib" / "republic" / "cards.c").read_text(encoding="utf-8")
    texts = {int(m.group(1)): m.group(2).replace('\\"', '"') for m in CARD_TEXT.finditer(src)}
    doc_path = root / "doc" / "republic-content.md"
    lines = doc_path.read_text(encoding="utf-8").split("\n")
    bad = 0
    for i, line in enumerate(lines):
        m = CARD_ROW.match(line)
        if not m or int(m.group(2)) not in texts:
            continue
        n = int(m.group(2))
        if m.group(3).strip() != texts[n]:
            bad += 1
            if write:
                lines[i] = m.group(1) + texts[n] + m.group(4)
            else:
                print(f"check-source: doc/republic-content.md:{i + 1}: card #{n}'s text is not lib/republic/cards.c's "
                      f"(tools/check-source.py --write-card-table rewrites the rows)")
    if write and bad:
        doc_path.write_text("\n".join(lines), encoding="utf-8")
        print(f"check-source: doc/republic-content.md: {bad} card rows rewritten from lib/republic/cards.c")
        return 0
    return bad


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--max", type=int, default=MAX_LINES, help="longest allowed function (lines)")
    ap.add_argument("--list", type=int, metavar="N", help="print the N longest functions and pass")
    ap.add_argument("--objects", metavar="DIR", help="the build's lib/ folder: check the calls between files")
    ap.add_argument("--write-card-table", action="store_true",
                    help="rewrite doc/republic-content.md's card rows from lib/republic/cards.c and stop")
    ap.add_argument("srcdir", nargs="?", default=".", help="the source tree (default: .)")
    a = ap.parse_args()
    root = pathlib.Path(a.srcdir)
    if a.write_card_table:
        return check_republic_card_table(root, write=True)
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
    bad_layers = check_layers(pathlib.Path(a.objects)) if a.objects else 0
    stray = check_top_level(root)
    bad_mutants = check_mutant_anchors(root)
    bad_cards = check_republic_card_table(root)
    return 1 if long_ or bad_layers or stray or bad_mutants or bad_cards else 0


if __name__ == "__main__":
    sys.exit(main())
