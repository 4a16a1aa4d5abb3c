# field(metadata=, compare=, hash=, repr=), fields() introspection, MISSING defaults.
from dataclasses import dataclass, field, fields, MISSING
@dataclass(order=True)
class Task:
    priority: int
    name: str = field(compare=False)
    tags: list = field(default_factory=list, compare=False, repr=False, metadata={"doc": "labels"})
    done: bool = False
ts = [Task(2, "b"), Task(1, "z"), Task(2, "a", done=True)]
print(sorted(ts), Task(1, "x") == Task(1, "y"), Task(1, "x") < Task(1, "x", done=True))
for f in fields(Task):
    print(f.name, f.type.__name__ if isinstance(f.type, type) else f.type, f.default is MISSING, f.default_factory is MISSING, dict(f.metadata), f.compare, f.repr)
