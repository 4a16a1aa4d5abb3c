"""The package's build backend (PEP 517), in the tree and made of the standard library
alone, so that `pip install ./python` works with no package index: setuptools in a fresh
virtual environment cannot build a wheel without the separate `wheel` package.

It builds one pure-Python wheel of src/backyard (with a backyard binary in
src/backyard/bin/ when one was put there, as `make python-wheel` does) and an sdist of
the source tree.
"""

from __future__ import annotations

import base64
import hashlib
import io
import os
import re
import tarfile
import zipfile

_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
_SRC = os.path.join(_ROOT, "src")


def _project():
    """Name, version, requires-python and summary, read from pyproject.toml."""
    text = open(os.path.join(_ROOT, "pyproject.toml"), encoding="utf-8").read()
    section = text.split("[project]", 1)[1].split("\n[", 1)[0]

    def field(key):
        m = re.search(r'^%s\s*=\s*"([^"]*)"' % re.escape(key), section, re.M)
        return m.group(1) if m else ""

    return field("name"), field("version"), field("requires-python"), field("description")


def _metadata():
    name, version, requires, summary = _project()
    readme = open(os.path.join(_ROOT, "README.md"), encoding="utf-8").read()
    return (
        "Metadata-Version: 2.1\n"
        "Name: %s\nVersion: %s\nSummary: %s\nRequires-Python: %s\nLicense: MIT\n"
        "Description-Content-Type: text/markdown\n\n%s" % (name, version, summary, requires, readme)
    )


def _files():
    """(path in the wheel, path on disk) of every file of the package."""
    out = []
    for dirpath, dirnames, filenames in os.walk(os.path.join(_SRC, "backyard")):
        dirnames[:] = sorted(d for d in dirnames if d != "__pycache__")
        for f in sorted(filenames):
            if f.endswith((".pyc", ".pyo")):
                continue
            disk = os.path.join(dirpath, f)
            out.append((os.path.relpath(disk, _SRC).replace(os.sep, "/"), disk))
    return out


def _record_line(arcname, data):
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return "%s,sha256=%s,%d" % (arcname, digest, len(data))


def _write_metadata_dir(directory):
    name, version, _, _ = _project()
    dist_info = "%s-%s.dist-info" % (name, version)
    os.makedirs(os.path.join(directory, dist_info), exist_ok=True)
    with open(os.path.join(directory, dist_info, "METADATA"), "w", encoding="utf-8") as f:
        f.write(_metadata())
    return dist_info


# ---- PEP 517 hooks


def get_requires_for_build_wheel(config_settings=None):
    return []


def get_requires_for_build_sdist(config_settings=None):
    return []


def prepare_metadata_for_build_wheel(metadata_directory, config_settings=None):
    return _write_metadata_dir(metadata_directory)


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    name, version, _, _ = _project()
    files = _files()
    # A bundled binary makes the wheel platform-specific.
    tag = "py3-none-any"
    if any(arc == "backyard/bin/backyard" for arc, _ in files):
        machine = os.uname().machine
        tag = "py3-none-manylinux2014_%s" % machine if os.uname().sysname == "Linux" else "py3-none-any"
    wheel_name = "%s-%s-%s.whl" % (name, version, tag)
    dist_info = "%s-%s.dist-info" % (name, version)
    records = []
    with zipfile.ZipFile(os.path.join(wheel_directory, wheel_name), "w", zipfile.ZIP_DEFLATED) as z:

        def add(arcname, data, mode=0o644):
            info = zipfile.ZipInfo(arcname, date_time=(2020, 1, 1, 0, 0, 0))
            info.external_attr = (0o100000 | mode) << 16
            info.compress_type = zipfile.ZIP_DEFLATED
            z.writestr(info, data)
            records.append(_record_line(arcname, data))

        for arc, disk in files:
            with open(disk, "rb") as f:
                data = f.read()
            add(arc, data, 0o755 if os.access(disk, os.X_OK) and arc.startswith("backyard/bin/") else 0o644)
        add(dist_info + "/METADATA", _metadata().encode("utf-8"))
        wheel = "Wheel-Version: 1.0\nGenerator: backyard_build\nRoot-Is-Purelib: true\nTag: %s\n" % tag
        add(dist_info + "/WHEEL", wheel.encode("utf-8"))
        add(dist_info + "/top_level.txt", b"backyard\n")
        record = "\n".join(records + [dist_info + "/RECORD,,"]) + "\n"
        info = zipfile.ZipInfo(dist_info + "/RECORD", date_time=(2020, 1, 1, 0, 0, 0))
        info.external_attr = (0o100644) << 16
        z.writestr(info, record)
    return wheel_name


def build_sdist(sdist_directory, config_settings=None):
    name, version, _, _ = _project()
    base = "%s-%s" % (name, version)
    path = os.path.join(sdist_directory, base + ".tar.gz")
    with tarfile.open(path, "w:gz") as tar:
        for top in ("pyproject.toml", "README.md", "_build", "src", "tests"):
            full = os.path.join(_ROOT, top)
            if os.path.exists(full):
                tar.add(full, arcname=base + "/" + top, filter=_no_cache)
        pkg_info = _metadata().encode("utf-8")
        info = tarfile.TarInfo(base + "/PKG-INFO")
        info.size = len(pkg_info)
        tar.addfile(info, io.BytesIO(pkg_info))
    return base + ".tar.gz"


def _no_cache(info):
    return None if "__pycache__" in info.name or info.name.endswith(".pyc") else info
