# What bad gzip data raises.
import gzip
import io

def show(f):
    try:
        r = f()
        print("ok", r)
    except Exception as e:
        print(type(e).__name__, e)

good = gzip.compress(b"some data to protect", mtime=0)
show(lambda: gzip.decompress(b"not gzip at all"))
show(lambda: gzip.decompress(b"\x1f\x8b\x07" + good[3:]))
show(lambda: gzip.decompress(good[:5]))
show(lambda: gzip.decompress(good[:-1]))
show(lambda: gzip.decompress(good[:-8]))
bad_crc = bytearray(good)
bad_crc[-8] ^= 0xFF
show(lambda: gzip.decompress(bytes(bad_crc)))
bad_len = bytearray(good)
bad_len[-1] ^= 0x01
show(lambda: gzip.decompress(bytes(bad_len)))
show(lambda: gzip.decompress(good + b"garbage"))
show(lambda: gzip.decompress(b""))
show(lambda: gzip.decompress("text"))
show(lambda: gzip.compress("text"))
show(lambda: gzip.GzipFile(fileobj=io.BytesIO(b"plain")).read())
show(lambda: gzip.GzipFile(fileobj=io.BytesIO(good[:-4])).read())
show(lambda: gzip.GzipFile(fileobj=io.BytesIO(), mode="x").read())
print(issubclass(gzip.BadGzipFile, OSError), gzip.BadGzipFile.__name__)
