# __eq__ returning NotImplemented, comparisons between parent and child classes.
class Money:
    def __init__(self, amount, cur): self.amount, self.cur = amount, cur
    def __eq__(self, o):
        if not isinstance(o, Money):
            return NotImplemented
        return (self.amount, self.cur) == (o.amount, o.cur)
    def __hash__(self): return hash((self.amount, self.cur))
    def __lt__(self, o):
        if not isinstance(o, Money) or o.cur != self.cur:
            return NotImplemented
        return self.amount < o.amount
class Coin(Money):
    def __eq__(self, o):
        print("Coin.__eq__ first")
        return super().__eq__(o)
m, c = Money(1, "EUR"), Coin(1, "EUR")
print(m == c)
print(c == m)
print(m == 1, 1 == m, m != "x", m in [1, "a", Money(1, "EUR")])
try:
    Money(1, "EUR") < Money(2, "USD")
except TypeError as e:
    print("TypeError:", e)
print(Money(1, "EUR") < Money(2, "EUR"), Money(3, "EUR") > Money(2, "EUR"))
print(sorted([Money(3, "X"), Money(1, "X")], key=lambda x: x.amount)[0].amount)
print(object() == object(), object.__eq__(m, m), object.__eq__(m, c), object.__ne__(m, m))
