import shlex

def attempt(f):
    try:
        return repr(f())
    except Exception as e:
        return '%s: %s' % (type(e).__name__, e)

for s in ['a b c', 'echo "hello world"', "it's", "'single quoted' \"double\"", 'a\\ b', 'x # comment', 'a "b\\"c" d', "'a\\b'",
          '"unclosed', 'esc\\', '  leading  and  trailing  ', '', 'a"b c"d', 'ünï cöde', '"a\\\\b"', '$VAR and ${X}', 'cmd>out 2>&1']:
    print(repr(s), attempt(lambda: shlex.split(s)), attempt(lambda: shlex.split(s, comments=True)), attempt(lambda: shlex.split(s, posix=False)))
for s in ['', 'simple', 'with space', "it's", 'a"b', '$HOME', 'a/b.c-d_e:f,g=h+i@j%k', 'tab\there', 'ü']:
    print(repr(s), shlex.quote(s))
print(shlex.join(['ls', '-l', 'my file', "it's"]), shlex.split(shlex.join(['a b', 'c"d', "e'f"])))
lex = shlex.shlex('a = b; c && d | e', punctuation_chars=True)
print(list(lex))
lex = shlex.shlex('foo bar "baz qux" # comment\nnext')
print(list(lex), lex.lineno)
lex = shlex.shlex("x='1 2' y", posix=True)
lex.whitespace_split = True
print(lex.get_token(), lex.get_token(), repr(lex.get_token()))
lex = shlex.shlex('tok1 tok2')
t = lex.get_token()
lex.push_token('pushed')
print(t, lex.get_token(), lex.get_token(), repr(lex.get_token()), lex.error_leader('f.txt', 3))
print(sorted(shlex.__all__))

