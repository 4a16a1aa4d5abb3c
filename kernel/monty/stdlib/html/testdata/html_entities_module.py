import html.entities as E
print(sorted(E.__all__), len(E.html5), len(E.name2codepoint), len(E.codepoint2name), len(E.entitydefs))
for name in ['amp', 'lt', 'nbsp', 'Omega', 'hearts', 'zwj']:
    cp = E.name2codepoint[name]
    print(name, cp, E.codepoint2name[cp], repr(E.entitydefs[name]), repr(E.html5[name + ';']))
print([k for k in E.html5 if not k.endswith(';')][:10], sum(1 for k in E.html5 if not k.endswith(';')))
print(repr(E.html5['NotEqualTilde;']), repr(E.html5['fjlig;']), E.html5.get('nope'))
