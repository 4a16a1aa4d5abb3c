# SystemExit and KeyboardInterrupt are BaseExceptions: except Exception does not catch them.
for exc in (SystemExit(2), KeyboardInterrupt(), GeneratorExit()):
    try:
        try:
            raise exc
        except Exception:
            print("caught by Exception?!")
    except BaseException as b:
        print(type(b).__name__, "caught by BaseException", b.args)
try:
    raise SystemExit("message")
except SystemExit as e:
    print("code:", e.code)
try:
    raise SystemExit
except SystemExit as e:
    print("code:", e.code)
try:
    raise SystemExit(1, 2)
except SystemExit as e:
    print("code:", e.code)
try:
    exit_fn = None
    raise SystemExit(0)
except SystemExit as e:
    print("zero code:", e.code)
