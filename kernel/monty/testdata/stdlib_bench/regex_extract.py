# Regex extraction over 10,000 log lines: search with groups, findall,
# named groups and sub.
import re

lines = [
    "2024-03-%02d 12:%02d:%02d INFO user=user%d ip=10.0.%d.%d took=%dms path=/api/v1/items/%d"
    % (i % 28 + 1, i % 60, (i * 7) % 60, i, i % 256, (i * 3) % 256, i % 997, i)
    for i in range(10000)
]
LINE = re.compile(r"^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2}) (\w+) user=(?P<user>\w+)")
IP = re.compile(r"ip=(\d+\.\d+\.\d+\.\d+)")
NUM = re.compile(r"\d+")
TOOK = re.compile(r"took=(?P<ms>\d+)ms")


def bench():
    users = set()
    total = 0
    ips = 0
    nums = 0
    for line in lines:
        m = LINE.match(line)
        users.add(m.group("user"))
        if IP.search(line):
            ips += 1
        total += int(TOOK.search(line)["ms"])
        nums += len(NUM.findall(line))
    masked = [IP.sub("ip=x", line) for line in lines[:2000]]
    return len(users), total, ips, nums, len(masked)
