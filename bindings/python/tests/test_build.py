"""The package's own build backend (bindings/python/_backend/weimar_build.py):
it needs nothing from an index, so `pip install ./bindings/python` works
offline in a fresh venv; its metadata declares the `vector` extra; its
sdist carries the C sources; its wheels are well formed.  Compiling the
library is left to make check-packages (pip install into fresh venvs).

Skipped when the backend is not next to the tests (an installed package
tested from elsewhere without its source tree).
"""

import base64
import hashlib
import io
import os
import sys
import tarfile
import tempfile
import unittest
import zipfile

HERE = os.path.dirname(os.path.abspath(__file__))
BACKEND = os.path.join(HERE, os.pardir, "_backend")
PYPROJECT = os.path.join(HERE, os.pardir, "pyproject.toml")


def backend():
    if not os.path.isfile(os.path.join(BACKEND, "weimar_build.py")):
        raise unittest.SkipTest(f"{BACKEND}/weimar_build.py not found")
    sys.path.insert(0, os.path.abspath(BACKEND))
    try:
        import weimar_build
    finally:
        sys.path.pop(0)
    return weimar_build


class TestBackend(unittest.TestCase):

    def setUp(self):
        self.b = backend()
        try:
            self.b.c_root()
        except RuntimeError as exc:
            self.skipTest(str(exc))

    def test_nothing_to_download(self):
        # pip installs a build's requirements from an index: there are none
        text = self.b.read_pyproject(PYPROJECT)
        self.assertEqual(text["build-system"]["requires"], [])
        self.assertEqual(text["build-system"]["build-backend"], "weimar_build")
        self.assertEqual(text["build-system"]["backend-path"], ["_backend"])
        self.assertEqual(self.b.get_requires_for_build_wheel(), [])
        self.assertEqual(self.b.get_requires_for_build_sdist(), [])
        self.assertEqual(self.b.get_requires_for_build_editable(), [])

    def test_toml_subset_agrees_with_tomllib(self):
        try:
            import tomllib
        except ImportError:
            self.skipTest("no tomllib (Python < 3.11)")
        with open(PYPROJECT, "rb") as f:
            raw = f.read()
        self.assertEqual(self.b._parse_toml_subset(raw.decode("utf-8")),
                         tomllib.loads(raw.decode("utf-8")))

    def test_metadata(self):
        meta = self.b.metadata_text()
        head = meta.split("\n\n", 1)[0].splitlines()
        self.assertIn("Name: weimar", head)
        self.assertIn(f"Version: {self.b.version()}", head)
        self.assertIn("Provides-Extra: vector", head)
        self.assertIn('Requires-Dist: numpy; extra == "vector"', head)
        self.assertIn("Requires-Python: >=3.8", head)
        # no dependency outside the extra: the package itself is stdlib only
        self.assertEqual([h for h in head if h.startswith("Requires-Dist")],
                         ['Requires-Dist: numpy; extra == "vector"'])
        with tempfile.TemporaryDirectory() as tmp:
            name = self.b.prepare_metadata_for_build_wheel(tmp)
            self.assertEqual(name, f"weimar-{self.b.version()}.dist-info")
            with open(os.path.join(tmp, name, "METADATA"), encoding="utf-8") as f:
                self.assertEqual(f.read(), meta)

    def test_sdist_carries_the_c_sources(self):
        with tempfile.TemporaryDirectory() as tmp:
            name = self.b.build_sdist(tmp)
            ver = self.b.version()
            self.assertEqual(name, f"weimar-{ver}.tar.gz")
            with tarfile.open(os.path.join(tmp, name)) as tar:
                names = set(tar.getnames())
            base = f"weimar-{ver}/"
            for want in ("pyproject.toml", "README.md", "PKG-INFO",
                         "_backend/weimar_build.py", "weimar/__init__.py",
                         "weimar/vector.py", "weimar/py.typed",
                         "csrc/include/weimar.h", "csrc/lib/weimar.map",
                         "csrc/lib/core/game.c", "csrc/lib/siege/view.c"):
                self.assertIn(base + want, names)
            self.assertFalse([n for n in names if "__pycache__" in n or n.endswith(".so")])

    def test_wheel_is_well_formed(self):
        with tempfile.TemporaryDirectory() as tmp:
            fake = b"\x7fELF not a library"
            name = self.b.write_wheel(tmp, "9.8.7", [("weimar/_libweimar.so", fake),
                                                     ("weimar/__init__.py", b"x = 1\n")])
            self.assertTrue(name.startswith("weimar-9.8.7-py3-none-"), name)
            with zipfile.ZipFile(os.path.join(tmp, name)) as z:
                record = z.read("weimar-9.8.7.dist-info/RECORD").decode("utf-8")
                wheel = z.read("weimar-9.8.7.dist-info/WHEEL").decode("utf-8")
                rows = [r.split(",") for r in record.splitlines()]
                self.assertEqual(sorted(r[0] for r in rows), sorted(z.namelist()))
                for path, digest, size in rows:
                    if path.endswith("RECORD"):
                        self.assertEqual((digest, size), ("", ""))
                        continue
                    data = z.read(path)
                    want = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=")
                    self.assertEqual(digest, "sha256=" + want.decode("ascii"), path)
                    self.assertEqual(int(size), len(data), path)
            self.assertIn("Root-Is-Purelib: false", wheel)
            self.assertIn("Tag: " + name[len("weimar-9.8.7-"):-len(".whl")], wheel)

    def test_package_files(self):
        arcs = [a for a, _ in self.b._package_files()]
        self.assertIn("weimar/__init__.py", arcs)
        self.assertIn("weimar/py.typed", arcs)
        self.assertNotIn("weimar/_version.py", arcs)   # written by the build


class TestVectorNeedsItsExtra(unittest.TestCase):

    def test_import_error_names_the_extra(self):
        # weimar.vector without NumPy: an ImportError that says how to get it
        import subprocess
        code = ("import sys; sys.modules['numpy'] = None\n"
                "try:\n    import weimar.vector\n"
                "except ImportError as e:\n    print(type(e).__name__, e.name, e)\n")
        env = dict(os.environ, PYTHONPATH=os.pathsep.join(p for p in sys.path if p))
        out = subprocess.run([sys.executable, "-c", code], env=env, check=True,
                             stdout=subprocess.PIPE, universal_newlines=True).stdout
        self.assertIn("ImportError numpy weimar.vector needs NumPy", out)
        self.assertIn("weimar[vector]", out)
        self.assertIn("python3-numpy", out)


if __name__ == "__main__":
    unittest.main()
