# URL-safe tokens as web code builds them: strip and restore padding.
import base64
import hashlib


def token(data):
    return base64.urlsafe_b64encode(data).rstrip(b'=').decode()


def untoken(text):
    return base64.urlsafe_b64decode(text + '=' * (-len(text) % 4))


for raw in (b'', b'\xff', b'\xfb\xef', b'\xfa' * 3, hashlib.sha256(b'x').digest(), bytes(range(250, 256))):
    t = token(raw)
    print(repr(t), len(t), untoken(t) == raw)
jwt_header = base64.urlsafe_b64encode(b'{"alg":"HS256","typ":"JWT"}')
print(jwt_header, base64.urlsafe_b64decode(jwt_header), base64.b64decode(jwt_header.replace(b'-', b'+').replace(b'_', b'/')))
print(base64.urlsafe_b64decode('_-8='), base64.urlsafe_b64decode(b'+/8='), base64.b64decode('_-8AAA==', validate=False))
try:
    base64.b64decode('_-8=', validate=True)
except Exception as e:
    print(type(e).__name__, e)
