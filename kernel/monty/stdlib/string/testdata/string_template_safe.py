from string import Template
t = Template('$who likes $what and ${more} $$ $')
print(t.safe_substitute(), t.safe_substitute(who='tim'), t.safe_substitute({'what': 'x'}, more='y'))
print(Template('${a} ${b}').safe_substitute(a=[1, 2]), Template('$a').safe_substitute(a=None))
class Always(dict):
    def __missing__(self, key):
        return key.upper()
print(Template('$x and ${y}').substitute(Always()), Template('$x').safe_substitute(Always(x='set')))
