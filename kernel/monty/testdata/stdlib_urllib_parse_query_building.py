# Building and modifying URLs: urlencode with quote_via, updating query params, splitting netloc.
from urllib.parse import urlparse, urlunparse, parse_qs, urlencode, quote, urlsplit, urlunsplit
u = urlparse("https://api.example.com/v1/items?page=2&sort=name&tag=a&tag=b")
q = parse_qs(u.query)
q["page"] = ["3"]
q["filter"] = ["price > 10"]
print(urlunparse(u._replace(query=urlencode(q, doseq=True))))
print(urlencode({"q": "a/b c"}, quote_via=quote), urlencode({"q": "a/b c"}, safe="/"))
s = urlsplit("http://user@[::1]:8000/p")
print(s.hostname, s.port, s.username, urlunsplit(s._replace(path="/other")))
try:
    urlparse("http://x:bad/").port
except ValueError as e:
    print("ValueError:", e)
