# Word statistics over a text: split, normalize, count, sort by frequency then word.
text = """It was the best of times, it was the worst of times, it was the age of wisdom,
it was the age of foolishness, it was the epoch of belief, it was the epoch of incredulity,
it was the season of Light, it was the season of Darkness."""
words = [w.strip(".,").lower() for w in text.split()]
counts = {}
for w in words:
    counts[w] = counts.get(w, 0) + 1
top = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:6]
print(len(words), len(counts), top)
lengths = [len(w) for w in words]
print(max(lengths), min(lengths), round(sum(lengths) / len(lengths), 3))
by_len = {}
for w in sorted(set(words)):
    by_len.setdefault(len(w), []).append(w)
for n in sorted(by_len):
    print(n, ", ".join(by_len[n]))
lines = text.splitlines()
print([len(l.split()) for l in lines], [l[:10] for l in lines])
print(" ".join(w.capitalize() for w in words[:8]))
