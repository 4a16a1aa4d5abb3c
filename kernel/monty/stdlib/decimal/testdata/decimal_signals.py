import decimal
names = ['DecimalException', 'Clamped', 'InvalidOperation', 'DivisionByZero', 'Inexact', 'Rounded', 'Subnormal', 'Overflow',
         'Underflow', 'FloatOperation']
for n in names:
    cls = getattr(decimal, n)
    print(n, [b.__name__ for b in cls.__mro__[1:]], cls.__module__)
print(issubclass(decimal.DivisionByZero, ZeroDivisionError), issubclass(decimal.FloatOperation, TypeError), issubclass(decimal.InvalidOperation, ArithmeticError))
try:
    decimal.Decimal(1) / decimal.Decimal(0)
except decimal.DivisionByZero as e:
    print('DivisionByZero', type(e).__name__, isinstance(e, ZeroDivisionError))
try:
    decimal.Decimal('x')
except decimal.InvalidOperation as e:
    print('InvalidOperation', type(e).__name__)
