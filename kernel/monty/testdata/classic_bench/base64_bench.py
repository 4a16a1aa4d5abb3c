# base64 family round trips over a megabyte of varied bytes.
import base64


def bench():
    data = bytes((i * 131 + (i >> 7)) & 0xFF for i in range(300000))
    total = 0
    for _ in range(2):
        for enc, dec in ((base64.b64encode, base64.b64decode), (base64.urlsafe_b64encode, base64.urlsafe_b64decode),
                         (base64.b32encode, base64.b32decode), (base64.b16encode, base64.b16decode),
                         (base64.a85encode, base64.a85decode), (base64.b85encode, base64.b85decode)):
            text = enc(data)
            assert dec(text) == data
            total += len(text)
    return total
