# Generator expressions with multiple for/if clauses, consumed by various builtins.
words = ["alpha", "beta", "gamma", "delta", "epsilon"]
print(list(c for w in words if len(w) > 4 for c in w if c in "aeiou"))
print(max((len(w), w) for w in words), min(w for w in words if "e" in w))
print(dict((w[0], w) for w in words), set(len(w) for w in words) == {4, 5, 7})
print(any(w.startswith("g") for w in words), all(w.islower() for w in words), sum(len(w) for w in words))
print(next((w for w in words if w.endswith("a")), None), next((w for w in words if w == "x"), "none"))
print(sorted((w for w in words), key=len, reverse=True)[:2], tuple(w[::-1] for w in words[:2]))
