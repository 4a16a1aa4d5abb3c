from uuid import UUID
import uuid
for v in range(1, 6):
    u = UUID(int=0, version=v)
    print(v, u, u.version, u.variant)
    w = UUID(int=(1 << 128) - 1, version=v)
    print(v, w, w.version, w.variant)
    print(UUID('12345678-1234-5678-1234-567812345678', version=v))
for bad in [0, 6, -1, 100]:
    try:
        UUID(int=0, version=bad)
    except ValueError as e:
        print(bad, 'ValueError', e)
for top in range(8):
    u = UUID(int=top << 125)
    print(top, u.variant, u.version)
print(uuid.RESERVED_NCS, '|', uuid.RFC_4122, '|', uuid.RESERVED_MICROSOFT, '|', uuid.RESERVED_FUTURE)
