# encode/decode with every standard error handler.
s = "añ€😀"
for enc in ["utf-8", "utf-16-le", "latin-1", "ascii", "cp1252"]:
    for errors in ["strict", "ignore", "replace", "backslashreplace", "xmlcharrefreplace", "namereplace"]:
        try:
            print(enc, errors, s.encode(enc, errors))
        except UnicodeEncodeError as e:
            print(enc, errors, "UnicodeEncodeError:", e.start, e.end, e.reason)
b = "añ€".encode("utf-8") + b"\xff\xfe"
for errors in ["strict", "ignore", "replace", "backslashreplace", "surrogateescape"]:
    try:
        print(errors, repr(b.decode("utf-8", errors)))
    except UnicodeDecodeError as e:
        print(errors, "UnicodeDecodeError:", e)
