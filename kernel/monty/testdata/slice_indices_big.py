# slice.indices takes any length, however big, as CPython does: the bounds
# are clipped in big ints, not refused as too large for 64 bits.
for s in [slice(1, 2), slice(None, -2), slice(-100, None), slice(0, -(10**30)), slice(1, -(10**30), -1), slice(None, None, -1), slice(10**25, None, 3)]:
    for n in [10**20, 5, 0, 2**63, 2**64 + 1]:
        try:
            print(s, n, s.indices(n))
        except Exception as e:
            print(s, n, type(e).__name__, e)
for bad in [-1, -(10**20), 1.5, None]:
    try:
        print(slice(1).indices(bad))
    except Exception as e:
        print(bad, type(e).__name__, e)
for a in [(), (1,2), ('x',)]:
    try: slice(1).indices(*a)
    except Exception as e: print(type(e).__name__, e)
try: slice.indices(1, 2)
except Exception as e: print(type(e).__name__, e)
