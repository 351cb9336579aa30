#!/usr/bin/env python3
"""make check-mutants: does the fast suite catch a broken rule?  (issue 24)

Applies each single-rule mutation listed in tests/mutants/<title>.txt to a
copy of the sources in a scratch build directory, rebuilds the static
library and the title's Check programs, runs them (CK_FORK, a timeout per
program: a hang is a kill) and reports, one line per mutant:

    [7/44] siege §3.3.14 coup success from 4: killed by check_edges_siege (s3_3_14_coup_result_band_edges)

A mutant none of the title's suites kills is then tried on
tests/check_corpus, which compares recorded games: a mutant it alone kills
is a gap (issue 38: the corpus is re-recorded with --write after a
deliberate rules change, so such a rule has no test of its own), reported

    [9/44] siege §3.4.1 no attrition: GAP: killed only by check_corpus (games_equal_the_recorded_ones)

Then "N killed, G killed by check_corpus alone, M survived, K equivalent";
the exit status is 1 if a mutant survived or was killed by the corpus
alone, or if one could not be applied (its anchor no longer occurs
exactly once in its file: "anchor not found") or does not compile, or if a
mutant marked equivalent was killed (the mark is wrong).

The worktree is never written to: the sources are copied (git ls-files when
the tree is a git checkout), every mutant is applied to a worker's copy and
undone there (source, objects and archive restored from the pristine
build), and the scratch directory is removed at the end, Ctrl-C included.

A mutant list is blocks separated by blank lines, '#' lines are comments:

    id: siege-coup-success-from-4
    section: §3.3.14
    desc: coup success from 4
    file: lib/siege/actions.c
    anchor: int band = modified <= 2 ? 2 : modified <= 4 ? 3 : 5;
    replace: int band = modified <= 2 ? 2 : modified <= 3 ? 3 : 5;
    equivalent: (optional) why no test can tell it from the real rule

`anchor` must occur exactly once in `file`; it is replaced by `replace`.
A value may continue on following lines that start with "  |": the text
after the "|" (its indentation included) is joined with a newline.

Usage: tools/mutants.py [--src DIR] [--build DIR] [--jobs N] [--title T]...
       [--only ID]... [--keep] [--list]
"""

import argparse
import concurrent.futures
import os
import queue
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time

TITLES = ["march", "ebert", "republic", "siege", "core"]

# The Check programs each title's mutants run, fastest and most specific
# first (the first failure is the kill); check_log has every title's log
# lines.
SUITES = {
    "march": ["check_edges_march", "check_march", "check_log"],
    "ebert": ["check_edges_ebert", "check_ebert", "check_content", "check_log"],
    "republic": ["check_edges_republic", "check_republic", "check_republic_content", "check_republic_np",
                 "check_republic_events", "check_republic_eval", "check_republic_cards", "check_content",
                 "check_log"],
    "siege": ["check_edges_siege", "check_siege", "check_siege_content", "check_content", "check_log",
              "check_siege_audit"],
    # the generic API (legality, saves, copies, resampling): every title
    "core": ["check_core", "check_ai"],
}
# The recorded games (every title): run only on a mutant the suites above
# leave alive, to tell a gap (killed by the corpus alone) from a survivor.
CORPUS = "check_corpus"
# The helper objects every Check program links, as the Makefile's
# TEST_HELPER_SRCS: tests/*.c that are not check_*.c (set from the sources).
HELPERS = []
CFLAGS = "-O2"
# Check's timeouts scaled down so that a mutant that makes a test loop
# dies quickly (a hang is a kill); the base is run with the same.
MUTANT_ENV = {"CK_FORK": "yes", "CK_TIMEOUT_MULTIPLIER": "0.1", "CK_VERBOSITY": "normal"}
SUITE_TIMEOUT = 240  # seconds per Check program and mutant
FAIL_RE = re.compile(r"^[^:\n]+:\d+:[FE]:([^:\n]*):([^:\n]*):")


class MutantError(Exception):
    pass


def parse_list(path, title):
    mutants, cur, key = [], {}, None
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    lines.append("")
    for n, line in enumerate(lines, 1):
        if line.startswith("#"):
            continue
        if not line.strip():
            if cur:
                mutants.append(cur)
            cur, key = {}, None
            continue
        if line.startswith("  |") and key:
            cur[key] += "\n" + line[3:]
            continue
        if ":" not in line:
            raise MutantError(f"{path}:{n}: expected 'key: value'")
        key, _, value = line.partition(":")
        key = key.strip()
        if key not in ("id", "section", "desc", "file", "anchor", "replace", "equivalent"):
            raise MutantError(f"{path}:{n}: unknown key {key!r}")
        cur[key] = value[1:] if value.startswith(" ") else value
        cur.setdefault("_line", n)
    for m in mutants:
        for k in ("id", "section", "desc", "file", "anchor", "replace"):
            if k not in m:
                raise MutantError(f"{path}:{m['_line']}: mutant without '{k}'")
        m["title"] = title
    return mutants


def clean_env(extra=None):
    """The environment without the calling make's jobserver."""
    env = {k: v for k, v in os.environ.items() if k not in ("MAKEFLAGS", "MFLAGS", "MAKELEVEL", "MAKEOVERRIDES")}
    env.update(extra or {})
    return env


def run(cmd, cwd, timeout=None, env=None):
    if env is None:
        env = clean_env()
    return subprocess.run(cmd, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                          timeout=timeout, env=env)


def source_files(src):
    if os.path.isdir(os.path.join(src, ".git")) or os.path.isfile(os.path.join(src, ".git")):
        r = run(["git", "ls-files", "-co", "--exclude-standard", "--", "Makefile", "include", "lib", "tests"], src)
        if r.returncode == 0:
            return [p for p in r.stdout.split("\n") if p and os.path.isfile(os.path.join(src, p))]
    out = ["Makefile"]
    for top in ("include", "lib", "tests"):
        for d, _, files in os.walk(os.path.join(src, top)):
            for name in files:
                if name.endswith((".c", ".h", ".map")):
                    out.append(os.path.relpath(os.path.join(d, name), src))
    return out


def pkg(args):
    r = subprocess.run(["pkg-config"] + args + ["check"], stdout=subprocess.PIPE, text=True)
    if r.returncode:
        raise MutantError("Check (libcheck) not found by pkg-config (apt-get install check pkg-config)")
    return r.stdout.split()


class Builder:
    def __init__(self, cc, make):
        self.cc, self.make = cc, make
        self.cflags = pkg(["--cflags"])
        self.libs = pkg(["--libs"])

    def lib(self, d):
        return run([self.make, "-s", "--no-print-directory", "lib/libweimar.a", "CFLAGS=" + CFLAGS], d)

    def test_obj(self, d, name):
        os.makedirs(os.path.join(d, "build", "tests"), exist_ok=True)
        return run([self.cc, "-std=c11", CFLAGS, "-Iinclude", "-Ilib/core", "-Itests"] + self.cflags +
                   ["-c", "-o", f"build/tests/{name}.o", f"tests/{name}.c"], d)

    def link(self, d, name):
        objs = [f"build/tests/{name}.o"] + [f"build/tests/{h}.o" for h in HELPERS]
        return run([self.cc, "-o", f"tests/{name}"] + objs + ["lib/libweimar.a"] + self.libs, d)


def snapshot(d):
    """mtime of every object and the archive of a build tree."""
    out = {}
    for top in ("build", "lib"):
        for dd, _, files in os.walk(os.path.join(d, top)):
            for name in files:
                if name.endswith((".o", ".a")):
                    p = os.path.join(dd, name)
                    out[os.path.relpath(p, d)] = os.stat(p).st_mtime_ns
    return out


def restore(base, work, rel_files, pristine):
    for rel in rel_files:
        shutil.copy2(os.path.join(base, rel), os.path.join(work, rel))
    now = snapshot(work)
    for rel, t in now.items():
        if pristine.get(rel) != t:
            if rel in pristine:
                shutil.copy2(os.path.join(base, rel), os.path.join(work, rel))
            else:
                os.remove(os.path.join(work, rel))


def first_failure(output):
    for line in output.split("\n"):
        m = FAIL_RE.match(line)
        if m:
            return m.group(2)
    return None


def try_mutant(m, base, work, builder, pristine):
    """Applies m in work, rebuilds, runs; returns (status, detail); undoes."""
    path = os.path.join(work, m["file"])
    if not os.path.isfile(path):
        return "error", f"no file {m['file']}"
    with open(path, encoding="utf-8") as f:
        text = f.read()
    count = text.count(m["anchor"])
    if count != 1:
        return "error", "anchor not found" if count == 0 else f"anchor occurs {count} times"
    touched = [m["file"]]
    try:
        with open(path, "w", encoding="utf-8") as f:
            f.write(text.replace(m["anchor"], m["replace"]))
        r = builder.lib(work)
        if r.returncode:
            return "error", "does not compile: " + " ".join(r.stdout.strip().split("\n")[-3:])[:300]
        suites = SUITES[m["title"]] + [CORPUS]
        if m["file"].endswith(".h"):
            for s in suites:
                touched.append(f"build/tests/{s}.o")
                r = builder.test_obj(work, s)
                if r.returncode:
                    return "error", f"{s} does not compile: " + r.stdout.strip()[-300:]
        for s in suites:
            r = builder.link(work, s)
            if r.returncode:
                return "error", f"{s} does not link: " + r.stdout.strip()[-300:]
        env = clean_env(MUTANT_ENV)
        for s in suites:
            try:
                r = run([f"./tests/{s}"], work, timeout=SUITE_TIMEOUT, env=env)
            except subprocess.TimeoutExpired:
                return ("corpus" if s == CORPUS else "killed"), f"{s} (timeout after {SUITE_TIMEOUT} s)"
            if r.returncode:
                t = first_failure(r.stdout)
                return ("corpus" if s == CORPUS else "killed"), f"{s} ({t})" if t else f"{s} (exit {r.returncode})"
        return "survived", ""
    finally:
        restore(base, work, touched, pristine)


def main():
    here = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--src", default=here, help="the source tree (default: this script's)")
    ap.add_argument("--build", default=None, help="scratch directory (default: a temporary one)")
    ap.add_argument("--jobs", type=int, default=int(os.environ.get("MUTANT_JOBS", "2")))
    ap.add_argument("--title", action="append", choices=TITLES)
    ap.add_argument("--only", action="append", help="run only the mutant with this id (repeatable)")
    ap.add_argument("--keep", action="store_true", help="keep the scratch directory")
    ap.add_argument("--list", action="store_true", help="list the mutants and exit")
    a = ap.parse_args()
    src = os.path.abspath(a.src)
    titles = a.title or TITLES

    mutants = []
    for t in titles:
        p = os.path.join(src, "tests", "mutants", t + ".txt")
        if not os.path.isfile(p):
            raise MutantError(f"no mutant list {p}")
        mutants += parse_list(p, t)
    ids = [m["id"] for m in mutants]
    dup = sorted({i for i in ids if ids.count(i) > 1})
    if dup:
        raise MutantError("duplicate mutant ids: " + ", ".join(dup))
    if a.only:
        unknown = [i for i in a.only if i not in ids]
        if unknown:
            raise MutantError("unknown mutant ids: " + ", ".join(unknown))
        mutants = [m for m in mutants if m["id"] in a.only]
    if a.list:
        for m in mutants:
            eq = "  [equivalent]" if "equivalent" in m else ""
            print(f"{m['id']}: {m['title']} {m['section']} {m['desc']} ({m['file']}){eq}")
        return 0

    start = time.time()
    cc = os.environ.get("CC", "cc")
    make = os.environ.get("MAKE", "make")
    builder = Builder(cc, make)
    if a.build:
        os.makedirs(a.build, exist_ok=True)
        scratch = tempfile.mkdtemp(prefix="mutants-", dir=a.build)
    else:
        scratch = tempfile.mkdtemp(prefix="weimar-mutants-")
    try:
        base = os.path.join(scratch, "base")
        for rel in source_files(src):
            dst = os.path.join(base, rel)
            os.makedirs(os.path.dirname(dst), exist_ok=True)
            shutil.copy2(os.path.join(src, rel), dst)
        print(f"check-mutants: {len(mutants)} mutants of {', '.join(titles)}; building the base in {scratch}",
              flush=True)
        r = run([make, "-s", "--no-print-directory", f"-j{max(1, a.jobs)}", "lib/libweimar.a", "CFLAGS=" + CFLAGS],
                base)
        if r.returncode:
            print(r.stdout)
            raise MutantError("the unmutated library does not build")
        needed = sorted({s for t in titles for s in SUITES[t]} | {CORPUS})
        HELPERS[:] = sorted(f[:-2] for f in os.listdir(os.path.join(base, "tests"))
                            if f.endswith(".c") and not f.startswith("check_"))
        for name in HELPERS + needed:
            if not os.path.isfile(os.path.join(base, "tests", name + ".c")):
                raise MutantError(f"tests/{name}.c is missing")
            r = builder.test_obj(base, name)
            if r.returncode:
                print(r.stdout)
                raise MutantError(f"tests/{name}.c does not compile")
        # The base runs with the mutants' environment, timeouts included:
        # a test slower than its scaled timeout would "kill" every mutant
        # of its title by timing out, so it fails the base here instead.
        env = clean_env(MUTANT_ENV)
        for s in needed:
            r = builder.link(base, s)
            if r.returncode:
                print(r.stdout)
                raise MutantError(f"{s} does not link")
            r = run([f"./tests/{s}"], base, timeout=SUITE_TIMEOUT * 2, env=env)
            if r.returncode:
                print(r.stdout[-3000:])
                raise MutantError(f"{s} fails on the unmutated sources (with CK_TIMEOUT_MULTIPLIER=0.1: "
                                  "a test that times out needs a tcase_set_timeout of its own): fix that first")
        pristine = snapshot(base)
        workers = queue.Queue()
        for k in range(max(1, a.jobs)):
            w = os.path.join(scratch, f"w{k}")
            shutil.copytree(base, w, symlinks=True, copy_function=shutil.copy2)
            workers.put(w)
        print(f"check-mutants: base built and green in {time.time() - start:.0f} s; {a.jobs} jobs", flush=True)

        lock = threading.Lock()
        done = [0]
        results = {}

        def one(m):
            w = workers.get()
            try:
                status, detail = try_mutant(m, base, w, builder, pristine)
            finally:
                workers.put(w)
            eq = m.get("equivalent")
            if eq is not None:
                if status == "survived":
                    status, detail = "equivalent", eq
                elif status in ("killed", "corpus"):
                    status, detail = "error", f"marked equivalent but killed by {detail}"
            with lock:
                done[0] += 1
                where = {"killed": f"killed by {detail}", "corpus": f"GAP: killed only by {detail}",
                         "survived": "SURVIVED", "equivalent": f"equivalent ({detail})", "error": f"ERROR: {detail}"}[status]
                print(f"[{done[0]}/{len(mutants)}] {m['title']} {m['section']} {m['desc']}: {where}", flush=True)
                results[m["id"]] = status
            return status

        ex = concurrent.futures.ThreadPoolExecutor(max_workers=max(1, a.jobs))
        try:
            list(ex.map(one, mutants))
        except KeyboardInterrupt:
            ex.shutdown(wait=True, cancel_futures=True)  # the running ones got the SIGINT too
            raise
        ex.shutdown(wait=True)

        n = {s: sum(1 for v in results.values() if v == s)
             for s in ("killed", "corpus", "survived", "equivalent", "error")}
        took = time.time() - start
        print(f"check-mutants: {n['killed']} killed, {n['corpus']} killed by check_corpus alone, "
              f"{n['survived']} survived, {n['equivalent']} equivalent"
              + (f", {n['error']} errors" if n["error"] else "") + f" ({took:.0f} s)")
        label = {"survived": "survived", "error": "error", "corpus": "gap (check_corpus alone)"}
        for m in mutants:
            if results[m["id"]] in label:
                print(f"  {label[results[m['id']]]}: {m['id']} ({m['title']} {m['section']} {m['desc']}; {m['file']}"
                      f", tests/mutants/{m['title']}.txt line {m['_line']})")
        return 1 if n["survived"] or n["corpus"] or n["error"] else 0
    finally:
        if a.keep:
            print(f"check-mutants: kept {scratch}")
        else:
            shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    try:
        sys.exit(main())
    except MutantError as e:
        print(f"check-mutants: {e}", file=sys.stderr)
        sys.exit(2)
    except KeyboardInterrupt:
        print("check-mutants: interrupted (the source tree was not touched)", file=sys.stderr)
        sys.exit(130)
