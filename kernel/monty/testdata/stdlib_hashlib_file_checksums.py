# Chunked hashing gives the same digest as one-shot hashing; hmac-like construction; pbkdf2.
import hashlib, hmac
data = b"".join(bytes([i % 256]) * 100 for i in range(300))
whole = hashlib.sha256(data).hexdigest()
h = hashlib.sha256()
for i in range(0, len(data), 4096):
    h.update(data[i:i + 4096])
print(whole == h.hexdigest(), whole[:16], hashlib.md5(data).hexdigest(), hashlib.sha1(data).hexdigest()[:12])
mac = hmac.new(b"secret", b"message", hashlib.sha256)
print(mac.hexdigest(), hmac.compare_digest(mac.hexdigest(), hmac.new(b"secret", b"message", "sha256").hexdigest()))
print(hashlib.pbkdf2_hmac("sha256", b"password", b"salt", 1000).hex()[:32], hashlib.sha256(b"abc").digest()[:4])
