# BaseExceptionGroup becomes ExceptionGroup when all members are Exceptions; except* with BaseException members.
g1 = BaseExceptionGroup("x", [ValueError()])
g2 = BaseExceptionGroup("x", [KeyboardInterrupt(), ValueError()])
print(type(g1).__name__, type(g2).__name__, isinstance(g1, Exception), isinstance(g2, Exception))
try:
    raise g2
except* KeyboardInterrupt as ki:
    print("caught KeyboardInterrupt part:", repr(ki))
except* ValueError as ve:
    print("caught ValueError part:", repr(ve))
try:
    ExceptionGroup("x", [SystemExit()])
except TypeError as e:
    print("TypeError:", e)
