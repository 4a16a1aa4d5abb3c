from uuid import UUID
for n in [0, 1, (1 << 128) - 1, 0x0123456789abcdef0123456789abcdef, 0xa1a2a3a4b1b2c1c2d1d2d3d4d5d6d7d8]:
    u = UUID(int=n)
    print(u.fields, u.time_low, u.time_mid, u.time_hi_version, u.clock_seq_hi_variant, u.clock_seq_low, u.node)
    print(u.time, u.clock_seq, u.variant, u.version)
    assert UUID(fields=u.fields) == u
for f in [(0, 0, 0, 0, 0, 0), ((1 << 32) - 1, 0xffff, 0xffff, 0xff, 0xff, (1 << 48) - 1)]:
    print(UUID(fields=f))
bad = [(1 << 32, 0, 0, 0, 0, 0), (0, 1 << 16, 0, 0, 0, 0), (0, 0, 1 << 16, 0, 0, 0),
       (0, 0, 0, 256, 0, 0), (0, 0, 0, 0, 256, 0), (0, 0, 0, 0, 0, 1 << 48), (-1, 0, 0, 0, 0, 0),
       (1, 2, 3), (1, 2, 3, 4, 5, 6, 7)]
for f in bad:
    try:
        UUID(fields=f)
    except ValueError as e:
        print(f, 'ValueError', e)
