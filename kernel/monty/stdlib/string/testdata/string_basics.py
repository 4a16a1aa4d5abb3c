import string
from string import Template, Formatter

def attempt(f):
    try:
        return repr(f())
    except Exception as e:
        return '%s: %s' % (type(e).__name__, e)

print(string.__all__)
for name in ['ascii_letters', 'ascii_lowercase', 'ascii_uppercase', 'digits', 'hexdigits', 'octdigits', 'punctuation', 'printable', 'whitespace']:
    print(name, repr(getattr(string, name)))
print(string.capwords('hello   big  world '), string.capwords('a-b-c', '-'), string.capwords(''))
t = Template('$who likes ${what}; $$5 costs $cost')
print(t.substitute(who='tim', what='pie', cost=3), t.substitute({'who': 'a', 'what': 'b'}, cost=1))
print(attempt(lambda: t.substitute(who='x')), t.safe_substitute(who='x'), t.template)
print(attempt(lambda: Template('bad $').substitute()), attempt(lambda: Template('line1\n  $1x').substitute()))
print(Template('$a $b ${c} $a $$').get_identifiers(), Template('$a').is_valid(), Template('$ a').is_valid())
print(Template('${x}y $x-y').substitute(x=1), Template('$ünicode').safe_substitute())
class Pct(Template):
    delimiter = '%'
print(Pct('%who is %% %{x}').substitute(who='me', x=2))
class Dotted(Template):
    idpattern = r'[a-z]+\.[a-z]+'
print(Dotted('$user.name x').substitute({'user.name': 'bob'}))
class Braced(Template):
    braceidpattern = r'[a-z ]+'
print(Braced('${two words} $one').substitute({'two words': 2, 'one': 1}))
f = Formatter()
print(f.format('{0} and {1}', 'a', 'b'), f.format('{} {}', 1, 2), f.format('{name!r:>8}|', name='x'))
print(f.format('{0[1]} {0[key]} {1.real}', {1: 'one', 'key': 'K'}, 3j), f.format('{:{w}.{p}f}', 3.14159, w=8, p=2))
print(f.format('{{literal}} {0!s} {0!a}', 'é'), list(f.parse('a{0}b{x!r:^5}c{{d}}')))
print(attempt(lambda: f.format('{0} {}', 1, 2)), attempt(lambda: f.format('{')), attempt(lambda: f.format('}')))
print(attempt(lambda: f.format('{x}')), attempt(lambda: f.format('{0}')), attempt(lambda: f.format('{0!z}', 1)))
class Upper(Formatter):
    def format_field(self, value, spec):
        return format(value, spec).upper()
    def get_value(self, key, args, kwargs):
        if isinstance(key, str):
            return kwargs.get(key, '<%s>' % key)
        return args[key]
print(Upper().format('{a} {missing} {0}', 'zz', a='hello'))
print(f.vformat('{a}-{b}', (), {'a': 1, 'b': 2}), f.get_field('a.b', (), {'a': type('X', (), {'b': 5})}))
