from string import Template
for text in ['$a $b ${c} $a $$ ${b}', '', '$$', 'plain', '$x$y${z}', '$ invalid $ok', '${a}${a}']:
    t = Template(text)
    print(repr(text), t.get_identifiers(), t.is_valid())
print(Template('$ünicode').get_identifiers(), Template('$ünicode').is_valid(), Template('$abc_d1').get_identifiers())
