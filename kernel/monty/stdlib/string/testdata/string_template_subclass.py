from string import Template
import re
class Percent(Template):
    delimiter = '%'
print(Percent('%who: %%, %{x}').substitute(who='me', x=2), Percent.pattern.flags & re.IGNORECASE != 0)
class Dotted(Template):
    idpattern = r'[a-z]+(?:\.[a-z]+)*'
print(Dotted('$user.name / $user').substitute({'user.name': 'bob', 'user': 'U'}))
class Lower(Template):
    flags = 0
    idpattern = '[a-z]+'
print(Lower('$abc $ABC').safe_substitute(abc=1, ABC=2))
class Braces(Template):
    braceidpattern = r'[^}]+'
print(Braces('${two words} $one').substitute({'two words': 2, 'one': 1}))
class Custom(Template):
    pattern = r'@(?:(?P<escaped>@)|(?P<named>\w+)|\[(?P<braced>\w+)\]|(?P<invalid>))'
print(Custom('@a @[b] @@').substitute(a=1, b=2), isinstance(Custom.pattern, re.Pattern), Custom('@').safe_substitute())
class Dollar2(Template):
    delimiter = '$$'
print(Dollar2('$$x $x $$$$').substitute(x=5))
