# Pattern rules enforced by the compiler.
cases = [
    "match x:\n    case a:\n        pass\n    case 1:\n        pass\n",
    "match x:\n    case [a, a]:\n        pass\n",
    "match x:\n    case a | 1:\n        pass\n",
    "match x:\n    case [1] | [a]:\n        pass\n",
    "match x:\n    case {**rest, 'a': 1}:\n        pass\n",
    "match x:\n    case [*a, *b]:\n        pass\n",
    "match x:\n    case Point(x=1, x=2):\n        pass\n",
    "match x:\n    case {'a': 1, 'a': 2}:\n        pass\n",
    "match x:\n    case _:\n        pass\n    case 1:\n        pass\n",
    "match x:\n    case 1 + 2:\n        pass\n",
    "match x:\n    case f(1):\n        pass\n",
]
for src in cases:
    try:
        compile(src, "<m>", "exec")
        print("compiled")
    except SyntaxError as e:
        print("SyntaxError:", e.msg)
# match and case are soft keywords
match = [1, 2]
case = 3
print(match, case)
match match:
    case [1, case]:
        print("soft keyword capture", case)
