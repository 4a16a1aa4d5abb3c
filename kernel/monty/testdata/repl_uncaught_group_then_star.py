# except* in one cell, an uncaught nested group in the next.
try:
    raise ExceptionGroup("outer", [ValueError("v"), ExceptionGroup("inner", [TypeError("t")])])
except* ValueError as g:
    print("handled", repr(g.exceptions))
# %% cell
print("continuing")
