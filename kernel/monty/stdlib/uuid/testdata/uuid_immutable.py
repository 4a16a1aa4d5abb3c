import uuid, copy
u = uuid.UUID(int=12345)
for name in ['int', 'hex', 'x', 'is_safe']:
    try:
        setattr(u, name, 1)
    except TypeError as e:
        print(name, 'TypeError', e)
print(u.is_safe, repr(u.is_safe), uuid.UUID(int=1, is_safe=uuid.SafeUUID.safe).is_safe)
print(list(uuid.SafeUUID), uuid.SafeUUID(0), uuid.SafeUUID(-1), uuid.SafeUUID(None))
print(u.__getstate__(), uuid.UUID(int=1, is_safe=uuid.SafeUUID.unsafe).__getstate__())
v = copy.copy(u)
w = copy.deepcopy(u)
print(v == u, w == u, v.is_safe, type(w).__name__)
s = uuid.UUID(int=7, is_safe=uuid.SafeUUID.safe)
print(copy.deepcopy(s).is_safe, copy.copy(s).is_safe)
print(hasattr(u, '__dict__'), uuid.UUID.__slots__)
