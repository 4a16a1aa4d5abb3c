# gzip.open over file objects, in binary and text modes.
import gzip
import io

buf = io.BytesIO()
with gzip.open(buf, "wt", encoding="utf-8") as f:
    print(f.write("héllo\n"), f.write("wörld\n"))
raw = buf.getvalue()
print(gzip.decompress(raw))
with gzip.open(io.BytesIO(raw), "rt", encoding="utf-8") as f:
    print(f.readline(), f.read())
with gzip.open(io.BytesIO(raw), "rb") as f:
    print(f.read())
with gzip.open(io.BytesIO(raw), "rt", encoding="latin-1") as f:
    print(repr(f.read()))
buf = io.BytesIO()
with gzip.open(buf, "wb", compresslevel=1) as f:
    f.write(b"binary\x00data")
print(gzip.decompress(buf.getvalue()))
buf = io.BytesIO()
with gzip.open(buf, "wt", newline="\r\n") as f:
    f.write("a\nb\n")
print(gzip.decompress(buf.getvalue()))
for mode, kw in [("rb", {"encoding": "utf-8"}), ("rb", {"newline": "\n"}), ("rbt", {}), ("z", {})]:
    try:
        gzip.open(io.BytesIO(raw), mode, **kw)
    except ValueError as e:
        print("ValueError", e)
try:
    gzip.open(12345)
except TypeError as e:
    print("TypeError", e)
