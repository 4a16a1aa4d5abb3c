import secrets

def attempt(f):
    try:
        return repr(f())
    except Exception as e:
        return '%s: %s' % (type(e).__name__, e)

print(sorted(secrets.__all__), secrets.DEFAULT_ENTROPY)
print(len(secrets.token_bytes()), len(secrets.token_bytes(5)), type(secrets.token_bytes(1)).__name__, len(secrets.token_bytes(0)))
print(len(secrets.token_hex()), len(secrets.token_hex(4)), all(c in '0123456789abcdef' for c in secrets.token_hex(16)))
print(len(secrets.token_urlsafe(16)), len(secrets.token_urlsafe()), all(c.isalnum() or c in '-_' for c in secrets.token_urlsafe(30)))
print(all(0 <= secrets.randbelow(10) < 10 for _ in range(200)), attempt(lambda: secrets.randbelow(0)), secrets.randbits(0), 0 <= secrets.randbits(8) < 256)
print(secrets.choice('a'), secrets.choice([5]) , attempt(lambda: secrets.choice([])), secrets.choice('abc') in 'abc', attempt(lambda: secrets.randbits(-1)))
print(secrets.compare_digest('abc', 'abc'), secrets.compare_digest(b'abc', b'abd'), secrets.compare_digest('a', 'ab'), secrets.compare_digest(bytearray(b'x'), b'x'))
print(attempt(lambda: secrets.compare_digest('a', b'a')), attempt(lambda: secrets.compare_digest('é', 'é')), attempt(lambda: secrets.compare_digest(1, 1)))
print(secrets.SystemRandom().random() < 1.0)
