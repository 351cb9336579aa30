# libweimar - GNU Makefile (GNU make 4 or later; no configure step).
#
#   make                 the library (shared + static) and the examples
#   make demo            one seeded game of The March of Progress (only cc + make)
#   make check           every test; installs its tools with apt-get as root
#   make help            all targets
#
# Variables you may set: CC, CFLAGS, CPPFLAGS, LDFLAGS, LIBS, WARNINGS,
# PREFIX, LIBDIR, INCLUDEDIR, DESTDIR, FUZZ_CC, FUZZ_TIME, WM_PROP_GAMES, O.
#
# Out-of-tree builds: everything built goes below the current directory,
# the sources are read from the directory of this Makefile, which is never
# written to (it may be read-only):
#   make -f /path/to/libweimar/Makefile        (from any other directory)
#   make O=/path/to/build                      (from the source tree)

.DEFAULT_GOAL := all
SHELL := /bin/bash
.DELETE_ON_ERROR:
.SUFFIXES:

# ---------------------------------------------------------------------
# Source and build directories.  SRCDIR is where this Makefile lives; the
# build directory is the current one.  S is the prefix of every source
# path: empty in the source tree (so paths read as before), SRCDIR/ in an
# out-of-tree build.  O=DIR re-runs make in DIR with this Makefile.
# ---------------------------------------------------------------------
SRCDIR := $(patsubst %/,%,$(dir $(abspath $(lastword $(MAKEFILE_LIST)))))
ifneq ($(O),)
ifneq ($(abspath $(O)),$(CURDIR))
WM_SUB_MAKE := 1
endif
endif
ifeq ($(SRCDIR),$(CURDIR))
S :=
else
S := $(SRCDIR)/
endif

ifdef WM_SUB_MAKE
.DEFAULT_GOAL := wm-sub-make
.PHONY: wm-sub-make $(MAKECMDGOALS)
wm-sub-make:
	@mkdir -p '$(O)'
	@$(MAKE) --no-print-directory -C '$(O)' -f '$(SRCDIR)/Makefile' O= $(MAKECMDGOALS)
$(filter-out wm-sub-make,$(MAKECMDGOALS)): wm-sub-make
	@:
else

# ---------------------------------------------------------------------
# Version: the one source of truth is include/weimar.h.
# ---------------------------------------------------------------------
wm_version_part = $(shell sed -n 's/^.define WM_VERSION_$(1)[[:space:]]\{1,\}\([0-9]\{1,\}\).*/\1/p' $(S)include/weimar.h)
VERSION_MAJOR := $(call wm_version_part,MAJOR)
VERSION_MINOR := $(call wm_version_part,MINOR)
VERSION_PATCH := $(call wm_version_part,PATCH)
ifeq ($(and $(VERSION_MAJOR),$(VERSION_MINOR),$(VERSION_PATCH)),)
$(error cannot read WM_VERSION_MAJOR/MINOR/PATCH from include/weimar.h)
endif
VERSION := $(VERSION_MAJOR).$(VERSION_MINOR).$(VERSION_PATCH)

# ---------------------------------------------------------------------
# Tools and flags.  The library is compiled with
#   -std=c11 $(WARNINGS) -fPIC -fvisibility=hidden -DWM_BUILDING_LIBRARY
#   -Iinclude -Ilib/core $(CPPFLAGS) $(CFLAGS)
# i.e. by default: -std=c11 -O2 -g -Wall -Wextra -Wpedantic -Wshadow
# -Wconversion -fPIC -fvisibility=hidden -DWM_BUILDING_LIBRARY -Iinclude
# -Ilib/core.  The flags the build needs are kept out of CFLAGS so that
# `make CFLAGS=-O0` still builds a correct library.
# ---------------------------------------------------------------------
CC ?= cc
AR ?= ar
CFLAGS ?= -O2 -g
WARNINGS ?= -Wall -Wextra -Wpedantic -Wshadow -Wconversion
TEST_WARNINGS ?= $(WARNINGS)
LDFLAGS ?=
LIBS ?= -pthread
PKG_CONFIG ?= pkg-config
PYTHON ?= python3
LUA ?= lua5.4
DOXYGEN ?= doxygen
VALGRIND ?= valgrind

LIB_FLAGS = -std=c11 $(WARNINGS) -fPIC -fvisibility=hidden -DWM_BUILDING_LIBRARY -I$(S)include -I$(S)lib/core
EX_FLAGS = -std=c11 $(WARNINGS) -I$(S)include -DWM_MODEL_DIR='"$(SRCDIR)/models"'
TEST_FLAGS = -std=c11 $(TEST_WARNINGS) -I$(S)include -I$(S)lib/core -I$(S)tests -DWM_TEST_MODELS='"$(SRCDIR)/models"'
DEPFLAGS = -MMD -MP
# Check's compile flags, asked of pkg-config by the shell when a recipe runs.
CHECK_CFLAGS = $$($(PKG_CONFIG) --cflags check)

BUILD := build
# make check and make check-asan run their steps in parallel, one job per
# core unless JOBS is set.
JOBS ?= $(shell nproc 2>/dev/null || echo 2)
SONAME := libweimar.so.$(VERSION_MAJOR)
SHARED := lib/libweimar.so.$(VERSION)
STATIC := lib/libweimar.a
MAP := $(S)lib/weimar.map

# Every folder of lib/ that holds .c files is part of the library.
LIB_SRCS := $(sort $(wildcard $(S)lib/core/*.c $(S)lib/*/*.c))
LIB_OBJS := $(LIB_SRCS:$(S)%.c=$(BUILD)/%.o)
PUBLIC_HEADERS := $(S)include/weimar.h $(sort $(wildcard $(S)include/weimar/*.h))

EXAMPLES := examples/playout examples/play examples/bench examples/winrate examples/arena examples/content
EX_RPATH := -Wl,-rpath,'$$ORIGIN/../lib'

# One Check program per tests/check_*.c; the three below must exist.
# Other tests/*.c files (testutil.c...) are helpers linked into each.
TESTS := $(sort tests/check_core tests/check_march tests/check_props \
                $(patsubst $(S)%.c,%,$(wildcard $(S)tests/check_*.c)))
TEST_HELPER_SRCS := $(filter-out $(S)tests/check_%.c,$(wildcard $(S)tests/*.c))
TEST_HELPER_OBJS := $(TEST_HELPER_SRCS:$(S)%.c=$(BUILD)/%.o)

LUA_MODULE := bindings/lua/weimar.so
# The Lua module is compiled alike for the tree (LUA_MODULE), the rock
# (lua-rock: bundled or linked to WEIMAR_DIR) and make install; only its
# include folders and what it links differ.
LUA_CC = $(CC) -std=c11 $(TEST_WARNINGS) -fPIC

# One seeded playout per title and scenario in `make check`: title-scenario.
PLAYOUTS := march-1 march-2 march-3 march-4 march-5 march-6 \
            ebert-1 ebert-2 ebert-3 ebert-4 \
            republic-1 republic-2 republic-3 republic-4 republic-5 siege-1

# ---------------------------------------------------------------------
# The library and the examples.
# ---------------------------------------------------------------------
.PHONY: all lib examples
all: lib examples
lib: $(SHARED) lib/$(SONAME) lib/libweimar.so $(STATIC)
examples: $(EXAMPLES)

# One compile rule for every build of the sources (this one, ASan, the
# fuzzers', the WebAssembly): $(call COMPILE_RULE,objects,build folder,
# compiler and flags[,order-only prerequisites]).
define COMPILE_RULE
$(1): $(2)/%.o: $$(S)%.c $(if $(4),| $(4))
	@mkdir -p $$(@D)
	$(3) $$(DEPFLAGS) -c -o $$@ $$<
endef
$(eval $(call COMPILE_RULE,$(LIB_OBJS),$(BUILD),$$(CC) $$(LIB_FLAGS) $$(CPPFLAGS) $$(CFLAGS)))

$(SHARED): $(LIB_OBJS) $(MAP)
	$(if $(LIB_SRCS),,$(error no library sources: lib/core/*.c and lib/<title>/*.c are missing))
	@mkdir -p $(@D)
	$(CC) -shared $(CFLAGS) $(LDFLAGS) -Wl,-soname,$(SONAME) -Wl,--version-script=$(MAP) \
	    -Wl,-z,defs -o $@ $(LIB_OBJS) $(LIBS)

lib/$(SONAME): $(SHARED)
	ln -sf $(notdir $<) $@

lib/libweimar.so: lib/$(SONAME)
	ln -sf $(notdir $<) $@

$(STATIC): $(LIB_OBJS)
	$(if $(LIB_SRCS),,$(error no library sources: lib/core/*.c and lib/<title>/*.c are missing))
	@mkdir -p $(@D)
	@rm -f $@
	$(AR) rcs $@ $(LIB_OBJS)

# Examples run from the tree: linked to the shared library, found through
# an rpath relative to the program.
$(EXAMPLES): examples/%: $(S)examples/%.c $(SHARED) lib/$(SONAME) lib/libweimar.so
	@mkdir -p $(BUILD)/examples $(@D)
	$(CC) $(EX_FLAGS) $(CPPFLAGS) $(CFLAGS) $(DEPFLAGS) -MF $(BUILD)/examples/$*.d \
	    $(LDFLAGS) -o $@ $< -Llib -lweimar $(EX_RPATH)

.PHONY: demo
demo: examples/playout
	./examples/playout --title march --scenario 1 --seed 1

# ---------------------------------------------------------------------
# make check
#
# The steps run side by side (-j$(JOBS)) without output sync: each test
# step runs through tools/run-step.sh, which keeps its whole output in
# $(BUILD)/logs/<step>.log and prints one PASS or FAIL line (a failure with
# the log's tail) when the step ends; the property shards also print one
# line per configuration as they go.
#
#   make check         every step, the property tests on a budget of at
#                      most PROP_GAMES games per configuration (about
#                      4 1/2 minutes on 2 idle cores, measured 253-262 s)
#   make check-quick   the edit-compile-test loop (under a minute): the
#                      Check suites, a few property games per
#                      configuration, the Python and Lua tests, symbols
#   make check-long    the property tests with their full default counts
#                      (2,000 / 1,000 games per configuration; CI runs it
#                      after make check)
# ---------------------------------------------------------------------
.PHONY: check check-quick check-long check-long-siege deps check-steps check-quick-steps check-c check-python \
        check-lua check-examples check-symbols check-source check-abi check-install check-packages check-props-long tests lua
RUN_STEP = WM_LOG_DIR=$(BUILD)/logs $(SHELL) $(S)tools/run-step.sh
check:
	@$(SHELL) $(S)tools/deps.sh check
	@$(MAKE) --no-print-directory -j$(JOBS) check-steps
	@echo "make check: OK (C suites, Python, Lua, examples, docs, symbols, ABI, install, packaging)"

check-quick:
	@$(SHELL) $(S)tools/deps.sh check
	@$(MAKE) --no-print-directory -j$(JOBS) check-quick-steps PROP_GAMES=$(QUICK_PROP_GAMES) PROP_FULL_GAMES=1
	@echo "make check-quick: OK (C suites, a few property games, Python, Lua, symbols; make check runs everything)"

check-long:
	@$(SHELL) $(S)tools/deps.sh check
	@$(MAKE) --no-print-directory -j$(JOBS) check-props-long
	@echo "make check-long: OK (property tests with their full game counts)"

# Democracy under Siege's property tests alone at their full counts (1,000
# games for each of its twelve rule configurations, issue 9).
check-long-siege:
	@$(SHELL) $(S)tools/deps.sh check
	@WM_PROP_TITLE=4 $(MAKE) --no-print-directory -j$(JOBS) check-props-long
	@echo "make check-long-siege: OK (Democracy under Siege's property tests with their full game counts)"

deps:
	@$(SHELL) $(S)tools/deps.sh check

# make check-mutants (issue 24): does the fast suite catch a broken rule?
# tools/mutants.py applies each single-rule mutant of tests/mutants/*.txt
# (at least 10 per title, each naming its rule section) to a copy of the
# sources in a scratch directory below $(BUILD)/, rebuilds the static
# library and the title's Check programs, runs them, and fails if a mutant
# survives, is killed by tests/check_corpus alone (a gap: no test of its
# own, issue 38), or no longer applies ("anchor not found").  The source tree is
# never written to.  Slow (minutes, not part of make check): run it before
# a release; MUTANT_JOBS (default 2) jobs, MUTANT_ARGS for tools/mutants.py
# (--title siege, --only ID, --list, --keep).
MUTANT_JOBS ?= 2
MUTANT_ARGS ?=
.PHONY: check-mutants
check-mutants:
	@$(SHELL) $(S)tools/deps.sh check
	@mkdir -p $(BUILD)
	@CC='$(CC)' MAKE='$(MAKE)' $(PYTHON) $(S)tools/mutants.py --src '$(SRCDIR)' --build '$(CURDIR)/$(BUILD)' \
	    --jobs $(MUTANT_JOBS) $(MUTANT_ARGS)


check-steps: check-c check-python check-learn check-lua check-examples docs check-symbols check-source check-readme check-abi check-install check-packages
check-quick-steps: check-c check-python check-lua check-symbols check-source

tests: $(TESTS)

# check_props runs as PROP_SHARDS processes side by side (WM_PROP_SHARD),
# with every check on every move of the first PROP_FULL_GAMES games of each
# configuration and on a 1-in-8 sample of moves after that, and at most
# PROP_GAMES games per configuration (see tests/check_props.c; its
# defaults are 2,000 per configuration, 1,000 for The Weimar Republic and
# for Democracy under Siege's twelve rule configurations, 300 / 100 for the
# other option sets; Siege plays a quarter of PROP_GAMES).  WM_PROP_GAMES and WM_PROP_FULL_GAMES
# in the environment override both.  check-long runs the defaults.
PROP_SHARDS ?= 8
PROP_FULL_GAMES ?= 20
PROP_GAMES ?= 100
QUICK_PROP_GAMES ?= 2
# "props: [3/40] title 1 (The March...) scenario 2 flags 0x0001: 100 games, 6000 moves (...)"
# is shown as "[props-1/8] [3/20] title 1 scenario 2 flags 0x0001: 100 games".
PROP_PROGRESS_SED := s/^props: \(\[[0-9/]*\] title [0-9]*\) ([^)]*)\([^:]*: [0-9]* \(of [0-9]* \)\{0,1\}games\).*/\1\2/
PROP_SHARD_IDS := $(shell seq 0 $$(( $(PROP_SHARDS) - 1 )))
PROP_RUNS := $(PROP_SHARD_IDS:%=run-props-%)
PROP_LONG_RUNS := $(PROP_SHARD_IDS:%=run-props-long-%)
TEST_RUNS := $(filter-out run-tests/check_props,$(TESTS:%=run-%)) $(PROP_RUNS)
.PHONY: $(TEST_RUNS) $(PROP_LONG_RUNS)
check-c: $(TEST_RUNS)
check-props-long: $(PROP_LONG_RUNS)
$(filter-out $(PROP_RUNS),$(TEST_RUNS)): run-%: %
	@$(RUN_STEP) --summary '^[0-9]+%: Checks' $* -- ./$*
$(PROP_RUNS): run-props-%: tests/check_props
	@WM_PROP_SHARD=$*/$(PROP_SHARDS) WM_PROP_GAMES=$${WM_PROP_GAMES:-$(PROP_GAMES)} \
	    WM_PROP_FULL_GAMES=$${WM_PROP_FULL_GAMES:-$(PROP_FULL_GAMES)} \
	    $(RUN_STEP) --progress '^props: \[' --progress-sed '$(PROP_PROGRESS_SED)' --summary '^[0-9]+%: Checks' \
	    props-$*/$(PROP_SHARDS) -- ./tests/check_props
$(PROP_LONG_RUNS): run-props-long-%: tests/check_props
	@WM_PROP_SHARD=$*/$(PROP_SHARDS) WM_PROP_FULL_GAMES=$${WM_PROP_FULL_GAMES:-$(PROP_FULL_GAMES)} \
	    $(RUN_STEP) --progress '^props: \[' --progress-sed '$(PROP_PROGRESS_SED)' --summary '^[0-9]+%: Checks' \
	    props-long-$*/$(PROP_SHARDS) -- ./tests/check_props

$(eval $(call COMPILE_RULE,$(TEST_HELPER_OBJS),$(BUILD),$$(CC) $$(TEST_FLAGS) $$(CHECK_CFLAGS) $$(CPPFLAGS) $$(CFLAGS),check-lib))

# Says how to get Check when pkg-config cannot find it.
.PHONY: check-lib
check-lib:
	@$(PKG_CONFIG) --exists check || { echo "Check (libcheck) not found: run 'make check', which installs it, or: apt-get install check pkg-config" >&2; exit 1; }

$(TESTS): tests/%: $(S)tests/%.c $(TEST_HELPER_OBJS) $(STATIC) | check-lib
	@mkdir -p $(BUILD)/tests $(@D)
	$(CC) $(TEST_FLAGS) $(CHECK_CFLAGS) $(CPPFLAGS) $(CFLAGS) $(DEPFLAGS) -MF $(BUILD)/tests/$*.d \
	    $(LDFLAGS) -o $@ $< $(TEST_HELPER_OBJS) $(STATIC) $$($(PKG_CONFIG) --libs check) $(LIBS)

check-python: lib/$(SONAME)
	@test -f $(S)bindings/python/weimar/__init__.py || { echo "check-python: bindings/python/weimar/__init__.py is missing" >&2; exit 1; }
	@ls $(S)bindings/python/tests/test*.py >/dev/null 2>&1 || { echo "check-python: no tests in bindings/python/tests/" >&2; exit 1; }
	@WEIMAR_LIBRARY=$(CURDIR)/lib/$(SONAME) PYTHONPATH=$(SRCDIR)/bindings/python PYTHONDONTWRITEBYTECODE=1 \
	    $(RUN_STEP) --summary '^Ran [0-9]+ test' --fail-if '^Ran 0 tests' python -- \
	    $(PYTHON) -m unittest discover -s $(S)bindings/python/tests -v

lua: $(LUA_MODULE)
$(LUA_MODULE): $(S)bindings/lua/lweimar.c $(S)include/weimar.h $(SHARED) lib/$(SONAME) lib/libweimar.so
	@mkdir -p $(BUILD)/bindings/lua $(@D)
	@$(PKG_CONFIG) --exists lua5.4 || { echo "Lua 5.4 headers not found: run 'make check', which installs them, or: apt-get install lua5.4 liblua5.4-dev pkg-config" >&2; exit 1; }
	$(LUA_CC) -shared -I$(S)include $$($(PKG_CONFIG) --cflags lua5.4) $(CPPFLAGS) $(CFLAGS) \
	    $(DEPFLAGS) -MF $(BUILD)/bindings/lua/weimar.d $(LDFLAGS) -o $@ $< -Llib -lweimar -Wl,-rpath,'$$ORIGIN/../../lib'

check-lua: $(LUA_MODULE)
	@test -f $(S)bindings/lua/test.lua || { echo "check-lua: bindings/lua/test.lua is missing" >&2; exit 1; }
	@LUA_CPATH='bindings/lua/?.so;;' LUA_CPATH_5_4='bindings/lua/?.so;;' $(RUN_STEP) lua -- $(LUA) $(S)bindings/lua/test.lua

# ---------------------------------------------------------------------
# The Lua rock: `luarocks --lua-version 5.4 make
# bindings/lua/weimar-scm-1.rockspec` from the top of the tree runs
# `make lua-rock` and `make lua-rock-install` with luarocks' variables
# (CFLAGS, LUA_ROCK_INCDIR, LUA_ROCK_LIBFLAG; LUA_ROCK_LIBDIR, the rock
# tree's C module folder).  The module has the library linked in
# (bundled, from lib/libweimar.a) unless WEIMAR_DIR names the prefix of
# an installed libweimar: then it is linked to WEIMAR_DIR/lib/libweimar.so
# with that folder as its RUNPATH.
# ---------------------------------------------------------------------
WEIMAR_DIR ?=
LUA_ROCK_INCDIR ?= $(shell $(PKG_CONFIG) --variable=includedir lua5.4 2>/dev/null)
LUA_ROCK_LIBFLAG ?= -shared
LUA_ROCK_LIBDIR ?=
ROCK_MODULE := $(BUILD)/rock/weimar.so
.PHONY: lua-rock lua-rock-install
lua-rock: $(if $(WEIMAR_DIR),,$(STATIC))
	@mkdir -p $(BUILD)/rock
	@test -n '$(LUA_ROCK_INCDIR)' && test -f '$(LUA_ROCK_INCDIR)/lua.h' || \
	    { echo "lua-rock: no lua.h in LUA_ROCK_INCDIR='$(LUA_ROCK_INCDIR)' (apt-get install liblua5.4-dev)" >&2; exit 1; }
ifneq ($(WEIMAR_DIR),)
	@test -f '$(WEIMAR_DIR)/include/weimar.h' || { echo "lua-rock: WEIMAR_DIR=$(WEIMAR_DIR) has no include/weimar.h (make install PREFIX=...)" >&2; exit 1; }
	$(LUA_CC) $(LUA_ROCK_LIBFLAG) -I'$(WEIMAR_DIR)/include' -I'$(LUA_ROCK_INCDIR)' $(CPPFLAGS) $(CFLAGS) \
	    $(LDFLAGS) -o $(ROCK_MODULE) $(S)bindings/lua/lweimar.c -L'$(WEIMAR_DIR)/lib' -lweimar -Wl,-rpath,'$(WEIMAR_DIR)/lib'
else
	$(LUA_CC) $(LUA_ROCK_LIBFLAG) -I$(S)include -I'$(LUA_ROCK_INCDIR)' $(CPPFLAGS) $(CFLAGS) \
	    $(LDFLAGS) -Wl,--version-script=$(S)bindings/lua/lweimar.map -o $(ROCK_MODULE) $(S)bindings/lua/lweimar.c $(STATIC) $(LIBS)
endif

lua-rock-install:
	@test -n '$(LUA_ROCK_LIBDIR)' || { echo "lua-rock-install: LUA_ROCK_LIBDIR is empty (luarocks sets it)" >&2; exit 1; }
	@test -f $(ROCK_MODULE) || { echo "lua-rock-install: run make lua-rock first" >&2; exit 1; }
	$(INSTALL) -d '$(LUA_ROCK_LIBDIR)'
	$(INSTALL) -m 755 $(ROCK_MODULE) '$(LUA_ROCK_LIBDIR)/weimar.so'

# The examples, briefly: one seeded game per scenario, the bench's quick
# mode and a scripted session of the text player.  Logs go to build/.
EXAMPLE_RUNS := $(PLAYOUTS:%=run-playout-%) run-winrate-quick run-bench-quick run-arena-quick
.PHONY: $(EXAMPLE_RUNS)
check-examples: $(EXAMPLE_RUNS)

# run-playout-TITLE-SCENARIO: seed = scenario.
$(PLAYOUTS:%=run-playout-%): run-playout-%: examples/playout
	@mkdir -p $(BUILD)/logs
	@t=$(word 1,$(subst -, ,$*)); n=$(word 2,$(subst -, ,$*)); \
	if ./examples/playout --title $$t --scenario $$n --seed $$n > $(BUILD)/logs/playout-$*.log 2>&1; then \
	    echo "examples/playout --title $$t --scenario $$n --seed $$n: OK ($$(wc -l < $(BUILD)/logs/playout-$*.log) lines; last: $$(tail -n 1 $(BUILD)/logs/playout-$*.log))"; \
	else \
	    tail -n 30 $(BUILD)/logs/playout-$*.log; echo "examples/playout --title $$t --scenario $$n FAILED (log: $(BUILD)/logs/playout-$*.log)" >&2; exit 1; \
	fi

run-winrate-quick: examples/winrate
	@$(RUN_STEP) winrate-quick -- ./examples/winrate --title ebert --games 20

run-bench-quick: examples/bench
	@$(RUN_STEP) bench-quick -- ./examples/bench --quick

# The search opponent (doc/ai.md): a few games against random moves, and a
# whole game of examples/play with the search at every seat, and one with
# the shipped March model at every seat (--ai model, issue 35).
run-arena-quick: examples/arena examples/play
	./examples/arena --title march --games 10 --budget 100
	./examples/play --title march --ai search:200 --play none < /dev/null > /dev/null
	./examples/play --title march --ai model:100 --play none < /dev/null > /dev/null

check-symbols: lib/$(SONAME) $(STATIC)
	@STATIC_LIB=$(CURDIR)/$(STATIC) $(RUN_STEP) check-symbols -- $(SHELL) $(S)tools/check-symbols.sh $(CURDIR)/lib/$(SONAME)

# The source's shape (doc/design.md): no function of lib/ over 150 lines,
# data tables excepted (tools/check-source.py --list 20 shows the longest),
# and no circle of calls across a title's files (read from the objects).
check-source: $(LIB_OBJS)
	@$(RUN_STEP) check-source -- $(PYTHON) $(S)tools/check-source.py --objects $(BUILD)/lib $(SRCDIR)

# README.md's command blocks run as written (tools/check-readme.sh: its
# C example as game.c, each sh line from the top of the tree; lines that
# install system-wide and `make check` itself are skipped).  In the
# source tree only: out of the tree the README's commands would build in
# the (possibly read-only) sources.
.PHONY: check-readme
check-readme: lib examples
	@if [ -n "$(S)" ]; then echo "check-readme: SKIPPED (an out-of-tree build: the README's commands run in the source tree)"; \
	else $(RUN_STEP) --summary '^check-readme: [0-9]+ commands' check-readme -- $(SHELL) tools/check-readme.sh .; fi

check-abi: lib/$(SONAME)
	@$(RUN_STEP) check-abi -- $(SHELL) $(S)tools/check-abi.sh $(CURDIR)/lib/$(SONAME)

# Runs after docs so that the installed tree holds them (HTML and man
# pages): tools/check-install.sh installs into a temporary prefix and into
# a staged system prefix, builds the README's C example with pkg-config and
# with CMake's find_package(weimar), runs the Lua tests against the
# installed module, renders the man pages with man -l and uninstalls.
check-install: lib docs
	@MAKE='$(MAKE)' CC='$(CC)' SRCDIR='$(SRCDIR)' BUILDDIR='$(CURDIR)' LUA='$(LUA)' \
	    $(RUN_STEP) --progress '^check-install: ' check-install -- $(SHELL) $(S)tools/check-install.sh

# Builds and uses the library the way each ecosystem does
# (tools/check-packages.sh): out-of-tree builds of a read-only copy of the
# sources (make -f, make O=); pip install of bindings/python into fresh
# venvs (offline, with and without build isolation, and from an sdist)
# and its tests from outside the tree; luarocks make of the rockspec
# (bundled, and against an installed library) and the Lua tests.
check-packages:
	@MAKE='$(MAKE)' SRCDIR='$(SRCDIR)' BUILDDIR='$(CURDIR)' PYTHON='$(PYTHON)' LUA='$(LUA)' JOBS=1 \
	    $(RUN_STEP) --progress '^check-packages: ' check-packages -- $(SHELL) $(S)tools/check-packages.sh

# Regenerates the committed ABI baseline.  Run it when releasing (and only
# then): the check fails if a symbol of the baseline disappears.
.PHONY: abi-baseline
abi-baseline: lib
	@readelf -S $(SHARED) | grep -q '\.debug_info' || { echo "abi-baseline: $(SHARED) has no debug info: build with -g" >&2; exit 1; }
	$(SHELL) tools/check-symbols.sh lib/$(SONAME)
	@mkdir -p abi
	{ echo "# Symbols exported by $(SONAME) $(VERSION) (make abi-baseline)."; \
	  nm -D --defined-only lib/$(SONAME) | awk '$$2 != "A" { print $$3 }' | sort; } > abi/symbols.txt
	abidw --no-corpus-path --headers-dir include lib/$(SONAME) \
	    | sed -e "s|'$(CURDIR)/|'|g" -e "s|'$(CURDIR)'|'.'|g" > abi/libweimar.abi
	@echo "abi-baseline: wrote abi/symbols.txt ($$(grep -c '^wm_' abi/symbols.txt) symbols) and abi/libweimar.abi"

# A release (doc/testing.md, "Releasing"): tools/release.sh sets VERSION
# in the header, package.json and the docs, checks the ABI against the
# previous baseline and regenerates abi/.  check-abi-release shows the
# ABI difference against the baseline committed at ABI_BASE (a commit or
# tag; default: the newest commit whose abi/symbols.txt names another
# version than this one, i.e. the previous release's) and fails unless it
# is additions only (ABI_STRICT=1).
# make dist: the release's files in $(BUILD)/dist, from the committed
# tree (git archive HEAD: commit the release first): the C sources
# libweimar-VERSION.tar.gz, the Python sdist and wheel (the package's own
# backend, offline), the JavaScript package weimar-VERSION.tgz (npm pack,
# offline; only when make wasm has built bindings/js/dist), and
# SHA256SUMS.  The Lua rock is built from the tree by its scm rockspec.
.PHONY: dist
dist:
	@git -C '$(SRCDIR)' rev-parse --git-dir >/dev/null 2>&1 || { echo "dist: not a git checkout (git archive makes the tarball)" >&2; exit 1; }
	@test -z "$$(git -C '$(SRCDIR)' status --porcelain --untracked-files=no)" || echo "dist: WARNING: uncommitted changes are not in the tarball (it is HEAD's tree)" >&2
	rm -rf $(BUILD)/dist && mkdir -p $(BUILD)/dist
	git -C '$(SRCDIR)' archive --format=tar.gz --prefix=libweimar-$(VERSION)/ -o $(CURDIR)/$(BUILD)/dist/libweimar-$(VERSION).tar.gz HEAD
	cd '$(SRCDIR)/bindings/python' && $(PYTHON) _backend/weimar_build.py sdist $(CURDIR)/$(BUILD)/dist >/dev/null
	cd '$(SRCDIR)/bindings/python' && $(PYTHON) _backend/weimar_build.py wheel $(CURDIR)/$(BUILD)/dist >/dev/null
	@if [ -f '$(SRCDIR)/bindings/js/dist/weimar-wasm.wasm' ]; then \
	    (cd '$(SRCDIR)/bindings/js' && npm pack --silent --pack-destination $(CURDIR)/$(BUILD)/dist >/dev/null); \
	else echo "dist: no bindings/js/dist/weimar-wasm.wasm (make wasm): the JavaScript package is left out"; fi
	cd $(BUILD)/dist && sha256sum * > SHA256SUMS
	@echo "dist: $(BUILD)/dist:"; ls -l $(BUILD)/dist | sed 1d

.PHONY: release-prep check-abi-release
release-prep:
	@test '$(origin VERSION)' = 'command line' || { echo "usage: make release-prep VERSION=MAJOR.MINOR.PATCH" >&2; exit 1; }
	$(SHELL) $(S)tools/release.sh $(VERSION)

check-abi-release: lib/$(SONAME)
	@base='$(ABI_BASE)'; \
	if [ -z "$$base" ]; then for c in $$(git -C '$(SRCDIR)' log --format=%H -- abi/symbols.txt); do \
	    v=$$(git -C '$(SRCDIR)' show $$c:abi/symbols.txt | sed -n '1s/.* \([0-9.]*\) (make abi-baseline).*/\1/p'); \
	    if [ "$$v" != '$(VERSION)' ]; then base=$$c; break; fi; done; fi; \
	test -n "$$base" || { echo "check-abi-release: no earlier baseline in git (ABI_BASE=commit)" >&2; exit 1; }; \
	git -C '$(SRCDIR)' show $$base:abi/libweimar.abi > $(BUILD)/abi-release-base.abi && \
	echo "check-abi-release: abidiff --headers-dir2 include <(git show $$base:abi/libweimar.abi) lib/$(SONAME)" && \
	ABI_STRICT=1 ABI_BASELINE=$(CURDIR)/$(BUILD)/abi-release-base.abi $(SHELL) $(S)tools/check-abi.sh $(CURDIR)/lib/$(SONAME)

# ---------------------------------------------------------------------
# make check: the views against their JSON Schemas, and examples/play
# driven through a pipe (issue 10).
#   check-views    tests/check_props on 2 games per configuration writes a
#                  sample of its views to build/views/ (WM_PROP_VIEW_DIR);
#                  tools/validate-views.py checks them against doc/schema/
#                  (python3-jsonschema).
#   run-play-test  tests/play_test.sh: a whole seeded game of each title
#                  through examples/play, with undo, save and load.
# ---------------------------------------------------------------------
VIEW_GAMES ?= 2
.PHONY: check-views run-play-test
check-steps: check-views
check-examples: run-play-test

check-views: tests/check_props examples/content
	@rm -rf $(BUILD)/views && mkdir -p $(BUILD)/views
	@WM_PROP_GAMES=$(VIEW_GAMES) WM_PROP_FULL_GAMES=$(VIEW_GAMES) WM_PROP_VIEW_DIR=$(BUILD)/views \
	    $(RUN_STEP) --summary '^[0-9]+%: Checks' views-sample -- ./tests/check_props
	@$(RUN_STEP) views-schema -- $(PYTHON) $(S)tools/validate-views.py $(S)doc/schema $(BUILD)/views
	@mkdir -p $(BUILD)/packs && for t in ebert republic siege; do ./examples/content --title $$t --out $(BUILD)/packs/$$t.json || exit 1; done
	@$(RUN_STEP) packs-schema -- $(PYTHON) $(S)tools/validate-packs.py $(S)doc/schema $(BUILD)/packs/*.json \
	    $(wildcard $(S)tests/fuzz/corpus_content/builtin-*.json $(S)tests/fuzz/corpus_content/edited-*.json)

run-play-test: examples/play
	@mkdir -p $(BUILD)/logs
	@$(RUN_STEP) --summary '^play_test: ' play-test -- $(SHELL) $(S)tests/play_test.sh ./examples/play $(BUILD)/logs/play
# tests/content_test.sh: content packs from the command line (issue 19):
# examples/content writes each title's cards as a pack, a card edited by
# hand is played through examples/play --content, saved and loaded.
.PHONY: run-content-test
check-examples: run-content-test
run-content-test: examples/play examples/content
	@mkdir -p $(BUILD)/logs
	@$(RUN_STEP) --summary '^content_test: ' content-test -- $(SHELL) $(S)tests/content_test.sh ./examples $(BUILD)/logs/content

# ---------------------------------------------------------------------
# Sanitizers, fuzzing, valgrind, bench, docs.
# ---------------------------------------------------------------------
ASAN_BUILD := build-asan
ASAN_CFLAGS := -O1 -g -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all
ASAN_LIB_OBJS := $(LIB_SRCS:$(S)%.c=$(ASAN_BUILD)/%.o)
ASAN_HELPER_OBJS := $(TEST_HELPER_SRCS:$(S)%.c=$(ASAN_BUILD)/%.o)
ASAN_STATIC := $(ASAN_BUILD)/libweimar.a
ASAN_TESTS := $(TESTS:%=$(ASAN_BUILD)/%)
ASAN_PROP_RUNS := $(PROP_SHARD_IDS:%=run-asan-props-%)
ASAN_TEST_RUNS := $(filter-out run-asan-tests/check_props,$(TESTS:%=run-asan-%)) $(ASAN_PROP_RUNS)
ASAN_ENV := CK_FORK=no WM_PROP_GAMES=$${WM_PROP_GAMES:-200} WM_PROP_FULL_GAMES=$${WM_PROP_FULL_GAMES:-5} \
    ASAN_OPTIONS=detect_leaks=1:abort_on_error=0:strict_string_checks=1 \
    UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1

.PHONY: check-asan asan-tests $(ASAN_TEST_RUNS)
check-asan:
	@$(SHELL) $(S)tools/deps.sh asan
	@$(MAKE) --no-print-directory --output-sync=target -j$(JOBS) asan-tests
	@$(MAKE) --no-print-directory --output-sync=target fuzz-run
	@echo "make check-asan: OK"

asan-tests: $(ASAN_TEST_RUNS)
$(filter-out $(ASAN_PROP_RUNS),$(ASAN_TEST_RUNS)): run-asan-%: $(ASAN_BUILD)/%
	$(ASAN_ENV) ./$<
$(ASAN_PROP_RUNS): run-asan-props-%: $(ASAN_BUILD)/tests/check_props
	$(ASAN_ENV) WM_PROP_SHARD=$*/$(PROP_SHARDS) ./$<

$(eval $(call COMPILE_RULE,$(ASAN_LIB_OBJS),$(ASAN_BUILD),$$(CC) $$(LIB_FLAGS) $$(CPPFLAGS) $$(ASAN_CFLAGS)))

$(ASAN_STATIC): $(ASAN_LIB_OBJS)
	$(if $(LIB_SRCS),,$(error no library sources: lib/core/*.c and lib/<title>/*.c are missing))
	@rm -f $@
	$(AR) rcs $@ $(ASAN_LIB_OBJS)

$(eval $(call COMPILE_RULE,$(ASAN_HELPER_OBJS),$(ASAN_BUILD),$$(CC) $$(TEST_FLAGS) $$(CHECK_CFLAGS) $$(CPPFLAGS) $$(ASAN_CFLAGS),check-lib))

$(ASAN_TESTS): $(ASAN_BUILD)/tests/%: $(S)tests/%.c $(ASAN_HELPER_OBJS) $(ASAN_STATIC)
	@mkdir -p $(@D)
	$(CC) $(TEST_FLAGS) $(CHECK_CFLAGS) $(CPPFLAGS) $(ASAN_CFLAGS) $(DEPFLAGS) -MF $@.d \
	    $(LDFLAGS) -o $@ $< $(ASAN_HELPER_OBJS) $(ASAN_STATIC) $$($(PKG_CONFIG) --libs check) $(LIBS)

# ThreadSanitizer (issue 21): the Check suites whose games run on several
# threads - tests/check_batch (a batch on 1, 2 and 5 threads against the
# same games played one by one, every title) and tests/check_core (games,
# errors and logs on distinct threads) - built with -fsanitize=thread in
# build-tsan/.  Any data race fails the run (halt_on_error).
TSAN_BUILD := build-tsan
TSAN_CFLAGS := -O1 -g -fsanitize=thread -fno-omit-frame-pointer
TSAN_LIB_OBJS := $(LIB_SRCS:$(S)%.c=$(TSAN_BUILD)/%.o)
TSAN_HELPER_OBJS := $(TEST_HELPER_SRCS:$(S)%.c=$(TSAN_BUILD)/%.o)
TSAN_STATIC := $(TSAN_BUILD)/libweimar.a
TSAN_TESTS := $(TSAN_BUILD)/tests/check_batch $(TSAN_BUILD)/tests/check_core

.PHONY: check-tsan
check-tsan: $(TSAN_TESTS)
	@for t in $(TSAN_TESTS); do \
	    echo "check-tsan: $$t"; \
	    CK_FORK=no TSAN_OPTIONS=halt_on_error=1:second_deadlock_stack=1 ./$$t || exit 1; done
	@echo "make check-tsan: OK"

$(eval $(call COMPILE_RULE,$(TSAN_LIB_OBJS),$(TSAN_BUILD),$$(CC) $$(LIB_FLAGS) $$(CPPFLAGS) $$(TSAN_CFLAGS)))

$(TSAN_STATIC): $(TSAN_LIB_OBJS)
	@rm -f $@
	$(AR) rcs $@ $(TSAN_LIB_OBJS)

$(eval $(call COMPILE_RULE,$(TSAN_HELPER_OBJS),$(TSAN_BUILD),$$(CC) $$(TEST_FLAGS) $$(CHECK_CFLAGS) $$(CPPFLAGS) $$(TSAN_CFLAGS),check-lib))

$(TSAN_TESTS): $(TSAN_BUILD)/tests/%: $(S)tests/%.c $(TSAN_HELPER_OBJS) $(TSAN_STATIC)
	@mkdir -p $(@D)
	$(CC) $(TEST_FLAGS) $(CHECK_CFLAGS) $(CPPFLAGS) $(TSAN_CFLAGS) $(DEPFLAGS) -MF $@.d \
	    $(LDFLAGS) -o $@ $< $(TSAN_HELPER_OBJS) $(TSAN_STATIC) $$($(PKG_CONFIG) --libs check) $(LIBS)

# libFuzzer targets, built with clang from tests/fuzz/fuzz_*.c and every
# library source.  `make fuzz` builds them; `make fuzz-run` runs each for
# FUZZ_TIME seconds (FUZZ_SEED=0: a random libFuzzer seed; FUZZ_FLAGS
# replaces both) with a scratch corpus in build-fuzz/ seeded from
# tests/fuzz/corpus_<name>/ when it exists.  FUZZ_RUNS=N stops after N
# inputs instead, whatever the machine's speed (CI uses that).  Even with a
# fixed FUZZ_SEED the inputs differ between machines: libFuzzer reloads its
# corpus on a timer and learns from compared values.
FUZZ_CC ?= clang
FUZZ_TIME ?= 20
FUZZ_SEED ?= 0
FUZZ_RUNS ?=
FUZZ_FLAGS ?= -max_total_time=$(FUZZ_TIME) -seed=$(FUZZ_SEED) -timeout=10 $(if $(FUZZ_RUNS),-runs=$(FUZZ_RUNS))
FUZZ_BUILD := build-fuzz
FUZZ_SAN := -fsanitize=address,undefined -fno-sanitize-recover=all
FUZZ_CFLAGS := -std=c11 -O1 -g -fno-omit-frame-pointer -Wall -Wextra -DWM_BUILDING_LIBRARY -I$(S)include -I$(S)lib/core
FUZZ_LIB_OBJS := $(LIB_SRCS:$(S)%.c=$(FUZZ_BUILD)/%.o)
FUZZERS := $(FUZZ_BUILD)/fuzz_load $(FUZZ_BUILD)/fuzz_moves $(FUZZ_BUILD)/fuzz_content $(FUZZ_BUILD)/fuzz_model
FUZZ_RUN_TARGETS := $(FUZZERS:$(FUZZ_BUILD)/%=run-%)

.PHONY: fuzz fuzz-run $(FUZZ_RUN_TARGETS)
fuzz: $(FUZZERS)

$(eval $(call COMPILE_RULE,$(FUZZ_LIB_OBJS),$(FUZZ_BUILD),$$(FUZZ_CC) $$(FUZZ_CFLAGS) -fsanitize=fuzzer-no-link $$(FUZZ_SAN)))

$(FUZZERS): $(FUZZ_BUILD)/%: $(S)tests/fuzz/%.c $(FUZZ_LIB_OBJS)
	$(if $(LIB_SRCS),,$(error no library sources: lib/core/*.c and lib/<title>/*.c are missing))
	$(FUZZ_CC) $(FUZZ_CFLAGS) -fsanitize=fuzzer $(FUZZ_SAN) $(DEPFLAGS) -MF $@.d -o $@ $< $(FUZZ_LIB_OBJS)

fuzz-run: $(FUZZ_RUN_TARGETS)
$(FUZZ_RUN_TARGETS): run-%: $(FUZZ_BUILD)/%
	@mkdir -p $(FUZZ_BUILD)/corpus_$(*:fuzz_%=%)
	@echo "./$< $(FUZZ_FLAGS) $(FUZZ_BUILD)/corpus_$(*:fuzz_%=%) $(wildcard $(S)tests/fuzz/corpus_$(*:fuzz_%=%)) (log: $(FUZZ_BUILD)/$*.log)"
	@if ./$< $(FUZZ_FLAGS) -print_final_stats=1 \
	        $(FUZZ_BUILD)/corpus_$(*:fuzz_%=%) $(wildcard $(S)tests/fuzz/corpus_$(*:fuzz_%=%)) > $(FUZZ_BUILD)/$*.log 2>&1; then \
	    grep -E '^(Done|stat::number_of_executed_units|stat::new_units_added)' $(FUZZ_BUILD)/$*.log | sed 's/^/  $*: /'; \
	else \
	    tail -n 60 $(FUZZ_BUILD)/$*.log; echo "$*: FAILED (log: $(FUZZ_BUILD)/$*.log; crash input saved in the current directory)" >&2; exit 1; \
	fi

VALGRIND_TESTS := tests/check_props tests/check_core
.PHONY: check-valgrind
check-valgrind:
	@$(SHELL) $(S)tools/deps.sh valgrind
	@$(MAKE) --no-print-directory $(VALGRIND_TESTS)
	@set -e; for t in $(VALGRIND_TESTS); do \
	    echo "CK_FORK=no WM_PROP_GAMES=$${WM_PROP_GAMES:-20} WM_PROP_FULL_GAMES=$${WM_PROP_FULL_GAMES:-2} $(VALGRIND) --error-exitcode=1 --leak-check=full --errors-for-leak-kinds=definite ./$$t"; \
	    CK_FORK=no WM_PROP_GAMES=$${WM_PROP_GAMES:-20} WM_PROP_FULL_GAMES=$${WM_PROP_FULL_GAMES:-2} $(VALGRIND) -q --error-exitcode=1 --leak-check=full \
	        --errors-for-leak-kinds=definite ./$$t; \
	done
	@echo "make check-valgrind: OK"

.PHONY: bench
bench: examples/bench bench-python
	./examples/bench

# The batch from Python (issue 21): bindings/python/examples/vector_random.py
# steps 256 games of The March of Progress and of The Weimar Republic with a
# random legal move each (NumPy), beside the same play one game at a time
# through weimar.Game.  Needs NumPy (Debian's python3-numpy): $(PYTHON) if it
# has it, else Debian's /usr/bin/python3; skipped with a note otherwise.
# weimar.learn (issue 35): bindings/python/tests/learn_test.py - the
# library's inference against PyTorch's, a tiny training run (the loss
# falls, a resumed run equals an unbroken one), export and eval.  Needs
# PyTorch and NumPy (Debian's python3-torch): $(PYTHON) if it has them,
# else Debian's /usr/bin/python3; skipped with a note otherwise.  A few
# seconds.
.PHONY: check-learn
check-learn: lib/$(SONAME)
	@py=''; for p in $(PYTHON) /usr/bin/python3; do \
	    if $$p -c 'import numpy, torch' 2>/dev/null; then py=$$p; break; fi; done; \
	if [ -z "$$py" ]; then echo "check-learn: skipped (no Python with PyTorch and NumPy: apt-get install python3-torch)"; exit 0; fi; \
	WEIMAR_LIBRARY=$(CURDIR)/lib/$(SONAME) PYTHONPATH=$(SRCDIR)/bindings/python PYTHONDONTWRITEBYTECODE=1 \
	    $$py $(S)bindings/python/tests/learn_test.py

.PHONY: bench-python
bench-python: lib/$(SONAME)
	@py=''; for p in $(PYTHON) /usr/bin/python3; do \
	    if $$p -c 'import numpy' 2>/dev/null; then py=$$p; break; fi; done; \
	if [ -z "$$py" ]; then echo "bench-python: skipped (no Python with NumPy: apt-get install python3-numpy)"; exit 0; fi; \
	echo "Batches from Python ($$py, weimar.vector, 256 games, one thread; moves per second of process CPU time and of wall clock, with the load average)"; \
	echo "load average before: $$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime)"; \
	for t in march republic; do \
	    WEIMAR_LIBRARY=$(CURDIR)/lib/$(SONAME) PYTHONPATH=$(SRCDIR)/bindings/python PYTHONDONTWRITEBYTECODE=1 \
	        $$py $(S)bindings/python/examples/vector_random.py $$t 256 1000 || exit 1; done

# The batch rows of tools/bench-openspiel.sh without OpenSpiel (issue 34):
# tools/bench-openspiel.cc built on libweimar alone, run at its defaults
# (BENCH_BATCH_ARGS: seconds per measurement, rounds, and optionally a
# subject filter such as Siege).  Its last table has the batch against a
# single game's playouts, two threads against one in work per CPU second,
# and "2 threads ÷ 1 (wall)": the wall-clock scaling, which means
# something only on otherwise idle cores (the load average is printed).
# Not niced, for that reason; about a minute.
BENCH_BATCH_ARGS ?= 0.5 5
.PHONY: bench-batch
bench-batch: build/bench-batch
	./build/bench-batch $(BENCH_BATCH_ARGS)

build/bench-batch: $(S)tools/bench-openspiel.cc $(STATIC) $(S)include/weimar.h
	@mkdir -p build
	$(CXX) -std=c++20 -O2 -DNDEBUG -I$(S)include $(S)tools/bench-openspiel.cc $(STATIC) -pthread -o $@

# ---------------------------------------------------------------------
# Balance sweeps (issue 22, doc/balance.md): python3 -m weimar.balance
# plays seeded games per configuration into a SQLite store, on local
# worker processes or a Dask cluster, and writes an HTML report with
# matplotlib plots.  Needs matplotlib and Dask's distributed (Debian's
# python3-matplotlib, python3-distributed): $(PYTHON) if it has them,
# else Debian's /usr/bin/python3.
#   check-balance      (part of make check) tests/test_balance.py: a
#                      sweep through a distributed.LocalCluster with two
#                      worker processes against the same sweep run
#                      serially, row for row; a stopped sweep resumed
#   balance-docs       the measured tables of doc/ regenerated from
#                      sweeps (stores in $(BUILD)/balance/), and the
#                      plots of doc/balance.md (doc/balance-republic-*.png)
#   balance-report     the report of the Republic sweep: $(BUILD)/balance/report/
#   check-report-web   that report in headless Chromium (playwright-core)
# ---------------------------------------------------------------------
BALANCE_PY = $$(for p in $(PYTHON) /usr/bin/python3; do \
    if $$p -c 'import matplotlib, distributed' 2>/dev/null; then echo $$p; break; fi; done)
BALANCE_ENV = WEIMAR_LIBRARY=$(CURDIR)/lib/$(SONAME) PYTHONPATH=$(SRCDIR)/bindings/python PYTHONDONTWRITEBYTECODE=1
BALANCE_DIR := $(BUILD)/balance
BALANCE = $(BALANCE_ENV) nice $$py -m weimar.balance
BALANCE_GAMES ?= 2000
BALANCE_SEARCH_GAMES ?= 100
.PHONY: check-balance balance-docs balance-report check-report-web
check-steps: check-balance
check-balance: lib/$(SONAME)
	@py=$(BALANCE_PY); \
	if [ -z "$$py" ]; then echo "check-balance: SKIPPED (no Python with matplotlib and distributed: apt-get install python3-matplotlib python3-distributed)"; \
	    [ -z "$$CI" ] || exit 1; exit 0; fi; \
	$(BALANCE_ENV) $(RUN_STEP) --progress '^  \[balance\]' --summary '^Ran [0-9]+ test' --fail-if '^Ran 0 tests|skipped' balance -- \
	    $$py -m unittest -v $(S)bindings/python/tests/test_balance.py

# The Weimar Republic all Non-player, scenarios 1-5, BALANCE_GAMES games
# each; The March of Progress's search (200 playouts) against random at
# each seat.  The stores are kept: a second run adds nothing and only
# rewrites the tables.
balance-docs: lib/$(SONAME)
	@py=$(BALANCE_PY); [ -n "$$py" ] || { echo "balance-docs: no Python with matplotlib and distributed (apt-get install python3-matplotlib python3-distributed)" >&2; exit 1; }; \
	set -e; mkdir -p $(BALANCE_DIR); \
	cmd="python3 -m weimar.balance run --store republic-np.sqlite --title republic --scenario 1-5 --policy np --games $(BALANCE_GAMES)"; \
	$(BALANCE) run --store $(BALANCE_DIR)/republic-np.sqlite --title republic --scenario 1-5 --policy np --games $(BALANCE_GAMES); \
	$(BALANCE) docs --store $(BALANCE_DIR)/republic-np.sqlite --kind winrate --file $(S)doc/rules-republic.md --name republic-np \
	    --caption "Wins in % per faction with all four factions Non-player, with the 95 % Wilson interval (\`$$cmd\`, \`make balance-docs\`; played at commit {commit}):"; \
	$(BALANCE) docs --store $(BALANCE_DIR)/republic-np.sqlite --kind victory --file $(S)doc/rules-republic.md --name republic-np-victory \
	    --caption "How those games were won, in % of the games (the view's \`victory\`, §3; same sweep, played at commit {commit}):"; \
	scmd="python3 -m weimar.balance run --store march-search.sqlite --title march --scenario 1-5 --policy search:200,random --rotate --games $(BALANCE_SEARCH_GAMES)"; \
	$(BALANCE) run --store $(BALANCE_DIR)/march-search.sqlite --title march --scenario 1-5 --policy search:200,random --rotate --games $(BALANCE_SEARCH_GAMES); \
	$(BALANCE) docs --store $(BALANCE_DIR)/march-search.sqlite --kind search --file $(S)doc/ai.md --name march-search \
	    --caption "The search (200 playouts) at one seat of The March of Progress against random moves at the others, wins with the 95 % Wilson interval (\`$$scmd\`, \`make balance-docs\`; played at commit {commit}):"; \
	for n in 2 3; do \
	    c="python3 -m weimar.balance run --store siege-$$n.sqlite --title siege --seats $$n --flags FLAGS --policy random --games $(BALANCE_GAMES)"; \
	    for f in 0 0x10000; do \
	        $(BALANCE) run --store $(BALANCE_DIR)/siege-$$n.sqlite --title siege --seats $$n --flags $$f --policy random --games $(BALANCE_GAMES); done; \
	    $(BALANCE) docs --store $(BALANCE_DIR)/siege-$$n.sqlite --kind winrate --file $(S)doc/rules-siege.md --name siege-$$n \
	        --caption "$$n seats, every seat random, wins in % with the 95 % Wilson interval (flags 0x10000: the Advanced game; \`$$c\` for FLAGS 0 and 0x10000, \`make balance-docs\`; played at commit {commit}):"; \
	    $(BALANCE) docs --store $(BALANCE_DIR)/siege-$$n.sqlite --kind victory --file $(S)doc/rules-siege.md --name siege-$$n-end \
	        --caption "How those $$n-seat games ended, in % (the view's outcome reason up to its ':'; same sweep):"; \
	done; \
	$(BALANCE) report --store $(BALANCE_DIR)/republic-np.sqlite --out $(BALANCE_DIR)/report --command "$$cmd; python3 -m weimar.balance report --store republic-np.sqlite --out report"; \
	cp $(BALANCE_DIR)/report/g0-winrate.png $(S)doc/balance-republic-winrate.png; \
	cp $(BALANCE_DIR)/report/g0-years-5.png $(S)doc/balance-republic-5-years.png; \
	echo "balance-docs: doc/rules-republic.md, doc/rules-siege.md, doc/ai.md, doc/balance-republic-*.png"

balance-report: lib/$(SONAME)
	@py=$(BALANCE_PY); [ -n "$$py" ] || { echo "balance-report: no Python with matplotlib and distributed" >&2; exit 1; }; \
	set -e; mkdir -p $(BALANCE_DIR); \
	$(BALANCE) run --store $(BALANCE_DIR)/republic-np.sqlite --title republic --scenario 1-5 --policy np --games $(BALANCE_GAMES); \
	$(BALANCE) report --store $(BALANCE_DIR)/republic-np.sqlite --out $(BALANCE_DIR)/report

# A small sweep's report (The Weimar Republic all Non-player, 200 games a
# scenario, and The March of Progress at random) opened in headless
# Chromium at 1280 px: every image loads, every table is there, nothing
# is wider than the window; a screenshot in $(BUILD)/balance/report-web.png.
check-report-web: lib/$(SONAME)
	@py=$(BALANCE_PY); [ -n "$$py" ] || { echo "check-report-web: no Python with matplotlib and distributed" >&2; exit 1; }; \
	set -e; rm -rf $(BALANCE_DIR)/web && mkdir -p $(BALANCE_DIR)/web; \
	$(BALANCE) run --quiet --store $(BALANCE_DIR)/web/s.sqlite --title republic --scenario 1-5 --policy np --games 200; \
	$(BALANCE) run --quiet --store $(BALANCE_DIR)/web/s.sqlite --title march --scenario 1-3 --policy random --games 200; \
	$(BALANCE) report --store $(BALANCE_DIR)/web/s.sqlite --out $(BALANCE_DIR)/web/report; \
	$(SHELL) $(S)tools/check-report-web.sh $(CURDIR)/$(BALANCE_DIR)/web/report $(CURDIR)/$(BALANCE_DIR)/report-web.png

# The documentation site (make docs) in headless Chromium: every page
# reachable from index.html opened, no broken link, anchor or image, no
# console error; a screenshot of the main page in $(BUILD)/docs-web.png
# (tools/check-docs-web.sh; chromium and playwright-core as for
# check-web).  Not part of make check (it needs Chromium); .ci/run runs it.
.PHONY: check-docs-web
check-docs-web: docs
	@mkdir -p $(BUILD)
	@$(SHELL) $(S)tools/check-docs-web.sh $(CURDIR)/doc/html $(CURDIR)/$(BUILD)/docs-web.png

.PHONY: docs
# doxygen reads the sources from SRCDIR and writes the HTML reference to
# doc/html and the section-3 man pages to doc/man/man3 of the build
# directory (doc/Doxyfile's settings, with OUTPUT_DIRECTORY replaced).
# tools/man-pages.sh then keeps the pages make install installs: one per
# group (weimar-core.3, weimar-march.3...), weimar.h.3 with its link
# weimar.3 (`man 3 weimar`), and a link per function and constant
# (`man 3 wm_new`); doxygen's other pages would clash (size.3, march.3).
docs:
	@command -v $(DOXYGEN) >/dev/null || { echo "doxygen not found: apt-get install doxygen (make check installs it as root)" >&2; exit 1; }
	@mkdir -p doc
	rm -rf doc/man doc/html
	cd '$(SRCDIR)' && { cat doc/Doxyfile; echo 'OUTPUT_DIRECTORY = $(CURDIR)/doc'; echo 'PROJECT_NUMBER = $(VERSION)'; } | $(DOXYGEN) -
	@$(SHELL) $(S)tools/man-pages.sh doc/man/man3
	@echo "docs: doc/html/index.html, doc/man/man3 ($$(ls doc/man/man3 | wc -l) pages)"

# ---------------------------------------------------------------------
# Install.  DESTDIR is used here only, never written into a file.
#
# Installs the headers, the shared library with its SONAME and
# development links (755), the static library (644), weimar.pc, the CMake
# package (weimarConfig.cmake, weimarConfigVersion.cmake: the imported
# targets weimar::weimar and weimar::weimar_static), the Lua module
# weimar.so into LUA_CMODDIR (when Lua 5.4's headers are found; its
# RUNPATH finds the library relative to itself), the section-3 man pages
# and the HTML reference (built first when doxygen is there; make docs),
# the README and the CHANGELOG.  As root without DESTDIR into a directory
# the dynamic linker searches (ldconfig -v -N), it runs ldconfig; otherwise
# it says how programs will find the library.
# ---------------------------------------------------------------------
PREFIX ?= /usr/local
EXEC_PREFIX ?= $(PREFIX)
LIBDIR ?= $(EXEC_PREFIX)/lib
INCLUDEDIR ?= $(PREFIX)/include
PKGCONFIGDIR ?= $(LIBDIR)/pkgconfig
CMAKEDIR ?= $(LIBDIR)/cmake/weimar
DATAROOTDIR ?= $(PREFIX)/share
DOCDIR ?= $(DATAROOTDIR)/doc/libweimar
MANDIR ?= $(DATAROOTDIR)/man
# The shipped learned evaluations (models/*.wmml, doc/ai.md).
MODELDIR ?= $(DATAROOTDIR)/weimar/models
LUA_CMODDIR ?= $(LIBDIR)/lua/5.4
INSTALL ?= install
LDCONFIG ?= ldconfig
# WITH_LUA=no: do not build or install the Lua module; WITH_DOCS=no: do
# not run doxygen from make install (pages already built are installed).
WITH_LUA ?= auto
WITH_DOCS ?= auto
HAVE_LUA = $(if $(filter no,$(WITH_LUA)),,$(shell $(PKG_CONFIG) --exists lua5.4 2>/dev/null && echo yes))
HAVE_DOXYGEN = $(if $(filter no,$(WITH_DOCS)),,$(shell command -v $(DOXYGEN) >/dev/null 2>&1 && echo yes))
# weimar.pc refers to ${exec_prefix} and ${prefix} where it can (zstd style).
PC_EXEC_PREFIX = $(patsubst $(PREFIX),$${prefix},$(patsubst $(PREFIX)/%,$${prefix}/%,$(EXEC_PREFIX)))
PC_LIBDIR = $(patsubst $(EXEC_PREFIX)/%,$${exec_prefix}/%,$(LIBDIR))
PC_INCLUDEDIR = $(patsubst $(PREFIX)/%,$${prefix}/%,$(INCLUDEDIR))
# The CMake package and the Lua module find the rest relative to where
# they are installed, so that a relocated tree still works.
relpath = $(shell realpath -m --relative-to='$(2)' '$(1)')
SYSTEM_LIBDIRS := /lib /usr/lib /lib64 /usr/lib64
SIZEOF_VOID_P = $(shell $(CC) $(CPPFLAGS) $(CFLAGS) -dM -E -x c /dev/null | sed -n 's/^.define __SIZEOF_POINTER__ //p')

.PHONY: install uninstall
install: lib $(if $(HAVE_DOXYGEN),$(if $(wildcard doc/man/man3/weimar.3),,docs))
	@mkdir -p $(BUILD)/install
	sed -e 's|@PREFIX@|$(PREFIX)|' -e 's|@EXEC_PREFIX@|$(PC_EXEC_PREFIX)|' -e 's|@LIBDIR@|$(PC_LIBDIR)|' \
	    -e 's|@INCLUDEDIR@|$(PC_INCLUDEDIR)|' -e 's|@VERSION@|$(VERSION)|' $(S)weimar.pc.in > $(BUILD)/weimar.pc
	for f in weimarConfig.cmake weimarConfigVersion.cmake; do \
	    sed -e 's|@VERSION@|$(VERSION)|g' -e 's|@VERSION_MAJOR@|$(VERSION_MAJOR)|g' \
	        -e 's|@CMAKE_TO_LIBDIR@|$(call relpath,$(LIBDIR),$(CMAKEDIR))|g' \
	        -e 's|@CMAKE_TO_INCLUDEDIR@|$(call relpath,$(INCLUDEDIR),$(CMAKEDIR))|g' \
	        -e 's|@SIZEOF_VOID_P@|$(SIZEOF_VOID_P)|g' \
	        $(S)cmake/$$f.in > $(BUILD)/install/$$f || exit 1; \
	done
	$(INSTALL) -d $(DESTDIR)$(LIBDIR) $(DESTDIR)$(PKGCONFIGDIR) $(DESTDIR)$(CMAKEDIR) $(DESTDIR)$(INCLUDEDIR)/weimar $(DESTDIR)$(DOCDIR)
	$(INSTALL) -m 755 $(SHARED) $(DESTDIR)$(LIBDIR)/
	ln -sf $(notdir $(SHARED)) $(DESTDIR)$(LIBDIR)/$(SONAME)
	ln -sf $(SONAME) $(DESTDIR)$(LIBDIR)/libweimar.so
	$(INSTALL) -m 644 $(STATIC) $(DESTDIR)$(LIBDIR)/
	$(INSTALL) -m 644 $(BUILD)/weimar.pc $(DESTDIR)$(PKGCONFIGDIR)/
	$(INSTALL) -m 644 $(BUILD)/install/weimarConfig.cmake $(BUILD)/install/weimarConfigVersion.cmake $(DESTDIR)$(CMAKEDIR)/
	$(INSTALL) -m 644 $(S)include/weimar.h $(DESTDIR)$(INCLUDEDIR)/
	$(if $(wildcard $(S)include/weimar/*.h),$(INSTALL) -m 644 $(wildcard $(S)include/weimar/*.h) $(DESTDIR)$(INCLUDEDIR)/weimar/)
	$(INSTALL) -m 644 $(S)README.md $(S)CHANGELOG.md $(DESTDIR)$(DOCDIR)/
	$(INSTALL) -d $(DESTDIR)$(MODELDIR)
	$(INSTALL) -m 644 $(wildcard $(S)models/*.wmml) $(DESTDIR)$(MODELDIR)/
	if [ -f doc/html/index.html ]; then rm -rf $(DESTDIR)$(DOCDIR)/html && cp -R doc/html $(DESTDIR)$(DOCDIR)/html; fi
	if [ -f doc/man/man3/weimar.3 ]; then \
	    $(INSTALL) -d $(DESTDIR)$(MANDIR)/man3 && $(INSTALL) -m 644 doc/man/man3/*.3 $(DESTDIR)$(MANDIR)/man3/ && \
	    (cd doc/man/man3 && ls *.3) > $(DESTDIR)$(DOCDIR)/man3-pages.txt; \
	else echo "install: no man pages (doxygen not found: apt-get install doxygen, then make docs)"; fi
ifneq ($(HAVE_LUA),)
	$(LUA_CC) -shared -I$(S)include $$($(PKG_CONFIG) --cflags lua5.4) $(CPPFLAGS) $(CFLAGS) \
	    $(LDFLAGS) -o $(BUILD)/install/weimar.so $(S)bindings/lua/lweimar.c -Llib -lweimar \
	    -Wl,-rpath,'$$ORIGIN/$(call relpath,$(LIBDIR),$(LUA_CMODDIR))'
	$(INSTALL) -d $(DESTDIR)$(LUA_CMODDIR)
	$(INSTALL) -m 755 $(BUILD)/install/weimar.so $(DESTDIR)$(LUA_CMODDIR)/
else
	@echo "install: Lua module skipped (Lua 5.4 headers not found: apt-get install liblua5.4-dev)"
endif
	@if [ -z '$(DESTDIR)' ] && [ "$$(id -u)" = 0 ] && command -v $(LDCONFIG) >/dev/null 2>&1 && \
	    { case ' $(SYSTEM_LIBDIRS) ' in *' $(LIBDIR) '*) true ;; *) false ;; esac || \
	      $(LDCONFIG) -v -N -X 2>/dev/null | grep -q '^$(LIBDIR):'; }; then \
	    echo "$(LDCONFIG)"; $(LDCONFIG); \
	elif [ -n '$(DESTDIR)' ]; then \
	    echo "install: staged into DESTDIR=$(DESTDIR): run ldconfig on the target system once it is in place"; \
	else \
	    echo "install: ldconfig not run ($(LIBDIR) is not searched by the dynamic linker, or not root)."; \
	    echo "install: programs find libweimar.so.$(VERSION_MAJOR) with LD_LIBRARY_PATH=$(LIBDIR), when linked with"; \
	    echo "install: -Wl,-rpath,$(LIBDIR), or after adding $(LIBDIR) to /etc/ld.so.conf.d/ and running ldconfig."; \
	fi

uninstall:
	rm -f $(DESTDIR)$(LIBDIR)/$(notdir $(SHARED)) $(DESTDIR)$(LIBDIR)/$(SONAME) $(DESTDIR)$(LIBDIR)/libweimar.so
	rm -f $(DESTDIR)$(LIBDIR)/libweimar.a $(DESTDIR)$(PKGCONFIGDIR)/weimar.pc
	rm -f $(DESTDIR)$(CMAKEDIR)/weimarConfig.cmake $(DESTDIR)$(CMAKEDIR)/weimarConfigVersion.cmake
	rmdir $(DESTDIR)$(CMAKEDIR) 2>/dev/null || true
	rm -f $(DESTDIR)$(LUA_CMODDIR)/weimar.so
	rm -f $(DESTDIR)$(INCLUDEDIR)/weimar.h $(addprefix $(DESTDIR)$(INCLUDEDIR)/weimar/,$(notdir $(wildcard $(S)include/weimar/*.h)))
	rmdir $(DESTDIR)$(INCLUDEDIR)/weimar 2>/dev/null || true
	if [ -f $(DESTDIR)$(DOCDIR)/man3-pages.txt ]; then \
	    while read -r p; do rm -f "$(DESTDIR)$(MANDIR)/man3/$$p"; done < $(DESTDIR)$(DOCDIR)/man3-pages.txt; fi
	rm -rf $(DESTDIR)$(DOCDIR)
	rm -f $(addprefix $(DESTDIR)$(MODELDIR)/,$(notdir $(wildcard $(S)models/*.wmml)))
	rmdir $(DESTDIR)$(MODELDIR) $(DESTDIR)$(DATAROOTDIR)/weimar 2>/dev/null || true

# ---------------------------------------------------------------------
# WebAssembly and the browser (issue 13): make wasm, make check-web.
# The same lib/ sources (LIB_SRCS) compiled with emscripten's emcc into
# bindings/js/dist/weimar-wasm.{wasm,mjs}: an ES module loader for the
# web and workers (Node gets the .wasm bytes from bindings/js/weimar.js).
# The exports are the wm_* functions of lib/weimar.map.  check-web is
# not part of check (CI calls it on its own): tools/check-web.sh installs
# emscripten, chromium and node-acorn (apt-get, as root) and
# playwright-core (npm ci), then runs the Node and browser tests.
# ---------------------------------------------------------------------
EMCC ?= emcc
WASM_BUILD := build-wasm
WASM_DIR := bindings/js/dist
WASM_JS := $(WASM_DIR)/weimar-wasm.mjs
WASM_BIN := $(WASM_DIR)/weimar-wasm.wasm
WASM_CFLAGS ?= -O2
WASM_OBJS := $(LIB_SRCS:$(S)%.c=$(WASM_BUILD)/%.o)
WASM_EXPORTS = $(shell sed -n 's/^[[:space:]]*\(wm_[a-z0-9_]*\);.*/_\1/p' $(MAP) | paste -sd, -),_malloc,_free
# emcc's JS optimizer needs Debian's node-acorn (not on Node's own path);
# the prebuilt system libraries are Debian's frozen cache.
WASM_ENV := NODE_PATH=/usr/share/nodejs$(if $(NODE_PATH),:$(NODE_PATH))
WASM_LDFLAGS := -sMODULARIZE=1 -sEXPORT_ES6=1 -sEXPORT_NAME=createWeimarModule \
    -sENVIRONMENT=web,worker -sFILESYSTEM=0 -sALLOW_MEMORY_GROWTH=1 -sWASM_BIGINT=1 \
    -sEXPORTED_FUNCTIONS=$(WASM_EXPORTS) -sEXPORTED_RUNTIME_METHODS=UTF8ToString,stringToUTF8,lengthBytesUTF8

.PHONY: wasm wasm-deps check-web clean-wasm
wasm: $(WASM_JS)

# What `make wasm` needs, named as make check-web names it (check-web
# installs them itself when run as root; make wasm only says so).
wasm-deps:
	@command -v $(EMCC) >/dev/null 2>&1 || { \
	    echo "make wasm: $(EMCC) not found; it needs Debian's emscripten and node-acorn:" >&2; \
	    echo "  apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends emscripten node-acorn" >&2; \
	    echo "  (as root; make check-web installs them itself)" >&2; exit 1; }
	@test -f /usr/share/nodejs/acorn/package.json || { \
	    echo "make wasm: emcc's JS optimizer needs Debian's node-acorn (/usr/share/nodejs/acorn):" >&2; \
	    echo "  apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends node-acorn" >&2; \
	    echo "  (as root; make check-web installs it itself)" >&2; exit 1; }

# WM_EBERT_NO_TEXTS: Friedrich Ebert's letter, card and milestone texts
# (lib/ebert/texts.c, ~45 KB) stay out of the .wasm; the page reads them
# from examples/web/ebert-content.json, a content pack (issue 33).
# WM_SIEGE_NO_TEXTS: Democracy under Siege's 110 card texts (~14 KB) the
# same way, from examples/web/siege-content.json.
$(eval $(call COMPILE_RULE,$(WASM_OBJS),$(WASM_BUILD),$$(WASM_ENV) $$(EMCC) -std=c11 $$(WARNINGS) -Werror -DWM_BUILDING_LIBRARY -DWM_EBERT_NO_TEXTS -DWM_SIEGE_NO_TEXTS -I$$(S)include -I$$(S)lib/core $$(WASM_CFLAGS),wasm-deps))

# Code off the move path (content packs, views, the log, JSON, saves, models,
# checks, set-ups, built-in content; observation tensors and batches, which
# the page's searches barely use) is compiled for size in the
# .wasm, which has a budget (make check-web: 512 KiB).
WASM_SIZE_OBJS := $(addprefix $(WASM_BUILD)/lib/ebert/,pack.o view.o texts.o) $(addprefix $(WASM_BUILD)/lib/,republic/pack.o republic/view.o siege/pack.o siege/view.o march/view.o core/content.o) \
    $(addprefix $(WASM_BUILD)/lib/core/,model.o log.o jsonp.o save.o constants.o error.o) \
    $(addprefix $(WASM_BUILD)/lib/,march/check.o march/setup.o march/content.o ebert/check.o ebert/setup.o ebert/content.o) \
    $(addprefix $(WASM_BUILD)/lib/,siege/check.o siege/content.o republic/setup.o republic/content.o) \
    $(addprefix $(WASM_BUILD)/lib/,march/observe.o ebert/observe.o republic/observe.o siege/observe.o core/batch.o) \
    $(addprefix $(WASM_BUILD)/lib/,republic/cards.o republic/board.o republic/moves.o republic/npturn.o republic/effects.o siege/phase33.o core/game.o)
$(WASM_SIZE_OBJS): WASM_CFLAGS = -Os

$(WASM_JS): $(WASM_OBJS) $(MAP)
	@mkdir -p $(@D)
	$(WASM_ENV) $(EMCC) $(WASM_CFLAGS) $(WASM_LDFLAGS) -o $@ $(WASM_OBJS)
	@test -f $(WASM_BIN)

check-web:
	@$(SHELL) $(S)tools/check-web.sh

# The page's Friedrich Ebert and Democracy under Siege texts, which the
# .wasm leaves out (issue 33): the built-in content's canonical text, a
# content pack the page plays with (tests/content_test.sh checks that
# each is current).
.PHONY: web-content
web-content: examples/content
	./examples/content --title ebert --out $(S)examples/web/ebert-content.json
	./examples/content --title siege --out $(S)examples/web/siege-content.json

clean-wasm:
	rm -rf $(WASM_BUILD) $(WASM_DIR)

# ---------------------------------------------------------------------
# The play-by-web server (issue 36, doc/server.md): make serve runs
# python3 -m weimar.server on 127.0.0.1:8036 (SERVE_ARGS adds options:
# make serve SERVE_ARGS='--port 9000 --db games.sqlite'); the page it
# serves needs make wasm.  make check-server runs tools/check-server.sh
# (the protocol and hostile-input tests, the SIGKILL fault test, the
# 200-game load test and the browser test; about 3 minutes on 2 cores).
# The server's Python is Debian's, for python3-aiohttp.
# ---------------------------------------------------------------------
SERVER_PYTHON ?= /usr/bin/python3
SERVE_ARGS ?=
.PHONY: serve check-server
serve: lib/$(SONAME)
	@$(SERVER_PYTHON) -c 'import aiohttp' 2>/dev/null || { echo "make serve: $(SERVER_PYTHON) has no aiohttp: apt-get install python3-aiohttp" >&2; exit 1; }
	@test -f $(WASM_BIN) || echo "make serve: no $(WASM_BIN) yet: the page needs make wasm (the HTTP and WebSocket API work without it)" >&2
	WEIMAR_LIBRARY=$(CURDIR)/lib/$(SONAME) PYTHONPATH=$(SRCDIR)/bindings/python PYTHONDONTWRITEBYTECODE=1 \
	    $(SERVER_PYTHON) -m weimar.server $(SERVE_ARGS)

check-server:
	@SERVER_PYTHON=$(SERVER_PYTHON) MAKE='$(MAKE)' $(SHELL) $(S)tools/check-server.sh
clean: clean-wasm

-include $(wildcard $(WASM_BUILD)/*/*/*.d)

# ---------------------------------------------------------------------
.PHONY: clean help
clean:
	rm -rf $(BUILD) $(ASAN_BUILD) $(TSAN_BUILD) $(FUZZ_BUILD) doc/html doc/man
	rm -f lib/libweimar.so lib/libweimar.so.* $(STATIC) $(EXAMPLES) $(TESTS) $(LUA_MODULE)
	if [ -d bindings ]; then find bindings -name __pycache__ -type d -prune -exec rm -rf {} +; fi

help:
	@echo "libweimar $(VERSION) - make targets:"
	@echo "  all (default)   $(SHARED) (SONAME $(SONAME)), $(STATIC), examples/{playout,play,bench}"
	@echo "  demo            build examples/playout and play one seeded game (needs only cc and make)"
	@echo "  check           install test tools if root (else print the apt-get command), then: Check suites,"
	@echo "                  Python and Lua bindings, examples, docs, symbol and ABI checks, check-install,"
	@echo "                  check-packages; one PASS/FAIL line per step, logs in $(BUILD)/logs/ (3-4 min)"
	@echo "  check-quick     Check suites, 2 property games per configuration, Python, Lua, symbols (under 1 min)"
	@echo "  check-long      the property tests with their full game counts (before a release; not in CI)"
	@echo "  check-long-siege  Democracy under Siege's property tests alone with their full counts"
	@echo "  check-mutants   apply each single-rule mutant of tests/mutants/ to a scratch copy, rebuild, run the"
	@echo "                  title's Check suites; fails if one survives or only check_corpus kills it (before a release)"
	@echo "  check-asan      Check suites and fuzz targets with AddressSanitizer + UBSan (build-asan/, build-fuzz/)"
	@echo "  check-tsan      the threaded Check suites (check_batch, check_core) with ThreadSanitizer (build-tsan/)"
	@echo "  check-valgrind  tests/check_props and tests/check_core under valgrind"
	@echo "  fuzz            build the libFuzzer targets in build-fuzz/ (clang); fuzz-run runs them FUZZ_TIME=$(FUZZ_TIME)s each"
	@echo "  bench           build and run examples/bench"
	@echo "  bench-batch     the batch rows (and 2 threads' wall-clock scaling) of tools/bench-openspiel.cc, libweimar alone"
	@echo "  check-balance   (in check) weimar.balance: a Dask LocalCluster sweep against a serial one, resume"
	@echo "  balance-docs    regenerate doc/'s measured tables and plots from balance sweeps"
	@echo "  balance-report  the HTML report of the Republic all-Non-player sweep in $(BUILD)/balance/report/"
	@echo "  check-report-web  a sweep's report in headless Chromium at 1280 px (playwright-core)"
	@echo "  serve           the play-by-web server on 127.0.0.1:8036 (python3 -m weimar.server; doc/server.md)"
	@echo "  check-server    the server's tests: hostile input, SIGKILL fault, 200-game load, the page per seat"
	@echo "  docs            HTML reference in doc/html, man pages in doc/man/man3 (doxygen, warnings are errors)"
	@echo "  install         to DESTDIR/PREFIX (PREFIX=$(PREFIX)); ldconfig as root into a system libdir;"
	@echo "                  uninstall removes it again"
	@echo "  lua-rock        what luarocks make runs (bindings/lua/weimar-scm-1.rockspec)"
	@echo "  (out of the tree: make -f /path/to/Makefile TARGET, or make O=DIR TARGET)"
	@echo "  check-install   install into temporary prefixes; use it through pkg-config, CMake, man, Lua; uninstall"
	@echo "  check-packages  read-only out-of-tree builds, pip install into fresh venvs, luarocks make, their tests"
	@echo "  abi-baseline    regenerate abi/symbols.txt and abi/libweimar.abi (at a release only)"
	@echo "  release-prep VERSION=X.Y.Z  set the version everywhere, check the ABI, regenerate abi/ (tools/release.sh)"
	@echo "  check-abi-release  abidiff against the previous release's baseline: additions only"
	@echo "  dist            the release's tarball, Python sdist and wheel, JS package in build/dist"
	@echo "  deps            only install (as root) or list the tools that check needs"
	@echo "  lib, examples, tests, lua   build parts only"
	@echo "  clean           remove everything built"

-include $(wildcard $(BUILD)/*/*.d $(BUILD)/*/*/*.d $(BUILD)/*/*/*/*.d \
                    $(ASAN_BUILD)/*/*.d $(ASAN_BUILD)/*/*/*.d $(FUZZ_BUILD)/*.d $(FUZZ_BUILD)/*/*/*.d)

endif # WM_SUB_MAKE (the whole build above runs in the build directory)
