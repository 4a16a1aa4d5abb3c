# Decoders take ASCII str as well as bytes-like objects; encoders do not.
import base64


def attempt(f):
    try:
        return repr(f())
    except Exception as e:
        return '%s: %s' % (type(e).__name__, e)


for dec, arg in ((base64.b64decode, 'aGk='), (base64.urlsafe_b64decode, 'aGk='), (base64.b32decode, 'NBUQ===='),
                 (base64.b32hexdecode, 'D1KG===='), (base64.b16decode, '6869'), (base64.a85decode, 'BQS'),
                 (base64.b85decode, 'Xk~'), (base64.standard_b64decode, 'aGk=')):
    print(dec.__name__, dec(arg), dec(arg.encode()), dec(bytearray(arg.encode())), dec(memoryview(arg.encode())))
    print('  ', attempt(lambda: dec('h\xe9')), attempt(lambda: dec(1.5)), attempt(lambda: dec([1])))
for enc in (base64.b64encode, base64.b32encode, base64.b16encode, base64.a85encode, base64.b85encode, base64.urlsafe_b64encode):
    print(enc.__name__, attempt(lambda: enc('hi')), enc(b'hi'), enc(bytearray(b'hi')), enc(memoryview(b'hi')))
print(sorted(base64.__all__))
