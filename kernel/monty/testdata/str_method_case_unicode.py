# Case mappings beyond ASCII: special cases that change length, title case of digraphs, Greek sigma.
for s in ["ß", "ﬀ", "ŉ", "ǆ", "ǅ", "ΣΑΣ", "ὈΔΥΣΣΕΎΣ", "İstanbul", "ı", "Ω", "ﬃx", "ǰ"]:
    print(s, s.upper(), s.lower(), s.title(), s.capitalize(), s.swapcase(), s.casefold(), len(s.upper()))
print("hello world".title(), "HELLO WORLD".capitalize(), "a1b2 c3".title(), "o'neil mcdonald".title())
