# asdict/astuple recurse into nested dataclasses, lists and dicts; replace validates fields.
from dataclasses import dataclass, asdict, astuple, replace, field
@dataclass
class Address:
    city: str
    zip: str
@dataclass
class Person:
    name: str
    addresses: list = field(default_factory=list)
    meta: dict = field(default_factory=dict)
p = Person("ann", [Address("Paris", "75001"), Address("Lyon", "69001")], {"home": Address("Nice", "06000")})
print(asdict(p))
print(astuple(p))
q = replace(p, name="bob")
print(q.name, q.addresses is p.addresses)
try:
    replace(p, age=3)
except TypeError as e:
    print("TypeError:", e)
