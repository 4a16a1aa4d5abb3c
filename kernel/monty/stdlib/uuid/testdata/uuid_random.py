import uuid
seen = set()
for _ in range(200):
    u = uuid.uuid4()
    assert u.version == 4 and u.variant == uuid.RFC_4122, u
    assert len(str(u)) == 36 and str(u)[14] == '4' and str(u)[19] in '89ab'
    seen.add(u)
print(len(seen), 'distinct version-4 UUIDs')
n = uuid.getnode()
print(n == uuid.getnode(), 0 <= n < (1 << 48), type(n).__name__)
t1 = uuid.uuid1()
t2 = uuid.uuid1()
print(t1.version, t1.variant, t1 != t2, t1.node == n, t2.time > t1.time)
stamps = [uuid.uuid1().time for _ in range(50)]
print(stamps == sorted(stamps), len(set(stamps)))
u = uuid.uuid1(node=0xabcdef012345, clock_seq=0x2bcd)
print(hex(u.node), hex(u.clock_seq), u.version, u.time > 0x01b21dd213814000)
print(uuid.uuid1(clock_seq=0).clock_seq, uuid.uuid1(node=0).node)
