import secrets
print(len({secrets.token_bytes(16) for _ in range(500)}), len({secrets.token_hex(8) for _ in range(500)}))
print(len({secrets.token_urlsafe(12) for _ in range(500)}))
h = secrets.token_hex(32)
print(bytes.fromhex(h).hex() == h, len(bytes.fromhex(h)))
