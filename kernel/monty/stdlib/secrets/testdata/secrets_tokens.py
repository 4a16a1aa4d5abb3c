import secrets
for n in [0, 1, 2, 3, 4, 5, 15, 16, 32, 33]:
    b, h, u = secrets.token_bytes(n), secrets.token_hex(n), secrets.token_urlsafe(n)
    print(n, len(b), len(h), len(u), type(b).__name__, set(h) <= set('0123456789abcdef'), '=' in u)
print(len(secrets.token_bytes()), len(secrets.token_hex()), len(secrets.token_urlsafe()), secrets.DEFAULT_ENTROPY)
print(len(secrets.token_bytes(None)), len(secrets.token_hex(None)), len(secrets.token_urlsafe(None)))
