package monty_test

// Limits, host functions and inputs at the API: what a caller of the
// kernel contract can rely on.

import (
	"context"
	"errors"
	"math/big"
	"reflect"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/backyard-dev/backyard/internal/loadfactor"
	"github.com/backyard-dev/backyard/kernel"
	"github.com/backyard-dev/backyard/kernel/monty"
	"github.com/backyard-dev/backyard/kernel/monty/vm"
)

func exec1(t *testing.T, k *monty.Kernel, req kernel.Request) *kernel.Result {
	t.Helper()
	r, err := k.Execute(context.Background(), req)
	if err != nil {
		t.Fatalf("%q: %v", req.Code, err)
	}
	return r
}

// TestLimitsPerCall checks that each limit applies, that a call's
// overrides win over the kernel's, and that the session answers after
// every limit hit.
func TestLimitsPerCall(t *testing.T) {
	k := newKernel(t, monty.WithLimits(kernel.Limits{Timeout: 5 * time.Second, MemoryBytes: 64 << 20}))
	tests := []struct {
		name   string
		code   string
		limits kernel.Limits
		check  func(r *kernel.Result) bool
	}{
		{"timeout override", "while True:\n    pass", kernel.Limits{Timeout: 100 * time.Millisecond},
			func(r *kernel.Result) bool {
				return r.TimedOut && r.Duration < 100*time.Millisecond+loadfactor.Scale(100*time.Millisecond) && r.Error.Message == kernel.CellTimeoutMessage(100*time.Millisecond)
			}},
		{"memory override", "x = 'a' * (20 << 20)", kernel.Limits{MemoryBytes: 16 << 20},
			func(r *kernel.Result) bool { return r.MemoryLimitHit && r.Error.Type == "MemoryError" }},
		{"memory of the kernel", "x = 'a' * (20 << 20)\nlen(x)", kernel.Limits{},
			func(r *kernel.Result) bool { return r.Success }},
		{"recursion override", "def f(n):\n    return f(n + 1)\ntry:\n    f(0)\nexcept RecursionError as e:\n    r = str(e)\nr", kernel.Limits{RecursionDepth: 50},
			func(r *kernel.Result) bool {
				return r.Success && strings.Contains(r.Value.Repr, "maximum recursion depth")
			}},
		{"recursion depth reached", "import sys\ndef depth(n):\n    try:\n        return depth(n + 1)\n    except RecursionError:\n        return n\ndepth(0)", kernel.Limits{RecursionDepth: 200},
			func(r *kernel.Result) bool { return r.Success && r.Value.Repr >= "190" && r.Value.Repr <= "200" }},
		{"recursion limit cannot be raised past the host's", "import sys\nsys.setrecursionlimit(100000)\ndef f(n):\n    return f(n + 1)\nf(0)", kernel.Limits{RecursionDepth: 100},
			func(r *kernel.Result) bool { return !r.Success && r.Error.Type == "RecursionError" }},
		{"output cap", "for i in range(1000):\n    print('x' * 99)", kernel.Limits{OutputBytes: 1000},
			func(r *kernel.Result) bool {
				return r.Success && len(r.Stdout) < 1100 && strings.Contains(r.Stdout, "[output truncated at 1000 characters]")
			}},
		{"stderr cap", "import sys\nfor i in range(1000):\n    sys.stderr.write('e' * 100)", kernel.Limits{OutputBytes: 500},
			func(r *kernel.Result) bool {
				return r.Success && len(r.Stderr) < 600 && strings.Contains(r.Stderr, "truncated")
			}},
		{"timeout not caught", "try:\n    while True:\n        pass\nexcept BaseException:\n    print('caught')\nfinally:\n    print('finally')", kernel.Limits{Timeout: 100 * time.Millisecond},
			func(r *kernel.Result) bool { return r.TimedOut && r.Stdout == "" }},
		{"memory not caught", "try:\n    x = [0] * 10**9\nexcept MemoryError:\n    print('caught')\nexcept BaseException:\n    print('caught base')", kernel.Limits{},
			func(r *kernel.Result) bool { return r.MemoryLimitHit && r.Stdout == "" }},
		{"a MemoryError raised by the code is an exception", "try:\n    raise MemoryError('mine')\nexcept MemoryError as e:\n    r = str(e)\nr", kernel.Limits{},
			func(r *kernel.Result) bool { return r.Success && r.Value.Repr == "'mine'" && !r.MemoryLimitHit }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := exec1(t, k, kernel.Request{Code: tt.code, Limits: tt.limits})
			if !tt.check(r) {
				t.Errorf("got %+v (error %v)", r, r.Error)
			}
			if r := exec1(t, k, kernel.Request{Code: "21 * 2"}); !r.Success || r.Value.Repr != "42" {
				t.Errorf("the session does not answer after: %+v", r)
			}
		})
	}
}

// TestCancellationInterrupts checks that cancelling the context stops a
// running cell at once, as KeyboardInterrupt, and that the deadline of
// the context passes to host functions.
func TestCancellationInterrupts(t *testing.T) {
	k := newKernel(t)
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(50*time.Millisecond, cancel)
	start := time.Now()
	r, err := k.Execute(ctx, kernel.Request{Code: "try:\n    while True:\n        pass\nexcept BaseException:\n    pass"})
	if err != nil {
		t.Fatal(err)
	}
	// 100 ms after the cancel, scaled by the machine's load: the loop
	// never ends by itself.
	if d := time.Since(start); d > 50*time.Millisecond+loadfactor.Scale(100*time.Millisecond) || r.Success || r.Error.Type != "KeyboardInterrupt" || r.TimedOut {
		t.Errorf("after %v: %+v", d, r)
	}

	var deadline time.Time
	fn := func(ctx context.Context, args []any, kw map[string]any) (any, error) {
		deadline, _ = ctx.Deadline()
		<-ctx.Done() // a host function that waits for its context
		return nil, ctx.Err()
	}
	start = time.Now()
	r = exec1(t, k, kernel.Request{Code: "wait()", Functions: map[string]kernel.Func{"wait": fn},
		Limits: kernel.Limits{Timeout: 100 * time.Millisecond}})
	if !r.TimedOut || deadline.IsZero() || deadline.Sub(start) > 200*time.Millisecond {
		t.Errorf("host function saw deadline %v; result %+v", deadline.Sub(start), r)
	}
}

// TestHostFunctions checks calls from Python to Go: arguments by position
// and keyword, every type converted both ways, errors raised as Python
// exceptions, calls from async code, and a panicking function contained.
func TestHostFunctions(t *testing.T) {
	var got atomic.Value
	echo := func(ctx context.Context, args []any, kw map[string]any) (any, error) {
		got.Store([]any{args, kw})
		if len(args) == 1 {
			return args[0], nil
		}
		return kernel.Tuple(args), nil
	}
	fail := func(ctx context.Context, args []any, kw map[string]any) (any, error) {
		if kw["typed"] == true {
			return nil, &kernel.PythonError{Type: "ValueError", Message: "bad value"}
		}
		if name, ok := kw["as"].(string); ok {
			return nil, &kernel.PythonError{Type: name, Message: "named " + name}
		}
		return nil, errors.New("plain failure")
	}
	boom := func(ctx context.Context, args []any, kw map[string]any) (any, error) {
		panic("host bug")
	}
	funcs := map[string]kernel.Func{"echo": echo, "fail": fail, "boom": boom}
	k := newKernel(t)

	big30 := new(big.Int)
	big30.SetString("123456789012345678901234567890", 10)
	conversions := []struct {
		py   string
		goV  any
		repr string
	}{
		{"None", nil, "None"},
		{"True", true, "True"},
		{"-7", int64(-7), "-7"},
		{"123456789012345678901234567890", big30, "123456789012345678901234567890"},
		{"2.5", 2.5, "2.5"},
		{"'héllo'", "héllo", "'héllo'"},
		{"b'\\x00\\xff'", []byte{0, 255}, "b'\\x00\\xff'"},
		{"[1, 'a', None]", []any{int64(1), "a", nil}, "[1, 'a', None]"},
		{"(1, (2,))", kernel.Tuple{int64(1), kernel.Tuple{int64(2)}}, "(1, (2,))"},
		{"{'a': 1, 'b': [2]}", map[string]any{"a": int64(1), "b": []any{int64(2)}}, "{'a': 1, 'b': [2]}"},
		{"{1: 'x', (2, 3): None}", kernel.Dict{{Key: int64(1), Value: "x"}, {Key: kernel.Tuple{int64(2), int64(3)}, Value: nil}}, "{1: 'x', (2, 3): None}"},
		{"{3}", kernel.Set{int64(3)}, "{3}"},
		{"frozenset({'q'})", kernel.Set{"q"}, "{'q'}"},
	}
	for _, c := range conversions {
		t.Run("convert "+c.py, func(t *testing.T) {
			r := exec1(t, k, kernel.Request{Code: "echo(" + c.py + ")", Functions: funcs})
			if !r.Success {
				t.Fatalf("%s", r.Error)
			}
			args := got.Load().([]any)[0].([]any)
			if !reflect.DeepEqual(args[0], c.goV) {
				t.Errorf("Go got %#v, want %#v", args[0], c.goV)
			}
			repr := "None" // a final None is no value
			if r.Value != nil {
				repr = r.Value.Repr
			}
			if repr != c.repr {
				t.Errorf("back in Python: %s, want %s", repr, c.repr)
			}
		})
	}

	t.Run("positional and keyword arguments", func(t *testing.T) {
		r := exec1(t, k, kernel.Request{Code: "echo(1, 'two', three=3.0, four=[4])", Functions: funcs})
		call := got.Load().([]any)
		want := []any{[]any{int64(1), "two"}, map[string]any{"three": 3.0, "four": []any{int64(4)}}}
		if !r.Success || !reflect.DeepEqual(call, want) {
			t.Errorf("call %#v, result %+v", call, r)
		}
	})
	t.Run("errors become catchable exceptions", func(t *testing.T) {
		r := exec1(t, k, kernel.Request{Code: "out = []\ntry:\n    fail(typed=True)\nexcept ValueError as e:\n    out.append(str(e))\ntry:\n    fail()\nexcept Exception as e:\n    out.append(type(e).__name__)\nout", Functions: funcs})
		if !r.Success || !strings.Contains(r.Value.Repr, "'bad value'") {
			t.Errorf("%+v %v", r.Value, r.Error)
		}
		r = exec1(t, k, kernel.Request{Code: "fail(typed=True)", Functions: funcs})
		if r.Success || r.Error.Type != "ValueError" || r.Error.Message != "bad value" {
			t.Errorf("uncaught: %+v", r.Error)
		}
	})
	t.Run("an exception named by the host has that name", func(t *testing.T) {
		code := "out = []\nfor name in ['KeyError', 'QuotaExceeded', 'not a name', 'SystemExit']:\n    try:\n        fail(**{'as': name})\n    except Exception as e:\n        out.append((type(e).__name__, str(e)))\nout"
		r := exec1(t, k, kernel.Request{Code: code, Functions: funcs})
		want := `[('KeyError', "'named KeyError'"), ('QuotaExceeded', 'named QuotaExceeded'), ('RuntimeError', 'named not a name'), ('SystemExit', 'named SystemExit')]`
		if !r.Success || r.Value.Repr != want {
			t.Errorf("got %+v %v, want %s", r.Value, r.Error, want)
		}
	})
	t.Run("callable from async code", func(t *testing.T) {
		r := exec1(t, k, kernel.Request{Code: "import asyncio\nasync def main():\n    await asyncio.sleep(0)\n    return echo(41) + 1\nasyncio.run(main())", Functions: funcs})
		if !r.Success || r.Value.Repr != "42" {
			t.Errorf("%+v %v", r.Value, r.Error)
		}
	})
	t.Run("a panic in a host function is an internal error", func(t *testing.T) {
		r := exec1(t, k, kernel.Request{Code: "boom()", Functions: funcs})
		if r.Success || r.Error.Type != "SystemError" || !strings.Contains(r.Error.Message, "internal error") {
			t.Errorf("%+v", r.Error)
		}
		if r := exec1(t, k, kernel.Request{Code: "echo(5)", Functions: funcs}); !r.Success || r.Value.Repr != "5" {
			t.Errorf("after the panic: %+v", r)
		}
	})
}

// TestInputs checks that inputs are bound as globals before the cell.
func TestInputs(t *testing.T) {
	k := newKernel(t)
	r := exec1(t, k, kernel.Request{Code: "sum(x)", Inputs: map[string]any{"x": []any{1, 2, 3, 4, 5}}})
	if !r.Success || r.Value.Repr != "15" {
		t.Fatalf("sum(x) = %+v", r)
	}
	r = exec1(t, k, kernel.Request{Code: "f'{name}: {n + 1} {flags} {sorted(table)}'", Inputs: map[string]any{
		"name": "n", "n": int64(41), "flags": []bool{true, false}, "table": map[string]any{"b": 2, "a": 1}}})
	if want := `"n: 42 [True, False] ['a', 'b']"`; !r.Success || r.Value.Repr != want {
		t.Errorf("got %+v", r.Value)
	}

	// Every type of the mapping, as an input.
	big30, _ := new(big.Int).SetString("-123456789012345678901234567890", 10)
	inputs := map[string]any{
		"none": nil, "flag": true, "small": int64(-7), "huge": big30, "ratio": 2.5, "text": "héllo",
		"raw": []byte{0, 255}, "items": []any{int64(1), "a", nil}, "pair": kernel.Tuple{int64(1), kernel.Tuple{int64(2)}},
		"table": map[string]any{"a": int64(1)}, "keyed": kernel.Dict{{Key: int64(1), Value: "x"}, {Key: kernel.Tuple{int64(2)}, Value: nil}},
		"members": kernel.Set{int64(3)}, "u64": uint64(1 << 63), "floats": []float64{0.5}, "ptr": &big30,
	}
	r = exec1(t, k, kernel.Request{Code: "[type(v).__name__ for v in (none, flag, small, huge, ratio, text, raw, items, pair, table, keyed, members, u64, floats)], huge * 2, raw[1], pair[1][0], keyed[(2,)], 3 in members, u64", Inputs: inputs})
	want := "(['NoneType', 'bool', 'int', 'int', 'float', 'str', 'bytes', 'list', 'tuple', 'dict', 'dict', 'set', 'int', 'list'], -246913578024691357802469135780, 255, 2, None, True, 9223372036854775808)"
	if !r.Success || r.Value.Repr != want {
		t.Errorf("got %+v %v\nwant %s", r.Value, r.Error, want)
	}
}

// TestDefaultLimits checks the defaults a kernel gets without options:
// the Python API's 30 s and 256 MB, a recursion depth of 1000 and 1 MB of
// output per stream, with the truncation marker.
func TestDefaultLimits(t *testing.T) {
	l := kernel.DefaultLimits()
	if l.Timeout != 30*time.Second || l.MemoryBytes != 256<<20 || l.RecursionDepth != 1000 || l.OutputBytes != 1<<20 {
		t.Errorf("defaults %+v; want 30s, 256 MB, depth 1000, 1 MB output", l)
	}
	k := newKernel(t)
	r := exec1(t, k, kernel.Request{Code: "import sys\ndef depth(n):\n    try:\n        return depth(n + 1)\n    except RecursionError:\n        return n\n(sys.getrecursionlimit(), depth(0))"})
	if !r.Success || !strings.HasPrefix(r.Value.Repr, "(1000, 9") {
		t.Errorf("recursion: %+v %v; want a limit of 1000 reached in the 900s", r.Value, r.Error)
	}
	r = exec1(t, k, kernel.Request{Code: "for i in range(3000):\n    print('x' * 999)"})
	if !r.Success || len(r.Stdout) > 1<<20+100 || len(r.Stdout) < 1<<20 || !strings.HasSuffix(r.Stdout, "[output truncated at 1048576 characters]\n") {
		t.Errorf("output of %d bytes, ending %q; want 1 MB and the marker", len(r.Stdout), r.Stdout[max(0, len(r.Stdout)-60):])
	}
}

// TestHostValuesAreCharged checks that what enters the interpreter from
// the host — a host function's result, an input — is charged to the
// memory budget as it enters: a value over the budget is refused with
// the uncatchable MemoryError, and results kept in a loop fill the budget
// before any measurement would have found them.
func TestHostValuesAreCharged(t *testing.T) {
	const budget = 16 << 20
	big := strings.Repeat("x", 2*budget)
	mb := strings.Repeat("y", 1<<20)
	funcs := map[string]kernel.Func{
		"big": func(context.Context, []any, map[string]any) (any, error) { return big, nil },
		"mb":  func(context.Context, []any, map[string]any) (any, error) { return mb, nil },
		"many": func(context.Context, []any, map[string]any) (any, error) {
			l := make([]any, 1<<20)
			for i := range l {
				l[i] = int64(i)
			}
			return l, nil
		},
	}
	manyStrs := make([]any, 1<<18)
	for i := range manyStrs {
		manyStrs[i] = strings.Repeat("z", 100)
	}
	tests := []struct {
		name      string
		code      string
		inputs    map[string]any
		memoryHit bool
	}{
		{"a result over the budget", "try:\n    s = big()\nexcept BaseException:\n    print('caught')", nil, true},
		{"a container result over the budget", "try:\n    s = many()\nexcept BaseException:\n    print('caught')", nil, true},
		{"results kept in a loop", "keep = []\nfor i in range(40):\n    keep.append(mb())", nil, true},
		{"results dropped in a loop", "for i in range(100):\n    s = mb()\nprint('done')", nil, false},
		{"an input over the budget", "print(len(x))", map[string]any{"x": big}, true},
		{"an input of many values over the budget", "print(len(x))", map[string]any{"x": manyStrs}, true},
		{"inputs within the budget", "print(len(x), len(y))", map[string]any{"x": mb, "y": []any{mb, mb}}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			k := newKernel(t, monty.WithLimits(kernel.Limits{MemoryBytes: budget}))
			r := exec1(t, k, kernel.Request{Code: tt.code, Inputs: tt.inputs, Functions: funcs})
			if tt.memoryHit {
				if !r.MemoryLimitHit || r.Success || r.Error.Type != "MemoryError" || r.Stdout != "" {
					t.Errorf("want the memory limit hit, uncaught; got success %v, limit hit %v, stdout %q, error %v", r.Success, r.MemoryLimitHit, r.Stdout, r.Error)
				}
			} else if !r.Success {
				t.Errorf("want success; got %v", r.Error)
			}
			if r := exec1(t, k, kernel.Request{Code: "21 * 2"}); !r.Success || r.Value.Repr != "42" {
				t.Errorf("the session does not answer after: %+v", r)
			}
		})
	}
}

// panicValue is a Go value that panics when the interpreter asks for its
// class: a stand-in for a bug anywhere in the VM.
type panicValue struct{}

func (panicValue) Type() *vm.Type { panic("a bug in the interpreter") }

// TestGoPanicsBecomeInternalErrors checks that a Go panic anywhere in
// Execute — in the loop, in the repr of the cell's value, in the message
// of the exception that ended it — is a Result with an internal error,
// never a crash of the host, and that the session answers afterwards.
func TestGoPanicsBecomeInternalErrors(t *testing.T) {
	k := newKernel(t)
	for _, code := range []string{
		"x + 1",               // in the loop
		"x",                   // in the repr of the cell's value
		"raise ValueError(x)", // building the exception
		"[1, 2, x]",           // in the repr of a container
		"print(x)",            // in a built-in
		"def f():\n    return x.y\nf()",
	} {
		t.Run(code, func(t *testing.T) {
			r, err := k.Execute(context.Background(), kernel.Request{Code: code, Inputs: map[string]any{"x": panicValue{}}})
			if err != nil {
				t.Fatalf("Execute: %v", err)
			}
			if r.Success || r.Error.Type != "SystemError" || !strings.Contains(r.Error.Message, "internal error") || !strings.Contains(r.Error.Message, "a bug in the interpreter") {
				t.Errorf("got %+v", r.Error)
			}
			if r := exec1(t, k, kernel.Request{Code: "21 * 2"}); !r.Success || r.Value.Repr != "42" {
				t.Errorf("the session does not answer after: %+v", r)
			}
		})
	}
}
