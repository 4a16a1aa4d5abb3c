package syntax

import (
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/backyard-dev/backyard/internal/loadfactor"
)

func TestPathologicalInputsStayFast(t *testing.T) {
	for _, src := range []string{
		"match " + strings.Repeat("(", 150) + "\n",
		strings.Repeat("[", 150) + "a b",
		"if " + strings.Repeat("(", 150) + "x = 1",
		strings.Repeat("f(", 100) + "a b",
		"with " + strings.Repeat("(", 100),
		strings.Repeat("f'{", 50),
		strings.Repeat("-", 10000) + "x",
		strings.Repeat("not ", 10000) + "x",
		strings.Repeat("(a,", 150),
		"match " + strings.Repeat("[", 150) + ":\n",
		strings.Repeat("match x:\n case ", 50),
		strings.Repeat("lambda:", 10000) + "x",
		strings.Repeat("x if y else ", 10000) + "x",
		strings.Repeat("x.", 10000) + "x",
	} {
		st := time.Now()
		Parse("f", []byte(src), ModeExec)
		if d, bound := time.Since(st), loadfactor.Scale(time.Second); d > bound {
			t.Errorf("%.40q took %v", src, d)
		}
	}
}

// TestDeepNestingIsBounded: sources nested past what the parser or a pass
// over the tree may recurse end in CPython's errors (MemoryError for the
// parser's stack, RecursionError for the tree), without overflowing the
// Go stack, and quickly.
func TestDeepNestingIsBounded(t *testing.T) {
	const n = 1000000
	for _, tc := range []struct {
		src  string
		kind ErrorKind
	}{
		{"1" + strings.Repeat("+1", n), RecursionError},
		{strings.Repeat("x*", n) + "x", RecursionError},
		{"f" + strings.Repeat("()", n), RecursionError},
		{"x" + strings.Repeat(".a", n), RecursionError},
		{"x" + strings.Repeat("[0]", n), RecursionError},
		{strings.Repeat("-", n) + "1", MemoryError},
		{strings.Repeat("not ", n) + "1", MemoryError},
		{strings.Repeat("1 if 1 else ", n) + "1", MemoryError},
		{strings.Repeat("lambda:", 12000) + "1", MemoryError},
		{strings.Repeat("2**", n) + "1", MemoryError},
		{strings.Repeat("-", 4000) + "1", RecursionError},
		{"1" + strings.Repeat("|1+1", 3000), RecursionError},
	} {
		st := time.Now()
		_, err := Parse("s", []byte(tc.src), ModeEval)
		e, ok := err.(*Error)
		if !ok || e.Kind != tc.kind {
			t.Errorf("%.30q...: got %v, want %v", tc.src, err, tc.kind)
		}
		if d, bound := time.Since(st), loadfactor.Scale(5*time.Second); d > bound {
			t.Errorf("%.30q... took %v", tc.src, d)
		}
	}
	for _, src := range []string{
		strings.Repeat("-", 2900) + "1",
		"1" + strings.Repeat("+1", 2900),
		strings.Repeat("lambda:", 2900) + "1",
	} {
		if _, err := Parse("s", []byte(src), ModeEval); err != nil {
			t.Errorf("%.30q...: %v", src, err)
		}
	}
}

// TestParseInterruptible: a long source gives up at the stop function's
// error, and parses to the end when it returns none.
func TestParseInterruptible(t *testing.T) {
	src := []byte(strings.Repeat("x = 1\n", 10000))
	calls := 0
	stopErr := errors.New("stop")
	_, err := ParseInterruptible("s", src, ModeExec, func() error {
		if calls++; calls == 3 {
			return stopErr
		}
		return nil
	})
	if err != stopErr {
		t.Errorf("got %v, want the stop function's error", err)
	}
	if _, err := ParseInterruptible("s", src, ModeExec, func() error { return nil }); err != nil {
		t.Errorf("got %v", err)
	}
}
