import keyword
names = ['class_', 'def', 'lambda', 'print', 'exec', 'nonlocal', 'type', 'await', 'async']
for n in names:
    print(n, n.isidentifier(), keyword.iskeyword(n), n.isidentifier() and not keyword.iskeyword(n))
