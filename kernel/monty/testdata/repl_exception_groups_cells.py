# An uncaught exception group in a cell prints the grouped traceback.
def check(values):
    errs = [ValueError(f"bad {v}") for v in values if v < 0]
    if errs:
        raise ExceptionGroup("checks failed", errs)
    return "all good"
check([1, 2])
# %% cell
check([1, -2, -3])
# %% cell
try:
    check([-1])
except* ValueError as eg:
    print("handled", len(eg.exceptions))
