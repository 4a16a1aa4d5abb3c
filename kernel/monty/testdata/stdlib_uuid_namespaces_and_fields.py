# uuid fields, ordering, namespaces, and conversions.
import uuid
u = uuid.uuid5(uuid.NAMESPACE_DNS, "example.org")
print(u, u.version, u.fields[:2], u.time_low, u.node, str(u).upper(), uuid.UUID(str(u).upper()) == u)
print(uuid.uuid3(uuid.NAMESPACE_OID, "1.2.3"), uuid.uuid5(uuid.NAMESPACE_X500, "cn=x"), uuid.NAMESPACE_URL)
print(uuid.UUID(int=2 ** 128 - 1), uuid.UUID(bytes_le=bytes(range(16))), uuid.UUID("00000000-0000-0000-0000-000000000000").int)
print(sorted([uuid.uuid5(uuid.NAMESPACE_DNS, n) for n in ["a", "b", "c"]])[0], hash(u) == hash(uuid.UUID(str(u))))
