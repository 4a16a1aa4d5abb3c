# Realistic uses: a ring buffer of samples, histograms, packed pixels.
from array import array
import statistics

samples = array("d")
for i in range(100):
    samples.append((i * 37 % 101) / 10)
print(len(samples), round(sum(samples), 6), max(samples), min(samples))
print(round(statistics.mean(samples), 6), sorted(samples)[:3])
hist = array("L", [0] * 10)
for s in samples:
    hist[min(int(s), 9)] += 1
print(hist, sum(hist))
pixels = array("B", bytes(12))
for i in range(0, 12, 3):
    pixels[i:i + 3] = array("B", [i, 255 - i, i * 2])
print(pixels.tobytes().hex())
window = array("i", range(10))
del window[:3]
window.extend(range(10, 13))
print(window, window.index(12), window.count(5))
words = array("u", "hello world")
print(words.tounicode().upper(), words[::-1].tounicode(), words.count("o"))
total = array("q", [0])
for k in range(1, 1001):
    total[0] += k * k
print(total[0])
