# A small bank: classes, exceptions, properties, class attributes, sorting, formatting.
class InsufficientFunds(Exception):
    def __init__(self, account, amount):
        super().__init__(f"{account.owner} cannot withdraw {amount:.2f} (balance {account.balance:.2f})")
class Account:
    _next_id = 1
    def __init__(self, owner, balance=0.0):
        self.id = Account._next_id
        Account._next_id += 1
        self.owner = owner
        self._balance = balance
        self.history = []
    @property
    def balance(self):
        return self._balance
    def deposit(self, amount):
        if amount <= 0:
            raise ValueError("deposit must be positive")
        self._balance += amount
        self.history.append(("deposit", amount))
    def withdraw(self, amount):
        if amount > self._balance:
            raise InsufficientFunds(self, amount)
        self._balance -= amount
        self.history.append(("withdraw", amount))
    def __repr__(self):
        return f"Account(#{self.id} {self.owner}: {self._balance:,.2f})"
class Savings(Account):
    rate = 0.02
    def add_interest(self):
        interest = round(self._balance * self.rate, 2)
        self.deposit(interest)
        return interest
def transfer(src, dst, amount):
    src.withdraw(amount)
    dst.deposit(amount)
a, b, s = Account("ann", 100), Account("bob"), Savings("cy", 1000)
transfer(a, b, 30)
print(a, b, s)
try:
    transfer(b, a, 50)
except InsufficientFunds as e:
    print("failed:", e)
try:
    a.deposit(-5)
except ValueError as e:
    print("failed:", e)
print(s.add_interest(), s, s.history)
for acct in sorted([a, b, s], key=lambda x: x.balance, reverse=True):
    print(f"{acct.owner:>5} {acct.balance:>10.2f} {len(acct.history)} ops")
