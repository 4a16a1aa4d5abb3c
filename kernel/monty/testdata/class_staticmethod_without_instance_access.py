# staticmethods are plain functions in a namespace; calling them needs no instance.
class MathUtil:
    @staticmethod
    def clamp(v, lo, hi):
        return max(lo, min(hi, v))
    @staticmethod
    def mean(*xs):
        return sum(xs) / len(xs) if xs else 0
    @classmethod
    def describe(cls):
        return f"{cls.__name__}: " + ", ".join(n for n in vars(cls) if not n.startswith("_"))
print(MathUtil.clamp(15, 0, 10), MathUtil().clamp(-5, 0, 10), MathUtil.mean(1, 2, 3, 4), MathUtil.mean())
print(MathUtil.describe())
f = MathUtil.clamp
print(f(5, 0, 3), type(f).__name__)
