# Regular expressions over a generated DNA sequence: count variants of
# 8-mers with alternations and classes, then apply IUB substitutions.
import re


def sequence(n, seed=42):
    out = []
    x = seed
    for _ in range(n):
        x = (x * 1103515245 + 12345) & 0x7FFFFFFF
        out.append("acgt"[x >> 16 & 3])
        if len(out) % 61 == 60:
            out.append("\n")
    return "".join(out)


VARIANTS = [
    "agggtaaa|tttaccct", "[cgt]gggtaaa|tttaccc[acg]", "a[act]ggtaaa|tttacc[agt]t",
    "ag[act]gtaaa|tttac[agt]ct", "agg[act]taaa|ttta[agt]cct", "aggg[acg]aaa|ttt[cgt]ccct",
]
SUBST = [("tHa[Nt]", "<4>"), ("aND|caN|Ha[DS]|WaS", "<3>"), ("a[NSt]|BY", "<2>"), ("<[^>]*>", "|"), ("\\|[^|][^|]*\\|", "-")]


def bench():
    seq = sequence(600000)
    clean = re.sub(">.*\n|\n", "", seq)
    counts = [len(re.findall(v, clean)) for v in VARIANTS]
    text = clean
    for pattern, repl in SUBST:
        text = re.sub(pattern, repl, text)
    upper = re.sub("[at]", lambda m: m.group().upper(), clean[:50000])
    return counts, len(clean), len(text), upper.count("A")
