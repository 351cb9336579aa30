# libweimar - GNU Makefile (GNU make 4 or later; no configure step).
#
#   make                 the library (shared + static) and the examples
#   make demo            one seeded game of The March of Progress (only cc + make)
#   make check           every test; installs its tools with apt-get as root
#   make help            all targets
#
# Variables you may set: CC, CFLAGS, CPPFLAGS, LDFLAGS, LIBS, WARNINGS,
# PREFIX, LIBDIR, INCLUDEDIR, DESTDIR, FUZZ_CC, FUZZ_TIME, WM_PROP_GAMES.

.DEFAULT_GOAL := all
SHELL := /bin/bash
.DELETE_ON_ERROR:
.SUFFIXES:

# ---------------------------------------------------------------------
# Version: the one source of truth is include/weimar.h.
# ---------------------------------------------------------------------
wm_version_part = $(shell sed -n 's/^.define WM_VERSION_$(1)[[:space:]]\{1,\}\([0-9]\{1,\}\).*/\1/p' include/weimar.h)
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
LIBS ?=
PKG_CONFIG ?= pkg-config
PYTHON ?= python3
LUA ?= lua5.4
DOXYGEN ?= doxygen
VALGRIND ?= valgrind

LIB_FLAGS = -std=c11 $(WARNINGS) -fPIC -fvisibility=hidden -DWM_BUILDING_LIBRARY -Iinclude -Ilib/core
EX_FLAGS = -std=c11 $(WARNINGS) -Iinclude
TEST_FLAGS = -std=c11 $(TEST_WARNINGS) -Iinclude -Ilib/core -Itests
DEPFLAGS = -MMD -MP

BUILD := build
# make check and make check-asan run their steps in parallel, one job per
# core unless JOBS is set.
JOBS ?= $(shell nproc 2>/dev/null || echo 2)
SONAME := libweimar.so.$(VERSION_MAJOR)
SHARED := lib/libweimar.so.$(VERSION)
STATIC := lib/libweimar.a
MAP := lib/weimar.map

# Every folder of lib/ that holds .c files is part of the library.
LIB_SRCS := $(sort $(wildcard lib/core/*.c lib/*/*.c))
LIB_OBJS := $(LIB_SRCS:%.c=$(BUILD)/%.o)
PUBLIC_HEADERS := include/weimar.h $(sort $(wildcard include/weimar/*.h))

EXAMPLES := examples/playout examples/play examples/bench examples/winrate
EX_RPATH := -Wl,-rpath,'$$ORIGIN/../lib'

# One Check program per tests/check_*.c; the three below must exist.
# Other tests/*.c files (testutil.c...) are helpers linked into each.
TESTS := $(sort tests/check_core tests/check_march tests/check_props \
                $(patsubst %.c,%,$(wildcard tests/check_*.c)))
TEST_HELPER_SRCS := $(filter-out tests/check_%.c,$(wildcard tests/*.c))
TEST_HELPER_OBJS := $(TEST_HELPER_SRCS:%.c=$(BUILD)/%.o)

LUA_MODULE := bindings/lua/weimar.so

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

$(LIB_OBJS): $(BUILD)/%.o: %.c
	@mkdir -p $(@D)
	$(CC) $(LIB_FLAGS) $(CPPFLAGS) $(CFLAGS) $(DEPFLAGS) -c -o $@ $<

$(SHARED): $(LIB_OBJS) $(MAP)
	$(if $(LIB_SRCS),,$(error no library sources: lib/core/*.c and lib/<title>/*.c are missing))
	$(CC) -shared $(CFLAGS) $(LDFLAGS) -Wl,-soname,$(SONAME) -Wl,--version-script=$(MAP) \
	    -Wl,-z,defs -o $@ $(LIB_OBJS) $(LIBS)

lib/$(SONAME): $(SHARED)
	ln -sf $(notdir $<) $@

lib/libweimar.so: lib/$(SONAME)
	ln -sf $(notdir $<) $@

$(STATIC): $(LIB_OBJS)
	$(if $(LIB_SRCS),,$(error no library sources: lib/core/*.c and lib/<title>/*.c are missing))
	@rm -f $@
	$(AR) rcs $@ $(LIB_OBJS)

# Examples run from the tree: linked to the shared library, found through
# an rpath relative to the program.
$(EXAMPLES): examples/%: examples/%.c $(SHARED) lib/$(SONAME) lib/libweimar.so
	@mkdir -p $(BUILD)/examples
	$(CC) $(EX_FLAGS) $(CPPFLAGS) $(CFLAGS) $(DEPFLAGS) -MF $(BUILD)/examples/$*.d \
	    $(LDFLAGS) -o $@ $< -Llib -lweimar $(EX_RPATH)

.PHONY: demo
demo: examples/playout
	./examples/playout --title march --scenario 1 --seed 1

# ---------------------------------------------------------------------
# make check
# ---------------------------------------------------------------------
.PHONY: check deps check-steps check-c check-python check-lua check-examples \
        check-symbols check-abi check-install tests lua
check:
	@$(SHELL) tools/deps.sh check
	@$(MAKE) --no-print-directory --output-sync=target -j$(JOBS) check-steps
	@echo "make check: OK (C suites, Python, Lua, examples, docs, symbols, ABI, install)"

deps:
	@$(SHELL) tools/deps.sh check

check-steps: check-c check-python check-lua check-examples docs check-symbols check-abi check-install

tests: $(TESTS)

# check_props runs as PROP_SHARDS processes side by side (WM_PROP_SHARD),
# with every check on every move of the first PROP_FULL_GAMES games of each
# configuration and on a 1-in-8 sample of moves after that (see
# tests/check_props.c; WM_PROP_FULL_GAMES in the environment overrides it).
PROP_SHARDS ?= 4
PROP_FULL_GAMES ?= 20
PROP_SHARD_IDS := $(shell seq 0 $$(( $(PROP_SHARDS) - 1 )))
PROP_RUNS := $(PROP_SHARD_IDS:%=run-props-%)
TEST_RUNS := $(filter-out run-tests/check_props,$(TESTS:%=run-%)) $(PROP_RUNS)
.PHONY: $(TEST_RUNS)
check-c: $(TEST_RUNS)
$(filter-out $(PROP_RUNS),$(TEST_RUNS)): run-%: %
	./$*
$(PROP_RUNS): run-props-%: tests/check_props
	WM_PROP_SHARD=$*/$(PROP_SHARDS) WM_PROP_FULL_GAMES=$${WM_PROP_FULL_GAMES:-$(PROP_FULL_GAMES)} ./tests/check_props

$(TEST_HELPER_OBJS): $(BUILD)/%.o: %.c
	@mkdir -p $(@D)
	@$(PKG_CONFIG) --exists check || { echo "Check (libcheck) not found: run 'make check', which installs it, or: apt-get install check pkg-config" >&2; exit 1; }
	$(CC) $(TEST_FLAGS) $$($(PKG_CONFIG) --cflags check) $(CPPFLAGS) $(CFLAGS) $(DEPFLAGS) -c -o $@ $<

$(TESTS): tests/%: tests/%.c $(TEST_HELPER_OBJS) $(STATIC)
	@mkdir -p $(BUILD)/tests
	@$(PKG_CONFIG) --exists check || { echo "Check (libcheck) not found: run 'make check', which installs it, or: apt-get install check pkg-config" >&2; exit 1; }
	$(CC) $(TEST_FLAGS) $$($(PKG_CONFIG) --cflags check) $(CPPFLAGS) $(CFLAGS) $(DEPFLAGS) -MF $(BUILD)/tests/$*.d \
	    $(LDFLAGS) -o $@ $< $(TEST_HELPER_OBJS) $(STATIC) $$($(PKG_CONFIG) --libs check) $(LIBS)

check-python: lib/$(SONAME)
	@test -f bindings/python/weimar/__init__.py || { echo "check-python: bindings/python/weimar/__init__.py is missing" >&2; exit 1; }
	@ls bindings/python/tests/test*.py >/dev/null 2>&1 || { echo "check-python: no tests in bindings/python/tests/" >&2; exit 1; }
	@mkdir -p $(BUILD)
	set -o pipefail; WEIMAR_LIBRARY=$(CURDIR)/lib/$(SONAME) PYTHONPATH=$(CURDIR)/bindings/python PYTHONDONTWRITEBYTECODE=1 \
	    $(PYTHON) -m unittest discover -s bindings/python/tests -v 2>&1 | tee $(BUILD)/python-tests.log
	@! grep -q '^Ran 0 tests' $(BUILD)/python-tests.log || { echo "check-python: no test ran" >&2; exit 1; }

lua: $(LUA_MODULE)
$(LUA_MODULE): bindings/lua/lweimar.c include/weimar.h $(SHARED) lib/$(SONAME) lib/libweimar.so
	@mkdir -p $(BUILD)/bindings/lua
	@$(PKG_CONFIG) --exists lua5.4 || { echo "Lua 5.4 headers not found: run 'make check', which installs them, or: apt-get install lua5.4 liblua5.4-dev pkg-config" >&2; exit 1; }
	$(CC) -std=c11 $(TEST_WARNINGS) -fPIC -shared -Iinclude $$($(PKG_CONFIG) --cflags lua5.4) $(CPPFLAGS) $(CFLAGS) \
	    $(DEPFLAGS) -MF $(BUILD)/bindings/lua/weimar.d $(LDFLAGS) -o $@ $< -Llib -lweimar -Wl,-rpath,'$$ORIGIN/../../lib'

check-lua: $(LUA_MODULE)
	@test -f bindings/lua/test.lua || { echo "check-lua: bindings/lua/test.lua is missing" >&2; exit 1; }
	LUA_CPATH='bindings/lua/?.so;;' LUA_CPATH_5_4='bindings/lua/?.so;;' $(LUA) bindings/lua/test.lua

# The examples, briefly: one seeded game per scenario, the bench's quick
# mode and a scripted session of the text player.  Logs go to build/.
EXAMPLE_RUNS := $(PLAYOUTS:%=run-playout-%) run-winrate-quick run-bench-quick run-play-script
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
	./examples/winrate --title ebert --games 20

run-bench-quick: examples/bench
	./examples/bench --quick

run-play-script: examples/play
	@mkdir -p $(BUILD)/logs
	@if printf 'help\nmoves\n1\nview\nquit\n' | ./examples/play --seed 1 > $(BUILD)/logs/play.log 2>&1; then \
	    echo "examples/play (scripted): OK"; \
	else \
	    tail -n 30 $(BUILD)/logs/play.log; echo "examples/play FAILED (log: $(BUILD)/logs/play.log)" >&2; exit 1; \
	fi

check-symbols: lib/$(SONAME) $(STATIC)
	$(SHELL) tools/check-symbols.sh lib/$(SONAME)

check-abi: lib/$(SONAME)
	$(SHELL) tools/check-abi.sh lib/$(SONAME)

# Runs after docs so that the installed tree holds them.
check-install: lib docs
	MAKE='$(MAKE)' CC='$(CC)' $(SHELL) tools/check-install.sh

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

# ---------------------------------------------------------------------
# Sanitizers, fuzzing, valgrind, bench, docs.
# ---------------------------------------------------------------------
ASAN_BUILD := build-asan
ASAN_CFLAGS := -O1 -g -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all
ASAN_LIB_OBJS := $(LIB_SRCS:%.c=$(ASAN_BUILD)/%.o)
ASAN_HELPER_OBJS := $(TEST_HELPER_SRCS:%.c=$(ASAN_BUILD)/%.o)
ASAN_STATIC := $(ASAN_BUILD)/libweimar.a
ASAN_TESTS := $(TESTS:%=$(ASAN_BUILD)/%)
ASAN_PROP_RUNS := $(PROP_SHARD_IDS:%=run-asan-props-%)
ASAN_TEST_RUNS := $(filter-out run-asan-tests/check_props,$(TESTS:%=run-asan-%)) $(ASAN_PROP_RUNS)
ASAN_ENV := CK_FORK=no WM_PROP_GAMES=$${WM_PROP_GAMES:-200} WM_PROP_FULL_GAMES=$${WM_PROP_FULL_GAMES:-5} \
    ASAN_OPTIONS=detect_leaks=1:abort_on_error=0:strict_string_checks=1 \
    UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1

.PHONY: check-asan asan-tests $(ASAN_TEST_RUNS)
check-asan:
	@$(SHELL) tools/deps.sh asan
	@$(MAKE) --no-print-directory --output-sync=target -j$(JOBS) asan-tests
	@$(MAKE) --no-print-directory --output-sync=target fuzz-run
	@echo "make check-asan: OK"

asan-tests: $(ASAN_TEST_RUNS)
$(filter-out $(ASAN_PROP_RUNS),$(ASAN_TEST_RUNS)): run-asan-%: $(ASAN_BUILD)/%
	$(ASAN_ENV) ./$<
$(ASAN_PROP_RUNS): run-asan-props-%: $(ASAN_BUILD)/tests/check_props
	$(ASAN_ENV) WM_PROP_SHARD=$*/$(PROP_SHARDS) ./$<

$(ASAN_LIB_OBJS): $(ASAN_BUILD)/%.o: %.c
	@mkdir -p $(@D)
	$(CC) $(LIB_FLAGS) $(CPPFLAGS) $(ASAN_CFLAGS) $(DEPFLAGS) -c -o $@ $<

$(ASAN_STATIC): $(ASAN_LIB_OBJS)
	$(if $(LIB_SRCS),,$(error no library sources: lib/core/*.c and lib/<title>/*.c are missing))
	@rm -f $@
	$(AR) rcs $@ $(ASAN_LIB_OBJS)

$(ASAN_HELPER_OBJS): $(ASAN_BUILD)/%.o: %.c
	@mkdir -p $(@D)
	$(CC) $(TEST_FLAGS) $$($(PKG_CONFIG) --cflags check) $(CPPFLAGS) $(ASAN_CFLAGS) $(DEPFLAGS) -c -o $@ $<

$(ASAN_TESTS): $(ASAN_BUILD)/tests/%: tests/%.c $(ASAN_HELPER_OBJS) $(ASAN_STATIC)
	@mkdir -p $(@D)
	$(CC) $(TEST_FLAGS) $$($(PKG_CONFIG) --cflags check) $(CPPFLAGS) $(ASAN_CFLAGS) $(DEPFLAGS) -MF $@.d \
	    $(LDFLAGS) -o $@ $< $(ASAN_HELPER_OBJS) $(ASAN_STATIC) $$($(PKG_CONFIG) --libs check) $(LIBS)

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
FUZZ_CFLAGS := -std=c11 -O1 -g -fno-omit-frame-pointer -Wall -Wextra -DWM_BUILDING_LIBRARY -Iinclude -Ilib/core
FUZZ_LIB_OBJS := $(LIB_SRCS:%.c=$(FUZZ_BUILD)/%.o)
FUZZERS := $(FUZZ_BUILD)/fuzz_load $(FUZZ_BUILD)/fuzz_moves
FUZZ_RUN_TARGETS := $(FUZZERS:$(FUZZ_BUILD)/%=run-%)

.PHONY: fuzz fuzz-run $(FUZZ_RUN_TARGETS)
fuzz: $(FUZZERS)

$(FUZZ_LIB_OBJS): $(FUZZ_BUILD)/%.o: %.c
	@mkdir -p $(@D)
	$(FUZZ_CC) $(FUZZ_CFLAGS) -fsanitize=fuzzer-no-link $(FUZZ_SAN) $(DEPFLAGS) -c -o $@ $<

$(FUZZERS): $(FUZZ_BUILD)/%: tests/fuzz/%.c $(FUZZ_LIB_OBJS)
	$(if $(LIB_SRCS),,$(error no library sources: lib/core/*.c and lib/<title>/*.c are missing))
	$(FUZZ_CC) $(FUZZ_CFLAGS) -fsanitize=fuzzer $(FUZZ_SAN) $(DEPFLAGS) -MF $@.d -o $@ $< $(FUZZ_LIB_OBJS)

fuzz-run: $(FUZZ_RUN_TARGETS)
$(FUZZ_RUN_TARGETS): run-%: $(FUZZ_BUILD)/%
	@mkdir -p $(FUZZ_BUILD)/corpus_$(*:fuzz_%=%)
	@echo "./$< $(FUZZ_FLAGS) $(FUZZ_BUILD)/corpus_$(*:fuzz_%=%) $(wildcard tests/fuzz/corpus_$(*:fuzz_%=%)) (log: $(FUZZ_BUILD)/$*.log)"
	@if ./$< $(FUZZ_FLAGS) -print_final_stats=1 \
	        $(FUZZ_BUILD)/corpus_$(*:fuzz_%=%) $(wildcard tests/fuzz/corpus_$(*:fuzz_%=%)) > $(FUZZ_BUILD)/$*.log 2>&1; then \
	    grep -E '^(Done|stat::number_of_executed_units|stat::new_units_added)' $(FUZZ_BUILD)/$*.log | sed 's/^/  $*: /'; \
	else \
	    tail -n 60 $(FUZZ_BUILD)/$*.log; echo "$*: FAILED (log: $(FUZZ_BUILD)/$*.log; crash input saved in the current directory)" >&2; exit 1; \
	fi

VALGRIND_TESTS := tests/check_props tests/check_core
.PHONY: check-valgrind
check-valgrind:
	@$(SHELL) tools/deps.sh valgrind
	@$(MAKE) --no-print-directory $(VALGRIND_TESTS)
	@set -e; for t in $(VALGRIND_TESTS); do \
	    echo "CK_FORK=no WM_PROP_GAMES=$${WM_PROP_GAMES:-20} WM_PROP_FULL_GAMES=$${WM_PROP_FULL_GAMES:-2} $(VALGRIND) --error-exitcode=1 --leak-check=full --errors-for-leak-kinds=definite ./$$t"; \
	    CK_FORK=no WM_PROP_GAMES=$${WM_PROP_GAMES:-20} WM_PROP_FULL_GAMES=$${WM_PROP_FULL_GAMES:-2} $(VALGRIND) -q --error-exitcode=1 --leak-check=full \
	        --errors-for-leak-kinds=definite ./$$t; \
	done
	@echo "make check-valgrind: OK"

.PHONY: bench
bench: examples/bench
	./examples/bench

.PHONY: docs
docs:
	@command -v $(DOXYGEN) >/dev/null || { echo "doxygen not found: apt-get install doxygen (make check installs it as root)" >&2; exit 1; }
	$(DOXYGEN) doc/Doxyfile
	@echo "docs: doc/html/index.html"

# ---------------------------------------------------------------------
# Install.  DESTDIR is used here only, never written into a file.
# ---------------------------------------------------------------------
PREFIX ?= /usr/local
EXEC_PREFIX ?= $(PREFIX)
LIBDIR ?= $(EXEC_PREFIX)/lib
INCLUDEDIR ?= $(PREFIX)/include
PKGCONFIGDIR ?= $(LIBDIR)/pkgconfig
DOCDIR ?= $(PREFIX)/share/doc/libweimar
INSTALL ?= install
# weimar.pc refers to ${exec_prefix} and ${prefix} where it can (zstd style).
PC_EXEC_PREFIX = $(patsubst $(PREFIX),$${prefix},$(patsubst $(PREFIX)/%,$${prefix}/%,$(EXEC_PREFIX)))
PC_LIBDIR = $(patsubst $(EXEC_PREFIX)/%,$${exec_prefix}/%,$(LIBDIR))
PC_INCLUDEDIR = $(patsubst $(PREFIX)/%,$${prefix}/%,$(INCLUDEDIR))

.PHONY: install uninstall
install: lib
	@mkdir -p $(BUILD)
	sed -e 's|@PREFIX@|$(PREFIX)|' -e 's|@EXEC_PREFIX@|$(PC_EXEC_PREFIX)|' -e 's|@LIBDIR@|$(PC_LIBDIR)|' \
	    -e 's|@INCLUDEDIR@|$(PC_INCLUDEDIR)|' -e 's|@VERSION@|$(VERSION)|' weimar.pc.in > $(BUILD)/weimar.pc
	$(INSTALL) -d $(DESTDIR)$(LIBDIR) $(DESTDIR)$(PKGCONFIGDIR) $(DESTDIR)$(INCLUDEDIR)/weimar $(DESTDIR)$(DOCDIR)
	$(INSTALL) -m 755 $(SHARED) $(DESTDIR)$(LIBDIR)/
	ln -sf $(notdir $(SHARED)) $(DESTDIR)$(LIBDIR)/$(SONAME)
	ln -sf $(SONAME) $(DESTDIR)$(LIBDIR)/libweimar.so
	$(INSTALL) -m 644 $(STATIC) $(DESTDIR)$(LIBDIR)/
	$(INSTALL) -m 644 $(BUILD)/weimar.pc $(DESTDIR)$(PKGCONFIGDIR)/
	$(INSTALL) -m 644 include/weimar.h $(DESTDIR)$(INCLUDEDIR)/
	$(if $(wildcard include/weimar/*.h),$(INSTALL) -m 644 $(wildcard include/weimar/*.h) $(DESTDIR)$(INCLUDEDIR)/weimar/)
	$(INSTALL) -m 644 README.md CHANGELOG.md $(DESTDIR)$(DOCDIR)/
	if [ -f doc/html/index.html ]; then rm -rf $(DESTDIR)$(DOCDIR)/html && cp -R doc/html $(DESTDIR)$(DOCDIR)/html; fi

uninstall:
	rm -f $(DESTDIR)$(LIBDIR)/$(notdir $(SHARED)) $(DESTDIR)$(LIBDIR)/$(SONAME) $(DESTDIR)$(LIBDIR)/libweimar.so
	rm -f $(DESTDIR)$(LIBDIR)/libweimar.a $(DESTDIR)$(PKGCONFIGDIR)/weimar.pc
	rm -f $(DESTDIR)$(INCLUDEDIR)/weimar.h $(addprefix $(DESTDIR)$(INCLUDEDIR)/weimar/,$(notdir $(wildcard include/weimar/*.h)))
	rmdir $(DESTDIR)$(INCLUDEDIR)/weimar 2>/dev/null || true
	rm -rf $(DESTDIR)$(DOCDIR)

# ---------------------------------------------------------------------
.PHONY: clean help
clean:
	rm -rf $(BUILD) $(ASAN_BUILD) $(FUZZ_BUILD) doc/html
	rm -f lib/libweimar.so lib/libweimar.so.* $(STATIC) $(EXAMPLES) $(TESTS) $(LUA_MODULE)
	find bindings -name __pycache__ -type d -prune -exec rm -rf {} +

help:
	@echo "libweimar $(VERSION) - make targets:"
	@echo "  all (default)   $(SHARED) (SONAME $(SONAME)), $(STATIC), examples/{playout,play,bench}"
	@echo "  demo            build examples/playout and play one seeded game (needs only cc and make)"
	@echo "  check           install test tools if root (else print the apt-get command), then: Check suites,"
	@echo "                  Python and Lua bindings, examples, docs, symbol and ABI checks, check-install"
	@echo "  check-asan      Check suites and fuzz targets with AddressSanitizer + UBSan (build-asan/, build-fuzz/)"
	@echo "  check-valgrind  tests/check_props and tests/check_core under valgrind"
	@echo "  fuzz            build the libFuzzer targets in build-fuzz/ (clang); fuzz-run runs them FUZZ_TIME=$(FUZZ_TIME)s each"
	@echo "  bench           build and run examples/bench"
	@echo "  docs            HTML reference in doc/html (doxygen, warnings are errors)"
	@echo "  install         to DESTDIR/PREFIX (PREFIX=$(PREFIX)); uninstall removes it again"
	@echo "  check-install   install into a temporary prefix, build and run a program via pkg-config, uninstall"
	@echo "  abi-baseline    regenerate abi/symbols.txt and abi/libweimar.abi (at a release only)"
	@echo "  deps            only install (as root) or list the tools that check needs"
	@echo "  lib, examples, tests, lua   build parts only"
	@echo "  clean           remove everything built"

-include $(wildcard $(BUILD)/*/*.d $(BUILD)/*/*/*.d $(BUILD)/*/*/*/*.d \
                    $(ASAN_BUILD)/*/*.d $(ASAN_BUILD)/*/*/*.d $(FUZZ_BUILD)/*.d $(FUZZ_BUILD)/*/*/*.d)
