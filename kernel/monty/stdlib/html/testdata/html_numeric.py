import html
for code in [0, 1, 8, 9, 10, 11, 13, 31, 32, 65, 127, 128, 129, 141, 150, 159, 160, 255, 0xD7FF, 0xD800, 0xDFFF, 0xE000, 0xFDD0, 0xFDEF, 0xFFFE, 0xFFFF, 0x10000, 0x1FFFF, 0x10FFFF, 0x110000, 10**10]:
    print(code, repr(html.unescape(f'&#{code};')), repr(html.unescape(f'&#x{code:x};')), repr(html.unescape(f'&#X{code:X}')))
