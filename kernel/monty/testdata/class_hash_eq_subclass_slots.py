# Value objects with __slots__, __eq__, __hash__, and ordering; used in sets, dicts, sorted.
class Card:
    __slots__ = ("rank", "suit")
    RANKS = "23456789TJQKA"
    def __init__(self, text):
        self.rank, self.suit = text[0], text[1]
    def __eq__(self, o):
        return isinstance(o, Card) and (self.rank, self.suit) == (o.rank, o.suit)
    def __hash__(self):
        return hash((self.rank, self.suit))
    def __lt__(self, o):
        return (Card.RANKS.index(self.rank), self.suit) < (Card.RANKS.index(o.rank), o.suit)
    def __repr__(self):
        return self.rank + self.suit
hand = [Card(t) for t in ["AS", "2H", "TD", "AS", "KC", "2H"]]
print(sorted(hand), len(set(hand)), sorted(set(hand)), max(hand), min(hand))
counts = {}
for c in hand:
    counts[c] = counts.get(c, 0) + 1
print(sorted(counts.items()))
try:
    hand[0].joker = True
except AttributeError as e:
    print("AttributeError:", e)
