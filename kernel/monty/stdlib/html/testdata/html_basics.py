import html
import html.entities

print(html.__all__)
for s in ['<a href="x">Tom & Jerry\'s</a>', 'plain', '', '&amp;', "'\"<>&"]:
    print(repr(html.escape(s)), repr(html.escape(s, quote=False)))
cases = ['&lt;p&gt;', '&amp;amp;', '&#62;&#x3E;&#X3e;', '&#0;&#128;&#x80;&#150;', '&#xD800;&#1114112;', '&#1;&#11;&#xfdd0;',
         '&notit;', '&notin;', '&amp', '&ampx', '&copy 2024', '&unknown;', '&;', '&#;', '&#x;', '& alone', 'no entities',
         '&Aacute;&aacute;&AElig;', '&nbsp;|&NewLine;|&Tab;', '&hearts;&clubsuit;', '&lt', '&LT;&GT;&AMP;&QUOT;', '&#65',
         '&#x1F600;', '&acE;', '&zwnj;&zwj;', '&' + 'a' * 40 + ';']
for c in cases:
    print(repr(c), repr(html.unescape(c)))
print(len(html.entities.html5), len(html.entities.name2codepoint), len(html.entities.codepoint2name), len(html.entities.entitydefs))
print(html.entities.name2codepoint['amp'], html.entities.codepoint2name[38], html.entities.entitydefs['lt'], html.entities.html5['gt;'], html.entities.html5['gt'])
print(sorted(html.entities.__all__))
