# Assigning attributes to builtins and calling missing methods.
cases = [lambda: setattr(1, "x", 1), lambda: setattr([], "x", 1), lambda: setattr({}, "x", 1), lambda: setattr("", "x", 1),
         lambda: setattr(len, "x", 1), lambda: setattr(int, "x", 1), lambda: setattr(object, "x", 1), lambda: [].push(1),
         lambda: "s".append("t"), lambda: (1,).append(2), lambda: {}.add(1), lambda: set().append(1), lambda: None.split(),
         lambda: (5).real.imag.nope, lambda: int.nope, lambda: type(None).nope]
for c in cases:
    try:
        c()
        print("ok")
    except (AttributeError, TypeError) as e:
        print(type(e).__name__ + ":", e)
