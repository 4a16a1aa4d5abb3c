import dataclasses
from dataclasses import dataclass, field, fields, is_dataclass, MISSING
from typing import ClassVar
@dataclass
class C:
    a: int
    b: str = field(default='x', repr=False, metadata={'unit': 'cm'})
    c: ClassVar[int] = 7
    d: 'ClassVar[str]' = 'cv'
names = [(f.name, f.type, f.default is MISSING, f.repr, dict(f.metadata), f.kw_only) for f in fields(C)]
print(names, len(fields(C(1))))
print(C(1), C.c, C.d, sorted(C.__dataclass_fields__))
print(is_dataclass(C), is_dataclass(C(1)), is_dataclass(int), is_dataclass(5))
for bad in (5, int):
    try:
        fields(bad)
    except TypeError as e:
        print('TypeError', e)
try:
    field(default=1, default_factory=list)
except ValueError as e:
    print('ValueError', e)
try:
    @dataclass
    class M:
        a: list = []
except ValueError as e:
    print('ValueError', e)
try:
    @dataclass
    class N:
        a = field(default=1)
except TypeError as e:
    print('TypeError', e)
f = fields(C)[1]
print(type(f).__name__, f.metadata['unit'], f.hash, f.compare, f.init)
print(repr(C.__dataclass_params__))
