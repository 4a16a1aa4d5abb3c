import secrets, base64
for n in range(0, 40, 3):
    t = secrets.token_urlsafe(n)
    padded = t + '=' * (-len(t) % 4)
    raw = base64.urlsafe_b64decode(padded)
    print(n, len(t), len(raw) == n, set(t) <= set('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'))
