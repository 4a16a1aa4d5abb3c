# Sets, frozensets, long strings and bytes wrapped over lines.
import pprint

print(pprint.pformat(set(range(40))))
print(pprint.pformat(frozenset(range(40)), width=50))
print(pprint.pformat(set()), pprint.pformat(frozenset()), pprint.pformat({3, 1, 2}))
print(pprint.pformat([set(range(30)), frozenset('abcdefghijklmnopqrstuvwxyz')], width=40))
print(pprint.pformat({1, 'a', 2.5, None, (1,)}, width=10))
text = 'The quick brown fox jumps over the lazy dog. ' * 6
print(pprint.pformat(text))
print(pprint.pformat(text, width=30))
print(pprint.pformat([text], width=50))
print(pprint.pformat({'key': text}, width=60))
print(pprint.pformat('line one\nline two is longer than the others\n\nend', width=20))
print(pprint.pformat('nospaceatallinthisverylongstringthatgoesonandon' * 2, width=20))
print(pprint.pformat('   leading and trailing   ', width=10), pprint.pformat(''), pprint.pformat('short'))
print(pprint.pformat(bytes(range(40))))
print(pprint.pformat(bytes(range(40)), width=30))
print(pprint.pformat([b'abcdefgh' * 10], width=30), pprint.pformat(b'abc'), pprint.pformat(b'abcde', width=3))
print(pprint.pformat(bytearray(b'xyz' * 30), width=40), pprint.pformat(bytearray()))
print(pprint.pformat({'b': bytearray(b'q' * 50)}, width=30))
