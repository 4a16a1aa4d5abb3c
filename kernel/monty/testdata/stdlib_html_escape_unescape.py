# html.escape and html.unescape, with and without quote escaping, named and numeric entities.
import html
s = """<a href="x?a=1&b=2">Tom's "quote"</a>"""
print(html.escape(s), html.escape(s, quote=False))
print(html.unescape("&lt;p&gt; &amp;amp; &quot; &#39; &#x27; &eacute; &copy; &nbsp;| &notanentity; &#128512; &amp"))
print(html.unescape(html.escape(s)) == s, html.escape(""), html.unescape("no entities"))
