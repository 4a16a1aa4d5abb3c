package monty_test

// The wrong-arguments probe (issue 15): every builtin function and every
// method of a built-in type, found by dir() inside monty, is called with
// generated wrong arguments — none to four positional arguments of
// assorted types, and unexpected keywords. Each call must end in a Python
// exception or a value: never in an internal error (a Go panic the kernel
// caught) nor a Go error.
//
// The calls run in batches, one cell per callable with every argument set
// in a try/except; a batch that ends in an internal error is run again one
// call to a cell, to name the calls that fail.

import (
	"context"
	"fmt"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/backyard-dev/backyard/kernel"
	"github.com/backyard-dev/backyard/kernel/monty"
)

// probeSetup defines, in the probe's session, the sample receivers (one
// instance of each built-in type whose methods are probed), the argument
// values and the argument sets, and lists the callables as "receiver
// expression<TAB>attribute" lines ("" attribute: the receiver itself).
const probeSetup = `
import builtins

def _probe_receivers():
    def gen():
        yield 1
    async def coro():
        pass
    d = {1: 2}
    return {
        "7": 7, "1.5": 1.5, "1j": 1j, "True": True, "'ab'": "ab", "b'ab'": b"ab",
        "bytearray(b'ab')": bytearray(b"ab"), "[1, 2]": [1, 2], "(1, 2)": (1, 2),
        "{1: 2}": d, "{1, 2}": {1, 2}, "frozenset({1})": frozenset({1}),
        "range(3)": range(3), "slice(1, 2)": slice(1, 2),
        "memoryview(b'ab')": memoryview(b"ab"), "object()": object(), "int": int,
        "None": None, "ValueError('x')": ValueError("x"),
        "ExceptionGroup('g', [ValueError('x')])": ExceptionGroup("g", [ValueError("x")]),
        "StopIteration(1)": StopIteration(1), "OSError(2, 'x')": OSError(2, "x"),
        "property()": property(), "staticmethod(len)": staticmethod(len),
        "classmethod(len)": classmethod(len), "super(int, 7)": super(int, 7),
        "enumerate([1])": enumerate([1]), "zip([1])": zip([1]), "map(len, ['a'])": map(len, ["a"]),
        "filter(None, [1])": filter(None, [1]), "reversed([1])": reversed([1]),
        "iter([1])": iter([1]), "iter('ab')": iter("ab"), "iter(range(3))": iter(range(3)),
        "iter({1: 2})": iter(d), "{1: 2}.keys()": d.keys(), "{1: 2}.values()": d.values(),
        "{1: 2}.items()": d.items(), "gen()": gen(), "(lambda: 0)": (lambda: 0),
        "(lambda: 0).__code__": (lambda: 0).__code__, "len": len, "[].append": [].append,
        "NotImplemented": NotImplemented, "...": ..., "coro()": coro(),
    }

# Calls that wait on the outside world or leave the session.
_probe_skip = {"input", "breakpoint", "help", "exit", "quit", "open"}

def _probe_targets():
    out = []
    for name in dir(builtins):
        if name in _probe_skip or name.startswith("_probe"):
            continue
        if callable(getattr(builtins, name)):
            out.append("builtins." + name + "\t")
    for expr, r in _probe_receivers().items():
        for name in dir(r):
            try:
                attr = getattr(r, name)
            except BaseException:
                continue
            if callable(attr):
                out.append(expr + "\t" + name)
    return "\n".join(out)

print(_probe_targets())
`

// probeBatch calls one callable with every argument set.
const probeBatch = `
def _probe_args():
    vals = [None, 0, -1, 2**100, 1.5, "x", b"x", [], {}, (), object()]
    sets = [((), {})]
    for n in range(1, 5):
        for v in vals:
            sets.append(((v,) * n, {}))
    sets += [((0, "x"), {}), (("x", 0), {}), ((-1, 2**100), {}), ((b"x", None, 0), {}),
             ((), {"x": 1}), ((0,), {"key": None}), ((), {"bogus": 0, "x": "x"}),
             (("x",), {"encoding": 0}), ((0, 0), {"start": 0}), ((), {"sep": None, "maxsplit": -1})]
    return sets

def _probe_run(f):
    for a, k in _probe_args():
        try:
            f(*a, **k)
        except BaseException:
            pass
`

func TestWrongArguments(t *testing.T) {
	if testing.Short() {
		t.Skip("the wrong-arguments probe makes thousands of calls")
	}
	k, err := monty.New()
	if err != nil {
		t.Fatal(err)
	}
	defer k.Close()
	ctx := context.Background()
	limits := kernel.Limits{Timeout: 20 * time.Second}
	run := func(code string) *kernel.Result {
		t.Helper()
		r, err := k.Execute(ctx, kernel.Request{Code: code, Limits: limits})
		if err != nil {
			t.Fatalf("Execute failed with a Go error: %v\n%s", err, code)
		}
		return r
	}
	internal := func(r *kernel.Result) string {
		if r.Error != nil && r.Error.Type == "SystemError" && strings.Contains(r.Error.Message, "internal error") {
			return r.Error.Message
		}
		return ""
	}
	r := run(probeBatch + probeSetup)
	if !r.Success {
		t.Fatalf("probe setup: %+v", r.Error)
	}
	targets := strings.Split(strings.TrimSpace(r.Stdout), "\n")
	if len(targets) < 500 {
		t.Fatalf("only %d callables found", len(targets))
	}
	calls, failures := 0, map[string]string{}
	for _, target := range targets {
		expr, attr, _ := strings.Cut(target, "\t")
		callee := fmt.Sprintf("_probe_receivers()[%q]", expr)
		if strings.HasPrefix(expr, "builtins.") {
			callee = expr
		}
		if attr != "" {
			callee = fmt.Sprintf("getattr(%s, %q)", callee, attr)
		}
		calls += probeSets
		r := run("_probe_run(" + callee + ")")
		if internal(r) == "" {
			continue
		}
		// Name the argument sets that fail, one cell each.
		for i := 0; i < probeSets; i++ {
			r := run(fmt.Sprintf("_a, _k = _probe_args()[%d]\n%s(*_a, **_k)", i, callee))
			if msg := internal(r); msg != "" {
				failures[fmt.Sprintf("%s with argument set %d", callee, i)] = msg
			}
		}
	}
	t.Logf("%d callables, %d calls, %d internal errors", len(targets), calls, len(failures))
	keys := make([]string, 0, len(failures))
	for key := range failures {
		keys = append(keys, key)
	}
	sort.Strings(keys)
	for _, key := range keys {
		t.Errorf("%s: %s", key, failures[key])
	}
}

// probeSets is the number of argument sets _probe_args makes.
const probeSets = 1 + 4*11 + 10
