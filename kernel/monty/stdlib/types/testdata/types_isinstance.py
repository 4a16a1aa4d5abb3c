import types, sys
def gen():
    yield 1
async def agen():
    yield 1
class K:
    def m(self):
        pass
    @classmethod
    def c(cls):
        pass
checks = [
    (gen, types.FunctionType), (lambda: 0, types.LambdaType), (gen(), types.GeneratorType),
    (agen(), types.AsyncGeneratorType), (K().m, types.MethodType), (K.c, types.MethodType),
    (K.m, types.FunctionType), (len, types.BuiltinFunctionType), ([].append, types.BuiltinMethodType),
    (sys, types.ModuleType), (None, types.NoneType), (..., types.EllipsisType),
    (NotImplemented, types.NotImplementedType), (list[int], types.GenericAlias),
    (int | None, types.UnionType), (K.__dict__, types.MappingProxyType), (gen, types.GeneratorType),
]
for obj, kind in checks:
    print(kind.__name__, isinstance(obj, kind))
print(types.FunctionType is types.LambdaType, types.BuiltinFunctionType is types.BuiltinMethodType)
print(types.ModuleType('mod').__name__, types.ModuleType('m', 'doc').__doc__)
print(types.MethodType(lambda self: self * 2, 21)())
