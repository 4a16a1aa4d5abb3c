# Mutating values (not keys) while iterating a dict is allowed.
stock = {"apple": 3, "pear": 0, "fig": 5}
for k in stock:
    stock[k] -= 1 if stock[k] else 0
print(stock)
for k, v in stock.items():
    stock[k] = v * 10
print(stock)
