package pyfuzz

import (
	"fmt"
	"math/rand/v2"
	"strings"
)

// Marker opens the line a chunk prints when it ends in an exception:
// "! 3 TypeError", chunk 3. The drivers compare these lines between interpreters.
const Marker = "!"

// A gen holds the state of one program's generation: the random source
// and the names bound so far, which later chunks use as operands.
type gen struct {
	r       *rand.Rand
	vars    []string // module-level variables bound by earlier chunks
	classes []string // classes defined by earlier chunks
	funcs   []string // plain functions defined by earlier chunks
	n       int      // counter for fresh names
}

// Generate returns the program of a seed: the same seed gives the same
// program on every run and platform. chunks is how many top-level chunks
// it holds.
func Generate(seed uint64, chunks int) *Program {
	g := &gen{r: rand.New(rand.NewPCG(seed, 0x5eed_f0_c0ffee))}
	p := &Program{}
	for i := range chunks {
		p.Stmts = append(p.Stmts, wrap(i, g.chunk()))
	}
	return p
}

// wrap puts a chunk in the try that reports how it ended.
func wrap(i int, body []*Stmt) *Stmt {
	s := &Stmt{Head: "try:", Body: body, Fixed: true}
	s.Clauses = []*Clause{{Head: "except Exception as _e:", Body: []*Stmt{{Head: fmt.Sprintf("print(%q, %d, type(_e).__name__)", Marker, i), Fixed: true}}}}
	return s
}

func (g *gen) intn(n int) int        { return g.r.IntN(n) }
func (g *gen) chance(p float64) bool { return g.r.Float64() < p }

func pick[T any](g *gen, xs ...T) T { return xs[g.r.IntN(len(xs))] }

func (g *gen) fresh(prefix string) string {
	g.n++
	return fmt.Sprintf("%s%d", prefix, g.n)
}

// chunk is one top-level unit, chosen among the construct families.
func (g *gen) chunk() []*Stmt {
	families := []func() []*Stmt{
		g.assign, g.assign, g.operate, g.operate, g.operate,
		g.selfRef, g.deepNest, g.classDef, g.classDef, g.instanceOps,
		g.exceptionGroup, g.generator, g.coroutine, g.withStmt,
		g.tryFinally, g.comprehension, g.strMethod, g.strMethod,
		g.bytesMethod, g.numberOps, g.bigInt, g.recursion, g.slicing,
		g.fstring, g.callOdd, g.matchStmt, g.descriptor, g.metaclass,
	}
	return families[g.intn(len(families))]()
}

// atom is a literal of any built-in type, sometimes an odd one.
func (g *gen) atom() string {
	switch g.intn(22) {
	case 0:
		return pick(g, "0", "1", "-1", "2", "7", "-3", "255", "256")
	case 1:
		return pick(g, "10**20", "-(2**63)", "2**64-1", "10**100", "(1<<200)+1")
	case 2:
		return pick(g, "0.0", "-0.0", "1.5", "1e308", "float('inf')", "float('nan')", "-2.5", "1e-320")
	case 3:
		return pick(g, "1j", "(1+2j)", "complex(0, -0.0)", "(3-4j)")
	case 4:
		return pick(g, "''", "'abc'", "'a b c'", "'\\u00e9t\\u00e9'", "'\\U0001f600x'", "'A'*5", "'\\x00\\n\\t'", "'ß'", "'İ'", "'12'", "'  x  '")
	case 5:
		return pick(g, "b''", "b'abc'", "b'\\x00\\xff'", "bytearray(b'xy')", "bytes(3)", "b'a,b,,c'")
	case 6:
		return pick(g, "None", "True", "False", "...", "NotImplemented")
	case 7:
		return pick(g, "[]", "[1, 2, 3]", "[[], [1]]", "['a', 1, None]", "list(range(5))")
	case 8:
		return pick(g, "()", "(1,)", "(1, 'a', None)", "((), ((),))", "tuple(range(3))")
	case 9:
		return pick(g, "{}", "{1: 2}", "{'a': [1], 'b': {}}", "{None: 0, 1.0: 'x'}", "dict(a=1)")
	case 10:
		return pick(g, "set()", "{1, 2}", "frozenset({1, 'a'})", "{(), (1,)}", "frozenset()")
	case 11:
		return pick(g, "range(10)", "range(0, -5, -2)", "range(10**20)", "slice(1, None, -1)", "slice(None)")
	case 12:
		return pick(g, "object()", "type", "int", "str", "len", "print", "Exception('e')", "ValueError", "(lambda *a, **k: a)")
	default:
		if len(g.vars) > 0 && g.chance(0.7) {
			return pick(g, g.vars...)
		}
		return pick(g, "0", "'s'", "[0]", "(0, 1)", "{0: 0}", "None")
	}
}

// small is an int-like operand for indices, counts and steps.
func (g *gen) small() string {
	return pick(g, "0", "1", "-1", "2", "3", "-2", "100", "-100", "10**18", "-(10**30)", "True", "None")
}

// expr is an expression of bounded depth.
func (g *gen) expr(depth int) string {
	if depth <= 0 || g.chance(0.3) {
		return g.atom()
	}
	d := depth - 1
	switch g.intn(16) {
	case 0, 1:
		op := pick(g, "+", "-", "*", "/", "//", "%", "**", "<<", ">>", "&", "|", "^", "@")
		return "(" + g.expr(d) + " " + op + " " + g.expr(d) + ")"
	case 2:
		op := pick(g, "==", "!=", "<", "<=", ">", ">=", "is", "is not", "in", "not in")
		return "(" + g.expr(d) + " " + op + " " + g.expr(d) + ")"
	case 3:
		return "(" + pick(g, "-", "+", "~", "not ") + "(" + g.expr(d) + "))"
	case 4:
		return "[" + g.exprList(d) + "]"
	case 5:
		if l := g.exprList(d); l != "" {
			return "(" + l + ",)"
		}
		return "()"
	case 6:
		return "{" + g.expr(d) + ": " + g.expr(d) + "}"
	case 7:
		return "{" + g.exprList(d) + "}"
	case 8:
		return "(" + g.expr(d) + ")[" + g.subscript() + "]"
	case 9:
		fn := pick(g, "len", "repr", "str", "hash", "bool", "list", "tuple", "sorted", "set", "iter", "abs", "int", "float", "reversed", "min", "max", "sum", "any", "all", "ascii", "type", "id", "dir", "vars", "callable", "format", "frozenset", "enumerate", "bytes", "bytearray", "chr", "ord", "hex", "round", "divmod", "pow", "isinstance", "issubclass", "getattr", "zip", "map")
		switch fn {
		case "divmod", "pow", "isinstance", "issubclass", "getattr", "zip", "map", "format", "round":
			return fn + "(" + g.expr(d) + ", " + g.expr(d) + ")"
		case "id":
			return "(id(" + g.expr(d) + ") > 0)"
		case "dir", "vars":
			return "len(" + fn + "(" + g.expr(d) + "))"
		}
		return fn + "(" + g.expr(d) + ")"
	case 10:
		return "(" + g.expr(d) + " if " + g.expr(d) + " else " + g.expr(d) + ")"
	case 11:
		return "[" + g.expr(d) + " for _x in " + g.expr(d) + "]"
	case 12:
		return "(lambda _a=" + g.expr(d) + ": _a)()"
	case 13:
		return "(" + g.expr(d) + ")." + pick(g, "__class__", "__doc__", "real", "imag", "__len__()", "__hash__()", "__repr__()", "__sizeof__() > 0", "__reduce_ex__(2)[0].__name__", "__dict__", "__name__", "copy()", "count(0)", "index(0)", "keys()", "pop()", "__getitem__(0)", "__contains__(0)", "__iter__()", "__bool__()", "__eq__(0)", "__lt__(None)", "__add__(())", "__mul__(-1)", "__format__('')", "__int__()")
	case 14:
		return "(" + g.expr(d) + " and " + g.expr(d) + " or " + g.expr(d) + ")"
	default:
		return "[*" + g.expr(d) + ", *" + g.expr(d) + "]"
	}
}

func (g *gen) exprList(depth int) string {
	var parts []string
	for range g.intn(4) {
		parts = append(parts, g.expr(depth))
	}
	return strings.Join(parts, ", ")
}

func (g *gen) subscript() string {
	opt := func() string {
		if g.chance(0.3) {
			return ""
		}
		return g.small()
	}
	switch g.intn(4) {
	case 0:
		return g.small()
	case 1:
		return opt() + ":" + opt()
	case 2:
		return opt() + ":" + opt() + ":" + pick(g, "1", "-1", "2", "-3", "0", "10**20", "None")
	default:
		return g.expr(1)
	}
}

func (g *gen) bind(value string) []*Stmt {
	name := g.fresh("v")
	g.vars = append(g.vars, name)
	return []*Stmt{simple(name + " = " + value)}
}

func (g *gen) assign() []*Stmt { return g.bind(g.expr(3)) }

func (g *gen) operand() string {
	if len(g.vars) > 0 && g.chance(0.6) {
		return pick(g, g.vars...)
	}
	return g.expr(2)
}

// operate applies an operation to earlier names.
func (g *gen) operate() []*Stmt {
	a, b := g.operand(), g.operand()
	switch g.intn(12) {
	case 0:
		return lines("_r = " + a + " == " + b)
	case 1:
		return lines("_r = " + a + " < " + b)
	case 2:
		return lines("_r = hash(" + a + ")")
	case 3:
		return lines("_r = repr(" + a + ")")
	case 4:
		return lines("_t = "+a, "_t"+pick(g, " += ", " -= ", " *= ", " |= ", " &= ", " //= ", " **= ", " @= ")+b)
	case 5:
		return lines("_r = sorted(" + a + ", key=" + pick(g, "repr", "len", "id", "hash", "lambda _k: -_k", "lambda _k: 1/0") + ", reverse=" + g.expr(0) + ")")
	case 6:
		return lines("(" + a + ")[" + g.subscript() + "] = " + b)
	case 7:
		return lines("del (" + a + ")[" + g.subscript() + "]")
	case 8:
		return lines("_r = (" + a + ")." + pick(g, "append", "extend", "update", "add", "remove", "discard", "insert", "pop", "setdefault", "index", "count", "get", "union", "join", "split", "__setitem__", "__delitem__", "__iadd__", "sort") + "(" + g.exprList(1) + ")")
	case 9:
		return lines("_r = str(" + a + "), format(" + a + ", " + pick(g, "''", "'>10'", "'x'", "'.3f'", "'#o'", "',d'", "'^'", "'=+020.5e'", "'s'", "'%'", "'_'", "'c'") + ")")
	case 10:
		return lines("for _i, _v in enumerate("+a+"):", "    if _i > 50: break")
	default:
		return lines("_r = " + g.expr(4))
	}
}

// selfRef builds a container that holds itself, then compares, hashes,
// prints and copies it.
func (g *gen) selfRef() []*Stmt {
	a, b := g.fresh("s"), g.fresh("s")
	var build []string
	switch g.intn(5) {
	case 0:
		build = []string{a + " = []", a + ".append(" + a + ")", b + " = []", b + ".append(" + b + ")"}
	case 1:
		build = []string{a + " = {}", a + "['k'] = " + a, b + " = {}", b + "['k'] = " + b}
	case 2:
		build = []string{a + " = [1]", b + " = {'x': " + a + "}", a + ".append(" + b + ")"}
	case 3:
		build = []string{"class _N: pass", a + " = _N()", a + ".me = " + a, b + " = _N()", b + ".me = [" + a + ", " + b + "]"}
	default:
		build = []string{a + " = []", b + " = [" + a + "]", a + ".append(" + b + ")", a + ".append((" + a + ", " + b + "))"}
	}
	op := pick(g, a+" == "+b, a+" < "+b, "repr("+a+")", "str("+b+")", "hash(tuple("+a+"))", a+" in "+b+" if isinstance("+b+", list) else 0",
		"sorted(["+a+", "+b+"])", "["+a+"] * 2 == ["+b+"] * 2", a+".__eq__("+b+")", "len(str([ "+a+" ]))", "max("+a+", "+b+")")
	g.vars = append(g.vars, a, b)
	return append(lines(build...), simple("_r = "+op))
}

// deepNest nests a container thousands deep, then walks it.
func (g *gen) deepNest() []*Stmt {
	a := g.fresh("d")
	depth := pick(g, "50", "900", "1200", "5000", "100000")
	wrapE := pick(g, "["+a+"]", "("+a+",)", "{'k': "+a+"}", "frozenset([("+a+",)]) if False else ("+a+", 1)", "[0, "+a+"]")
	op := pick(g, a+" == "+a+"[:] if isinstance("+a+", list) else "+a+" == "+a, "repr("+a+")", "hash("+a+")", "str("+a+")", "copy_ok = ["+a+"] == ["+a+"]", a+" < "+a, "len(repr("+a+")) > 0", "list(map(repr, ["+a+"]))")
	g.vars = append(g.vars, a)
	stmts := lines(a+" = "+pick(g, "[]", "()", "{}", "0"), "for _ in range("+depth+"):", "    "+a+" = "+wrapE, "_r = "+op)
	if g.chance(0.3) {
		// Deep nesting in the source itself.
		n := pick(g, 30, 90, 150)
		stmts = append(stmts, simple("_r = "+strings.Repeat("[", n)+"1"+strings.Repeat("]", n)))
	}
	if g.chance(0.2) {
		n := pick(g, 50, 500, 3000)
		stmts = append(stmts, simple("_r = eval("+fmt.Sprintf("%q", strings.Repeat("-", n)+"1")+")"))
	}
	return stmts
}

// dunderBody is the body of a special method: a sane result, a wrong
// type, an exception, or a recursion.
func (g *gen) dunderBody(name string) []*Stmt {
	switch g.intn(7) {
	case 0:
		return lines("raise " + pick(g, "ValueError('d')", "TypeError", "KeyError(1)", "StopIteration", "IndexError", "AttributeError('a')", "RuntimeError", "ZeroDivisionError", "LookupError"))
	case 1:
		return lines("return " + pick(g, "NotImplemented", "None", "-1", "'s'", "2**100", "1.5", "[]", "self", "True"))
	case 2:
		// Recurse through the same protocol.
		switch name {
		case "__repr__", "__str__":
			return lines("return repr(self)")
		case "__eq__", "__lt__", "__ne__", "__le__", "__gt__", "__ge__":
			return lines("return self " + pick(g, "==", "<", "!=") + " other")
		case "__hash__":
			return lines("return hash(self)")
		case "__len__":
			return lines("return len(self)")
		case "__bool__":
			return lines("return bool(self)")
		case "__getattr__", "__getattribute__":
			return lines("return getattr(self, name)")
		case "__iter__":
			return lines("return iter(self)")
		case "__index__", "__int__":
			return lines("return int(self)")
		}
		return lines("return self." + name + "(*args)")
	case 3:
		return lines("return " + g.expr(2))
	default:
		switch name {
		case "__repr__", "__str__", "__format__":
			return lines("return 'C'")
		case "__hash__", "__len__", "__index__", "__int__":
			return lines("return " + pick(g, "0", "1", "7"))
		case "__bool__", "__eq__", "__lt__", "__contains__":
			return lines("return " + pick(g, "True", "False"))
		case "__iter__":
			return lines("return iter([1, 2])")
		case "__getitem__":
			return lines("if args and args[0] == 3: raise IndexError", "return 1")
		case "__enter__":
			return lines("return self")
		case "__exit__":
			return lines("return " + pick(g, "True", "False", "None"))
		case "__call__":
			return lines("return args")
		case "__getattr__":
			return lines("raise AttributeError(name)")
		}
		return lines("return NotImplemented")
	}
}

var dunders = []string{
	"__eq__", "__lt__", "__hash__", "__repr__", "__str__", "__len__", "__bool__", "__iter__",
	"__getitem__", "__setitem__", "__contains__", "__index__", "__int__", "__add__", "__radd__",
	"__mul__", "__call__", "__enter__", "__exit__", "__getattr__", "__format__", "__neg__",
	"__del__", "__init_subclass__", "__class_getitem__", "__next__", "__missing__", "__reversed__",
	"__bytes__", "__float__", "__complex__", "__round__", "__iadd__", "__matmul__", "__set_name__",
}

func dunderSig(name string) string {
	switch name {
	case "__eq__", "__lt__", "__add__", "__radd__", "__mul__", "__contains__", "__iadd__", "__matmul__", "__format__", "__missing__":
		return "(self, other)"
	case "__getattr__", "__getattribute__":
		return "(self, name)"
	case "__init_subclass__":
		return "(cls, **kw)"
	case "__class_getitem__":
		return "(cls, item)"
	case "__set_name__":
		return "(self, owner, name)"
	}
	return "(self, *args)"
}

// classDef defines a class with random bases and special methods.
func (g *gen) classDef() []*Stmt {
	name := g.fresh("C")
	base := pick(g, "", "", "(object)", "(int)", "(list)", "(dict)", "(str)", "(tuple)", "(Exception)", "(ValueError)", "(set)", "(bytes)", "(float)")
	if len(g.classes) > 0 && g.chance(0.3) {
		base = "(" + pick(g, g.classes...) + ")"
	}
	cls := block("class " + name + base + ":")
	for range 1 + g.intn(4) {
		d := pick(g, dunders...)
		if d == "__init_subclass__" || d == "__class_getitem__" {
			cls.Body = append(cls.Body, simple("@classmethod"))
		}
		if d == "__eq__" && g.chance(0.5) {
			cls.Body = append(cls.Body, simple("__hash__ = None"))
		}
		fn := block("def "+d+dunderSig(d)+":", g.dunderBody(d)...)
		cls.Body = append(cls.Body, fn)
	}
	if g.chance(0.2) {
		cls.Body = append(cls.Body, simple("__slots__ = "+pick(g, "()", "('a',)", "('__dict__',)", "'x'")))
	}
	if g.chance(0.3) {
		cls.Body = append(cls.Body, simple("attr = "+g.expr(1)))
	}
	g.classes = append(g.classes, name)
	return []*Stmt{cls}
}

// instanceOps makes an instance of an earlier class and works it through
// the protocols.
func (g *gen) instanceOps() []*Stmt {
	if len(g.classes) == 0 {
		return g.classDef()
	}
	c := pick(g, g.classes...)
	v := g.fresh("o")
	g.vars = append(g.vars, v)
	ops := []string{
		v + " == " + v, v + " < " + g.operand(), "hash(" + v + ")", "repr(" + v + ")", "str(" + v + ")", "len(" + v + ")",
		"bool(" + v + ")", "list(" + v + ")", "[1, 2, 3][" + v + "]", v + " + 1", "1 + " + v, v + " * 2", v + "()",
		"{" + v + ": 1}", v + " in [" + v + "]", "f'{" + v + "}'", "format(" + v + ", 'x')", "-" + v, "int(" + v + ")",
		"float(" + v + ")", "bytes(" + v + ")", "round(" + v + ")", "reversed(" + v + ")", "next(" + v + ")", v + ".attr",
		v + ".missing", "sorted([" + v + ", " + v + "])", "max([" + v + ", " + v + "])", "set([" + v + "])", v + "[0]",
		"isinstance(" + v + ", " + c + ")", "type(" + v + ").__mro__", c + "[int]", "dict.fromkeys([" + v + "])",
	}
	stmts := lines(v + " = " + c + "(" + pick(g, "", "1", "'a'", "[1]", "(1, 2)") + ")")
	for range 1 + g.intn(4) {
		stmts = append(stmts, simple("_r = "+pick(g, ops...)))
	}
	if g.chance(0.3) {
		stmts = append(stmts, block("with "+v+" as _w:", simple("_r = "+g.expr(1))))
	}
	if g.chance(0.2) {
		stmts = append(stmts, simple("del "+v))
		g.vars = g.vars[:len(g.vars)-1]
	}
	return stmts
}

func (g *gen) excLiteral() string {
	return pick(g, "ValueError('v')", "TypeError('t')", "KeyError('k')", "OSError(2, 'o')", "ZeroDivisionError()",
		"ExceptionGroup('inner', [ValueError(1), TypeError(2)])", "RuntimeError()", "IndexError(0)", "StopIteration(1)",
		"BaseExceptionGroup('b', [KeyError()])", "LookupError()", "ArithmeticError()", "NameError('n')")
}

// exceptionGroup raises a group and handles it with except* clauses.
func (g *gen) exceptionGroup() []*Stmt {
	var items []string
	for range 1 + g.intn(4) {
		items = append(items, g.excLiteral())
	}
	raise := "raise " + pick(g, "ExceptionGroup", "BaseExceptionGroup") + "('g', [" + strings.Join(items, ", ") + "])"
	if g.chance(0.2) {
		raise = "raise " + g.excLiteral()
	}
	if g.chance(0.1) {
		raise = "raise ExceptionGroup('g', " + pick(g, "[]", "()", "[1]", "None", "[ValueError()] * 3") + ")"
	}
	t := block("try:", simple(raise))
	for range 1 + g.intn(3) {
		typ := pick(g, "ValueError", "TypeError", "KeyError", "Exception", "LookupError", "(ValueError, TypeError)", "OSError", "ArithmeticError", "RuntimeError", "ExceptionGroup", "BaseException")
		body := pick(g, []*Stmt{simple("pass")}, lines("print('caught', "+fmt.Sprintf("%q", typ)+")"), lines("raise"),
			lines("raise ValueError('new')"), lines("_r = repr(_eg.exceptions)"), lines("_r = _eg.split(ValueError)"),
			lines("_r = _eg.subgroup(lambda _x: True)"), lines("_r = _eg.derive([ValueError()])"), lines("_r = len(_eg.exceptions)"))
		t.Clauses = append(t.Clauses, &Clause{Head: "except* " + typ + " as _eg:", Body: body})
	}
	if g.chance(0.3) {
		t.Clauses = append(t.Clauses, &Clause{Head: "else:", Body: lines("print('else')")})
	}
	if g.chance(0.4) {
		t.Clauses = append(t.Clauses, &Clause{Head: "finally:", Body: lines("print('finally')")})
	}
	stmts := []*Stmt{t}
	if g.chance(0.3) {
		eg := g.fresh("g")
		stmts = append(stmts, simple(eg+" = ExceptionGroup('x', ["+g.excLiteral()+", "+g.excLiteral()+"])"),
			simple("_r = "+pick(g, eg+".split("+pick(g, "ValueError", "(TypeError,)", "lambda _e: True", "1", "None")+")",
				eg+".subgroup("+pick(g, "KeyError", "lambda _e: False", "ExceptionGroup")+")", "repr("+eg+")", "str("+eg+")",
				eg+".derive("+pick(g, "[]", "[1]", "[KeyError()]")+")", eg+".exceptions[0].__traceback__", "type("+eg+")("+pick(g, "'m'", "'m', []", "1, [ValueError()]")+")")))
	}
	return stmts
}

// generator defines a generator and drives it.
func (g *gen) generator() []*Stmt {
	name := g.fresh("gen")
	body := []*Stmt{}
	for range 1 + g.intn(4) {
		switch g.intn(7) {
		case 0:
			body = append(body, simple("yield "+g.expr(1)))
		case 1:
			body = append(body, simple("yield from "+pick(g, "range(3)", "[1, 2]", "'ab'", name+"()", "iter(int, 1)", "()", "(yield)")))
		case 2:
			body = append(body, simple("_s = yield"))
		case 3:
			body = append(body, &Stmt{Head: "try:", Body: lines("yield 1"), Clauses: []*Clause{{Head: pick(g, "finally:", "except GeneratorExit:", "except Exception:"), Body: lines(pick(g, "print('cleanup')", "yield 2", "return 5", "raise ValueError"))}}})
		case 4:
			body = append(body, simple(pick(g, "return 3", "raise StopIteration", "raise ValueError('g')")))
		case 5:
			body = append(body, block("for _i in range(3):", simple("yield _i")))
		default:
			body = append(body, block("with open.__class__ if False else _CM():", simple("yield 9")))
		}
	}
	stmts := []*Stmt{
		block("class _CM:", block("def __enter__(self):", simple("return self")), block("def __exit__(self, *a):", simple("return "+pick(g, "True", "False")))),
		block("def "+name+"():", append(body, simple("yield 0"))...),
		simple("_it = " + name + "()"),
	}
	for range 1 + g.intn(4) {
		stmts = append(stmts, simple("_r = "+pick(g, "next(_it)", "list(_it)", "_it.send(None)", "_it.send(1)", "_it.throw(ValueError)", "_it.throw(GeneratorExit)",
			"_it.close()", "next(_it, 'end')", "[*_it]", "sum(_x for _x in _it if isinstance(_x, int))", "_it.gi_frame is None", "_it.throw(ValueError('a'), None, None)", "_it.gi_running")))
	}
	g.funcs = append(g.funcs, name)
	return stmts
}

// coroutine defines coroutines and async generators and drives them by
// hand (send), without an event loop.
func (g *gen) coroutine() []*Stmt {
	c := g.fresh("co")
	aw := block("class _Aw:", block("def __await__(self):", simple(pick(g, "yield 1", "return iter([])", "return 5", "yield from range(2)"))))
	ag := block("async def _ag():", simple("yield 1"), simple(pick(g, "yield 2", "await _Aw()", "return", "raise ValueError")))
	body := []*Stmt{simple("_t = 0")}
	switch g.intn(4) {
	case 0:
		body = append(body, block("async for _x in _ag():", simple("_t += _x")))
	case 1:
		body = append(body, simple("await _Aw()"))
	case 2:
		body = append(body, block("async with _ACM():", simple("_t = 1")))
	default:
		body = append(body, simple("_t = [_x async for _x in _ag()]"))
	}
	body = append(body, simple("return _t"))
	acm := block("class _ACM:", block("async def __aenter__(self):", simple("return self")), block("async def __aexit__(self, *a):", simple("return "+pick(g, "True", "False"))))
	drive := block("def _drive(_c):", &Stmt{Head: "try:", Body: lines("for _ in range(10):", "    _c.send(None)", "_c.close()"),
		Clauses: []*Clause{{Head: "except StopIteration as _s:", Body: lines("return _s.value")}}})
	return []*Stmt{aw, ag, acm, block("async def "+c+"():", body...), drive, simple("_r = _drive(" + c + "())"),
		simple("_r = " + pick(g, "_drive(_ag().__anext__())", "_drive(_ag().asend(None))", "_drive(_ag().athrow(ValueError))", c+"().send(1)", c+"().throw(KeyError)", "type("+c+"())", "_drive(_ag().aclose())"))}
}

// withStmt runs a with block whose manager's __exit__ swallows or raises.
func (g *gen) withStmt() []*Stmt {
	cm := block("class _W:",
		block("def __enter__(self):", simple(pick(g, "return self", "raise ValueError('enter')", "return 1"))),
		block("def __exit__(self, t, v, tb):", simple(pick(g, "return True", "return False", "raise KeyError('exit')", "return None", "return 1"))))
	inner := pick(g, "raise ValueError", "_r = 1/0", "pass", "_r = [][0]", "raise StopIteration", "_r = "+g.expr(2))
	w := block("with _W() as _a"+pick(g, "", ", _W() as _b", ", _W()")+":", simple(inner))
	if g.chance(0.3) {
		f := g.fresh("f")
		return []*Stmt{cm, block("def "+f+"():", block("for _i in range(3):", block("with _W():", simple(pick(g, "return _i", "break", "continue", "yield _i"))))), simple("_r = " + f + "()"), simple("_r = list(_r) if hasattr(_r, '__next__') else _r")}
	}
	return []*Stmt{cm, w}
}

// tryFinally mixes return, break and continue with finally.
func (g *gen) tryFinally() []*Stmt {
	f := g.fresh("f")
	fin := pick(g, "return 'fin'", "pass", "raise KeyError", "_r = 1", "break")
	inner := pick(g, "return 1", "raise ValueError", "continue", "break", "_x = 1/0", "yield 1")
	t := &Stmt{Head: "try:", Body: lines(inner), Clauses: []*Clause{}}
	if g.chance(0.5) {
		t.Clauses = append(t.Clauses, &Clause{Head: "except " + pick(g, "ValueError", "Exception", "ZeroDivisionError", "(KeyError, ValueError)") + " as _e:", Body: lines(pick(g, "return 'exc'", "raise", "raise TypeError from _e", "raise TypeError from None", "pass", "del _e"))})
		if g.chance(0.3) {
			t.Clauses = append(t.Clauses, &Clause{Head: "else:", Body: lines("return 'else'")})
		}
	}
	t.Clauses = append(t.Clauses, &Clause{Head: "finally:", Body: lines(fin)})
	loop := block("for _i in range(3):", t)
	return []*Stmt{block("def "+f+"():", loop, simple("return 'end'")), simple("_r = " + f + "()"), simple("_r = list(_r) if hasattr(_r, '__next__') else _r")}
}

// comprehension builds list/set/dict/generator comprehensions with
// nested fors, filters and the walrus.
func (g *gen) comprehension() []*Stmt {
	src := pick(g, "range(5)", "'abc'", "[[1, 2], [3]]", "{1: 2, 3: 4}", "(1, None, 'x')", g.operand())
	clause := " for _a in " + src
	if g.chance(0.5) {
		clause += " for _b in " + pick(g, "(range(_a) if isinstance(_a, int) else [_a])", "[_a, _a]", "str(_a)", "_a")
	}
	if g.chance(0.4) {
		clause += " if " + pick(g, "_a", "(_w := _a)", "not _a", "_a != 1", "_a > 0")
	}
	elt := pick(g, "_a", "(_a, _a)", "repr(_a)", "_a * 2", "[_a]", "{_a}")
	c := pick(g, "["+elt+clause+"]", "{"+elt+clause+"}", "{repr(_a): "+elt+clause+"}", "list("+elt+clause+")", "sum(1"+clause+")", "any("+elt+clause+")")
	return g.bind(c)
}

var strMethods = []string{
	"split", "rsplit", "join", "replace", "find", "rfind", "index", "rindex", "count", "startswith", "endswith",
	"strip", "lstrip", "rstrip", "center", "ljust", "rjust", "zfill", "expandtabs", "partition", "rpartition",
	"splitlines", "encode", "format", "format_map", "translate", "maketrans", "casefold", "title", "swapcase",
	"isidentifier", "isdigit", "isnumeric", "isdecimal", "isprintable", "removeprefix", "removesuffix", "upper",
	"lower", "capitalize", "__getitem__", "__mod__", "__mul__", "__contains__", "isascii", "istitle",
}

func (g *gen) oddArg() string {
	return pick(g, "''", "'a'", "'ab'", "' '", "'\\x00'", "'é'", "0", "-1", "1", "2", "10**20", "-(10**20)", "None",
		"1.5", "b'a'", "True", "('a', 'b')", "['x']", "{}", "{97: 'z'}", "{'a': None}", "'{0}'", "'%s'", "'utf-8'",
		"'ascii'", "'strict'", "'ignore'", "'xmlcharrefreplace'", "'surrogateescape'", "'backslashreplace'", "'nonsense'", "8", "100")
}

func (g *gen) oddArgs() string {
	var parts []string
	for range g.intn(4) {
		parts = append(parts, g.oddArg())
	}
	if g.chance(0.15) {
		parts = append(parts, pick(g, "sep=None", "maxsplit=-1", "keepends=True", "errors='replace'", "x=1", "encoding='latin-1'", "tabsize=2", "fillchar='*'", "count=1"))
	}
	return strings.Join(parts, ", ")
}

func (g *gen) strMethod() []*Stmt {
	recv := pick(g, "'abc'", "'a,b,,c'", "''", "'\\tx y\\n'", "'Hello World'", "'ß\\u0130é'", "'\\U0001f600'", "'{}{}'", "'%d%s'", "'12 ab'", "'aaaa'", "str(10**30)")
	return g.bind(recv + "." + pick(g, strMethods...) + "(" + g.oddArgs() + ")")
}

var bytesMethods = []string{
	"split", "rsplit", "join", "replace", "find", "index", "count", "startswith", "endswith", "strip", "center",
	"ljust", "zfill", "partition", "splitlines", "decode", "hex", "fromhex", "translate", "maketrans", "title",
	"isalnum", "removeprefix", "upper", "expandtabs", "__getitem__", "__mod__", "__mul__", "__contains__",
	"append", "extend", "insert", "pop", "remove", "reverse", "clear", "copy", "__setitem__", "__delitem__", "__iadd__",
}

func (g *gen) bytesMethod() []*Stmt {
	recv := pick(g, "b'abc'", "b'a,b,,c'", "b''", "b'\\xff\\x00'", "bytearray(b'hello')", "bytearray()", "bytearray(b'a b')", "bytes(range(10))", "memoryview(b'ab')")
	arg := g.oddArgs()
	if g.chance(0.3) {
		arg = pick(g, "b'a'", "b','", "b''", "255", "256", "-1", "[1, 2]", "b'x', b'y'", "' ', 1", "'y' * 100, -1", "bytearray(b'z')")
	}
	return g.bind(recv + "." + pick(g, bytesMethods...) + "(" + arg + ")")
}

func (g *gen) numberOps() []*Stmt {
	return g.bind(pick(g,
		"int.from_bytes("+pick(g, "b'\\x01\\x00'", "b''", "[1, 2]", "'ab'", "bytearray(3)")+", "+pick(g, "'big'", "'little'", "'middle'", "byteorder='big'", "signed=True")+")",
		"("+pick(g, "255", "-1", "0", "2**64", "-(2**63)")+").to_bytes("+pick(g, "1", "0", "8", "-1", "2, 'little'", "length=2, signed=True", "2**62")+")",
		"("+pick(g, "0", "-7", "2**100")+").bit_length()", "(1.5).as_integer_ratio()", "float('nan').as_integer_ratio()",
		"float.fromhex("+pick(g, "'0x1.8p1'", "'inf'", "'0x'", "'1p99999'", "''")+")", "(0.1).hex()", "(3.0).is_integer()",
		"round("+pick(g, "2.5", "1e300", "float('inf')", "-0.5", "10**30", "7")+", "+pick(g, "None", "-2", "400", "-400", "2")+")",
		"divmod("+pick(g, "7", "-7", "7.5", "10**30", "1j")+", "+pick(g, "0", "-2", "0.0", "float('inf')", "3")+")",
		"pow("+pick(g, "2", "-3", "10**20", "2.0", "0")+", "+pick(g, "-1", "10**5", "0.5", "1000")+", "+pick(g, "None", "7", "0", "-5", "1")+")",
		"complex("+pick(g, "'1+2j'", "'j'", "1, 'x'", "'(1+2j)'", "float('nan')", "1j, 1j")+")",
		"int("+pick(g, "'0x1f', 0", "'1_000'", "' 12 '", "'12', 1", "'z', 36", "'12', 37", "3.9", "float('inf')", "'١٢'", "b'12'", "'+'")+")",
		"float("+pick(g, "'1e500'", "'-nan'", "'1_0.5'", "' 1.5 '", "'infinity'", "b'1'", "'0x10'", "10**400")+")",
		"(7).__divmod__("+pick(g, "", "2", "0", "'a'")+")", "(1.0).__round__("+pick(g, "", "1", "None", "'a'")+")",
		"abs(-(2**1000)) > 0", "(-5) % 3, (-5) // 3, 5 % -3, -5.5 % 3", "(10**50) / 3", "2 ** -1", "(-8) ** (1/3)",
		"0 ** -1", "0.0 ** -1", "(1e308 * 10) - (1e308 * 10)", "hash(float('inf')), hash(-1), hash(2**61 - 1)",
		"True + True, True << 100, ~True", "int.__new__(int, 5)", "bool.__new__(bool, 0)", "(5).conjugate(), (5).numerator",
	))
}

func (g *gen) bigInt() []*Stmt {
	return g.bind(pick(g,
		"10 ** "+pick(g, "100", "5000", "100000", "(10**3)"), "str(10 ** "+pick(g, "4299", "4301", "10000")+")",
		"int('9' * "+pick(g, "4300", "4301", "5000")+")", "1 << "+pick(g, "1000", "100000", "-1", "10**6"),
		"(1 << 100000) >> "+pick(g, "99990", "10**20", "-5"), "(2**1000) // (3**500)", "(2**1000) % (-7)",
		"(10**50 + 1) * (10**50 - 1)", "pow(3, 10**4, 10**50 + 7)", "pow(2, -1, 7)", "pow(2, -1, 4)", "(2**200).to_bytes(26, 'big')[:4]",
		"len(repr(7 ** 2000))", "(-(2**100)) >> 3", "~(2**100) & 0xffff", "(2**100) ^ (2**99) | 1", "(10**30) ** 0.5",
		"float(2**1024)", "(2**1023) * 2.0", "int(1e308) * 10", "divmod(-(10**40), 7)", "hex(2**130)", "format(2**100, ',')",
		"format(10**40, 'e')", "round(10**40, -38)", "(10**20).__index__()", "[0][10**20:]", "range(10**30)[10**29]", "len(range(10**30))",
	))
}

func (g *gen) recursion() []*Stmt {
	f := g.fresh("rec")
	switch g.intn(4) {
	case 0:
		return []*Stmt{block("def "+f+"(n):", simple("return "+f+"(n + 1)"+pick(g, "", " + 1", " or 0"))), simple("_r = " + f + "(0)")}
	case 1:
		return []*Stmt{block("class _R:", block("def "+pick(g, "__repr__", "__str__", "__eq__", "__hash__", "__len__", "__getattr__", "__bool__", "__iter__")+"(self, *a):", simple(pick(g, "return repr(self)", "return str(self)", "return self == self", "return hash(self)", "return len(self)", "return getattr(self, 'x')", "return bool(self)", "return iter(self)")))),
			simple("_r = " + pick(g, "repr", "str", "hash", "len", "bool", "list", "(lambda _o: _o == _o)", "(lambda _o: _o.y)") + "(_R())")}
	case 2:
		return []*Stmt{block("def "+f+"(n):", block("try:", simple("return "+f+"(n + 1)")), block("finally:", simple("pass"))), simple("_r = " + f + "(0)")}
	default:
		return []*Stmt{block("def "+f+"():", simple("yield from "+f+"()")), simple("_r = next(" + f + "())")}
	}
}

func (g *gen) slicing() []*Stmt {
	v := g.fresh("l")
	g.vars = append(g.vars, v)
	seq := pick(g, "list(range(10))", "bytearray(b'abcdef')", "'abcdef'", "(1, 2, 3)", "b'xyz'", "range(-5, 5)", "[[], {}, ()]")
	return append([]*Stmt{}, simple(v+" = "+seq), simple(pick(g,
		v+"["+g.subscript()+"] = "+pick(g, "[]", "[1, 2]", "'ab'", "b'q'", "range(3)", "(9,)", v, "iter([1])", "0"),
		"del "+v+"["+g.subscript()+"]", "_r = "+v+"["+g.subscript()+"]", "_r = "+v+"[::-1][1:][::2]",
		"_r = "+v+".__getitem__(slice("+g.small()+", "+g.small()+", "+g.small()+"))", "_r = slice("+g.small()+", "+g.small()+").indices("+pick(g, "5", "0", "-1", "10**20")+")",
		"_r = "+v+" * "+pick(g, "-1", "0", "3", "True"), "_r = "+v+"["+g.small()+":"+g.small()+"] == "+v)))
}

func (g *gen) fstring() []*Stmt {
	x := "_fx"
	fx := g.operand()
	spec := pick(g, "", ":>10", ":x", ":.3", ":{w}", "!r", "!s", "!a", "!r:^20", ":,", ":_", ":010.2f", ":%", ":e", ":c", ":#b", ":=^9", ":+", ": ", ":.0%", ":n", ":s", ":q")
	body := pick(g, "f'{"+x+spec+"}'", "f'{"+x+"=}'", "f'{"+x+"!r:{w}}' if False else f'{{}}{"+x+spec+"}'", "f'{f\"{"+x+spec+"}\"}'", "f'{"+x+" if True else 0}x{1+1}'", "f'{"+x+":{\"<\"}{w}}'")
	return []*Stmt{simple("_fx = " + fx), simple("w = " + pick(g, "5", "'5'", "-1", "0", "200")), simple("_r = " + body)}
}

// callOdd calls functions with odd arities and keywords.
func (g *gen) callOdd() []*Stmt {
	f := g.fresh("fn")
	params := pick(g, "a, b=1, *args, c, d=2, **kw", "a, /, b, *, c=3", "*args", "a=[]", "a, b", "", "**kw")
	call := pick(g, "()", "(1)", "(1, 2, 3)", "(1, c=2)", "(a=1, a=2)" /* syntax error on purpose in exec */, "(*[1, 2], **{'c': 3})", "(**{'a': 1, 'b': 2})",
		"(*None)", "(**{1: 2})", "(*range(300))", "(1, b=2, **{'b': 3})", "(*'ab', c=[])")
	stmts := []*Stmt{block("def "+f+"("+params+"):", simple("return "+pick(g, "locals()", "len(locals())", "None", "sorted(locals())")))}
	if strings.Contains(call, "a=1, a=2") {
		stmts = append(stmts, simple("_r = exec("+fmt.Sprintf("%q", f+call)+")"))
	} else {
		stmts = append(stmts, simple("_r = "+f+call))
	}
	stmts = append(stmts, simple("_r = "+pick(g, "getattr(1, 'real', 2)", "setattr(1, 'x', 2)", "type('X', (), {})()", "type('X', (int,), {'a': 1})(3)",
		"super(int, 1).__repr__()", "object.__new__(int)", "int.__new__(str)", "object.__init__(1, 2)", "isinstance(1, (int, (str, (float,))))",
		"issubclass(int, 1)", "sorted([3, 1], key=None, reverse=1)", "max([], default=0)", "min(1)", "sum([[1]], [])", "sum(['a'], '')",
		"dict([(1, 2, 3)])", "dict(1)", "list(1)", "iter(1)", "next(iter([]))", "zip(strict=True)", "list(zip([1], [], strict=True))",
		"print(1, sep=1)", "print(file=1)", "range(1, 2, 0)", "chr(0x110000)", "ord('')", "bytes(-1)", "bytearray('x')", "memoryview(1)",
		"hash([])", "hash(slice(1))", "frozenset([[]])", "{[]: 1}", "vars(1)", "dir(None)", "format(1, 1)", "'%d' % 'x'", "'%(a)s' % 5",
		"'%*d' % (1,)", "int.__add__(1, 'a')", "list.append([], 1, 2)", "str.join(1, [])", "getattr(1, 2)", "delattr(1, 'real')",
		"globals()['_zz'] = 1", "eval('1 +')", "compile('x', 'f', 'zz')", "exec(1)", "eval('lambda: (yield)')()", "abs('a')", "callable()",
		"enumerate(1)", "reversed(1)", "filter(None, 1)", "map()", "round('1')", "divmod(1)", "len(1)", "aiter(1)", "anext(1)")))
	return stmts
}

func (g *gen) matchStmt() []*Stmt {
	subject := pick(g, "[1, 2, 3]", "{'a': 1}", "(1, 'x')", "'s'", "5", "None", g.operand(), "{'a': [1, {'b': 2}]}")
	m := block("match " + subject + ":")
	for range 1 + g.intn(4) {
		pat := pick(g, "[1, *rest]", "[_, _]", "{'a': x}", "{'a': [1, {'b': y}]}", "(1, str() as s)", "int(x)", "str()", "None", "5 | 6", "[*_, 3]", "{**kw}", "_ if False else _" /* invalid: fallback below */, "x if x else 0")
		if strings.Contains(pat, " if ") {
			pat = pick(g, "x", "[x] if x", "{'a': _} if True")
		}
		if pat == "x" || strings.HasPrefix(pat, "[x]") || strings.HasPrefix(pat, "{'a': _}") {
			// An irrefutable pattern must be the last case.
			m.Body = append(m.Body, block("case "+pat+":", simple("print('m', "+fmt.Sprintf("%q", pat)+")")))
			break
		}
		m.Body = append(m.Body, block("case "+pat+":", simple("print('m', "+fmt.Sprintf("%q", pat)+")")))
	}
	return []*Stmt{m}
}

// descriptor defines data and non-data descriptors, properties and
// class/static methods, then reads, writes and deletes through them.
func (g *gen) descriptor() []*Stmt {
	d := block("class _D:",
		block("def __get__(self, obj, typ=None):", simple(pick(g, "return 1", "raise AttributeError('g')", "return self", "return obj", "raise ValueError"))))
	if g.chance(0.6) {
		d.Body = append(d.Body, block("def __set__(self, obj, value):", simple(pick(g, "pass", "raise AttributeError('s')", "obj.__dict__['x'] = value", "raise TypeError"))))
	}
	if g.chance(0.3) {
		d.Body = append(d.Body, block("def __delete__(self, obj):", simple(pick(g, "pass", "raise AttributeError('d')"))))
	}
	if g.chance(0.3) {
		d.Body = append(d.Body, block("def __set_name__(self, owner, name):", simple(pick(g, "self.n = name", "raise ValueError('sn')"))))
	}
	h := block("class _H:", simple("x = _D()"),
		simple("p = property("+pick(g, "lambda s: 1", "lambda s: 1/0", "None", "lambda s: s.p")+", "+pick(g, "None", "lambda s, v: None")+")"),
		block("@classmethod", simple("def cm(cls): return cls")),
		block("@staticmethod", simple("def sm(*a): return a")))
	// A decorator line cannot stand alone as a block head: flatten.
	h.Body[2] = simple("cm = classmethod(lambda cls: cls)")
	h.Body[3] = simple("sm = staticmethod(lambda *a: a)")
	ops := []string{"_H().x", "_H.x", "_H().p", "_H.p", "_H().cm()", "_H.sm(1)", "_H().sm()", "vars(_H())", "_H.__dict__['x']", "_H().__dict__", "property().__get__(1)", "classmethod(1).__get__(None, int)", "staticmethod(len)(\"ab\")", "_H.p.fget", "property.__set__"}
	stmts := []*Stmt{d, h, simple("_h = _H()")}
	for range 1 + g.intn(4) {
		stmts = append(stmts, simple(pick(g, "_r = "+pick(g, ops...), "_h.x = 5", "del _h.x", "_h.p = 1", "del _h.p", "_h.cm = 2", "_H.x = 3", "del _H.x", "_h.__dict__['x'] = 7; _r = _h.x")))
	}
	return stmts
}

// metaclass defines a metaclass with hooks, then classes made by it.
func (g *gen) metaclass() []*Stmt {
	m := block("class _M(type):")
	for range 1 + g.intn(3) {
		switch g.intn(6) {
		case 0:
			m.Body = append(m.Body, block("def __new__(mcs, name, bases, ns, **kw):", simple(pick(g, "return super().__new__(mcs, name, bases, ns)", "return 1", "raise TypeError('new')", "return type.__new__(mcs, name, bases, dict(ns, z=1))"))))
		case 1:
			m.Body = append(m.Body, block("def __call__(cls, *a, **k):", simple(pick(g, "return super().__call__(*a, **k)", "return 42", "raise ValueError('call')", "return cls"))))
		case 2:
			m.Body = append(m.Body, block("@classmethod", simple("def __prepare__(mcs, name, bases, **kw): return "+pick(g, "{}", "{'pre': 1}", "1", "dict(__module__='m')"))))
			m.Body[len(m.Body)-1] = simple("__prepare__ = classmethod(lambda mcs, name, bases, **kw: " + pick(g, "{}", "{'pre': 1}", "1", "None") + ")")
		case 3:
			m.Body = append(m.Body, block("def __instancecheck__(cls, obj):", simple(pick(g, "return True", "raise KeyError", "return 0"))))
		case 4:
			m.Body = append(m.Body, block("def __getattr__(cls, name):", simple(pick(g, "return name", "raise AttributeError(name)", "return cls.missing"))))
		default:
			m.Body = append(m.Body, block("def __init__(cls, *a, **k):", simple(pick(g, "super().__init__(*a)", "pass", "raise RuntimeError"))))
		}
	}
	c := g.fresh("K")
	kw := pick(g, "", ", flag=1")
	stmts := []*Stmt{m, block("class "+c+"(metaclass=_M"+kw+"):", simple("a = 1"))}
	for range 1 + g.intn(3) {
		stmts = append(stmts, simple("_r = "+pick(g, c+"()", "isinstance(1, "+c+")", c+".zz", "type("+c+")", c+".a", "repr("+c+")", "type("+c+")('N', (), {})", "_M('X', (), {})", "_M('X', 1, {})", c+".__mro__", "class_ok = "+c)))
	}
	return stmts
}
