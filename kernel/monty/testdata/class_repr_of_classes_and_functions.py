# repr of classes, builtin functions, methods of builtins (no addresses printed).
class K: pass
print(repr(K), repr(int), repr(type), repr(object), repr(len), repr(print), repr([].append)[:27])
print(repr(str.upper), repr(dict.fromkeys)[:33], repr(None.__class__))
print(str(K), f"{int}", "%s" % float, [list, tuple])
import math
print(repr(math.sqrt), type(math).__name__, math.__name__)
