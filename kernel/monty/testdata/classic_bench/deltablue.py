# An incremental dataflow constraint solver in the manner of DeltaBlue
# (Freeman-Benson, Maloney and Borning): constraints of several strengths
# between variables; adding or removing one re-plans only what it
# touches, walking the graph by strength, and a plan is then executed
# again and again as an input is edited. Our own implementation of the
# published algorithm; objects, method calls and short lists dominate.

REQUIRED, STRONG_PREFERRED, PREFERRED, STRONG_DEFAULT, NORMAL, WEAK_DEFAULT, WEAKEST = range(7)

# Which way a binary constraint computes.
NONE, FORWARD, BACKWARD = 0, 1, 2


def stronger(a, b):
    return a < b


def weaker(a, b):
    return a > b


def weakest_of(a, b):
    return a if a > b else b


class Var:
    def __init__(self, name, value=0):
        self.name = name
        self.value = value
        self.uses = []           # constraints that mention this variable
        self.source = None       # the constraint that computes it, if any
        self.walk = WEAKEST      # the walkabout strength
        self.stay = True         # constant given the current plan
        self.mark = 0

    def __repr__(self):
        return 'Var(%s=%r)' % (self.name, self.value)


class Constraint:
    def __init__(self, strength):
        self.strength = strength

    def attach(self, solver):
        """Add the constraint to its variables and to the plan."""
        self.hook()
        solver.add(self)

    def detach(self, solver):
        """Take the constraint out; what it held is planned again."""
        if not self.is_satisfied():
            self.unhook()
            return
        out = self.output()
        self.unsatisfy()
        self.unhook()
        solver.replan_below(out)

    def satisfy(self, mark, solver):
        """Pick a way to satisfy this constraint (stronger than what an
        output now has); return the constraint it overrides, if any."""
        self.choose(mark)
        if not self.is_satisfied():
            if self.strength == REQUIRED:
                raise RuntimeError('could not satisfy a required constraint')
            return None
        self.mark_inputs(mark)
        out = self.output()
        overridden = out.source
        if overridden is not None:
            overridden.unsatisfy()
        out.source = self
        if not solver.propagate(self, mark):
            raise RuntimeError('cycle in the constraint graph')
        out.mark = mark
        return overridden


class Unary(Constraint):
    """A constraint on one variable."""

    def __init__(self, var, strength, solver):
        super().__init__(strength)
        self.var = var
        self.on = False
        self.attach(solver)

    def hook(self):
        self.var.uses.append(self)

    def unhook(self):
        if self.on:
            self.var.source = None
        self.var.uses.remove(self)

    def choose(self, mark):
        v = self.var
        self.on = v.mark != mark and stronger(self.strength, v.walk)

    def is_satisfied(self):
        return self.on

    def unsatisfy(self):
        self.on = False

    def mark_inputs(self, mark):
        pass

    def inputs_known(self, mark):
        return True

    def output(self):
        return self.var

    def recalculate(self):
        v = self.var
        v.walk = self.strength
        v.stay = not self.is_input()
        if v.stay:
            self.execute()

    def is_input(self):
        return False


class Stay(Unary):
    """Keep a variable's value."""

    def execute(self):
        pass


class Edit(Unary):
    """A variable an outside input changes."""

    def is_input(self):
        return True

    def execute(self):
        pass


class Binary(Constraint):
    """A constraint between two variables, computing one from the other."""

    def __init__(self, a, b, strength, solver):
        super().__init__(strength)
        self.a, self.b = a, b
        self.way = NONE
        self.attach(solver)

    def hook(self):
        self.a.uses.append(self)
        self.b.uses.append(self)

    def unhook(self):
        if self.way != NONE:
            self.output().source = None
        self.a.uses.remove(self)
        self.b.uses.remove(self)
        self.way = NONE

    def choose(self, mark):
        a, b = self.a, self.b
        if a.mark == mark:
            ok = b.mark != mark and stronger(self.strength, b.walk)
            self.way = FORWARD if ok else NONE
        elif b.mark == mark:
            ok = stronger(self.strength, a.walk)
            self.way = BACKWARD if ok else NONE
        elif weaker(a.walk, b.walk):
            self.way = BACKWARD if stronger(self.strength, a.walk) else NONE
        else:
            self.way = FORWARD if stronger(self.strength, b.walk) else NONE

    def is_satisfied(self):
        return self.way != NONE

    def unsatisfy(self):
        self.way = NONE

    def mark_inputs(self, mark):
        self.input().mark = mark

    def input(self):
        return self.a if self.way == FORWARD else self.b

    def output(self):
        return self.b if self.way == FORWARD else self.a

    def inputs_known(self, mark):
        i = self.input()
        return i.mark == mark or i.stay or i.source is None

    def recalculate(self):
        i, o = self.input(), self.output()
        o.walk = weakest_of(self.strength, i.walk)
        o.stay = i.stay
        if o.stay:
            self.execute()


class Equal(Binary):
    """b = a."""

    def execute(self):
        if self.way == FORWARD:
            self.b.value = self.a.value
        else:
            self.a.value = self.b.value


class Scale(Binary):
    """b = a * scale + offset, scale and offset being variables too."""

    def __init__(self, a, scale, offset, b, strength, solver):
        self.scale, self.offset = scale, offset
        super().__init__(a, b, strength, solver)

    def hook(self):
        super().hook()
        self.scale.uses.append(self)
        self.offset.uses.append(self)

    def unhook(self):
        super().unhook()
        self.scale.uses.remove(self)
        self.offset.uses.remove(self)

    def mark_inputs(self, mark):
        super().mark_inputs(mark)
        self.scale.mark = self.offset.mark = mark

    def execute(self):
        if self.way == FORWARD:
            self.b.value = self.a.value * self.scale.value + self.offset.value
        else:
            self.a.value = (self.b.value - self.offset.value) // self.scale.value

    def recalculate(self):
        i, o = self.input(), self.output()
        o.walk = weakest_of(self.strength, i.walk)
        o.stay = i.stay and self.scale.stay and self.offset.stay
        if o.stay:
            self.execute()


class Solver:
    def __init__(self):
        self.mark = 0

    def next_mark(self):
        self.mark += 1
        return self.mark

    def add(self, c):
        """Satisfy c, then re-satisfy in turn what it overrode."""
        mark = self.next_mark()
        overridden = c.satisfy(mark, self)
        while overridden is not None:
            overridden = overridden.satisfy(mark, self)

    def replan_below(self, out):
        """out lost the constraint that computed it: weaker constraints
        downstream may now be satisfiable, strongest first."""
        freed = self.free_downstream(out)
        for strength in range(REQUIRED, WEAKEST + 1):
            for u in freed:
                if u.strength == strength:
                    self.add(u)

    def free_downstream(self, out):
        """Recompute walk strengths below out; return the unsatisfied
        constraints met on the way."""
        out.source = None
        out.walk = WEAKEST
        out.stay = True
        unsatisfied = []
        todo = [out]
        while todo:
            v = todo.pop()
            for c in v.uses:
                if not c.is_satisfied():
                    unsatisfied.append(c)
            source = v.source
            for c in v.uses:
                if c is not source and c.is_satisfied():
                    c.recalculate()
                    todo.append(c.output())
        return unsatisfied

    def propagate(self, c, mark):
        """Recompute c's output and what depends on it; False on meeting
        mark again (a cycle)."""
        todo = [c]
        while todo:
            d = todo.pop()
            out = d.output()
            if out.mark == mark:
                return False
            d.recalculate()
            for u in out.uses:
                if u is not d and u.is_satisfied():
                    todo.append(u)
        return True

    def plan_for(self, sources):
        """The constraints to run, in order, when the given input
        constraints change."""
        mark = self.next_mark()
        plan = []
        todo = [c for c in sources if c.is_input() and c.is_satisfied()]
        while todo:
            c = todo.pop(0)
            out = c.output()
            if out.mark != mark and c.inputs_known(mark):
                plan.append(c)
                out.mark = mark
                for u in out.uses:
                    if u is not c and u.is_satisfied():
                        todo.append(u)
        return plan


def run_plan(plan):
    for c in plan:
        c.execute()


def edit_and_run(solver, var, values):
    edit = Edit(var, PREFERRED, solver)
    plan = solver.plan_for([edit])
    for v in values:
        var.value = v
        run_plan(plan)
    edit.detach(solver)


def chain(n):
    """A chain of equalities; editing one end moves the other."""
    solver = Solver()
    vs = [Var('v%d' % i) for i in range(n + 1)]
    for a, b in zip(vs, vs[1:]):
        Equal(a, b, REQUIRED, solver)
    Stay(vs[-1], STRONG_DEFAULT, solver)
    first, last = vs[0], vs[-1]
    edit = Edit(first, PREFERRED, solver)
    plan = solver.plan_for([edit])
    checks = 0
    for i in range(100):
        first.value = i
        run_plan(plan)
        checks += last.value == i
    edit.detach(solver)
    return checks, last.value


def projection(n):
    """Pairs (src, dst) with dst = src * 10 + 1000 sharing the scale and
    offset; edit sources, then the scale and the offset."""
    solver = Solver()
    scale, offset = Var('scale', 10), Var('offset', 1000)
    srcs, dsts = [], []
    for i in range(n):
        src, dst = Var('src%d' % i, i), Var('dst%d' % i, i)
        srcs.append(src)
        dsts.append(dst)
        Stay(src, NORMAL, solver)
        Scale(src, scale, offset, dst, REQUIRED, solver)
    edit_and_run(solver, srcs[0], [17])
    first = dsts[0].value
    edit_and_run(solver, dsts[0], [1050])
    back = srcs[0].value
    edit_and_run(solver, scale, [5])
    scaled = sum(d.value for d in dsts)
    edit_and_run(solver, offset, [2000])
    moved = sum(d.value for d in dsts)
    return first, back, scaled, moved


def bench():
    out = []
    for _ in range(4):
        out.append(chain(2000))
        out.append(projection(2000))
    return out[-2:], len(out)
