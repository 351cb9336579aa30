"""The build backend of the weimar Python package (PEP 517 and PEP 660),
in the standard library only.

pyproject.toml names it with ``requires = []`` and ``backend-path``, so
``pip install ./bindings/python`` downloads nothing: it works offline, in
a fresh venv of any Python 3.8+ (no setuptools, no wheel needed, build
isolation or not).  It compiles libweimar's C sources - ``lib/**/*.c``,
with the Makefile's library flags (C11, hidden visibility, the
``lib/weimar.map`` version script) - into ``weimar/_libweimar.so``, which
ctypes loads, and writes a ``py3-none-<platform>`` wheel (the library does
not depend on the Python ABI).

The C sources are found in ``csrc/`` (an sdist, which ``build_sdist``
fills) or two levels up (``pip install ./bindings/python`` from the
libweimar tree).  The version is ``WM_VERSION_*`` of ``include/weimar.h``;
the rest of the metadata is ``[project]`` of pyproject.toml.

Progress goes to standard error, one line a C file: pip shows it with
``pip install -v`` (without -v pip keeps a backend's output to itself
and prints only "Building wheel for weimar (pyproject.toml)").  The C
compiler is ``$CC`` (else Python's own, else ``cc``), with ``$CFLAGS``,
``$CPPFLAGS`` and ``$LDFLAGS`` added; ``$WEIMAR_BUILD_JOBS`` compiles
that many files at once (default: one per CPU).

From a shell, for the packaging checks:
    python3 _backend/weimar_build.py sdist DIR    (or: wheel DIR)
"""

import base64
import concurrent.futures
import glob
import hashlib
import io
import os
import re
import shlex
import subprocess
import sys
import sysconfig
import tarfile
import tempfile
import time
import zipfile

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))   # bindings/python
NAME = "weimar"

__all__ = [
    "build_wheel", "build_sdist", "build_editable",
    "get_requires_for_build_wheel", "get_requires_for_build_sdist",
    "get_requires_for_build_editable", "prepare_metadata_for_build_wheel",
    "prepare_metadata_for_build_editable",
]


def _say(text):
    print(f"weimar-build: {text}", file=sys.stderr, flush=True)


# --- the C sources and the version ---------------------------------------

def c_root():
    """The directory holding include/weimar.h and lib/ of libweimar."""
    for root in (os.path.join(HERE, "csrc"),
                 os.path.normpath(os.path.join(HERE, os.pardir, os.pardir))):
        if (os.path.isfile(os.path.join(root, "include", "weimar.h"))
                and os.path.isdir(os.path.join(root, "lib", "core"))):
            return root
    raise RuntimeError(
        "weimar: libweimar's C sources (include/weimar.h, lib/) are neither in "
        f"{HERE}/csrc nor in {os.path.dirname(os.path.dirname(HERE))}: build from "
        "the libweimar source tree (pip install ./bindings/python) or from an "
        "sdist of it (python3 bindings/python/_backend/weimar_build.py sdist DIR)")


def version(root=None):
    """WM_VERSION_MAJOR.MINOR.PATCH of include/weimar.h."""
    root = root or c_root()
    with open(os.path.join(root, "include", "weimar.h"), encoding="utf-8") as f:
        text = f.read()
    parts = []
    for part in ("MAJOR", "MINOR", "PATCH"):
        m = re.search(rf"^#define\s+WM_VERSION_{part}\s+(\d+)", text, re.M)
        if m is None:
            raise RuntimeError(f"weimar: no WM_VERSION_{part} in include/weimar.h")
        parts.append(m.group(1))
    return ".".join(parts)


def c_sources(root):
    """Every lib/core/*.c and lib/<title>/*.c, core first (as the Makefile)."""
    core = sorted(glob.glob(os.path.join(root, "lib", "core", "*.c")))
    titles = sorted(p for p in glob.glob(os.path.join(root, "lib", "*", "*.c"))
                    if os.path.basename(os.path.dirname(p)) != "core")
    if not core:
        raise RuntimeError(f"weimar: no C sources in {root}/lib/core")
    return core + titles


# --- pyproject.toml's [project] ------------------------------------------

def _parse_toml_subset(text):
    """The tables of a TOML file of the shape pyproject.toml has here
    (string values, arrays of strings, tables): for Pythons before 3.11,
    which have no tomllib.  test_build checks it agrees with tomllib."""
    data = table = {}
    pending_key, pending = None, None
    for raw in text.splitlines():
        line = raw.split(" #", 1)[0].strip() if not raw.lstrip().startswith("#") else ""
        if not line:
            continue
        if pending is not None:
            pending += " " + line
            if line.endswith("]"):
                table[pending_key] = _toml_value(pending)
                pending_key, pending = None, None
            continue
        m = re.fullmatch(r"\[([\w.\-]+)\]", line)
        if m:
            table = data
            for part in m.group(1).split("."):
                table = table.setdefault(part, {})
            continue
        key, _, value = (s.strip() for s in line.partition("="))
        key = key.strip('"')
        if value.startswith("[") and not value.endswith("]"):
            pending_key, pending = key, value
        else:
            table[key] = _toml_value(value)
    return data


def _toml_value(value):
    value = value.strip()
    if value.startswith("["):
        return [_toml_value(v) for v in _split_array(value[1:-1])]
    if value.startswith('"') and value.endswith('"'):
        return value[1:-1].replace('\\"', '"').replace("\\\\", "\\")
    if value in ("true", "false"):
        return value == "true"
    raise ValueError(f"weimar-build: cannot read the TOML value {value!r}")


def _split_array(body):
    items, cur, quoted = [], "", False
    for ch in body:
        if ch == '"':
            quoted = not quoted
        if ch == "," and not quoted:
            items.append(cur)
            cur = ""
        else:
            cur += ch
    items.append(cur)
    return [i.strip() for i in items if i.strip()]


def read_pyproject(path=None):
    path = path or os.path.join(HERE, "pyproject.toml")
    with open(path, "rb") as f:
        raw = f.read()
    try:
        import tomllib
    except ImportError:   # Python < 3.11
        return _parse_toml_subset(raw.decode("utf-8"))
    return tomllib.loads(raw.decode("utf-8"))


def metadata_text(ver=None):
    """The core metadata (METADATA / PKG-INFO, version 2.1) from [project]."""
    project = read_pyproject()["project"]
    ver = ver or version()
    lines = ["Metadata-Version: 2.1", f"Name: {project['name']}", f"Version: {ver}"]
    if "description" in project:
        lines.append(f"Summary: {project['description']}")
    if "requires-python" in project:
        lines.append(f"Requires-Python: {project['requires-python']}")
    for c in project.get("classifiers", []):
        lines.append(f"Classifier: {c}")
    for dep in project.get("dependencies", []):
        lines.append(f"Requires-Dist: {dep}")
    for extra, deps in sorted(project.get("optional-dependencies", {}).items()):
        lines.append(f"Provides-Extra: {extra}")
        for dep in deps:
            lines.append(f'Requires-Dist: {dep}; extra == "{extra}"')
    body = ""
    readme = project.get("readme")
    if readme:
        lines.append("Description-Content-Type: text/markdown")
        with open(os.path.join(HERE, readme), encoding="utf-8") as f:
            body = f.read()
    return "\n".join(lines) + "\n\n" + body


# --- compiling the library -------------------------------------------------

def _compiler():
    cc = os.environ.get("CC") or sysconfig.get_config_var("CC") or "cc"
    return shlex.split(cc)


def compile_library(out_path, root=None):
    """Compile libweimar into the shared library ``out_path``."""
    root = root or c_root()
    sources = c_sources(root)
    cc = _compiler()
    cflags = (["-std=c11", "-O2", "-fPIC", "-fvisibility=hidden", "-DWM_BUILDING_LIBRARY",
               "-I" + os.path.join(root, "include"), "-I" + os.path.join(root, "lib", "core")]
              + shlex.split(os.environ.get("CPPFLAGS", ""))
              + shlex.split(os.environ.get("CFLAGS", "")))
    try:
        jobs = int(os.environ.get("WEIMAR_BUILD_JOBS") or 0)
    except ValueError:
        jobs = 0
    jobs = max(1, jobs or os.cpu_count() or 1)
    start = time.monotonic()
    _say(f"compiling libweimar {version(root)}: {len(sources)} C files with "
         f"{' '.join(cc)}, {jobs} at a time")
    with tempfile.TemporaryDirectory(prefix="weimar-build-") as tmp:
        objects = [os.path.join(tmp, f"{i:03d}.o") for i in range(len(sources))]
        done = [0]

        def one(i):
            src = sources[i]
            cmd = cc + cflags + ["-c", src, "-o", objects[i]]
            proc = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
            done[0] += 1
            rel = os.path.relpath(src, root)
            _say(f"[{done[0]:2d}/{len(sources)}] {rel}")
            if proc.returncode != 0:
                sys.stderr.write(proc.stdout.decode("utf-8", "replace"))
                raise RuntimeError(f"weimar: compiling {rel} failed: {shlex.join(cmd)}")

        with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
            for fut in [pool.submit(one, i) for i in range(len(sources))]:
                fut.result()
        link = (cc + ["-shared", "-o", out_path] + objects
                + ["-Wl,--version-script=" + os.path.join(root, "lib", "weimar.map"),
                   "-Wl,-z,defs"] + shlex.split(os.environ.get("LDFLAGS", "")) + ["-pthread"])
        _say(f"linking {os.path.basename(out_path)}")
        proc = subprocess.run(link, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
        if proc.returncode != 0:
            sys.stderr.write(proc.stdout.decode("utf-8", "replace"))
            raise RuntimeError(f"weimar: linking failed: {shlex.join(link)}")
    _say(f"libweimar compiled in {time.monotonic() - start:.0f} s")


# --- wheels ------------------------------------------------------------------

def _platform_tag():
    return re.sub(r"[-.]", "_", sysconfig.get_platform())


def _dist_info(ver):
    return f"{NAME}-{ver}.dist-info"


def _wheel_text(tag):
    return ("Wheel-Version: 1.0\nGenerator: weimar_build\n"
            f"Root-Is-Purelib: false\nTag: {tag}\n")


def _version_py(ver):
    return ('"""Written by the build backend (bindings/python/_backend): the '
            'libweimar version the package was built from."""\n'
            f'__version__ = "{ver}"\n')


def _package_files():
    """(path in the wheel, path on disk) of the package's own files."""
    pkg = os.path.join(HERE, NAME)
    out = []
    for name in sorted(os.listdir(pkg)):
        if name.endswith(".py") and name != "_version.py" or name == "py.typed":
            out.append((f"{NAME}/{name}", os.path.join(pkg, name)))
    return out


def write_wheel(wheel_directory, ver, members):
    """A wheel of ``members`` ((name in the wheel, bytes) pairs) plus its
    dist-info; returns the wheel's file name."""
    tag = f"py3-none-{_platform_tag()}"
    name = f"{NAME}-{ver}-{tag}.whl"
    info = _dist_info(ver)
    members = list(members) + [
        (f"{info}/METADATA", metadata_text(ver).encode("utf-8")),
        (f"{info}/WHEEL", _wheel_text(tag).encode("utf-8")),
        (f"{info}/top_level.txt", f"{NAME}\n".encode("utf-8")),
    ]
    record = []
    for arc, data in members:
        digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=")
        record.append(f"{arc},sha256={digest.decode('ascii')},{len(data)}")
    record.append(f"{info}/RECORD,,")
    members.append((f"{info}/RECORD", ("\n".join(record) + "\n").encode("utf-8")))
    os.makedirs(wheel_directory, exist_ok=True)
    path = os.path.join(wheel_directory, name)
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as z:
        for arc, data in members:
            zi = zipfile.ZipInfo(arc, date_time=(2020, 1, 1, 0, 0, 0))
            zi.external_attr = (0o755 if arc.endswith(".so") else 0o644) << 16
            zi.compress_type = zipfile.ZIP_DEFLATED
            z.writestr(zi, data)
    _say(f"wrote {path}")
    return name


def _read(path):
    with open(path, "rb") as f:
        return f.read()


def get_requires_for_build_wheel(config_settings=None):
    return []


def get_requires_for_build_sdist(config_settings=None):
    return []


def get_requires_for_build_editable(config_settings=None):
    return []


def prepare_metadata_for_build_wheel(metadata_directory, config_settings=None):
    ver = version()
    info = os.path.join(metadata_directory, _dist_info(ver))
    os.makedirs(info, exist_ok=True)
    with open(os.path.join(info, "METADATA"), "w", encoding="utf-8") as f:
        f.write(metadata_text(ver))
    with open(os.path.join(info, "WHEEL"), "w", encoding="utf-8") as f:
        f.write(_wheel_text(f"py3-none-{_platform_tag()}"))
    return _dist_info(ver)


prepare_metadata_for_build_editable = prepare_metadata_for_build_wheel


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    root = c_root()
    ver = version(root)
    members = [(arc, _read(p)) for arc, p in _package_files()]
    members.append((f"{NAME}/_version.py", _version_py(ver).encode("utf-8")))
    with tempfile.TemporaryDirectory(prefix="weimar-wheel-") as tmp:
        lib = os.path.join(tmp, "_libweimar.so")
        compile_library(lib, root)
        members.append((f"{NAME}/_libweimar.so", _read(lib)))
    return write_wheel(wheel_directory, ver, members)


def build_editable(wheel_directory, config_settings=None, metadata_directory=None):
    """pip install -e: the library compiled into the source package
    (weimar/_libweimar.so, weimar/_version.py) and a .pth naming this
    directory."""
    root = c_root()
    ver = version(root)
    compile_library(os.path.join(HERE, NAME, "_libweimar.so"), root)
    with open(os.path.join(HERE, NAME, "_version.py"), "w", encoding="utf-8") as f:
        f.write(_version_py(ver))
    pth = (HERE + "\n").encode("utf-8")
    return write_wheel(wheel_directory, ver, [(f"__editable__.{NAME}.pth", pth)])


# --- sdists ------------------------------------------------------------------

def _sdist_files(root):
    """(path in the sdist, path on disk): the package, its tests, this
    backend and libweimar's C sources under csrc/."""
    out = [(n, os.path.join(HERE, n)) for n in ("pyproject.toml", "README.md")]
    out += [(arc, p) for arc, p in _package_files()]
    out += [(os.path.relpath(p, HERE), p)
            for p in sorted(glob.glob(os.path.join(HERE, "tests", "*.py"))
                            + glob.glob(os.path.join(HERE, "examples", "*.py")))]
    out.append(("_backend/weimar_build.py", os.path.abspath(__file__)))
    c_files = (["include/weimar.h", "lib/weimar.map"]
               + sorted(os.path.relpath(p, root) for p in
                        glob.glob(os.path.join(root, "include", "weimar", "*.h"))
                        + glob.glob(os.path.join(root, "lib", "*", "*.[ch]"))))
    out += [("csrc/" + rel.replace(os.sep, "/"), os.path.join(root, rel)) for rel in c_files]
    return out


def build_sdist(sdist_directory, config_settings=None):
    root = c_root()
    ver = version(root)
    base = f"{NAME}-{ver}"
    os.makedirs(sdist_directory, exist_ok=True)
    path = os.path.join(sdist_directory, base + ".tar.gz")

    def add(tar, arc, data):
        ti = tarfile.TarInfo(f"{base}/{arc}")
        ti.size = len(data)
        ti.mtime = 1577836800
        ti.mode = 0o644
        tar.addfile(ti, io.BytesIO(data))

    with tarfile.open(path, "w:gz", format=tarfile.PAX_FORMAT) as tar:
        for arc, p in _sdist_files(root):
            add(tar, arc, _read(p))
        add(tar, "PKG-INFO", metadata_text(ver).encode("utf-8"))
    _say(f"wrote {path}")
    return os.path.basename(path)


if __name__ == "__main__":
    if len(sys.argv) != 3 or sys.argv[1] not in ("sdist", "wheel"):
        sys.exit("usage: weimar_build.py sdist|wheel DIR")
    made = (build_sdist if sys.argv[1] == "sdist" else build_wheel)(sys.argv[2])
    print(os.path.join(sys.argv[2], made))
