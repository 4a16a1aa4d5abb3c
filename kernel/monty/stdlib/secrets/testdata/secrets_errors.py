import secrets
for f in [lambda: secrets.randbelow(0), lambda: secrets.randbelow(-5), lambda: secrets.token_bytes(-1), lambda: secrets.token_hex(-1),
          lambda: secrets.token_urlsafe(-2), lambda: secrets.choice([]), lambda: secrets.choice(''), lambda: secrets.randbits(-1),
          lambda: secrets.token_bytes(1.5), lambda: secrets.randbits(2.5)]:
    try:
        print(f())
    except (ValueError, IndexError, TypeError) as e:
        print(type(e).__name__, e)
