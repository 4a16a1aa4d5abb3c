import copy
a = [1, 2]
memo = {}
b = copy.deepcopy(a, memo)
print(b == a, b is not a, memo[id(a)] is b, id(memo) in memo)
c = copy.deepcopy([a, a], memo)
print(c[0] is b, c[1] is b)
inner = {'k': 'v'}
outer = {'x': inner, 'y': inner, 'z': [inner]}
o2 = copy.deepcopy(outer)
print(o2['x'] is o2['y'], o2['z'][0] is o2['x'], o2['x'] is not inner)
t = ([],)
t[0].append(t)
t2 = copy.deepcopy(t)
print(t2[0][0] is t2, t2 is not t)
class Node:
    def __init__(self):
        self.peer = None
n1, n2 = Node(), Node()
n1.peer, n2.peer = n2, n1
m1 = copy.deepcopy(n1)
print(m1.peer.peer is m1, m1.peer is not n2)
