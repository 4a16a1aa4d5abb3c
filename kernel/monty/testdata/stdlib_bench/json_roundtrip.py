# json.dumps and json.loads of a document of about 1 MB of records.
import json

data = {"rows": [{"id": i, "name": "user%d" % i, "email": "user%d@example.com" % i,
                  "score": i * 1.25, "active": i % 3 == 0, "tags": ["a", "b", "c%d" % (i % 10)],
                  "meta": {"k": None, "n": -i, "note": "caf\u00e9"}} for i in range(6000)]}


def bench():
    doc = json.dumps(data)
    back = json.loads(doc)
    return len(doc), len(back["rows"])
