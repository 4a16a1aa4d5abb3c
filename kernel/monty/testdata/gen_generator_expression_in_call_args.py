# A generator expression must be parenthesized unless it is the sole argument.
print(sum(x for x in range(4)), sorted((x for x in "cab"), reverse=True), max((len(w) for w in ["a", "bbb"]), default=0))
try:
    compile("f(x for x in y, 1)", "<g>", "eval")
except SyntaxError as e:
    print("SyntaxError:", e.msg)
print(list(zip((x for x in "ab"), (y for y in "cd"))), dict((k, len(k)) for k in ["aa", "b"]))
