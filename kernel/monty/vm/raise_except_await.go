package vm

import (
	"github.com/backyard-dev/backyard/kernel/monty/compile"
	"github.com/backyard-dev/backyard/kernel/monty/format"
)

// makeRaise builds the exception of `raise exc [from cause]`.
func (t *Thread) makeRaise(excV, causeV Value, hasCause bool) error {
	exc, err := t.toRaisable(excV, "exceptions must derive from BaseException")
	if err != nil {
		return err
	}
	if hasCause {
		switch c := causeV.(type) {
		case NoneType:
			exc.cause = None
		case *Type:
			ce, err := t.toRaisable(c, "exception causes must derive from BaseException")
			if err != nil {
				return err
			}
			exc.cause = ce
		case *Exception:
			exc.cause = c
		default:
			return Errorf(TypeErrorType, "exception causes must derive from BaseException")
		}
		exc.suppressContext = true
	}
	if t.curExc != nil && t.curExc != exc {
		t.chainContext(exc, t.curExc)
	}
	return exc
}

// toRaisable turns a class or instance into an exception instance.
func (t *Thread) toRaisable(x Value, msg string) (*Exception, error) {
	switch v := x.(type) {
	case *Exception:
		return v, nil
	case *Type:
		if v.IsSubtype(BaseExceptionType) {
			r, err := t.Call(v, nil, nil)
			if err != nil {
				return nil, err
			}
			e, ok := r.(*Exception)
			if !ok {
				return nil, Errorf(TypeErrorType, "calling %s should have returned an instance of BaseException, not %s", typeReprString(v), typeName(r))
			}
			return e, nil
		}
	}
	return nil, Errorf(TypeErrorType, "%s", msg)
}

// exceptionMatches is the test of an except clause.
func (t *Thread) exceptionMatches(excV, typ Value) (bool, error) {
	exc, _ := excV.(*Exception)
	if exc == nil {
		return false, nil
	}
	switch ty := typ.(type) {
	case *Type:
		if !ty.IsSubtype(BaseExceptionType) {
			break
		}
		return exc.class.IsSubtype(ty), nil
	case Tuple:
		for _, x := range ty {
			c, ok := x.(*Type)
			if !ok || !c.IsSubtype(BaseExceptionType) {
				return false, Errorf(TypeErrorType, "catching classes that do not inherit from BaseException is not allowed")
			}
		}
		for _, x := range ty {
			if exc.class.IsSubtype(x.(*Type)) {
				return true, nil
			}
		}
		return false, nil
	}
	return false, Errorf(TypeErrorType, "catching classes that do not inherit from BaseException is not allowed")
}

// toException converts a Go error into a Python exception; nil for the
// limit errors that no Python code may catch.
func (t *Thread) toException(err error) *Exception {
	switch e := err.(type) {
	case *Exception:
		return e
	case *LimitError:
		return nil
	case *format.Error:
		return convertFormatError(e).(*Exception)
	}
	return Errorf(SystemErrorType, "%s", err.Error())
}

func tracebackValue(e *Exception) Value {
	if e.tb == nil {
		return None
	}
	return e.tb
}

// beforeWith is BEFORE_WITH: it returns the bound __exit__ and the result
// of __enter__.
func (t *Thread) beforeWith(mgr Value) (Value, Value, error) {
	cls := mgr.Type()
	enter := cls.Lookup("__enter__")
	if enter == nil {
		return nil, nil, Errorf(TypeErrorType, "'%s' object does not support the context manager protocol", cls.name)
	}
	exit := cls.Lookup("__exit__")
	if exit == nil {
		return nil, nil, Errorf(TypeErrorType, "'%s' object does not support the context manager protocol (missed __exit__ method)", cls.name)
	}
	exitBound, err := t.bindAttr(exit, mgr, cls)
	if err != nil {
		return nil, nil, err
	}
	res, err := t.callDunder(enter, mgr)
	if err != nil {
		return nil, nil, err
	}
	return exitBound, res, nil
}

func (t *Thread) beforeAsyncWith(mgr Value) (Value, Value, error) {
	cls := mgr.Type()
	enter := cls.Lookup("__aenter__")
	if enter == nil {
		return nil, nil, Errorf(TypeErrorType, "'%s' object does not support the asynchronous context manager protocol", cls.name)
	}
	exit := cls.Lookup("__aexit__")
	if exit == nil {
		return nil, nil, Errorf(TypeErrorType, "'%s' object does not support the asynchronous context manager protocol (missed __aexit__ method)", cls.name)
	}
	exitBound, err := t.bindAttr(exit, mgr, cls)
	if err != nil {
		return nil, nil, err
	}
	res, err := t.callDunder(enter, mgr)
	if err != nil {
		return nil, nil, err
	}
	return exitBound, res, nil
}

// send is SEND: it advances a sub-iterator of yield from / await.
func (t *Thread) send(sub, v Value) (Value, bool, error) {
	switch s := sub.(type) {
	case *Generator:
		return t.resume(s, v, nil)
	case *asyncGenOp:
		return t.asyncGenSend(s, v, nil)
	}
	var r Value
	var err error
	if v == None {
		r, err = t.nextRaw(sub)
	} else {
		r, err = t.CallMethod(sub, "send", v)
	}
	if err != nil {
		if e, ok := err.(*Exception); ok && e.class.IsSubtype(StopIterationType) {
			return stopIterationValue(e), true, nil
		}
		return nil, false, err
	}
	return r, false, nil
}

// nextRaw calls __next__ letting StopIteration through as an exception.
func (t *Thread) nextRaw(it Value) (Value, error) {
	switch c := it.(type) {
	case *Object:
	case Iterator:
		v, err := t.nextBuiltin(c)
		if err != nil {
			return nil, err
		}
		if v == nil {
			return nil, NewException(StopIterationType)
		}
		return v, nil
	}
	m := it.Type().Lookup("__next__")
	if m == nil {
		return nil, Errorf(TypeErrorType, "'%s' object is not an iterator", typeName(it))
	}
	return t.callDunder(m, it)
}

// getAwaitable is GET_AWAITABLE.
func (t *Thread) getAwaitable(x Value) (Value, error) {
	if g, ok := x.(*Generator); ok {
		if g.kind == compile.Coroutine {
			if g.started && g.frame != nil && g.yieldFrom != nil {
				return nil, Errorf(RuntimeErrorType, "coroutine is being awaited already")
			}
			return g, nil
		}
	}
	if op, ok := x.(*asyncGenOp); ok {
		// Its final type's __await__ returns it.
		return op, nil
	}
	m := x.Type().Lookup("__await__")
	if m == nil {
		return nil, Errorf(TypeErrorType, "object %s can't be used in 'await' expression", typeName(x))
	}
	it, err := t.callDunder(m, x)
	if err != nil {
		return nil, err
	}
	if g, ok := it.(*Generator); ok && g.kind == compile.Coroutine {
		return nil, Errorf(TypeErrorType, "__await__() returned a coroutine")
	}
	if !isIterator(it) {
		return nil, Errorf(TypeErrorType, "__await__() returned non-iterator of type '%s'", typeName(it))
	}
	return it, nil
}

func (t *Thread) getAIter(x Value) (Value, error) {
	m := x.Type().Lookup("__aiter__")
	if m == nil {
		return nil, Errorf(TypeErrorType, "'async for' requires an object with __aiter__ method, got %s", typeName(x))
	}
	return t.callDunder(m, x)
}

func (t *Thread) getANext(x Value) (Value, error) {
	if g, ok := x.(*Generator); ok && g.kind == compile.AsyncGenerator {
		// async_generator is final: its __anext__ is this.
		return &asyncGenOp{g: g, send: None}, nil
	}
	m := x.Type().Lookup("__anext__")
	if m == nil {
		return nil, Errorf(TypeErrorType, "'async for' received an object from __aiter__ that does not implement __anext__: %s", typeName(x))
	}
	aw, err := t.callDunder(m, x)
	if err != nil {
		return nil, err
	}
	r, err := t.getAwaitable(aw)
	if e, ok := err.(*Exception); ok && e.class == TypeErrorType && !isAwaitable(aw) {
		return nil, Errorf(TypeErrorType, "'async for' received an invalid object from __anext__: %s", typeName(aw))
	}
	return r, err
}

// isAwaitable reports whether x can be awaited: a coroutine or an object
// with __await__.
func isAwaitable(x Value) bool {
	if _, ok := x.(*Generator); ok {
		return true
	}
	return x.Type().Lookup("__await__") != nil
}

// ExceptionGroup support (except*).

func (t *Thread) egExceptions(e *Exception) Tuple {
	tup, _ := e.payload.(Tuple)
	return tup
}

// exceptionGroupMatch is CHECK_EG_MATCH: it splits exc into the part
// matching typ and the rest.
func (t *Thread) exceptionGroupMatch(excV, typ Value) (Value, Value, error) {
	match := func(e *Exception) (bool, error) { return t.exceptionMatches(e, typ) }
	if tt, ok := typ.(*Type); ok && tt.IsSubtype(BaseExceptionGroupType) {
		return nil, nil, Errorf(TypeErrorType, "catching ExceptionGroup with except* is not allowed. Use except instead.")
	}
	if tup, ok := typ.(Tuple); ok {
		for _, x := range tup {
			if tt, ok := x.(*Type); ok && tt.IsSubtype(BaseExceptionGroupType) {
				return nil, nil, Errorf(TypeErrorType, "catching ExceptionGroup with except* is not allowed. Use except instead.")
			}
		}
	}
	exc, ok := excV.(*Exception)
	if !ok {
		// An earlier clause matched everything: nothing is left to match,
		// but the clause's type was still checked (as CPython does).
		return None, None, nil
	}
	if !exc.class.IsSubtype(BaseExceptionGroupType) {
		ok, err := match(exc)
		if err != nil {
			return nil, nil, err
		}
		if ok {
			// A naked exception is wrapped in a group.
			eg := newExceptionGroup("", Tuple{exc}, []Value{exc})
			eg.tb = exc.tb
			return None, eg, nil
		}
		return exc, None, nil
	}
	m, r, err := t.splitGroup(exc, match)
	if err != nil {
		return nil, nil, err
	}
	var mv, rv Value = None, None
	if m != nil {
		mv = m
	}
	if r != nil {
		rv = r
	}
	return rv, mv, nil
}

func (t *Thread) splitGroup(eg *Exception, match func(*Exception) (bool, error)) (*Exception, *Exception, error) {
	ok, err := match(eg)
	if err != nil {
		return nil, nil, err
	}
	if ok {
		return eg, nil, nil
	}
	if !eg.class.IsSubtype(BaseExceptionGroupType) {
		return nil, eg, nil
	}
	var ms, rs []Value
	for _, x := range t.egExceptions(eg) {
		e, ok := x.(*Exception)
		if !ok {
			continue
		}
		m, r, err := t.splitGroup(e, match)
		if err != nil {
			return nil, nil, err
		}
		if m != nil {
			ms = append(ms, m)
		}
		if r != nil {
			rs = append(rs, r)
		}
	}
	m, err := t.deriveGroup(eg, ms)
	if err != nil {
		return nil, nil, err
	}
	r, err := t.deriveGroup(eg, rs)
	if err != nil {
		return nil, nil, err
	}
	return m, r, nil
}

// deriveGroup is exceptiongroup_subset: eg.derive(excs) with eg's
// traceback, cause, context and notes; nil for no exceptions.
func (t *Thread) deriveGroup(eg *Exception, excs []Value) (*Exception, error) {
	if len(excs) == 0 {
		return nil, nil
	}
	r, err := t.CallMethod(eg, "derive", NewList(excs))
	if err != nil {
		return nil, err
	}
	n, ok := r.(*Exception)
	if !ok || !n.class.IsSubtype(BaseExceptionGroupType) {
		return nil, Errorf(TypeErrorType, "derive must return an instance of BaseExceptionGroup")
	}
	if eg.tb != nil {
		n.tb = eg.tb
	}
	n.context = eg.context
	// PyException_SetCause also sets __suppress_context__.
	n.cause, n.suppressContext = eg.cause, true
	if eg.dict != nil {
		if notes, ok := eg.dict.GetString("__notes__"); ok {
			n.setAttr("__notes__", notes)
		}
	}
	return n, nil
}

// prepReraiseStar combines what the except* clauses raised or left
// unhandled into the exception to re-raise (CPython's
// _PyExc_PrepReraiseStar): re-raised parts keep the original group's
// nesting, newly raised exceptions come first in a new group.
func (t *Thread) prepReraiseStar(orig Value, list Value) (Value, error) {
	l, _ := list.(*List)
	var excs []*Exception
	if l != nil {
		for _, x := range l.elems {
			if e, ok := x.(*Exception); ok {
				excs = append(excs, e)
			}
		}
	}
	if len(excs) == 0 {
		return None, nil
	}
	o, ok := orig.(*Exception)
	if !ok || !o.class.IsSubtype(BaseExceptionGroupType) {
		// A naked exception was caught and wrapped: one clause ran.
		return excs[0], nil
	}
	var raised []Value
	var reraised []*Exception
	for _, e := range excs {
		if sameExceptionMetadata(e, o) {
			reraised = append(reraised, e)
		} else {
			raised = append(raised, e)
		}
	}
	if len(reraised) > 0 {
		leaves := map[*Exception]bool{}
		for _, e := range reraised {
			t.collectLeaves(e, leaves)
		}
		m, _, err := t.splitGroup(o, func(e *Exception) (bool, error) {
			if e.class.IsSubtype(BaseExceptionGroupType) && t.egExceptions(e) != nil {
				return false, nil
			}
			return leaves[e], nil
		})
		if err != nil {
			return nil, err
		}
		if m != nil {
			raised = append(raised, m)
		}
	}
	switch len(raised) {
	case 0:
		return None, nil
	case 1:
		return raised[0], nil
	}
	return newExceptionGroup("", NewList(raised), raised), nil
}

// newExceptionGroup is _PyExc_CreateExceptionGroup: an ExceptionGroup,
// or a BaseExceptionGroup when an exception is not an Exception; seq is
// the sequence as its args keep it, excs its items.
func newExceptionGroup(msg string, seq Value, excs []Value) *Exception {
	cls := ExceptionGroupType
	for _, x := range excs {
		if !x.(*Exception).class.IsSubtype(ExceptionType) {
			cls = BaseExceptionGroupType
		}
	}
	eg := NewException(cls, NewStr(msg), seq)
	eg.payload = Tuple(append([]Value(nil), excs...))
	return eg
}

func sameExceptionMetadata(a, b *Exception) bool {
	return a.tb == b.tb && a.cause == b.cause && a.context == b.context && Is(excNotes(a), excNotes(b))
}

// excNotes returns the __notes__ of e, or nil.
func excNotes(e *Exception) Value {
	if e.dict != nil {
		if v, ok := e.dict.GetString("__notes__"); ok {
			return v
		}
	}
	return nil
}

func (t *Thread) collectLeaves(e *Exception, into map[*Exception]bool) {
	if e.class.IsSubtype(BaseExceptionGroupType) {
		if subs := t.egExceptions(e); subs != nil {
			for _, x := range subs {
				if s, ok := x.(*Exception); ok {
					t.collectLeaves(s, into)
				}
			}
			return
		}
	}
	into[e] = true
}
