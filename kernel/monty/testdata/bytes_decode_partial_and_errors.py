# Decoding truncated UTF-8 and invalid sequences reports positions.
data = "añ€😀".encode()
for cut in range(len(data) + 1):
    try:
        print(cut, repr(data[:cut].decode()))
    except UnicodeDecodeError as e:
        print(cut, "error at", e.start, e.end, e.reason)
