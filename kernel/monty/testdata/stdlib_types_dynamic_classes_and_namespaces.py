# SimpleNamespace for configs, types.new_class with metaclass kwds, prepare_class, FunctionType checks.
import types
cfg = types.SimpleNamespace(host="localhost", port=8080)
cfg.debug = True
print(cfg, sorted(vars(cfg)), types.SimpleNamespace(**{"a": 1}) == types.SimpleNamespace(a=1))
def body(ns):
    ns["greet"] = lambda self: f"hi from {type(self).__name__}"
Dyn = types.new_class("Dyn", (), {}, body)
print(Dyn().greet(), Dyn.__name__, types.prepare_class("X", ())[0].__name__)
print(type(lambda: 0) is types.LambdaType, isinstance(print, types.BuiltinMethodType), isinstance((x for x in []), types.GeneratorType))
print(types.MappingProxyType({"a": 1}).get("a"), isinstance(types.SimpleNamespace(), object))
