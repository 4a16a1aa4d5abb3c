# captureWarnings routes warnings.warn to the py.warnings logger.
import logging
import sys
import warnings

warnings.simplefilter("always")
h = logging.StreamHandler(sys.stdout)
h.setFormatter(logging.Formatter("%(name)s|%(levelname)s|%(message)s"))
pw = logging.getLogger("py.warnings")
pw.addHandler(h)
pw.propagate = False
logging.captureWarnings(True)
warnings.warn("careful", UserWarning)
warnings.warn_explicit("explicit", DeprecationWarning, "mod.py", 12)
logging.captureWarnings(False)
saved = sys.stderr
sys.stderr = sys.stdout
warnings.warn_explicit("back on stderr", UserWarning, "mod.py", 3)
sys.stderr = saved
print(pw.handlers == [h])
