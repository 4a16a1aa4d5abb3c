package vm

import (
	"github.com/backyard-dev/backyard/kernel/monty/compile"
)

// Generator is a generator, coroutine or async generator: a suspended
// frame that resumes where it yielded. No goroutine is involved; resuming
// re-enters the interpreter loop on the frame's saved pc and stack.
type Generator struct {
	frame    *Frame
	code     *Code
	name     string
	qualname string
	kind     compile.Flags // Generator, Coroutine or AsyncGenerator
	running  bool
	done     bool
	started  bool
	// exc is the exception being handled inside the generator while it
	// is suspended (sys.exc_info inside an except block that yields).
	exc *Exception
	// yieldFrom is set while the frame is suspended inside `yield from`
	// or `await`: the sub-iterator that gets throw() and close().
	yieldFrom Value
	// for async generators: whether the value being yielded is a wrapped
	// yield (as opposed to an await passing through).
	asyncYield bool
	// loopOwned: a for loop alone holds the generator (GET_ITER 1), so
	// the loop closes it when left early, as CPython's refcounting does.
	loopOwned uint8 // 0, ownedByStack or ownedByFrame
	// tracked: on the Thread's list of generators suspended where
	// closing them runs code (see trackSuspended).
	tracked bool
	// finalized: the finaliser has closed it (or tried); never again.
	finalized bool

	// The generator's frame and, when they fit, the frame's slots live
	// in the generator itself: making a generator is one allocation.
	f   Frame
	buf [genInlineSlots]Value
}

// genInlineSlots is how many slots (locals and operand stack) a
// generator holds without a separate allocation: enough for generator
// expressions and most small generator functions.
const genInlineSlots = 10

// Type returns generator, coroutine or async_generator.
func (g *Generator) Type() *Type {
	switch g.kind {
	case compile.Coroutine:
		return CoroutineType
	case compile.AsyncGenerator:
		return AsyncGeneratorType
	}
	return GeneratorType
}

// Name returns the generator function's name.
func (g *Generator) Name() string { return g.name }

func (t *Thread) makeGenerator(fn *Function, args []Value, kwnames []string) (Value, error) {
	code := fn.code
	code.ensureBody()
	g := &Generator{code: code, name: fn.name, qualname: fn.qualname}
	f := &g.f
	g.frame = f
	if n := code.nslots + code.stack; n <= len(g.buf) {
		f.slots = g.buf[:n]
	} else {
		f.slots = make([]Value, n)
	}
	f.code, f.sp, f.fn, f.globals = code, code.nslots, fn, fn.globals
	if code.plainParams && len(kwnames) == 0 && len(args) == code.argcount {
		s := f.slots[:len(args)]
		//lint:ignore S1001 a loop of a few stores beats copy's bulk write barrier and memmove
		for i, a := range args {
			s[i] = a
		}
	} else if err := t.bindArgs(f, fn, args, kwnames); err != nil {
		return nil, err
	}
	if code.nfree > 0 {
		base := code.nlocals + code.ncells
		for i, c := range fn.closure {
			f.slots[base+i] = c
		}
	}
	switch {
	case code.flags&compile.Coroutine != 0:
		g.kind = compile.Coroutine
	case code.flags&compile.AsyncGenerator != 0:
		g.kind = compile.AsyncGenerator
	default:
		g.kind = compile.Generator
	}
	f.gen = g
	return g, nil
}

// release drops the frame of a generator that is done, and what the
// frame holds, which the generator itself would otherwise keep alive.
func (g *Generator) release() {
	if f := g.frame; f != nil {
		clear(f.slots)
		g.f = Frame{}
		g.frame = nil
	}
}

// resume runs the generator until it yields (done false) or returns
// (done true, with the return value). exc, when set, is raised at the
// point where the generator is suspended (throw).
func (t *Thread) resume(g *Generator, send Value, exc *Exception) (Value, bool, error) {
	if g.running {
		what := "generator"
		if g.kind == compile.Coroutine {
			what = "coroutine"
		}
		return nil, false, Errorf(ValueErrorType, "%s already executing", what)
	}
	if g.done {
		if exc != nil {
			return nil, false, exc
		}
		if g.kind == compile.Coroutine {
			return nil, false, Errorf(RuntimeErrorType, "cannot reuse already awaited coroutine")
		}
		return nil, true, nil
	}
	f := g.frame
	if !g.started {
		if exc == nil && send != None && send != nil {
			what := "generator"
			if g.kind == compile.Coroutine {
				what = "coroutine"
			}
			return nil, false, Errorf(TypeErrorType, "can't send non-None value to a just-started %s", what)
		}
		g.started = true
		if exc != nil {
			// Thrown into a generator that never ran: it finishes at once.
			g.done = true
			g.release()
			return nil, false, exc
		}
	} else if exc == nil {
		if g.yieldFrom != nil && g.exc == nil && t.depth < t.maxDepth && t.nativeDepth+runWeight <= maxNativeDepth {
			return t.delegate(g, send)
		}
		// A yield whose value is dropped (a statement) is followed by
		// POP_TOP: skip it rather than push the sent value to pop it.
		if f.pc < len(f.code.insns) && compile.Op(f.code.insns[f.pc]) == compile.POP_TOP {
			f.pc++
		} else {
			f.slots[f.sp] = send
			f.sp++
		}
	}
	if g.yieldFrom != nil && exc != nil {
		return t.throwYieldFrom(g, exc)
	}
	return t.runGen(g, exc)
}

// delegate resumes a generator suspended in yield from or await by
// sending straight to its sub-iterator: while the sub-iterator yields,
// the generator's frame would only run its SEND and yield the value on,
// so a chain of yield from passes a value through Go calls alone. The
// frame runs when the sub-iterator finishes (SEND's exit, with its
// value) or raises (at the yield, as SEND would have failed there). The
// generator is on the frame stack and counts in the depths, as when its
// frame runs.
func (t *Thread) delegate(g *Generator, send Value) (Value, bool, error) {
	f := g.frame
	t.depth++
	for len(t.frames) <= t.depth {
		t.frames = append(t.frames, &Frame{})
	}
	saved := t.frames[t.depth]
	t.frames[t.depth] = f
	t.nativeDepth += runWeight
	g.running = true
	r, done, err := t.send(g.yieldFrom, send)
	g.running = false
	t.nativeDepth -= runWeight
	t.frames[t.depth] = saved
	t.depth--
	if err != nil {
		e, ok := err.(*Exception)
		if !ok {
			if e = t.toException(err); e == nil {
				// A limit: the frame is left as its loop leaves it.
				g.done = true
				g.release()
				return nil, false, err
			}
		}
		return t.runGen(g, e)
	}
	if !done {
		return r, false, nil
	}
	if r == nil {
		r = None
	}
	f.slots[f.sp-1] = r
	f.pc = f.sendTarget
	return t.runGen(g, nil)
}

func (t *Thread) runGen(g *Generator, exc *Exception) (Value, bool, error) {
	f := g.frame
	t.depth++
	if t.depth > t.maxDepth {
		t.depth--
		return nil, false, Errorf(RecursionErrorType, "maximum recursion depth exceeded")
	}
	g.running = true
	for len(t.frames) <= t.depth {
		t.frames = append(t.frames, &Frame{})
	}
	saved := t.frames[t.depth]
	t.frames[t.depth] = f
	outer := t.curExc
	if g.exc != nil {
		t.curExc = g.exc
	}
	f.yielded = false
	g.yieldFrom = nil
	var v Value
	var err error
	if exc != nil {
		v, err = t.runThrow(f, exc)
	} else {
		v, err = t.run(f)
	}
	g.running = false
	t.frames[t.depth] = saved
	t.depth--
	if f.yielded {
		if t.curExc != outer {
			g.exc = t.curExc
		} else {
			g.exc = nil
		}
		t.curExc = outer
		t.trackSuspended(g)
		return v, false, nil
	}
	t.curExc = outer
	g.done = true
	g.release()
	if err != nil {
		if e, ok := err.(*Exception); ok {
			if e.class.IsSubtype(StopIterationType) {
				what := "generator"
				switch g.kind {
				case compile.Coroutine:
					what = "coroutine"
				case compile.AsyncGenerator:
					what = "async generator"
				}
				r := Errorf(RuntimeErrorType, "%s raised StopIteration", what)
				r.cause = e
				r.context = e
				r.suppressContext = true
				return nil, false, r
			}
			if g.kind == compile.AsyncGenerator && e.class.IsSubtype(StopAsyncIterationType) {
				r := Errorf(RuntimeErrorType, "async generator raised StopAsyncIteration")
				r.cause = e
				r.context = e
				r.suppressContext = true
				return nil, false, r
			}
		}
		return nil, false, err
	}
	return v, true, nil
}

// throwYieldFrom delivers a thrown exception to the sub-iterator the
// generator is delegating to, as CPython's gen_throw does.
func (t *Thread) throwYieldFrom(g *Generator, exc *Exception) (Value, bool, error) {
	yf := g.yieldFrom
	f := g.frame
	if exc.class.IsSubtype(GeneratorExitType) {
		if err := t.closeIter(yf); err != nil {
			if e, ok := err.(*Exception); ok {
				return t.runGen(g, e)
			}
			return nil, false, err
		}
		return t.runGen(g, exc)
	}
	var r Value
	var done bool
	var err error
	if sub, ok := yf.(*Generator); ok {
		r, done, err = t.resume(sub, nil, exc)
		if err == nil && done {
			err = nil
		}
	} else {
		m, merr := t.GetAttr(yf, NewStr("throw"))
		if merr != nil {
			return t.runGen(g, exc)
		}
		r, err = t.Call(m, []Value{exc}, nil)
		if err != nil {
			if e, ok := err.(*Exception); ok && e.class.IsSubtype(StopIterationType) {
				done, err = true, nil
				r = stopIterationValue(e)
			}
		}
	}
	if err != nil {
		// The sub-iterator raised: pop it and raise in the generator.
		f.sp--
		f.slots[f.sp] = nil
		e, ok := err.(*Exception)
		if !ok {
			return nil, false, err
		}
		f.pc = f.sendTarget
		return t.runGen(g, e)
	}
	if !done {
		g.yieldFrom = yf
		return r, false, nil
	}
	// Finished: leave the SEND loop with its value.
	f.sp--
	f.slots[f.sp] = r
	f.sp++
	f.pc = f.sendTarget
	return t.runGen(g, nil)
}

// closeIter closes a sub-iterator (generator.close or its close method).
func (t *Thread) closeIter(x Value) error {
	if g, ok := x.(*Generator); ok {
		return t.genClose(g)
	}
	m, err := t.GetAttr(x, NewStr("close"))
	if err != nil {
		return nil
	}
	_, err = t.Call(m, nil, nil)
	return err
}

// genClose implements generator.close().
func (t *Thread) genClose(g *Generator) error {
	if g.done {
		return nil
	}
	if !g.started {
		g.done = true
		g.release()
		return nil
	}
	_, done, err := t.resume(g, nil, NewException(GeneratorExitType))
	if err != nil {
		if e, ok := err.(*Exception); ok && (e.class.IsSubtype(GeneratorExitType) || e.class.IsSubtype(StopIterationType)) {
			return nil
		}
		return err
	}
	if !done {
		return Errorf(RuntimeErrorType, "generator ignored GeneratorExit")
	}
	return nil
}

func stopIterationValue(e *Exception) Value {
	if len(e.args) > 0 {
		return e.args[0]
	}
	return None
}

// genNext is next(g) for a generator.
func (t *Thread) genNext(g *Generator) (Value, error) {
	v, done, err := t.resume(g, None, nil)
	if err != nil {
		return nil, err
	}
	if done {
		if v == None {
			return nil, NewException(StopIterationType)
		}
		return nil, NewException(StopIterationType, v)
	}
	return v, nil
}
