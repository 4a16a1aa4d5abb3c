# An exception raised inside a generator propagates to the consumer.
def parse(lines):
    for n, line in enumerate(lines, 1):
        yield n, int(line)
for n, v in parse(["1", "2", "three"]):
    print(n, v)
