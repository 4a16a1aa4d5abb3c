from collections import UserList
u = UserList([3, 1, 2])
u.sort()
u.append(4)
u.extend(UserList([5]))
u.insert(0, 0)
print(u, u.pop(), u.pop(0), u.index(2), u.count(1), len(u))
u.reverse()
print(u, u[::2], type(u[::2]).__name__, u[0])
u += (9,)
u *= 2
print(u, 2 * UserList([1]), UserList([1]) * 2, [0] + UserList([1]), UserList([1]) + (2,))
print(UserList([1, 2]) < [1, 3], UserList() == [], UserList([1]) == UserList([1]), 1 in u)
u.remove(9)
del u[0]
u[0] = 'x'
print(u, u.copy(), type(u.copy()).__name__)
u.clear()
print(u, UserList(range(3)), UserList('ab'))
class Stack(UserList):
    def push(self, v):
        self.append(v)
s = Stack()
s.push(1)
print(s, type(s + [2]).__name__, type(s[:]).__name__)
try:
    UserList().pop()
except IndexError as e:
    print('IndexError', e)
