import binascii
import zlib

print(binascii.hexlify(b"\x00\xffabc"), binascii.b2a_hex(b"xyz"), binascii.hexlify(b"abc", "-"), binascii.hexlify(b"abcdef", b":", 2), binascii.hexlify(b"abcde", ":", 2), binascii.hexlify(b"abcde", ":", -2), binascii.hexlify(b""))
print(binascii.unhexlify("4142ff"), binascii.unhexlify(b"00"), binascii.a2b_hex("DEADbeef"))
for data in [b"", b"h", b"hi", b"hi!", b"hello world", bytes(range(40))]:
    enc = binascii.b2a_base64(data)
    print(enc, binascii.b2a_base64(data, newline=False), binascii.a2b_base64(enc) == data)
print(binascii.a2b_base64("aGk=\n"), binascii.a2b_base64("aG k="), binascii.a2b_base64("aGk=aGk="), binascii.a2b_base64("a GVs#bG8="), binascii.a2b_base64(""))
print(binascii.crc32(b"hello"), binascii.crc32(b"lo", binascii.crc32(b"hel")), binascii.crc32(b""), binascii.crc32(b"x", -1), binascii.crc_hqx(b"abc", 0), binascii.crc_hqx(b"abc", 0xffff))
print(zlib.crc32(b"hello"), zlib.adler32(b"hello"), zlib.adler32(b"lo", zlib.adler32(b"hel")), zlib.adler32(b""), zlib.adler32(b"x" * 10000))
for bad in ['binascii.unhexlify("abc")', 'binascii.unhexlify("zz")', 'binascii.a2b_base64("abcde")', 'binascii.a2b_base64("ab")', 'binascii.a2b_base64("a===")',
            'binascii.unhexlify("\u00e9")', 'binascii.hexlify("s")', 'binascii.a2b_base64("aGk", strict_mode=True)', 'binascii.a2b_base64("aGk=x", strict_mode=True)',
            'binascii.a2b_base64("a!Gk=", strict_mode=True)', 'binascii.hexlify(b"ab", "--")']:
    try:
        print(eval(bad))
    except (binascii.Error, ValueError, TypeError) as e:
        print(bad, type(e).__name__, e, isinstance(e, ValueError))
print(binascii.Error.__mro__, binascii.Incomplete.__mro__)
