# "in" uses __contains__, else iteration, else __getitem__.
class Evens:
    def __contains__(self, x):
        print("__contains__", x)
        return x % 2 == 0
print(4 in Evens(), 3 in Evens(), 3 not in Evens())
class Truthy:
    def __contains__(self, x): return "yes"
print(1 in Truthy())
class ByIter:
    def __iter__(self):
        print("iterating")
        yield from [1, 2, 3]
print(2 in ByIter(), 5 in ByIter())
class ByGetitem:
    def __getitem__(self, i):
        if i > 3: raise IndexError
        return i * 10
print(20 in ByGetitem(), 25 in ByGetitem())
class NoContain: pass
try:
    1 in NoContain()
except TypeError as e:
    print("TypeError:", e)
print("ell" in "hello", b"el" in b"hello", 1 in {1: 2}, (1, 2) in {(1, 2)}, 5 in range(0, 10, 5))
print(5.0 in range(10), "5" in range(10), 10 in range(0, 10), -1 in range(-5, 0, 2))
try:
    [] in {1}
except TypeError as e:
    print("TypeError:", e)
