from uuid import UUID
u = UUID('00112233-4455-6677-8899-aabbccddeeff')
print(u.bytes, u.bytes_le, len(u.bytes), len(u.bytes_le))
print(UUID(bytes=u.bytes) == u, UUID(bytes_le=u.bytes_le) == u, UUID(bytes=u.bytes_le) == u)
print(UUID(bytes=bytes(range(16))), UUID(bytes_le=bytes(range(16))))
print(UUID(bytes=b'\xff' * 16).int == (1 << 128) - 1)
for kw in [dict(bytes=b''), dict(bytes=b'x' * 15), dict(bytes=b'x' * 17), dict(bytes_le=b'x' * 3), dict(bytes_le=b'y' * 20)]:
    try:
        UUID(**kw)
    except ValueError as e:
        print(list(kw)[0], len(list(kw.values())[0]), 'ValueError', e)
