# repr of str chooses quotes and escapes like CPython.
for s in ["plain", "it's", 'say "hi"', "both ' and \"", "tab\there", "nl\nx", "\r\x00\x7f",
          "\x1b[0m", "é", "日本", "😀", "\u200b", "\ud800" if False else "\u00a0", "\\", "'", '"',
          "\x80\x9f", "\u2028", "a\u0301", "\U0001F600\U000E0041"]:
    print(repr(s), ascii(s), len(s))
print(repr(b"bytes 'q' \"dq\" \x00\xff\n"), repr(b"it's"), repr(b'"'), repr(bytearray(b"\x01a")))
print(str(b"abc"), str(bytearray(b"x")))
print(repr("a" * 3), repr(""), repr(b""), repr(chr(0x10FFFF)), repr(chr(0xE000)))
