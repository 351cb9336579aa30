#!/usr/bin/env bash
# tools/man-pages.sh DIR - turn the section-3 pages doxygen wrote into DIR
# (doc/man/man3) into the set `make install` installs.
#
# doxygen (GENERATE_MAN, MAN_LINKS) writes one page per group (core, march,
# ebert, republic...: the reference of each header, with every function
# and constant), one per header file, one per documented page of doc/, and
# a one-line `.so` link per documented name, struct fields included
# (size.3, seed.3...).  Installed as such, names like march.3 or size.3
# would clash with other packages.  So:
#   - a group page NAME.3 (one that links point to) becomes weimar-NAME.3;
#   - the links wm_*.3 and WM_*.3 are kept and point at the renamed pages;
#   - weimar.h.3 is kept, and weimar.3 added as a link to it;
#   - every other page (struct fields, the title headers' file pages, the
#     rules pages of doc/) is removed.
# Fails if a kept link points at no page.
set -euo pipefail
dir=${1:?usage: $0 DIR}
cd "$dir"
[ -f weimar.h.3 ] || { echo "man-pages: $dir/weimar.h.3 is missing" >&2; exit 1; }

# Groups: the targets of the .so links, other than weimar.h and wm_*/WM_*.
groups=$(sed -n 's|^\.so man3/\(.*\)\.3$|\1|p' ./*.3 | sort -u | grep -v -e '^weimar\.h$' -e '^wm_' -e '^WM_' || true)
for f in ./*.3; do
    f=${f#./}
    name=${f%.3}
    case $name in
        wm_*|WM_*|weimar.h) continue ;;
    esac
    if printf '%s\n' $groups | grep -qx -- "$name"; then
        sed -e "1s|^\.TH \"$name\" |.TH \"weimar-$name\" |" "$f" > "weimar-$f"
    fi
    rm -f "$f"
done
for g in $groups; do
    sed -i "s|^\.so man3/$g\.3\$|.so man3/weimar-$g.3|" ./*.3
done
printf '.so man3/weimar.h.3\n' > weimar.3
bad=0
for f in ./*.3; do
    t=$(sed -n 's|^\.so man3/\(.*\)$|\1|p' "$f")
    if [ -n "$t" ] && [ ! -f "$t" ]; then
        echo "man-pages: ${f#./} points at $t, which does not exist" >&2
        bad=1
    fi
done
[ "$bad" = 0 ]
echo "man-pages: $(ls | wc -l) pages in $dir ($(ls weimar-*.3 | tr '\n' ' ')+ weimar.h.3 and links)"
