# getLogger's dotted hierarchy: parents, placeholders, propagation, levels.
import logging
import sys

a_b_c = logging.getLogger("a.b.c")
print(a_b_c, a_b_c.parent)
a = logging.getLogger("a")
print(a_b_c.parent is a, a.parent is logging.root)
a_b = logging.getLogger("a.b")
print(a_b_c.parent is a_b, a_b.parent is a)
print(logging.getLogger("a.b") is a_b, logging.getLogger() is logging.root)
print(logging.getLogger("root") is logging.root, logging.getLogger("") is logging.root)
print(sorted(logging.root.manager.loggerDict))
print(a.getChild("b") is a_b, a.getChild("b.c") is a_b_c, logging.root.getChild("a") is a)
a.setLevel(logging.ERROR)
print(a_b_c.getEffectiveLevel(), a_b_c, a_b)
a_b.setLevel("DEBUG")
print(a_b_c.getEffectiveLevel(), a_b_c.isEnabledFor(logging.DEBUG), a.isEnabledFor(logging.WARNING))
h = logging.StreamHandler(sys.stdout)
h.setFormatter(logging.Formatter("[%(name)s] %(levelname)s %(message)s"))
a.addHandler(h)
a_b_c.debug("from the leaf")
a_b_c.propagate = False
a_b_c.debug("dropped, no handler up the tree is reached")
a_b_c.propagate = True
a_b.propagate = False
a_b_c.info("stops at a.b")
print(a_b_c.hasHandlers(), a.hasHandlers())
a_b.propagate = True
a_b.addHandler(h)
a_b_c.warning("twice: the same handler on two loggers")
try:
    logging.getLogger(42)
except TypeError as e:
    print(type(e).__name__, e)
x = logging.getLogger("x.y")
print(type(logging.root.manager.loggerDict["x"]).__name__)
