# product, permutations, combinations, combinations_with_replacement.
from itertools import product, permutations, combinations, combinations_with_replacement
print(list(product("ab", [1, 2])), list(product([0, 1], repeat=2)), len(list(product(range(3), repeat=3))))
print(list(permutations("abc", 2)), len(list(permutations(range(5)))), list(permutations([])))
print(list(combinations("abcd", 2)), list(combinations(range(4), 3)), list(combinations("ab", 3)))
print(list(combinations_with_replacement("ab", 2)), len(list(combinations_with_replacement(range(4), 3))))
