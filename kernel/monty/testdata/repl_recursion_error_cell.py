# RecursionError in one cell does not break the session.
def down(n):
    return down(n + 1)
# %% cell
try:
    down(0)
except RecursionError as e:
    print("caught:", e)
# %% cell
"session still alive"
