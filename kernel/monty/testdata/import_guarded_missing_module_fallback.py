# A missing module under `except ImportError` raises ModuleNotFoundError
# where it runs, so the fallback runs; under TYPE_CHECKING it never runs.
from typing import TYPE_CHECKING
import typing

if TYPE_CHECKING:
    import nosuchpkg_monty_a
    from nosuchpkg_monty_b import Thing
if typing.TYPE_CHECKING:
    import nosuchpkg_monty_c
else:
    print("not type checking")

try:
    import nosuchpkg_monty_d as fast
except ImportError as e:
    print("fallback:", type(e).__name__, e, e.name)
    fast = None

try:
    import nosuchpkg_monty_e as json
except (ValueError, ModuleNotFoundError):
    import json
print(json.dumps([1, 2]))

try:
    from nosuchpkg_monty_f.sub import helper
except Exception as e:
    print(type(e).__name__, e)

try:
    import nosuchpkg_monty_g.adapters
except:
    print("bare except")

try:
    import json, nosuchpkg_monty_h
except ImportError as e:
    print("partly imported:", "json" in dir(), e.name)

def uses(x: "nosuchpkg_monty_a.Array") -> None:
    try:
        import nosuchpkg_monty_i
    except ModuleNotFoundError:
        return "inner fallback"

print(fast, uses(1))
try:
    __import__("nosuchpkg_monty_j")
except ImportError as e:
    print("dunder import:", e)
