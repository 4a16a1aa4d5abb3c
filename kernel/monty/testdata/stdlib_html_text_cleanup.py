# Escaping user content into HTML and unescaping scraped text.
import html
comments = ['<script>alert("x")</script>', "Tom & Jerry's", "5 > 3 and 2 < 4"]
print("\n".join(f"<li>{html.escape(c)}</li>" for c in comments))
scraped = "Caf&eacute; &amp; Cr&egrave;me &mdash; &#8364;5 &#x41;&#X42; &lt;b&gt; &unknown; &AMP; &nbsp;x"
print(html.unescape(scraped), [hex(ord(c)) for c in html.unescape("&nbsp;&mdash;")])
