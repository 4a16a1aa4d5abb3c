# try/except/finally inside loops with continue and break interleaved.
results = []
for v in ["1", "x", "3", "stop", "5"]:
    try:
        if v == "stop":
            break
        n = int(v)
    except ValueError:
        results.append(f"skip {v}")
        continue
    finally:
        results.append(f"finally {v}")
    results.append(n * 10)
print(results)
i = 0
while True:
    try:
        i += 1
        if i % 2:
            continue
        if i > 6:
            break
        results = i
    finally:
        pass
print(i, results)
