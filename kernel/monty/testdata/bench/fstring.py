# String building with f-strings and join.
def bench():
    parts = []
    for i in range(60000):
        name = "item"
        price = i * 1.25
        parts.append(f"{name}-{i:05d}: {price:.2f} [{i % 7}] {name!r}")
    text = "\n".join(parts)
    return len(text)
