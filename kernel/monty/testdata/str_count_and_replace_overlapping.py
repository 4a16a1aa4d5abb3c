# Non-overlapping semantics of count, replace, split, find-all loops.
s = "aaaaa"
print(s.count("aa"), s.replace("aa", "b"), s.split("aa"), s.partition("aa"), s.rpartition("aa"))
def find_all(hay, needle):
    out, i = [], hay.find(needle)
    while i != -1:
        out.append(i)
        i = hay.find(needle, i + 1)
    return out
print(find_all(s, "aa"), find_all("abcabcab", "ab"), find_all("x", "y"))
