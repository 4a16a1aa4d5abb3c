# Errors in methods and properties show the method frames.
class Account:
    def __init__(self, balance):
        self.balance = balance
    def withdraw(self, amount):
        if amount > self.balance:
            raise ValueError(f"insufficient funds: {self.balance} < {amount}")
        self.balance -= amount
        return self.balance
    @property
    def ratio(self):
        return 100 / self.balance
acct = Account(50)
acct.withdraw(20)
# %% cell
acct.withdraw(100)
# %% cell
acct.withdraw(30)
# %% cell
acct.ratio
# %% cell
acct.balance
