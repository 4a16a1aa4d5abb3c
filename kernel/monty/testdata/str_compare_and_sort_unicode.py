# Strings compare by code point; sorting with casefold and locale-independent keys.
words = ["zebra", "Zebra", "apple", "Äpfel", "éclair", "eclair", "Eclair", "ångström", "_x", "1a", "a1", ""]
print(sorted(words))
print(sorted(words, key=str.casefold))
print(sorted(words, key=lambda w: (w.casefold(), w)))
print("a" < "b" < "z" < "é", "Z" < "a", "10" < "9", "abc" < "abd", "ab" < "abc", max(words), min(words))
print([ord(c) for c in "Aaé€"], sorted("bAcaB"), "".join(sorted("hello world")))
