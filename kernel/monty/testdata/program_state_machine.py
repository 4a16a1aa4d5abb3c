# A traffic light and a vending machine as explicit state machines.
TRANSITIONS = {"green": ("yellow", 3), "yellow": ("red", 1), "red": ("green", 4)}
state, t, log = "red", 0, []
for tick in range(12):
    nxt, duration = TRANSITIONS[state]
    t += 1
    if t >= duration:
        log.append(f"{tick}:{state}->{nxt}")
        state, t = nxt, 0
print(log)
class Vending:
    PRICES = {"cola": 150, "chips": 100}
    def __init__(self):
        self.state = "idle"
        self.credit = 0
        self.events = []
    def insert(self, coins):
        if self.state == "vending":
            raise RuntimeError("busy")
        self.credit += coins
        self.state = "has_credit"
        self.events.append(f"credit {self.credit}")
    def choose(self, item):
        match self.state, self.credit >= self.PRICES.get(item, 10 ** 9):
            case ("idle", _):
                self.events.append("insert coins first")
            case ("has_credit", False):
                self.events.append(f"need {self.PRICES.get(item, 0) - self.credit} more for {item}")
            case ("has_credit", True):
                self.credit -= self.PRICES[item]
                self.events.append(f"vend {item}, change {self.credit}")
                self.credit = 0
                self.state = "idle"
v = Vending()
v.choose("cola")
v.insert(100)
v.choose("cola")
v.insert(100)
v.choose("cola")
v.insert(100)
v.choose("chips")
print(v.events, v.state)
