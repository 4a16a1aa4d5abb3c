# str indexing is by code point; ord/chr; concatenation, repetition, comparison.
s = "aé日😀"
print(len(s), [s[i] for i in range(len(s))], s[-1], s[1:3], [ord(c) for c in s])
print(chr(97), chr(233), chr(0x1F600), chr(0), repr(chr(0x7F)), ord("€"))
for bad in [lambda: chr(-1), lambda: chr(0x110000), lambda: ord("ab"), lambda: ord(""), lambda: s[10], lambda: "x"[-2]]:
    try:
        bad()
    except (ValueError, TypeError, IndexError) as e:
        print(type(e).__name__ + ":", e)
try:
    s[0] = "b"
except TypeError as e:
    print("TypeError:", e)
print("ab" * 3, 3 * "ab", "ab" * 0, "ab" * -1, "" * 100, "a" + "b" + "c")
print("a" < "b", "a" < "B", "abc" < "abd", "é" > "z", sorted(["b", "A", "a", "é", "Z", "1", " "]))
print(str(), str(5), str(1.5), str([1, "a"]), str(b"x"), str(b"caf\xc3\xa9", "utf-8"), str(b"x", encoding="ascii"))
print(min("hello"), max("hello"), sorted("banana"), list("abc"), tuple("ab"), set("aab") == {"a", "b"})
print("".join(reversed("stressed")), "abc"[::-1], "a,b".split(",")[::-1])
it = iter("xy")
print(next(it), next(it), next(it, "end"))
print("straße".upper(), len("straße".upper()), "İ".lower(), len("İ".lower()))
