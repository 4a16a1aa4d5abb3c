# Printed output comes before the Out value of the same cell.
print("computing...")
21 * 2
# %% cell
for i in range(3):
    print(i, end=" ")
print()
"done"
# %% cell
import sys
print("to stderr", file=sys.stderr)
"stdout only compared"
