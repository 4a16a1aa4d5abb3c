# Building and parsing data URLs and basic-auth headers with base64.
import base64
svg = b'<svg xmlns="http://www.w3.org/2000/svg"/>'
url = "data:image/svg+xml;base64," + base64.b64encode(svg).decode("ascii")
print(url)
header, payload = url.split(",", 1)
print(header, base64.b64decode(payload) == svg)
token = base64.b64encode(b"user:p@ss w0rd").decode()
print("Basic " + token, base64.b64decode(token).split(b":", 1))
print(base64.urlsafe_b64encode(bytes(range(250, 256))), base64.urlsafe_b64decode("-_-_"), base64.b32hexencode(b"hi") if hasattr(base64, "b32hexencode") else b"")
