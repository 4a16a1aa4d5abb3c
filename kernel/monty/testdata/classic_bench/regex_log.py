# Regular expressions over generated log lines: named groups, search,
# finditer, split and sub with group references.
import re

LINE = re.compile(r"^(?P<ip>\d+\.\d+\.\d+\.\d+) - (?P<user>\w+) \[(?P<when>[^\]]+)\] \"(?P<verb>GET|POST|PUT) (?P<path>\S+)\" (?P<status>\d{3}) (?P<size>\d+)$")
KV = re.compile(r"(\w+)=(\"[^\"]*\"|\S+)")


def lines(n):
    verbs = ["GET", "POST", "PUT"]
    for i in range(n):
        yield '10.%d.%d.%d - user%d [01/Dec/2026:12:%02d:%02d] "%s /api/v1/items/%d?q=%d" %d %d' % (
            i % 256, i // 256 % 256, i % 7, i % 50, i % 60, i % 59, verbs[i % 3], i, i * 3, 200 + i % 5 * 100, i * 17 % 5000)


def bench():
    by_status = {}
    total = 0
    for line in lines(80000):
        m = LINE.match(line)
        if m:
            by_status[m["status"]] = by_status.get(m["status"], 0) + 1
            total += int(m.group("size"))
    msg = " ".join('k%d=v%d name="a b %d"' % (i, i, i) for i in range(3000))
    pairs = sum(1 for _ in KV.finditer(msg))
    words = len(re.split(r"[\s=\"]+", msg))
    swapped = re.sub(r"(k\d+)=(v\d+)", r"\2=\1", msg)
    return sorted(by_status.items()), total, pairs, words, swapped[:20]
