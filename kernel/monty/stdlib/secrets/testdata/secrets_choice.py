import secrets, string
alphabet = string.ascii_letters + string.digits
pw = ''.join(secrets.choice(alphabet) for _ in range(20))
print(len(pw), all(c in alphabet for c in pw))
print(secrets.choice([42]), secrets.choice('z'), secrets.choice((None,)), secrets.choice(range(5, 6)), secrets.choice(b'x'))
seen = {secrets.choice('abc') for _ in range(200)}
print(sorted(seen))
def password(length=12):
    while True:
        p = ''.join(secrets.choice(alphabet) for _ in range(length))
        if any(c.islower() for c in p) and any(c.isupper() for c in p) and sum(c.isdigit() for c in p) >= 3:
            return p
p = password()
print(len(p), sum(c.isdigit() for c in p) >= 3)
