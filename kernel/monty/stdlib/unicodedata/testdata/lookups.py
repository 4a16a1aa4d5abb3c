import unicodedata as u

chars = "Aa1 ½Ⅻ\u0301é€😀中가\u200b\t\x00٣²ﬁ\u00a0ǅ\u2028ß"
for c in chars:
    print(repr(c), u.name(c, "-"), u.category(c), u.bidirectional(c), u.combining(c), u.east_asian_width(c), u.mirrored(c), repr(u.decomposition(c)),
          u.decimal(c, None), u.digit(c, None), u.numeric(c, None))
print(u.lookup("LATIN SMALL LETTER E WITH ACUTE"), u.lookup("snowman"), u.lookup("HANGUL SYLLABLE GAG"), u.lookup("CJK UNIFIED IDEOGRAPH-4E2D"), u.unidata_version)
for form in ["NFC", "NFD", "NFKC", "NFKD"]:
    s = u.normalize(form, "Café ﬁ ½ Å Å ẛ̣")
    print(form, ascii(s), len(s), u.is_normalized(form, s), u.is_normalized(form, "Cafe\u0301"))
print(u.numeric("⅓"), u.numeric("万"), u.digit("²"), u.decimal("٣"), u.category("\U000e0001"), u.category("\U0010ffff"), u.category("\ud800"))
for bad in ['u.name("ab")', 'u.name("\\x00")', 'u.lookup("NO SUCH THING")', 'u.decimal("a")', 'u.digit("½")', 'u.numeric("x")', 'u.normalize("NFX", "a")', 'u.category(5)', 'u.category("")']:
    try:
        print(eval(bad))
    except (ValueError, KeyError, TypeError) as e:
        print(bad, type(e).__name__, e)
