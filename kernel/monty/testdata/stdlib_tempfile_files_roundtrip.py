# Files under a temporary directory: open/write/read, os, pathlib, glob, shutil (paths printed relative).
import os, tempfile, glob, shutil
from pathlib import Path
with tempfile.TemporaryDirectory() as tmp:
    base = Path(tmp)
    (base / "sub").mkdir()
    with open(base / "a.txt", "w", encoding="utf-8") as f:
        f.write("line 1\nline 2\n")
    (base / "sub" / "b.txt").write_text("héllo", encoding="utf-8")
    (base / "data.bin").write_bytes(b"\x00\x01\x02")
    with open(base / "a.txt", encoding="utf-8") as f:
        print(f.readline().rstrip(), f.read().splitlines())
    with open(base / "a.txt", "a") as f:
        print("appended", file=f)
    print((base / "a.txt").read_text().splitlines(), (base / "sub" / "b.txt").read_text(), (base / "data.bin").read_bytes())
    print(sorted(os.listdir(tmp)), sorted(p.name for p in base.iterdir()), (base / "sub").is_dir(), (base / "a.txt").is_file(), (base / "nope").exists())
    print(sorted(os.path.relpath(p, tmp) for p in glob.glob(os.path.join(tmp, "**", "*.txt"), recursive=True)))
    print(sorted(str(p.relative_to(base)) for p in base.rglob("*.txt")), [p.name for p in base.glob("*.bin")])
    shutil.copy(base / "a.txt", base / "copy.txt")
    shutil.move(str(base / "copy.txt"), str(base / "sub" / "moved.txt"))
    print(sorted(os.listdir(base / "sub")), (base / "a.txt").stat().st_size, os.path.getsize(base / "data.bin"))
    os.remove(base / "data.bin")
    (base / "sub" / "b.txt").unlink()
    shutil.rmtree(base / "sub")
    print(sorted(os.listdir(tmp)))
    try:
        open(base / "missing.txt")
    except FileNotFoundError as e:
        print("FileNotFoundError:", e.errno, e.strerror, os.path.basename(e.filename))
print(os.path.exists(tmp))
