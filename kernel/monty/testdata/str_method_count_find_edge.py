# count/find with empty substrings, negative and out-of-range bounds.
s = "abcabcab"
for args in [("ab",), ("ab", 1), ("ab", -3), ("ab", 2, 5), ("", ), ("", 3), ("", 9), ("", 10), ("ab", 100), ("c", -100, -2)]:
    print(args, s.count(*args), s.find(*args), s.rfind(*args))
print("".count(""), "".find(""), "a".rfind("", 5), "aaa".count("a", 1, 1), "abc".find("c", 2, 2))
print("ababa".count("aba"), "ababa".find("aba", 1), "ababa".rfind("aba"), "ababa".index("ba", 2))
