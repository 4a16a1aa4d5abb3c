import uuid
from uuid import UUID

def attempt(f):
    try:
        return repr(f())
    except Exception as e:
        return '%s: %s' % (type(e).__name__, e)

u = UUID('12345678-1234-5678-1234-567812345678')
print(u, repr(u), u.hex, u.int, u.bytes, u.bytes_le, u.fields, u.urn, u.variant, u.version, u.time_low, u.time_mid,
      u.time_hi_version, u.clock_seq_hi_variant, u.clock_seq_low, u.node, u.time, u.clock_seq, u.is_safe)
for kw in [dict(hex='{12345678-1234-5678-1234-567812345678}'), dict(hex='urn:uuid:12345678123456781234567812345678'),
           dict(bytes=b'\x12\x34\x56\x78' * 4), dict(bytes_le=b'\x78\x56\x34\x12\x34\x12\x78\x56\x12\x34\x56\x78\x12\x34\x56\x78'),
           dict(fields=(0x12345678, 0x1234, 0x5678, 0x12, 0x34, 0x567812345678)), dict(int=0x12345678123456781234567812345678),
           dict(int=0, version=4), dict(hex='0' * 32, version=1), dict(hex='short'), dict(), dict(hex='0' * 32, int=1),
           dict(bytes=b'x'), dict(bytes_le=b'x'), dict(fields=(1, 2)), dict(fields=(1 << 32, 0, 0, 0, 0, 0)), dict(fields=(0, 0, 0, 0, 0, 1 << 48)),
           dict(int=-1), dict(int=0, version=6)]:
    print(kw, attempt(lambda: UUID(**kw)))
print(u == UUID(int=u.int), u < UUID(int=u.int + 1), u != 5, hash(u) == hash(UUID(str(u))), int(u) == u.int, sorted([UUID(int=3), UUID(int=1)]))
print(attempt(lambda: setattr(u, 'int', 5)), attempt(lambda: u < 3))
print(uuid.uuid3(uuid.NAMESPACE_DNS, 'python.org'), uuid.uuid5(uuid.NAMESPACE_DNS, 'python.org'), attempt(lambda: uuid.uuid3(uuid.NAMESPACE_URL, b'bytes name')))
print(uuid.uuid5(uuid.NAMESPACE_OID, '1.2.3'), uuid.uuid5(uuid.NAMESPACE_X500, 'cn=x'), uuid.NAMESPACE_DNS, uuid.NAMESPACE_URL)
r = uuid.uuid4()
print(r.version, r.variant, len(str(r)), r != uuid.uuid4(), isinstance(r, UUID))
t = uuid.uuid1()
print(t.version, t.variant, t.node == uuid.getnode(), uuid.uuid1() != t, uuid.uuid1(node=0x123456789abc, clock_seq=5).node, uuid.uuid1(clock_seq=0x1234).clock_seq)
print(uuid.RESERVED_NCS, uuid.RFC_4122, uuid.RESERVED_MICROSOFT, uuid.RESERVED_FUTURE, list(uuid.SafeUUID), uuid.SafeUUID.unknown.value)
print(UUID(int=0).variant, UUID(int=(0xc << 60) << 64).variant, UUID(int=(0xe << 60) << 64).variant, UUID(int=0).version)
import copy
print(copy.copy(u) == u, copy.deepcopy(u) == u, u.__getstate__(), UUID('12345678123456781234567812345678', is_safe=uuid.SafeUUID.safe).__getstate__())
