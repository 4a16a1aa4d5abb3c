# Literal patterns compare with ==, so 1.0 matches 1 and True matches 1 (but True/False/None use is).
for v in [1, 1.0, True, 1 + 0j, 0, False, 0.0, None]:
    match v:
        case True:
            r = "True (identity)"
        case 1:
            r = "== 1"
        case None:
            r = "None (identity)"
        case 0:
            r = "== 0"
        case _:
            r = "other"
    print(repr(v), r)
