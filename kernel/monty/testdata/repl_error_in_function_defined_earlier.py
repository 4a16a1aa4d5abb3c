# A function defined in cell 1 fails in cell 3: the traceback names both cells' lines.
def parse_price(text):
    amount = text.strip().lstrip("$")
    return float(amount)
# %% cell
parse_price(" $12.50 ")
# %% cell
prices = ["$1", "$2", "three"]
total = 0
for p in prices:
    total += parse_price(p)
# %% cell
total
