from string import Template
t = Template('Hello $name, you owe $$${amount} (${name}!)')
print(t.substitute(name='Ann', amount=5), t.substitute({'name': 'Bo', 'amount': 1.5}), t.template)
print(t.substitute({'name': 'Cy'}, amount=2, extra='ignored'), t.substitute({'name': 'x', 'amount': 1}, name='kw wins'))
print(Template('$a$b$c').substitute(a=1, b=2, c=3), Template('${a}b').substitute(a='A'), Template('$a_b $a').substitute(a='A', a_b='AB'))
print(Template('no placeholders').substitute(), Template('$$').substitute(), Template('$_x $X1').substitute(_x=0, X1=1))
try:
    Template('$missing').substitute()
except KeyError as e:
    print('KeyError', e)
try:
    Template('$a').substitute({'a': 1}, {'b': 2})
except TypeError as e:
    print('TypeError')
