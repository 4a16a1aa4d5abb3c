# json.loads of the same documents, from compact and indented text.
import json


def text(n):
    items = ",".join(
        '{"id": %d, "name": "record %d", "score": %r, "ok": %s, "parent": null, "tags": ["t%d", "x"], "pos": [%d, %d]}'
        % (i, i, i * 0.25, "true" if i % 3 == 0 else "false", i % 7, i, -i)
        for i in range(n)
    )
    return '{"items": [%s], "meta": {"count": %d, "unicode": "caf\\u00e9 \\u2603"}}' % (items, n)


def bench():
    src = text(3000)
    total = 0
    for _ in range(40):
        doc = json.loads(src)
        total += len(doc["items"]) + doc["items"][-1]["id"]
    return total
