import bisect
class Item:
    def __init__(self, k, tag): self.k, self.tag = k, tag
    def __lt__(self, other): return self.k < other.k
    def __repr__(self): return f'{self.k}{self.tag}'
lst = []
for k, tag in [(2, 'a'), (1, 'a'), (2, 'b'), (1, 'b'), (2, 'c'), (3, 'a'), (1, 'c')]:
    bisect.insort_right(lst, Item(k, tag))
print(lst)
lst2 = []
for k, tag in [(2, 'a'), (1, 'a'), (2, 'b'), (1, 'b'), (2, 'c'), (3, 'a'), (1, 'c')]:
    bisect.insort_left(lst2, Item(k, tag))
print(lst2)
calls = []
def key(v):
    calls.append(v)
    return v
bisect.bisect_left(list(range(1000)), 777, key=key)
print(len(calls) <= 11, calls[:3])
