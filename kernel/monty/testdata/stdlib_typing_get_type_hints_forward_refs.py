# get_type_hints resolves forward references; Annotated, Optional defaults, and class hints.
from typing import get_type_hints, Optional, Annotated, get_args, List
class Node:
    value: int
    next: "Optional[Node]" = None
    children: "List[Node]"
def link(a: "Node", b: Optional["Node"] = None) -> "Node":
    return a
print(get_type_hints(Node))
print(get_type_hints(link))
Dist = Annotated[float, "meters"]
def move(d: Dist) -> None: ...
print(get_type_hints(move), get_type_hints(move, include_extras=True), get_args(Dist))
