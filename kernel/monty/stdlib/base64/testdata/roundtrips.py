# Every codec round-trips arbitrary bytes; outputs of different inputs compared.
import base64

codecs = [('b64', base64.b64encode, base64.b64decode), ('url', base64.urlsafe_b64encode, base64.urlsafe_b64decode),
          ('b32', base64.b32encode, base64.b32decode), ('b32hex', base64.b32hexencode, base64.b32hexdecode),
          ('b16', base64.b16encode, base64.b16decode), ('a85', base64.a85encode, base64.a85decode),
          ('b85', base64.b85encode, base64.b85decode)]
samples = [bytes([i]) * i for i in range(0, 12)] + [bytes(range(256)), b'\x00' * 9, b'\xff' * 13, 'ünïcödé'.encode()]
for name, enc, dec in codecs:
    ok = all(dec(enc(s)) == s for s in samples)
    sizes = [len(enc(s)) for s in samples[:12]]
    print(name, ok, sizes, enc(samples[-1]))
print(base64.b64encode(bytes(range(256))))
print(base64.a85encode(bytes(range(256)), wrapcol=64))
print(base64.b85encode(bytes(range(256))))
