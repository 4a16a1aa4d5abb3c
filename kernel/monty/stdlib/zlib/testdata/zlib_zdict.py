# Preset dictionaries.
import zlib

zdict = b"common words: error warning info debug trace"
msg = b"error: disk full; warning: retry; info: done; debug trace off"
c = zlib.compressobj(zdict=zdict)
comp = c.compress(msg) + c.flush()
plain = zlib.compress(msg)
print(len(comp) < len(plain), comp[:2] != plain[:2])
d = zlib.decompressobj(zdict=zdict)
print(d.decompress(comp) == msg, d.eof)
for wrong in [b"other dictionary", None]:
    try:
        d = zlib.decompressobj(zdict=wrong) if wrong else zlib.decompressobj()
        d.decompress(comp)
        print("decompressed")
    except zlib.error as e:
        print("error", e)
try:
    zlib.decompress(comp)
except zlib.error as e:
    print("error", e)
c = zlib.compressobj(wbits=-15, zdict=zdict)
raw = c.compress(msg) + c.flush()
print(zlib.decompressobj(wbits=-15, zdict=zdict).decompress(raw) == msg)
print(zlib.decompressobj(wbits=-15, zdict=bytearray(zdict)).decompress(raw) == msg)
for bad in [5, "text"]:
    try:
        zlib.compressobj(zdict=bad)
    except TypeError as e:
        print("TypeError", e)
