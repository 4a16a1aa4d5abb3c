import html
import random
rng = random.Random(4)
alphabet = 'ab<>&"\' é€\n'
ok = 0
for _ in range(300):
    s = ''.join(rng.choice(alphabet) for _ in range(rng.randrange(20)))
    if html.unescape(html.escape(s)) == s and html.unescape(html.escape(s, False)) == s:
        ok += 1
print(ok)
print(html.unescape('&lt;' * 3), html.escape('<' * 3))
