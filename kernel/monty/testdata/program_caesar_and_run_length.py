# String transformations: Caesar cipher, run-length encoding, palindromes, anagrams.
def caesar(s, k):
    out = []
    for c in s:
        if c.isalpha():
            base = ord("A") if c.isupper() else ord("a")
            out.append(chr((ord(c) - base + k) % 26 + base))
        else:
            out.append(c)
    return "".join(out)
msg = "Hello, World! xyz"
enc = caesar(msg, 3)
print(enc, caesar(enc, -3) == msg, caesar(msg, 26) == msg)
def rle(s):
    out, i = [], 0
    while i < len(s):
        j = i
        while j < len(s) and s[j] == s[i]:
            j += 1
        out.append(f"{j - i}{s[i]}")
        i = j
    return "".join(out)
def unrle(s):
    out, num = [], ""
    for c in s:
        if c.isdigit():
            num += c
        else:
            out.append(c * int(num))
            num = ""
    return "".join(out)
for s in ["aaabccdddd", "abc", "", "zzzzzzzzzzzz"]:
    print(repr(s), rle(s), unrle(rle(s)) == s)
def is_pal(s):
    t = [c.lower() for c in s if c.isalnum()]
    return t == t[::-1]
print([is_pal(s) for s in ["A man, a plan, a canal: Panama", "race a car", "", "No 'x' in Nixon"]])
words = ["listen", "silent", "enlist", "google", "gooegl", "cat", "act", "tac", "dog"]
groups = {}
for w in words:
    groups.setdefault("".join(sorted(w)), []).append(w)
print(sorted(groups.values(), key=lambda g: (-len(g), g)))
