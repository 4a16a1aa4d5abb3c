"""Reading and writing gzip data (RFC 1952), over zlib's raw deflate.

A member is a 10-byte header (magic, method, flags, mtime, extra flags, OS),
optional fields the flags announce, the deflate stream, then the CRC-32 and
the length modulo 2**32 of the data, both little-endian.
"""

import builtins
import io
import os
import time
import zlib

__all__ = ["BadGzipFile", "GzipFile", "compress", "decompress", "open"]

READ, WRITE = 1, 2

_MAGIC = b"\x1f\x8b"
_FTEXT, _FHCRC, _FEXTRA, _FNAME, _FCOMMENT = 1, 2, 4, 8, 16
_OS_UNIX, _OS_UNKNOWN = 3, 255


def _level_flag(level):
    """The XFL byte: 2 for the best compression, 4 for the fastest."""
    if level >= 9:
        return 2
    return 4 if level <= 1 else 0


class BadGzipFile(OSError):
    """The data is not in the gzip format."""


def _le32(n):
    return (n & 0xFFFFFFFF).to_bytes(4, "little")


def _header(mtime, level, name=b"", os_byte=_OS_UNIX):
    flags = _FNAME if name else 0
    if mtime is None:
        mtime = time.time()
    head = bytearray(_MAGIC)
    head += bytes([8, flags])
    head += _le32(int(mtime))
    head += bytes([_level_flag(level), os_byte])
    if name:
        head += name + b"\x00"
    return bytes(head)


def _deflater(level):
    return zlib.compressobj(level, zlib.DEFLATED, -zlib.MAX_WBITS)


def compress(data, compresslevel=9, *, mtime=None):
    """Return data compressed into one gzip member."""
    data = _as_bytes(data)
    body = _deflater(compresslevel)
    # CPython hands mtime=0 to zlib, whose header names Unix; its own
    # header, for any other mtime, says "unknown".
    os_byte = _OS_UNIX if mtime == 0 else _OS_UNKNOWN
    out = _header(mtime, compresslevel, os_byte=os_byte) + body.compress(data) + body.flush()
    return out + _le32(zlib.crc32(data)) + _le32(len(data))


def _skip_header(buf, pos):
    """Return the offset of the deflate stream of the member at pos."""
    magic = bytes(buf[pos:pos + 2])
    if magic != _MAGIC:
        raise BadGzipFile("Not a gzipped file (%r)" % magic)
    if len(buf) - pos < 10:
        raise EOFError("Compressed file ended before the end-of-stream marker was reached")
    if buf[pos + 2] != 8:
        raise BadGzipFile("Unknown compression method")
    flags = buf[pos + 3]
    at = pos + 10
    if flags & _FEXTRA:
        if len(buf) - at < 2:
            raise EOFError("Compressed file ended before the end-of-stream marker was reached")
        at += 2 + int.from_bytes(buf[at:at + 2], "little")
    for field in (_FNAME, _FCOMMENT):
        if flags & field:
            end = buf.find(b"\x00", at)
            if end < 0:
                raise EOFError("Compressed file ended before the end-of-stream marker was reached")
            at = end + 1
    if flags & _FHCRC:
        at += 2
    if at > len(buf):
        raise EOFError("Compressed file ended before the end-of-stream marker was reached")
    return at


def decompress(data):  # every member, concatenated
    """Return the uncompressed data of all the gzip members in data."""
    buf = _as_bytes(data)
    parts = []
    pos = 0
    while pos < len(buf):
        start = _skip_header(buf, pos)
        inflater = zlib.decompressobj(-zlib.MAX_WBITS)
        chunk = inflater.decompress(buf[start:])
        if not inflater.eof:
            raise EOFError("Compressed file ended before the end-of-stream marker was reached")
        rest = inflater.unused_data
        if len(rest) < 8:
            raise EOFError("Compressed file ended before the end-of-stream marker was reached")
        if int.from_bytes(rest[:4], "little") != zlib.crc32(chunk):
            raise BadGzipFile("CRC check failed")
        if int.from_bytes(rest[4:8], "little") != len(chunk) & 0xFFFFFFFF:
            raise BadGzipFile("Incorrect length of data produced")
        parts.append(chunk)
        pos = len(buf) - len(rest) + 8
        while pos < len(buf) and buf[pos] == 0:  # padding between members
            pos += 1
    return b"".join(parts)


def _as_bytes(data):
    if isinstance(data, (bytes, bytearray)):
        return bytes(data)
    try:
        return memoryview(data).tobytes()
    except TypeError:
        raise TypeError("a bytes-like object is required, not %r" % type(data).__name__) from None


def _mode_error(mode):
    return ValueError("Invalid mode: %r" % (mode,))


class GzipFile(io.BufferedIOBase):
    """A file object over a gzip stream: read whole on opening for reading,
    compressed as it is written otherwise."""

    myfileobj = None

    def __init__(self, filename=None, mode=None, compresslevel=9, fileobj=None, mtime=None):
        if mode and ("t" in mode or "U" in mode):
            raise _mode_error(mode)
        if mode and "b" not in mode:
            mode += "b"
        if fileobj is None:
            fileobj = self.myfileobj = builtins.open(filename, mode or "rb")
        name = filename
        if name is None:
            name = getattr(fileobj, "name", "")
            name = name if isinstance(name, (str, bytes)) else ""
        else:
            name = os.fspath(name)
        kind = (mode or getattr(fileobj, "mode", "rb"))[:1]
        if kind == "r":
            self.mode = READ
            self._plain = decompress(fileobj.read())
            self._pos = 0
        elif kind and kind in "wax":
            self.mode = WRITE
            stored = os.path.basename(name)
            stored = stored.encode("latin-1", "replace") if isinstance(stored, str) else stored
            stored = stored[:-3] if stored.endswith(b".gz") else stored
            fileobj.write(_header(mtime, compresslevel, stored, _OS_UNKNOWN))
            self._packer = _deflater(compresslevel)
            self._sum, self._count = 0, 0
        else:
            raise _mode_error(mode)
        self.fileobj, self.name = fileobj, name
        self.compresslevel = compresslevel

    def __repr__(self):
        return "<gzip %r 0x%x>" % (self.fileobj, id(self))

    @property
    def closed(self):
        return not self.fileobj

    def _need(self, kind):
        if not self.fileobj:
            raise ValueError("I/O operation on closed file")
        if kind != self.mode:
            verb = "read() on write-only" if kind == READ else "write() on read-only"
            raise OSError(9, verb + " GzipFile object")  # EBADF

    def readable(self):
        return READ == self.mode

    def writable(self):
        return WRITE == self.mode

    seekable = readable

    def write(self, data):
        self._need(WRITE)
        # memoryview's own TypeError, as CPython's GzipFile.write raises.
        chunk = bytes(data) if isinstance(data, (bytes, bytearray)) else memoryview(data).tobytes()
        if chunk:
            self.fileobj.write(self._packer.compress(chunk))
            self._sum = zlib.crc32(chunk, self._sum)
            self._count += len(chunk)
        return len(chunk)

    def _take(self, stop):
        piece = self._plain[self._pos:stop]
        self._pos = max(self._pos, min(stop, len(self._plain)))
        return piece

    def read(self, size=-1):
        self._need(READ)
        whole = size is None or size < 0
        return self._take(len(self._plain) if whole else self._pos + size)

    read1 = read

    def peek(self, n):
        self._need(READ)
        return self._plain[self._pos:self._pos + max(n, 1)]

    def readline(self, size=-1):
        self._need(READ)
        nl = self._plain.find(b"\n", self._pos)
        stop = len(self._plain) if nl < 0 else nl + 1
        if size is not None and size >= 0:
            stop = min(stop, self._pos + size)
        return self._take(stop)

    def readlines(self, hint=-1):
        lines, total = [], 0
        for line in iter(self.readline, b""):
            lines.append(line)
            total += len(line)
            if hint is not None and 0 < hint <= total:
                break
        return lines

    def seek(self, offset, whence=0):
        self._need(READ)
        origin = (0, self._pos, len(self._plain))[whence]
        self._pos = max(0, min(len(self._plain), origin + offset))
        return self._pos

    def tell(self):
        return self._pos if READ == self.mode else self._count

    def flush(self, zlib_mode=zlib.Z_SYNC_FLUSH):
        if WRITE == self.mode and self.fileobj:
            self.fileobj.write(self._packer.flush(zlib_mode))
            self.fileobj.flush()

    def close(self):
        target, self.fileobj = self.fileobj, None
        if not target:
            return
        try:
            if WRITE == self.mode:
                target.write(self._packer.flush() + _le32(self._sum) + _le32(self._count))
        finally:
            owned, self.myfileobj = self.myfileobj, None
            if owned is not None:
                owned.close()

    def __iter__(self):
        return iter(self.readline, b"")

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


def open(filename, mode="rb", compresslevel=9, encoding=None, errors=None, newline=None):
    """Open a gzip file in binary ('rb', 'wb', 'ab', 'xb') or text ('rt', ...) mode."""
    text = "t" in mode
    if text and "b" in mode:
        raise _mode_error(mode)
    if not text:
        for value, arg in ((encoding, "encoding"), (errors, "errors"), (newline, "newline")):
            if value is not None:
                raise ValueError("Argument '%s' not supported in binary mode" % arg)
    bmode = mode.replace("t", "")
    if isinstance(filename, (str, bytes)) or hasattr(filename, "__fspath__"):
        raw = GzipFile(filename, bmode, compresslevel)
    elif any(hasattr(filename, m) for m in ("read", "write")):
        raw = GzipFile(None, bmode, compresslevel, filename)
    else:
        raise TypeError("filename must be a str or bytes object, or a file")
    return io.TextIOWrapper(raw, encoding, errors, newline) if text else raw
