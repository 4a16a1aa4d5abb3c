# pyfuzz seed 42000081: CPython OverflowError, monty no exception
try:
    v6 = (-5) % 3, (-5) // 3, 5 % -3, -5.5 % 3
except Exception as _e:
    print("!", 5, type(_e).__name__)
try:
    _r = sorted(v6, key=lambda _k: -_k, reverse=-(2**63))
except Exception as _e:
    print("!", 10, type(_e).__name__)
