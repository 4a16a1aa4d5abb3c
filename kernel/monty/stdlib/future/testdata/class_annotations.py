from __future__ import annotations


class Node:
    value: int
    children: list[Node] = []
    parent: Node | None = None
    counts: dict[str, "Node"]

    def add(self, other: Node) -> Node:
        return self

    class Inner:
        deep: Node.Inner


print(Node.__annotations__)
print(Node.add.__annotations__)
print(Node.Inner.__annotations__)
print(Node.children, Node.parent, hasattr(Node, "value"))


class Empty:
    pass


print(getattr(Empty, "__annotations__", "missing") in ({}, "missing"))
