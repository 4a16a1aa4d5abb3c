# What agent code does: diff two versions of a file and summarise the change.
import difflib

old = '''def add(a, b):
    return a + b

def sub(a, b):
    return a - b

def mul(a, b):
    return a * b
'''.splitlines(keepends=True)
new = '''def add(a, b):
    """Add."""
    return a + b

def sub(a, b):
    return b - a

def div(a, b):
    return a / b
'''.splitlines(keepends=True)
diff = list(difflib.unified_diff(old, new, 'calc.py', 'calc.py'))
print(''.join(diff))
added = sum(1 for l in diff if l.startswith('+') and not l.startswith('+++'))
removed = sum(1 for l in diff if l.startswith('-') and not l.startswith('---'))
print(added, removed, round(difflib.SequenceMatcher(None, ''.join(old), ''.join(new)).ratio(), 4))
for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, old, new).get_opcodes():
    print(tag, i1, i2, j1, j2, old[i1:i2], new[j1:j2])
print(''.join(difflib.ndiff(old[3:5], new[4:6])))
