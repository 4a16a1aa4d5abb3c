# A PrettyPrinter subclass that changes how leaves print through format().
import pprint


class Hex(pprint.PrettyPrinter):
    def format(self, obj, context, maxlevels, level):
        if isinstance(obj, int) and not isinstance(obj, bool):
            return hex(obj), True, False
        return super().format(obj, context, maxlevels, level)


class NoStrings(pprint.PrettyPrinter):
    def format(self, obj, context, maxlevels, level):
        if isinstance(obj, str):
            return '<str>', False, False
        return pprint.PrettyPrinter.format(self, obj, context, maxlevels, level)


h = Hex(width=30)
print(h.pformat(list(range(250, 270))))
print(h.pformat({'a': 255, 'b': [4096, {'c': 65535}]}))
print(h.isreadable([1]), h.isrecursive([1]))
n = NoStrings()
print(n.pformat(['a', 1, {'k': 'v'}]), n.isreadable(['a']), n.isreadable([1]))
print(Hex().pformat((1, 2, True)), Hex(compact=True, width=20).pformat(list(range(20))))


class Wide(pprint.PrettyPrinter):
    def __init__(self):
        super().__init__(width=200)


print(Wide().pformat([list(range(30))] * 2), Wide()._width, Wide()._indent_per_level, Wide()._depth)
