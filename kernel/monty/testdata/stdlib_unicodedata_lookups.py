# unicodedata: name, lookup, category, numeric, decimal, normalize, combining, east_asian_width.
import unicodedata as ud
for ch in ["A", "é", "日", "😀", "½", "٣", "\u0301", " ", "\u00a0"]:
    print(repr(ch), ud.name(ch, "?"), ud.category(ch), ud.combining(ch), ud.east_asian_width(ch), ud.bidirectional(ch), ud.numeric(ch, None))
print(ud.lookup("GREEK SMALL LETTER ALPHA"), ud.decimal("٣"), ud.digit("²"), ud.mirrored("("))
for form in ["NFC", "NFD", "NFKC", "NFKD"]:
    s = ud.normalize(form, "é ﬁ ①")
    print(form, [hex(ord(c)) for c in s], ud.is_normalized(form, s))
try:
    ud.name("\x00")
except ValueError as e:
    print("ValueError:", e)
try:
    ud.lookup("NOT A REAL NAME")
except KeyError as e:
    print("KeyError:", e)
print(ud.unidata_version >= "13.0.0")
