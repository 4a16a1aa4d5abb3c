# base64 variants and binascii helpers.
import base64, binascii
data = b"any carnal pleasure.\x00\xff"
for enc, dec in [(base64.b64encode, base64.b64decode), (base64.urlsafe_b64encode, base64.urlsafe_b64decode),
                 (base64.b32encode, base64.b32decode), (base64.b16encode, base64.b16decode), (base64.b85encode, base64.b85decode),
                 (base64.a85encode, base64.a85decode)]:
    e = enc(data)
    print(enc.__name__, e, dec(e) == data)
print(base64.b64encode(b"\xfb\xff"), base64.urlsafe_b64encode(b"\xfb\xff"), base64.standard_b64encode(b"x"), base64.encodebytes(b"x" * 60))
print(base64.b64decode("aGVsbG8="), base64.b64decode(b"aGVsbG8"  + b"="), base64.b64decode("aGVs bG8=", validate=False))
for bad in ["abc", "a===", "!!!!"]:
    try:
        base64.b64decode(bad, validate=True)
    except binascii.Error as e:
        print(repr(bad), "binascii.Error:", e)
print(binascii.hexlify(b"\x01\xab"), binascii.unhexlify("01ab"), binascii.hexlify(b"abc", "-"), binascii.crc32(b"hello"), binascii.b2a_base64(b"hi"), binascii.a2b_base64("aGk="))
try:
    binascii.unhexlify("0")
except binascii.Error as e:
    print("binascii.Error:", e)
