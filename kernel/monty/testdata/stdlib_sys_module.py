# sys: version_info, maxsize, recursion limit, exc_info, stdout/stderr objects, modules.
import sys
print(sys.version_info[:2] >= (3, 11), sys.version_info.major, type(sys.version).__name__, sys.maxsize == 2 ** 63 - 1, sys.byteorder)
print(sys.getrecursionlimit() >= 1000, isinstance(sys.argv, list), isinstance(sys.platform, str))
try:
    raise KeyError("inside")
except KeyError:
    t, v, tb = sys.exc_info()
    print(t.__name__, repr(v), tb is not None)
print(sys.exc_info() == (None, None, None))
sys.stdout.write("written with sys.stdout.write\n")
n = sys.stdout.write("abc\n")
print("write returned", n)
print("sys" in sys.modules, sys.float_info.max > 1e308, sys.int_info.bits_per_digit in (15, 30), sys.hash_info.width)
print(sys.intern("abc") == "abc", sys.getsizeof(1) > 0, callable(sys.exit))
try:
    sys.exit(3)
except SystemExit as e:
    print("SystemExit", e.code)
