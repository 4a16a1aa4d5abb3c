# Slicing strings with non-ASCII characters by code point, with steps.
s = "añ日😀bç"
print(len(s), s[1:4], s[::-1], s[::2], s[-2:], s[1::3], [s[i] for i in range(0, len(s), 2)])
print(s.upper(), s.encode()[:5], s[3] == "😀", s.index("😀"), s.find("ç"), s.split("日"))
