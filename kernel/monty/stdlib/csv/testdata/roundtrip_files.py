# Writing then reading back through real files in the workspace.
import csv
import os
import tempfile

rows = [['id', 'text', 'value'], [1, 'plain', 1.5], [2, 'comma, inside', -3], [3, 'quote " inside', None],
        [4, 'new\nline', ''], [5, 'tab\there', 'x' * 30], [6, ' lead and trail ', 'é ü 日本']]
d = tempfile.mkdtemp()
path = os.path.join(d, 'data.csv')
for dialect in ('excel', 'excel-tab', 'unix'):
    with open(path, 'w', newline='') as f:
        csv.writer(f, dialect).writerows(rows)
    with open(path, newline='') as f:
        back = list(csv.reader(f, dialect))
    with open(path, newline='') as f:
        raw = f.read()
    print(dialect, back == [[('' if v is None else str(v)) for v in r] for r in rows], len(raw), repr(raw[:60]))
with open(path, 'w', newline='') as f:
    w = csv.DictWriter(f, ['k', 'v'])
    w.writeheader()
    w.writerows({'k': i, 'v': i * i} for i in range(4))
with open(path, newline='') as f:
    print([dict(r) for r in csv.DictReader(f)])
with open(path, newline='') as f:
    print(sum(int(r['v']) for r in csv.DictReader(f)))
os.remove(path)
os.rmdir(d)
