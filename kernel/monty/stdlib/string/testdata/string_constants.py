import string
for name in ['whitespace', 'ascii_lowercase', 'ascii_uppercase', 'ascii_letters', 'digits', 'hexdigits', 'octdigits', 'punctuation', 'printable']:
    v = getattr(string, name)
    print(name, len(v), repr(v), type(v).__name__)
print(string.__all__)
print(all(c.isprintable() or c in string.whitespace for c in string.printable), set(string.punctuation) & set(string.ascii_letters))
