from collections import UserDict, UserList, UserString
class Lower(UserDict):
    def __setitem__(self, key, value):
        super().__setitem__(key.lower(), value)
d = Lower({'A': 1}, B=2)
d['C'] = 3
d.update(D=4)
print(d, d.data, len(d), 'a' in d, d.get('b'), d.get('q', 0), list(d))
print(d.copy(), type(d.copy()).__name__, d | {'e': 5}, type(d | {}).__name__, {'x': 1} | d)
class Miss(UserDict):
    def __missing__(self, key):
        return key * 2
m = Miss()
print(m['ab'], m.get('ab'), 'ab' in m)
print(UserDict.fromkeys('xy', 0), UserDict(a=1) == {'a': 1}, repr(UserDict()))
try:
    UserDict()['k']
except KeyError as e:
    print('KeyError', e)
u = UserDict(a=1)
print(u.pop('a'), u, u.setdefault('s', []), u.popitem(), u)
