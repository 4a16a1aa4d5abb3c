package vm

import "github.com/backyard-dev/backyard/kernel/monty/compile"

// throwArgs builds the exception of gen.throw(typ[, val[, tb]]).
func (t *Thread) throwArgs(args []Value) (*Exception, error) {
	if len(args) == 0 {
		return nil, Errorf(TypeErrorType, "throw expected at least 1 argument, got 0")
	}
	typ := args[0]
	var val Value = None
	if len(args) > 1 {
		val = args[1]
	}
	var exc *Exception
	switch x := typ.(type) {
	case *Exception:
		if val != None {
			return nil, Errorf(TypeErrorType, "instance exception may not have a separate value")
		}
		exc = x
	case *Type:
		if !x.IsSubtype(BaseExceptionType) {
			return nil, Errorf(TypeErrorType, "exceptions must be classes or instances deriving from BaseException, not type")
		}
		if e, ok := val.(*Exception); ok && e.class.IsSubtype(x) {
			exc = e
		} else {
			var cargs []Value
			if val != None {
				if tu, ok := val.(Tuple); ok {
					cargs = tu
				} else {
					cargs = []Value{val}
				}
			}
			r, err := t.Call(x, cargs, nil)
			if err != nil {
				return nil, err
			}
			e, ok := r.(*Exception)
			if !ok {
				return nil, Errorf(TypeErrorType, "calling %s should have returned an instance of BaseException", typeReprString(x))
			}
			exc = e
		}
	default:
		return nil, Errorf(TypeErrorType, "exceptions must be classes or instances deriving from BaseException, not %s", typeName(typ))
	}
	if len(args) > 2 {
		if tb, ok := args[2].(*Traceback); ok {
			exc.tb = tb
		} else if args[2] != None {
			return nil, Errorf(TypeErrorType, "throw() third argument must be a traceback object")
		}
	}
	return exc, nil
}

// genSend is gen.send(v): the next value, or StopIteration(return value).
func (t *Thread) genSend(g *Generator, v Value, exc *Exception) (Value, error) {
	r, done, err := t.resume(g, v, exc)
	if err != nil {
		return nil, err
	}
	if done {
		if r == None || r == nil {
			return nil, NewException(StopIterationType)
		}
		return nil, NewException(StopIterationType, r)
	}
	return r, nil
}

func genMethod(c *Type, name string, fn func(t *Thread, g *Generator, args []Value, kw []string) (Value, error)) {
	c.addMethodOf(name, func(t *Thread, args []Value, kw []string) (Value, error) {
		g, ok := args[0].(*Generator)
		if !ok {
			return nil, Errorf(TypeErrorType, "descriptor '%s' requires a '%s' object", name, c.name)
		}
		return fn(t, g, args[1:], kw)
	}, fn)
}

// coroWrapperMethods is registered by setupGenerators.
var coroWrapperMethods = []builtinMethod{
	{"__iter__", coroWrapperIter},
	{"__next__", coroWrapperNext},
	{"send", coroWrapperSend},
	{"throw", coroWrapperThrow},
	{"close", coroWrapperClose},
}

// asyncGenMethods is registered by setupGenerators.
var asyncGenMethods = []method[*Generator]{
	{"__anext__", asyncGenAnext},
	{"asend", asyncGenAsend},
	{"athrow", asyncGenAthrow},
	{"aclose", asyncGenAclose},
}

// asyncGenOpMethods is registered by setupGenerators.
var asyncGenOpMethods = []builtinMethod{
	{"__await__", asyncGenOpAwait},
	{"__iter__", asyncGenOpIter},
	{"__next__", asyncGenOpNext},
	{"send", asyncGenOpSend},
	{"throw", asyncGenOpThrow},
	{"close", asyncGenOpClose},
}

// genMethods is registered by setupGenerators.
var genMethods = []method[*Generator]{
	{"send", genSend},
	{"throw", genThrow},
	{"close", genClose},
}

func setupGenerators() {
	for _, c := range []*Type{GeneratorType, CoroutineType} {
		for _, m := range genMethods {
			genMethod(c, m.name, m.fn)
		}
	}
	CoroutineType.addMethod("__await__", coroutineAwait)
	for _, m := range coroWrapperMethods {
		coroWrapperType.addMethod(m.name, m.fn)
	}
	coroWrapperType.final = true
	coroWrapperType.finishBuiltin()

	ag := AsyncGeneratorType
	ag.addMethod("__aiter__", asyncGeneratorAiter)
	for _, m := range asyncGenMethods {
		genMethod(ag, m.name, m.fn)
	}
	op := asyncGenOpType
	for _, m := range asyncGenOpMethods {
		op.addMethod(m.name, m.fn)
	}
	op.final = true
	op.finishBuiltin()
	for _, c := range []*Type{GeneratorType, CoroutineType, AsyncGeneratorType} {
		c.final = true
		c.finishBuiltin()
	}
}

// genSend is the method generator.send.
func genSend(t *Thread, g *Generator, args []Value, kw []string) (Value, error) {
	if err := checkArgs("send", args, kw, 1, 1); err != nil {
		return nil, err
	}
	return t.genSend(g, args[0], nil)
}

// genThrow is the method generator.throw.
func genThrow(t *Thread, g *Generator, args []Value, kw []string) (Value, error) {
	exc, err := t.throwArgs(args)
	if err != nil {
		return nil, err
	}
	return t.genSend(g, nil, exc)
}

// genClose is the method generator.close.
func genClose(t *Thread, g *Generator, args []Value, kw []string) (Value, error) {
	return None, t.genClose(g)
}

// coroutineAwait is the method coroutine.__await__.
func coroutineAwait(t *Thread, args []Value, kw []string) (Value, error) {
	return &coroWrapper{g: args[0].(*Generator)}, nil
}

// coroWrapperIter is the method coroutine_wrapper.__iter__.
func coroWrapperIter(t *Thread, args []Value, kw []string) (Value, error) { return args[0], nil }

// coroWrapperNext is the method coroutine_wrapper.__next__.
func coroWrapperNext(t *Thread, args []Value, kw []string) (Value, error) {
	return t.genSend(args[0].(*coroWrapper).g, None, nil)
}

// coroWrapperSend is the method coroutine_wrapper.send.
func coroWrapperSend(t *Thread, args []Value, kw []string) (Value, error) {
	return t.genSend(args[0].(*coroWrapper).g, args[1], nil)
}

// coroWrapperThrow is the method coroutine_wrapper.throw.
func coroWrapperThrow(t *Thread, args []Value, kw []string) (Value, error) {
	exc, err := t.throwArgs(args[1:])
	if err != nil {
		return nil, err
	}
	return t.genSend(args[0].(*coroWrapper).g, nil, exc)
}

// coroWrapperClose is the method coroutine_wrapper.close.
func coroWrapperClose(t *Thread, args []Value, kw []string) (Value, error) {
	return None, t.genClose(args[0].(*coroWrapper).g)
}

// asyncGeneratorAiter is the method async_generator.__aiter__.
func asyncGeneratorAiter(t *Thread, args []Value, kw []string) (Value, error) { return args[0], nil }

// asyncGenAnext is the method async_generator.__anext__.
func asyncGenAnext(t *Thread, g *Generator, args []Value, kw []string) (Value, error) {
	return &asyncGenOp{g: g, send: None}, nil
}

// asyncGenAsend is the method async_generator.asend.
func asyncGenAsend(t *Thread, g *Generator, args []Value, kw []string) (Value, error) {
	if err := checkArgs("asend", args, kw, 1, 1); err != nil {
		return nil, err
	}
	return &asyncGenOp{g: g, send: args[0]}, nil
}

// asyncGenAthrow is the method async_generator.athrow.
func asyncGenAthrow(t *Thread, g *Generator, args []Value, kw []string) (Value, error) {
	exc, err := t.throwArgs(args)
	if err != nil {
		return nil, err
	}
	return &asyncGenOp{g: g, exc: exc}, nil
}

// asyncGenAclose is the method async_generator.aclose.
func asyncGenAclose(t *Thread, g *Generator, args []Value, kw []string) (Value, error) {
	return &asyncGenOp{g: g, exc: NewException(GeneratorExitType), closing: true}, nil
}

// asyncGenOpAwait is the method async_generator_asend/athrow.__await__.
func asyncGenOpAwait(t *Thread, args []Value, kw []string) (Value, error) { return args[0], nil }

// asyncGenOpIter is the method async_generator_asend/athrow.__iter__.
func asyncGenOpIter(t *Thread, args []Value, kw []string) (Value, error) { return args[0], nil }

// asyncGenOpNext is the method async_generator_asend/athrow.__next__.
func asyncGenOpNext(t *Thread, args []Value, kw []string) (Value, error) {
	return t.asyncGenStep(args[0].(*asyncGenOp), None, nil)
}

// asyncGenOpSend is the method async_generator_asend/athrow.send.
func asyncGenOpSend(t *Thread, args []Value, kw []string) (Value, error) {
	return t.asyncGenStep(args[0].(*asyncGenOp), args[1], nil)
}

// asyncGenOpThrow is the method async_generator_asend/athrow.throw.
func asyncGenOpThrow(t *Thread, args []Value, kw []string) (Value, error) {
	exc, err := t.throwArgs(args[1:])
	if err != nil {
		return nil, err
	}
	return t.asyncGenStep(args[0].(*asyncGenOp), nil, exc)
}

// asyncGenOpClose is the method async_generator_asend/athrow.close.
func asyncGenOpClose(t *Thread, args []Value, kw []string) (Value, error) {
	args[0].(*asyncGenOp).done = true
	return None, nil
}

// coroWrapper is what coroutine.__await__ returns.
type coroWrapper struct{ g *Generator }

var coroWrapperType = newBuiltinType("coroutine_wrapper")

func (*coroWrapper) Type() *Type { return coroWrapperType }

// asyncGenOp is the awaitable of async_generator.__anext__, asend,
// athrow and aclose: awaiting it runs the generator to its next yield,
// passing the awaits inside it through to the caller.
type asyncGenOp struct {
	g       *Generator
	send    Value
	exc     *Exception
	started bool
	done    bool
	closing bool
}

var asyncGenOpType = newBuiltinType("async_generator_asend")

func (*asyncGenOp) Type() *Type { return asyncGenOpType }

func (t *Thread) asyncGenStep(op *asyncGenOp, v Value, exc *Exception) (Value, error) {
	r, done, err := t.asyncGenSend(op, v, exc)
	if err != nil {
		return nil, err
	}
	if done {
		if r == None {
			return nil, NewException(StopIterationType)
		}
		return nil, NewException(StopIterationType, r)
	}
	return r, nil
}

// asyncGenSend advances the awaitable op: it returns the value an await
// inside the generator passes out (done false), or the result of awaiting
// op (done true: the value asyncGenStep raises StopIteration with). SEND
// calls it directly, so that a step of an async for allocates no
// StopIteration.
func (t *Thread) asyncGenSend(op *asyncGenOp, v Value, exc *Exception) (Value, bool, error) {
	if op.done {
		return nil, false, Errorf(RuntimeErrorType, "cannot reuse already awaited __anext__()/asend()")
	}
	g := op.g
	if !op.started {
		op.started = true
		v, exc = op.send, op.exc
		if g.done {
			op.done = true
			if op.closing {
				return None, true, nil
			}
			if exc != nil {
				return nil, false, exc
			}
			return nil, false, NewException(StopAsyncIterationType)
		}
	}
	r, done, err := t.resume(g, v, exc)
	if err != nil {
		op.done = true
		if e, ok := err.(*Exception); ok && op.closing && (e.class.IsSubtype(GeneratorExitType) || e.class.IsSubtype(StopAsyncIterationType)) {
			return None, true, nil
		}
		return nil, false, err
	}
	if done {
		op.done = true
		if op.closing {
			return None, true, nil
		}
		return nil, false, NewException(StopAsyncIterationType)
	}
	if g.asyncYield {
		op.done = true
		if op.closing {
			return nil, false, Errorf(RuntimeErrorType, "async generator ignored GeneratorExit")
		}
		return r, true, nil
	}
	return r, false, nil
}

var _ = compile.Generator
