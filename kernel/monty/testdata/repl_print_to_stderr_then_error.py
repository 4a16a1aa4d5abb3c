# stderr output from print(file=sys.stderr) followed by an error in the same cell.
import sys
print("warning: about to fail", file=sys.stderr)
print("stdout before failure")
raise ValueError("the cell failed")
# %% cell
print("next cell ok")
