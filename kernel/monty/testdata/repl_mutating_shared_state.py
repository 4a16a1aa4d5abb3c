# Mutable objects are shared across cells; in-place changes persist.
data = {"count": 0, "log": []}
def record(event):
    data["count"] += 1
    data["log"].append(event)
# %% cell
record("start")
record("step")
# %% cell
data
# %% cell
data["log"].clear()
data
