package vm

import "github.com/backyard-dev/backyard/kernel/monty/compile"

// Finalising unfinished generators. CPython closes a generator (raising
// GeneratorExit at its yield, so its finally blocks and with exits run)
// when its last reference goes. monty has no reference counts, so it
// approximates the moments that matter:
//
//   - a for loop over a fresh generator it alone holds (the iterable is a
//     call or a generator expression) closes it when left by break,
//     return or an exception (GET_ITER 1 marks it, POP_TOP 1 and the
//     exception unwinding close it);
//   - a generator suspended where closing runs code (inside a try or
//     with block) is tracked, and at the end of each cell those no
//     longer reachable from the program are closed, oldest first;
//   - at the end of a program run as a script, every tracked generator
//     left is closed.

// How a loop owns its generator: ownedByStack, only through the loop's
// place on the value stack (a for statement: popping it frees it);
// ownedByFrame, through the frame too (a generator expression's .0: only
// freeing the frame, when the expression is closed, frees it).
const (
	ownedByStack = 1
	ownedByFrame = 2
)

// markLoopOwned marks the iterator GET_ITER 1 or 2 produced, if it is a
// fresh generator.
func markLoopOwned(it Value, how uint8) {
	if g, ok := it.(*Generator); ok && !g.started && g.kind == compile.Generator {
		g.loopOwned = how
	}
}

// closeOwned closes v if it is a generator a loop owned and it is still
// suspended. Like CPython's finaliser, errors raised by the generator are
// dropped; only a limit (timeout, memory) stops the program.
func (t *Thread) closeOwned(v Value) error {
	g, ok := v.(*Generator)
	if !ok || g.loopOwned == 0 || g.done || g.running {
		return nil
	}
	g.loopOwned = 0
	return t.finalizeGenerator(g)
}

// finalizeGenerator closes g as CPython's finaliser does: an exception it
// raises is reported on stderr ("Exception ignored in: ...") and dropped;
// only a limit (timeout, memory) stops the program.
func (t *Thread) finalizeGenerator(g *Generator) error {
	err := t.genClose(g)
	if err == nil {
		return nil
	}
	if le, ok := err.(*LimitError); ok {
		return le
	}
	if e, ok := err.(*Exception); ok {
		r, rerr := t.Repr(g)
		if rerr != nil {
			r = "<generator object>"
		}
		text := "Exception ignored in: " + r + "\n" + t.FormatException(e, t.Lines)
		if werr := t.writeStderr(text); werr != nil {
			return werr
		}
	}
	return nil
}

// closeOwnedIn closes the loop-owned generators among stack values being
// dropped by exception unwinding; frame-owned ones too when the frame
// itself goes.
func (t *Thread) closeOwnedIn(vs []Value, frameGone bool) {
	for i := len(vs) - 1; i >= 0; i-- {
		if g, ok := vs[i].(*Generator); ok && g.loopOwned != 0 && !g.done {
			if g.loopOwned == ownedByStack || frameGone {
				t.closeOwned(g)
			}
		}
	}
}

// trackSuspended remembers a generator that just yielded inside an
// exception handler block (try, with): closing it would run code, so
// CloseUnreachableGenerators must consider it.
func (t *Thread) trackSuspended(g *Generator) {
	if g.tracked || g.kind != compile.Generator {
		return
	}
	f := g.frame
	if f == nil {
		return
	}
	if _, ok := findHandler(f.code, f.pc-1); !ok {
		return
	}
	g.tracked = true
	t.suspended = append(t.suspended, g)
}

// CloseUnreachableGenerators closes the tracked generators that the
// program can no longer reach from its roots (the Thread's modules, and
// roots, typically the namespace of the cell that ended), oldest first;
// with all set (the end of a program) it closes every one left. Output
// and errors of the generators' finally blocks behave as in CPython's
// finaliser: output is written, exceptions are dropped.
func (t *Thread) CloseUnreachableGenerators(all bool, roots ...Value) error {
	_, err := t.closeUnreachable(all, roots)
	return err
}

// CollectGenerators is gc.collect's part: it closes the tracked
// generators nothing reaches (the running frames are roots) and returns
// how many.
func (t *Thread) CollectGenerators() (int, error) {
	return t.closeUnreachable(false, nil)
}

func (t *Thread) closeUnreachable(all bool, roots []Value) (int, error) {
	t.pruneSuspended()
	if len(t.suspended) == 0 {
		return 0, nil
	}
	count := 0
	var reach map[*Generator]bool
	if !all {
		reach = t.reachableGenerators(roots)
	}
	for len(t.suspended) > 0 {
		closed := false
		for i, g := range t.suspended {
			if g.done || g.running || reach[g] {
				continue
			}
			g.tracked = false
			t.suspended = append(t.suspended[:i:i], t.suspended[i+1:]...)
			count++
			if err := t.finalizeGenerator(g); err != nil {
				return count, err
			}
			closed = true
			break
		}
		if !closed {
			break
		}
	}
	t.pruneSuspended()
	return count, nil
}

// pruneSuspended drops finished generators from the tracked list.
func (t *Thread) pruneSuspended() {
	live := t.suspended[:0]
	for _, g := range t.suspended {
		if g.done || g.frame == nil {
			g.tracked = false
			continue
		}
		live = append(live, g)
	}
	clear(t.suspended[len(live):])
	t.suspended = live
}

// reachableGenerators walks what the program can reach and returns the
// tracked generators found. The tracked list itself is not a root.
func (t *Thread) reachableGenerators(roots []Value) map[*Generator]bool {
	saved := t.suspended
	t.suspended = nil
	defer func() { t.suspended = saved }()
	found := map[*Generator]bool{}
	w := &memWalker{marks: newMarkSet(), visit: func(v Value) {
		if g, ok := v.(*Generator); ok && g.tracked {
			found[g] = true
		}
	}}
	w.values(roots)
	w.reflectFields(reflectThread(t), 0)
	for _, f := range t.frames {
		w.frame(f)
	}
	w.run()
	return found
}
