# Out-of-range integers: the message depends on the code and the byte order.
import struct

values = [2**70, -2**70, 2**64, 2**63, 2**33, 2**31, -2**31 - 1, 2**16,
          -2**15 - 1, 256, -129, -1]
for order in "@=<>!":
    for code in "bBhHiIlLqQnN":
        for v in values:
            try:
                struct.pack(order + code, v)
                r = "ok"
            except struct.error as e:
                r = str(e)
            print(order + code, v, r)
