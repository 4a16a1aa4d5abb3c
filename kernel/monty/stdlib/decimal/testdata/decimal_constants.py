import decimal
for n in ['ROUND_UP', 'ROUND_DOWN', 'ROUND_CEILING', 'ROUND_FLOOR', 'ROUND_HALF_UP', 'ROUND_HALF_DOWN', 'ROUND_HALF_EVEN', 'ROUND_05UP']:
    print(n, getattr(decimal, n))
print(decimal.MAX_PREC, decimal.MAX_EMAX, decimal.MIN_EMIN, decimal.MIN_ETINY, decimal.HAVE_THREADS, decimal.HAVE_CONTEXTVAR)
print(decimal.DecimalTuple(0, (1, 2), -1), decimal.Decimal('1.5').as_tuple())
