from collections import ChainMap, UserDict, UserList, UserString
import collections

def attempt(f):
    try:
        return repr(f())
    except Exception as e:
        return '%s: %s' % (type(e).__name__, e)

print(collections.__all__)
base = {'a': 1, 'b': 2}
over = {'b': 20, 'c': 30}
cm = ChainMap(over, base)
print(cm, cm['a'], cm['b'], cm['c'], len(cm), list(cm), sorted(cm.items()))
print(cm.get('zz', 'dflt'), 'a' in cm, 'zz' in cm, attempt(lambda: cm['zz']))
cm['d'] = 4
print(over, base)
print(attempt(lambda: cm.__delitem__('a')), attempt(lambda: ChainMap({}).popitem()))
print(attempt(lambda: cm.pop('a')), cm.pop('d'), cm.pop('nope', 'x'))
child = cm.new_child()
child['x'] = 1
print(child, child.parents, cm.new_child({'m': 1}), cm.new_child(k=2))
print(repr(ChainMap()), bool(ChainMap()), bool(ChainMap({}, {'a': 1})))
print(ChainMap.fromkeys('ab', 0), cm.copy(), cm | {'z': 0}, {'z': 0} | cm)
cm2 = ChainMap({'q': 1})
cm2 |= {'r': 2}
print(cm2, dict(cm), cm == {'a': 1, 'b': 20, 'c': 30})
cm.clear()
print(cm, over)
ud = UserDict({'a': 1}, b=2)
ud['c'] = 3
print(ud, len(ud), ud['a'], ud.get('z', 0), 'c' in ud, ud.data, sorted(ud))
del ud['a']
print(ud, ud | {'x': 1}, ud.copy(), UserDict.fromkeys('ab'))
class Dft(UserDict):
    def __missing__(self, key):
        return key * 2
print(Dft()['ab'], attempt(lambda: UserDict()['q']))
ul = UserList([3, 1, 2])
ul.append(5)
ul.sort()
print(ul, ul[1:], type(ul[1:]).__name__, ul + [9], [0] + ul, ul * 2, len(ul), 5 in ul)
ul.extend(UserList([7]))
ul.insert(0, 'h')
print(ul.pop(), ul.pop(0), ul.index(3), ul.count(1), ul, ul == [1, 2, 3, 5], ul < [2])
ul.reverse()
ul.remove(5)
print(ul, ul.copy(), ul.data)
us = UserString('Hello')
print(us, repr(us), us.upper(), us + '!', '>' + us, us[1:3], len(us), us * 2, 'ell' in us)
print(us.split('l'), us.find('l'), us.replace('l', 'L'), us.center(9, '*'), us.zfill(8), us == 'Hello')
print(us.startswith('He'), us.isalpha(), us.lower().title(), type(us.strip()).__name__)
