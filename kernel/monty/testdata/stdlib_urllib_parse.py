# urllib.parse: urlparse, urlsplit, urlunparse, urljoin, quote/unquote, urlencode, parse_qs(l).
from urllib.parse import urlparse, urlsplit, urlunparse, urljoin, quote, quote_plus, unquote, unquote_plus, urlencode, parse_qs, parse_qsl, urldefrag
u = urlparse("https://user:pw@example.com:8080/path/to;params?q=1&r=two#frag")
print(u)
print(u.scheme, u.netloc, u.hostname, u.port, u.username, u.password, u.path, u.params, u.query, u.fragment, u.geturl())
print(urlsplit("http://a.b/c?d#e"), urlunparse(("https", "x.org", "/p", "", "a=1", "")))
for base, ref in [("http://a/b/c/d", "../g"), ("http://a/b/c/d", "/g"), ("http://a/b/c/d", "g?y"), ("http://a/b/", "http://other/x"), ("http://a/b/c", "")]:
    print(urljoin(base, ref))
print(quote("a b/c?d=é"), quote("a b/c", safe=""), quote_plus("a b&c"), unquote("%C3%A9%20x"), unquote_plus("a+b%21"))
print(urlencode({"q": "hello world", "n": 1, "list": ["a", "b"]}), urlencode({"list": ["a", "b"]}, doseq=True))
print(parse_qs("a=1&a=2&b=&c=x%20y"), parse_qs("b=", keep_blank_values=True), parse_qsl("a=1&b=2"), urldefrag("http://x/y#z"))
