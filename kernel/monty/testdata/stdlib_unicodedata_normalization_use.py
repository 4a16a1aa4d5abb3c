# Accent stripping, case-insensitive comparison with NFKC casefold, and width of CJK text.
import unicodedata
def strip_accents(s):
    return "".join(c for c in unicodedata.normalize("NFD", s) if unicodedata.category(c) != "Mn")
print(strip_accents("Crème Brûlée à São Paulo"), strip_accents("Ångström"))
def norm(s):
    return unicodedata.normalize("NFKC", s).casefold()
print(norm("Straße") == norm("STRASSE"), norm("ﬁle") == norm("FILE"), norm("Ⅻ"), norm("①"))
def width(s):
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in s)
print([width(s) for s in ["abc", "日本語", "ｱｲｳ", "Ａ"]], unicodedata.name("€"), unicodedata.category("€"))
