# Non-ASCII netlocs: those whose NFKC form gains a delimiter are refused.
from urllib.parse import urlsplit, urlparse

for u in ['http://ｅxample.com', 'http://a／b.com', 'http://u@a＠b', 'http://a：80', 'http://münchen.de/ü?ä=1',
          'http://a？b', 'http://a＃b', 'http://ℌ.com', 'http://x/ａ／b', 'http://ａ:b@c', 'http://a%EF%BC%8Fb']:
    for f in (urlsplit, urlparse):
        try:
            print(f.__name__, repr(u), f(u).netloc)
        except ValueError as e:
            print(f.__name__, repr(u), 'ValueError', e)
