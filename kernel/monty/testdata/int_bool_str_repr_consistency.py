# str/repr of ints and bools, and int of bools, in containers.
print(str(True), repr(True), int(True), str(1), repr(-0), [True, 1, -1], (False,), {True: False})
print(f"{True:>6}|{1:>6}|", "%s %d %r" % (True, True, True), "{}".format(False), str(10 ** 20), repr(-(10 ** 20)))
