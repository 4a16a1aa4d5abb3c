# A singly linked list class with iteration, indexing, reversal and repr.
class Node:
    __slots__ = ("value", "next")
    def __init__(self, value, next=None):
        self.value, self.next = value, next
class LinkedList:
    def __init__(self, items=()):
        self.head = None
        self.size = 0
        for it in reversed(list(items)):
            self.push(it)
    def push(self, v):
        self.head = Node(v, self.head)
        self.size += 1
    def pop(self):
        if self.head is None:
            raise IndexError("pop from empty LinkedList")
        v, self.head = self.head.value, self.head.next
        self.size -= 1
        return v
    def __iter__(self):
        n = self.head
        while n:
            yield n.value
            n = n.next
    def __len__(self): return self.size
    def __getitem__(self, i):
        if i < 0:
            i += self.size
        for j, v in enumerate(self):
            if j == i:
                return v
        raise IndexError("LinkedList index out of range")
    def reverse(self):
        prev, cur = None, self.head
        while cur:
            cur.next, prev, cur = prev, cur, cur.next
        self.head = prev
    def __repr__(self): return "LinkedList([" + ", ".join(map(repr, self)) + "])"
ll = LinkedList([1, 2, 3])
ll.push(0)
print(ll, len(ll), ll[0], ll[-1], 2 in ll, list(ll), sum(ll))
ll.reverse()
print(ll, ll.pop(), ll)
for bad in (lambda: ll[10], lambda: LinkedList().pop()):
    try:
        bad()
    except IndexError as e:
        print("IndexError:", e)
