# pathlib Path operations in a temporary directory: mkdir parents, touch, rename, glob, stat, unlink.
import tempfile
from pathlib import Path
with tempfile.TemporaryDirectory() as d:
    root = Path(d)
    (root / "src" / "pkg").mkdir(parents=True)
    for name in ["src/pkg/__init__.py", "src/pkg/mod.py", "src/main.py", "README.md"]:
        (root / name).write_text(f"# {name}\n")
    print(sorted(str(p.relative_to(root)) for p in root.rglob("*.py")), sorted(p.name for p in root.glob("*")))
    readme = root / "README.md"
    new = readme.rename(root / "README.txt")
    print(new.name, readme.exists(), new.exists(), new.stat().st_size, new.suffix, new.read_text().strip())
    (root / "empty").touch()
    print((root / "empty").stat().st_size, (root / "src").is_dir(), (root / "src" / "main.py").is_file())
    (root / "empty").unlink()
    try:
        (root / "empty").unlink()
    except FileNotFoundError:
        print("FileNotFoundError on second unlink")
    (root / "empty").unlink(missing_ok=True)
    with (root / "src" / "main.py").open("a") as f:
        f.write("print('hi')\n")
    print((root / "src" / "main.py").read_text().splitlines())
