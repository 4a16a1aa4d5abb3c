from fractions import Fraction as F
good = ['0', '-0', '+5', '3/4', '-3/4', ' 12/16 ', '\t7\n', '1.5', '-1.5', '.25', '5.', '1e3', '1E-3', '-2.5e+2',
        '1_000/3_000', '1_0.2_5', '3.1415926535897932384626433832795', '0.000', '007/014', '1.5e-0', '12e1_0']
for s in good:
    f = F(s)
    print(repr(s), repr(f), str(f))
bad = ['', ' ', 'abc', '1/2/3', '1/-2', '-1/-2', '1.5/2', '1/2.0', '1e', 'e1', '1.2.3', '..5', '1__2', '_1', '1_',
       '1 2', '+-1', 'inf', 'nan', '0x1f', '1/ 2', '1j']
for s in bad:
    try:
        F(s)
    except ValueError as e:
        print(repr(s), 'ValueError', e)
try:
    F('1/0')
except ZeroDivisionError as e:
    print('ZeroDivisionError', e)
