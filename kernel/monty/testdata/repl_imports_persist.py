# Imports made in one cell are visible in later cells.
import math
from collections import Counter
# %% cell
math.sqrt(16), Counter("aab").most_common(1)
# %% cell
import json as j
j.dumps({"a": [1, 2]})
# %% cell
from math import pi as PI, e
round(PI + e, 5)
