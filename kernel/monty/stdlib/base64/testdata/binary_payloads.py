# Encoding structured binary data: integers, text in several codecs, images-like headers.
import base64

png_header = b'\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR'
print(base64.b64encode(png_header), base64.b32encode(png_header), base64.b16encode(png_header))
print(base64.a85encode(png_header), base64.b85encode(png_header))
for n in (0, 1, 255, 256, 65535, 2**32 - 1, 2**64 - 1):
    raw = n.to_bytes((n.bit_length() + 7) // 8 or 1, 'big')
    print(n, base64.b64encode(raw), base64.b32encode(raw), base64.b85encode(raw), int.from_bytes(base64.b64decode(base64.b64encode(raw)), 'big') == n)
for text in ('héllo', '日本語', 'emoji 😀'):
    for codec in ('utf-8', 'utf-16-le', 'latin-1'):
        try:
            raw = text.encode(codec)
        except UnicodeEncodeError:
            print(codec, 'cannot encode')
            continue
        print(codec, base64.b64encode(raw), base64.b64decode(base64.b64encode(raw)).decode(codec) == text)
data_url = 'data:text/plain;base64,' + base64.b64encode('a,b\n1,2\n'.encode()).decode()
print(data_url, base64.b64decode(data_url.split(',', 1)[1]).decode().splitlines())
