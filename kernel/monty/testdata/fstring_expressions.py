# Arbitrary expressions inside f-strings: calls, indexing, conditionals, comprehensions.
data = {"a": [1, 2, 3], "b": "text"}
print(f"{data['a'][1]} {data['b'].upper()} {len(data)} {sum(data['a'])}")
print(f"{'yes' if data else 'no'} {[i * 2 for i in data['a']]} {dict(x=1)}")
print(f"{3 + 4 * 2} {2 ** 10:,} {7 / 2:.2f} {divmod(17, 5)}")
w = 6
print(f"{'left':<{w}}|{'right':>{w}}|{'mid':^{w}}|")
import math
print(f"{math.pi:.5f} {math.e:10.3e}")
print(f"{'a' 'b'}" f"{'c'}" "d" f"e")
print(f"{f'{1 + 1}'}" , f"{f'{w:>{w}}'}")
print(f"{(1, 2)} {1, 2}" if False else f"{(1, 2)}")
print(f"{ 5 }|{    'spaces'    }|")
print(f"{print is not None}", f"{None}", f"{...}", f"{b'bytes'}")
x = 10
print(f"{x:>{x}}", f"{x:^#{x}b}")
