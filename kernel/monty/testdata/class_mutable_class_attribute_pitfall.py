# A mutable class attribute is shared by all instances until shadowed.
class Bag:
    items = []
    count = 0
    def add(self, x):
        self.items.append(x)
        self.count += 1
a, b = Bag(), Bag()
a.add(1); b.add(2)
print(a.items, b.items, Bag.items, a.count, b.count, Bag.count)
print("count" in vars(a), "items" in vars(a))
class Fixed:
    def __init__(self):
        self.items = []
c, d = Fixed(), Fixed()
c.items.append(1)
print(c.items, d.items)
Bag.count = 100
e = Bag()
print(e.count, a.count)
