# json.dumps of agent-shaped documents: nested dicts and lists of str,
# int, float, bool and None, compact and indented.
import json


def document(n):
    return {
        "items": [
            {"id": i, "name": "record %d" % i, "score": i * 0.25, "ok": i % 3 == 0, "parent": None,
             "tags": ["t%d" % (i % 7), "x"], "pos": [i, -i, i * 2]}
            for i in range(n)
        ],
        "meta": {"count": n, "source": "bench", "unicode": "caf\u00e9 \u2603"},
    }


def bench():
    doc = document(2000)
    size = 0
    for _ in range(32):
        size += len(json.dumps(doc))
    size += len(json.dumps(doc, indent=2, sort_keys=True))
    return size
