import html
doc = '<p class="x">Caf&eacute; &amp; cr&egrave;me &mdash; &#8364;5 &lt;b&gt;bold&lt;/b&gt; &#x1F600; &unknown; &amp;amp;</p>'
print(html.unescape(doc))
print(html.escape(html.unescape(doc)))
print(html.unescape(html.escape(doc)) == doc)
for s in ['&&amp;&', '&;', '&#;', '&#x;', '&#xg;', '& amp;', '&amp ;', '&\namp;', '&#65&#66', '&#0065;', '&#x0041;', '&#65abc']:
    print(repr(s), repr(html.unescape(s)))
