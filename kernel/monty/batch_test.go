package monty_test

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/backyard-dev/backyard/kernel"
	"github.com/backyard-dev/backyard/kernel/monty"
)

// TestRunBatchKeepsOrderAndIsolation runs snippets that each leave a
// mark, fail, time out or run out of memory, and checks every result is
// in its snippet's place and saw no other snippet's marks.
func TestRunBatchKeepsOrderAndIsolation(t *testing.T) {
	var snippets []monty.Snippet
	for i := range 200 {
		var code string
		switch i % 5 {
		case 0:
			code = fmt.Sprintf("assert 'mark' not in globals()\nmark = %d\nmark * 2", i)
		case 1:
			code = fmt.Sprintf("raise ValueError('snippet %d')", i)
		case 2:
			code = "sum(x)"
		case 3:
			code = "import no_such_module"
		case 4:
			code = "while True:\n    pass"
			if i%10 == 9 {
				code = "'a' * 10**10"
			}
		}
		snippets = append(snippets, monty.Snippet{ID: fmt.Sprint("s", i), Code: code, Inputs: map[string]any{"x": []any{i, 1, 2}},
			Limits: kernel.Limits{Timeout: 50 * time.Millisecond}})
	}
	results := monty.RunBatch(context.Background(), snippets, monty.BatchOptions{Workers: 4})
	if len(results) != len(snippets) {
		t.Fatalf("%d results for %d snippets", len(results), len(snippets))
	}
	for i, r := range results {
		if r.Index != i || r.ID != fmt.Sprint("s", i) {
			t.Fatalf("result %d is for snippet %d (%s)", i, r.Index, r.ID)
		}
		res := r.Result
		switch i % 5 {
		case 0:
			if r.Err != nil || !res.Success || res.Value.Repr != fmt.Sprint(2*i) {
				t.Errorf("snippet %d: %v %+v", i, r.Err, res)
			}
		case 1:
			if r.Err != nil || res.Error == nil || res.Error.Message != fmt.Sprintf("snippet %d", i) {
				t.Errorf("snippet %d: %v %+v", i, r.Err, res)
			}
		case 2:
			if r.Err != nil || res.Value.Repr != fmt.Sprint(i+3) {
				t.Errorf("snippet %d: %v %+v", i, r.Err, res)
			}
		case 3:
			var ns *kernel.NotSupportedError
			if !errors.As(r.Err, &ns) {
				t.Errorf("snippet %d: want NotSupported, got %v", i, r.Err)
			}
		case 4:
			if r.Err != nil || !(res.TimedOut || res.MemoryLimitHit) {
				t.Errorf("snippet %d: want a limit, got %v %+v", i, r.Err, res)
			}
		}
	}
}

// TestStreamBatchStops checks that an emit error stops the stream and is
// returned, and that a cancelled batch reports every snippet.
func TestStreamBatchStops(t *testing.T) {
	stop := errors.New("enough")
	n := 0
	endless := func(yield func(monty.Snippet) bool) {
		for {
			if !yield(monty.Snippet{Code: "1"}) {
				return
			}
		}
	}
	err := monty.StreamBatch(context.Background(), endless, monty.BatchOptions{Workers: 2}, func(r monty.BatchResult) error {
		if r.Index != n {
			t.Fatalf("result %d emitted in place %d", r.Index, n)
		}
		if n++; n == 100 {
			return stop
		}
		return nil
	})
	if !errors.Is(err, stop) || n != 100 {
		t.Errorf("StreamBatch = %v after %d results", err, n)
	}

	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	results := monty.RunBatch(ctx, []monty.Snippet{{Code: "1"}, {Code: "2"}}, monty.BatchOptions{})
	if len(results) != 2 || results[1].Err == nil {
		t.Errorf("cancelled batch: %+v", results)
	}
}

// TestManyInterpretersInParallel runs interpreters on every core at once,
// each doing what could disturb a neighbour if anything mutable were
// shared: rebinding built-ins, subclassing built-in types, defining
// classes, filling a memory budget, raising. Run with -race it is the
// proof that interpreters share no mutable state.
func TestManyInterpretersInParallel(t *testing.T) {
	programs := []struct{ code, want string }{
		{"import builtins\nold = builtins.len\nbuiltins.len = lambda x: -1\nr = len([1, 2])\nbuiltins.len = old\nr", "-1"},
		{"len([1, 2])", "2"},
		{"class L(list):\n    def append(self, x):\n        super().append(x * 2)\nl = L()\nl.append(2)\nl", "[4]"},
		{"class A:\n    n = 0\n    def __init__(self):\n        A.n += 1\n[A() for _ in range(100)]\nA.n", "100"},
		{"import sys\nsys.setrecursionlimit(50)\ndef f(n):\n    return 0 if n == 0 else 1 + f(n - 1)\ntry:\n    f(100)\nexcept RecursionError:\n    r = 'deep'\nr", "'deep'"},
		{"d = {str(i): i for i in range(1000)}\nsum(d.values())", "499500"},
		{"x = [bytearray(1000) for _ in range(100)]\nlen(x)", "100"},
		{"try:\n    1 / 0\nexcept ZeroDivisionError as e:\n    m = str(e)\nm", "'division by zero'"},
		{"import json\njson.dumps({'a': [1, 2.5, None]})", `'{"a": [1, 2.5, null]}'`},
		{"import re\nre.sub(r'(\\d+)', lambda m: str(int(m[1]) * 2), 'a1b22')", "'a2b44'"},
		{"import math\nmath.factorial(20)", "2432902008176640000"},
		{"s = set()\nfor i in range(500):\n    s.add(i % 7)\nsorted(s)", "[0, 1, 2, 3, 4, 5, 6]"},
		{"f'{3.14159:.2f}|{10**20}|{\"x\":>3}'", "'3.14|100000000000000000000|  x'"},
		{"def g():\n    yield from range(3)\nlist(g())", "[0, 1, 2]"},
	}
	workers := 4 * runtime.GOMAXPROCS(0)
	rounds := 6
	if testing.Short() {
		rounds = 2
	}
	var wg sync.WaitGroup
	errs := make(chan string, workers*len(programs)*rounds)
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for r := range rounds {
				k, err := monty.New(monty.WithLimits(kernel.Limits{MemoryBytes: 32 << 20, Timeout: 20 * time.Second}))
				if err != nil {
					errs <- err.Error()
					return
				}
				for i := range programs {
					p := programs[(i+w+r)%len(programs)]
					res, err := k.Execute(context.Background(), kernel.Request{Code: p.code})
					switch {
					case err != nil:
						errs <- fmt.Sprintf("%q: %v", p.code, err)
					case !res.Success:
						errs <- fmt.Sprintf("%q: %s", p.code, res.Error)
					case res.Value == nil || res.Value.Repr != p.want:
						errs <- fmt.Sprintf("%q: got %+v, want %s", p.code, res.Value, p.want)
					}
				}
				k.Close()
			}
		}()
	}
	wg.Wait()
	close(errs)
	var all []string
	for e := range errs {
		all = append(all, e)
	}
	if len(all) > 0 {
		t.Errorf("%d failures, first: %s", len(all), strings.Join(all[:min(5, len(all))], "\n"))
	}
}
