# Tokenizing with re: scanner-style alternation with named groups and lastgroup.
import re
TOKENS = [("NUM", r"\d+(?:\.\d+)?"), ("ID", r"[A-Za-z_]\w*"), ("OP", r"[+\-*/=()]"), ("WS", r"\s+"), ("ERR", r".")]
master = re.compile("|".join(f"(?P<{name}>{pat})" for name, pat in TOKENS))
def tokens(src):
    for m in master.finditer(src):
        if m.lastgroup != "WS":
            yield m.lastgroup, m.group()
print(list(tokens("x = 3.14 * (y + 42) $")))
counts = {}
def count_word(m):
    w = m.group().lower()
    counts[w] = counts.get(w, 0) + 1
    return w.upper() if counts[w] > 1 else w
print(re.sub(r"\w+", count_word, "The cat and the dog and THE bird"), counts)
