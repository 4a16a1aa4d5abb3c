# uuid: parsing, formatting, name-based uuid3/uuid5, and uuid4's shape (not its value).
import uuid
u = uuid.UUID("12345678-1234-5678-1234-567812345678")
print(u, repr(u), u.hex, u.int, u.version, u.variant, u.bytes[:4], u.urn, str(uuid.UUID(bytes=u.bytes)) == str(u))
print(uuid.uuid3(uuid.NAMESPACE_DNS, "python.org"), uuid.uuid5(uuid.NAMESPACE_URL, "https://example.com"))
print(uuid.UUID("{12345678-1234-5678-1234-567812345678}") == u, uuid.UUID(int=0), uuid.UUID(hex="12345678123456781234567812345678") == u)
r = uuid.uuid4()
print(r.version, len(str(r)), str(r).count("-"), isinstance(r, uuid.UUID), r != uuid.uuid4())
try:
    uuid.UUID("not-a-uuid")
except ValueError as e:
    print("ValueError:", e)
print(sorted([uuid.UUID(int=5), uuid.UUID(int=1)]), uuid.NAMESPACE_DNS)
