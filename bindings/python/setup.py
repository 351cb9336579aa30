"""Build of the weimar Python package (pyproject.toml holds the metadata).

The package carries its own copy of libweimar: build_ext compiles every
``lib/**/*.c`` of the library into ``weimar/_libweimar.so`` with the flags
of the Makefile (C11, hidden visibility, the ``lib/weimar.map`` version
script), so ``pip install`` needs a C compiler but no installed
libweimar.  The C sources are found in ``csrc/`` (an sdist, which
``setup.py sdist`` fills) or two levels up (``pip install
./bindings/python`` from the source tree).  The package's version is
``WM_VERSION_*`` of ``include/weimar.h``, the library's single source.
"""

import glob
import os
import re
import shutil

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext
from setuptools.command.sdist import sdist

HERE = os.path.dirname(os.path.abspath(__file__))


def c_root():
    """The directory holding include/weimar.h and lib/ of libweimar."""
    for root in (os.path.join(HERE, "csrc"),
                 os.path.normpath(os.path.join(HERE, os.pardir, os.pardir))):
        if (os.path.isfile(os.path.join(root, "include", "weimar.h"))
                and os.path.isdir(os.path.join(root, "lib", "core"))):
            return root
    raise SystemExit(
        "weimar: libweimar's C sources (include/weimar.h, lib/) are not in "
        f"{HERE}/csrc nor in {os.path.dirname(os.path.dirname(HERE))}: build "
        "from the libweimar source tree (pip install ./bindings/python) or "
        "from an sdist made by setup.py sdist")


ROOT = c_root()


def version():
    with open(os.path.join(ROOT, "include", "weimar.h"), encoding="utf-8") as f:
        text = f.read()
    parts = []
    for part in ("MAJOR", "MINOR", "PATCH"):
        m = re.search(rf"^#define\s+WM_VERSION_{part}\s+(\d+)", text, re.M)
        if m is None:
            raise SystemExit(f"weimar: no WM_VERSION_{part} in include/weimar.h")
        parts.append(m.group(1))
    return ".".join(parts)


VERSION = version()
LIB_SOURCES = sorted(glob.glob(os.path.join(ROOT, "lib", "core", "*.c"))
                     + [p for p in glob.glob(os.path.join(ROOT, "lib", "*", "*.c"))
                        if os.sep + "core" + os.sep not in p])
if not LIB_SOURCES:
    raise SystemExit(f"weimar: no C sources in {ROOT}/lib")


class BuildLibrary(build_ext):
    """build_ext for the one 'extension', which is libweimar itself: a
    plain shared library named weimar/_libweimar.so (loaded by ctypes, so
    no Python ABI suffix and no PyInit_ symbol), plus weimar/_version.py."""

    def get_ext_filename(self, fullname):
        name = super().get_ext_filename(fullname)
        if fullname.split(".")[-1] == "_libweimar":
            return os.path.join(os.path.dirname(name), "_libweimar.so")
        return name

    def get_export_symbols(self, ext):
        return []   # the version script decides what is exported

    def run(self):
        super().run()
        text = (f'"""Written by setup.py: the libweimar version the package was built from."""\n'
                f'__version__ = "{VERSION}"\n')
        for base in {self.build_lib} | ({HERE} if self.inplace else set()):
            target = os.path.join(base, "weimar", "_version.py")
            os.makedirs(os.path.dirname(target), exist_ok=True)
            with open(target, "w", encoding="utf-8") as f:
                f.write(text)


class SdistWithSources(sdist):
    """An sdist that carries libweimar's C sources in csrc/, so that it
    builds away from the source tree."""

    def make_release_tree(self, base_dir, files):
        super().make_release_tree(base_dir, files)
        dest = os.path.join(base_dir, "csrc")
        for rel in ["include/weimar.h", "lib/weimar.map"] + [
                os.path.relpath(p, ROOT) for p in
                glob.glob(os.path.join(ROOT, "include", "weimar", "*.h"))
                + glob.glob(os.path.join(ROOT, "lib", "*", "*.[ch]"))]:
            os.makedirs(os.path.join(dest, os.path.dirname(rel)), exist_ok=True)
            shutil.copy2(os.path.join(ROOT, rel), os.path.join(dest, rel))


cmdclass = {"build_ext": BuildLibrary, "sdist": SdistWithSources}

try:   # the library does not depend on the Python ABI: py3-none-<platform>
    from wheel.bdist_wheel import bdist_wheel

    class BdistWheel(bdist_wheel):
        def finalize_options(self):
            super().finalize_options()
            self.root_is_pure = False

        def get_tag(self):
            return ("py3", "none") + tuple(super().get_tag()[2:])

    cmdclass["bdist_wheel"] = BdistWheel
except ImportError:
    pass

setup(
    version=VERSION,
    ext_modules=[Extension(
        "weimar._libweimar",
        sources=LIB_SOURCES,
        include_dirs=[os.path.join(ROOT, "include"), os.path.join(ROOT, "lib", "core")],
        define_macros=[("WM_BUILDING_LIBRARY", None)],
        extra_compile_args=["-std=c11", "-fvisibility=hidden"],
        extra_link_args=["-Wl,--version-script=" + os.path.join(ROOT, "lib", "weimar.map"),
                         "-Wl,-z,defs"],
    )],
    cmdclass=cmdclass,
)
