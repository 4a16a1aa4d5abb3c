package collections_test

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/backyard-dev/backyard/kernel"
	"github.com/backyard-dev/backyard/kernel/monty"
)

// TestImportsDoNotShareState checks that the compiled code a Python-written
// module shares across the interpreters of a process (it is parsed and
// compiled once) carries no state from one interpreter to another: what
// one interpreter does to the module it imported is invisible to an
// interpreter that imports the module afterwards.
//
// For each case, check runs in a fresh interpreter (the reference), then
// mutate and check run in a second (which must see its own change), then
// check runs in a third, which must print what the first printed.
func TestImportsDoNotShareState(t *testing.T) {
	cases := []struct {
		name, mutate, check string
	}{
		{"abc class attribute",
			"import collections.abc\ncollections.abc.Mapping.marker = 1",
			"import collections.abc\nprint(hasattr(collections.abc.Mapping, 'marker'))"},
		{"abc registration",
			"import collections.abc\ncollections.abc.Sequence.register(dict)",
			"import collections.abc\nprint(issubclass(dict, collections.abc.Sequence), isinstance({}, collections.abc.Sequence))"},
		{"abc cache token",
			"import abc, collections.abc\nabc._generation[0] += 1000",
			"import abc, collections.abc\nprint(abc.get_cache_token() >= 1000)"},
		{"module global",
			"import collections\ncollections.OrderedDict = None\ndel collections.Counter",
			"import collections\nprint(collections.OrderedDict, hasattr(collections, 'Counter'))"},
		{"function defaults",
			"import collections\ncollections.namedtuple.__kwdefaults__['rename'] = True",
			"import collections\nprint(sorted(collections.namedtuple.__kwdefaults__.items()))"},
		{"function attribute of a not yet called function",
			"import _collections_abc as m\nm._same.seen = 1\nm._same.__defaults__ = (1,)",
			"import _collections_abc as m\nprint(hasattr(m._same, 'seen'), m._same.__defaults__, m._same.__code__.co_consts)"},
		{"class made by a module-level call",
			"import collections.abc\ncollections.abc.Iterator.__abstractmethods__ = frozenset()",
			"import collections.abc\nprint(sorted(collections.abc.Iterator.__abstractmethods__))"},
		{"typing",
			"import typing\ntyping.TYPE_CHECKING = True\ntyping.List.marker = 2",
			"import typing\nprint(typing.TYPE_CHECKING, hasattr(typing.List, 'marker'))"},
		{"json prelude",
			"import json\njson.dumps = None",
			"import json\nprint(callable(json.dumps), json.dumps({'a': 1}) if callable(json.dumps) else None)"},
	}
	ctx := context.Background()
	run := func(t *testing.T, code string) string {
		t.Helper()
		k, err := monty.New(monty.WithLimits(kernel.Limits{Timeout: time.Minute}))
		if err != nil {
			t.Fatal(err)
		}
		defer k.Close()
		res, err := k.Execute(ctx, kernel.Request{Code: code})
		if err != nil || !res.Success {
			t.Fatalf("%q: %v %+v", code, err, res)
		}
		return res.Stdout
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			before := run(t, c.check)
			if mutated := run(t, c.mutate+"\n"+c.check); mutated == before {
				t.Fatalf("the mutation changed nothing in its own interpreter (%q): the case tests nothing", before)
			}
			if after := run(t, c.check); after != before {
				t.Errorf("a later interpreter sees another's mutation:\nfresh: %q\nlater: %q", before, after)
			}
		})
	}
}

// TestConcurrentImports imports the same modules in several interpreters
// at once and runs their functions, which loads the shared compiled code
// into each (under -race, a write to what they share is reported); every
// interpreter must print what one alone prints.
func TestConcurrentImports(t *testing.T) {
	const code = `import collections, collections.abc, typing, enum, dataclasses, inspect
P = collections.namedtuple('P', 'x y')
C = collections.Counter('abracadabra')
class Color(enum.Enum):
    RED = 1
@dataclasses.dataclass
class D:
    a: int
    b: typing.List[int] = dataclasses.field(default_factory=list)
print(P(1, 2), C.most_common(2), Color.RED, D(1), inspect.signature(D))
print(isinstance({}, collections.abc.Mapping), issubclass(list, collections.abc.Sequence))`
	ctx := context.Background()
	run := func() (string, error) {
		k, err := monty.New(monty.WithLimits(kernel.Limits{Timeout: time.Minute}))
		if err != nil {
			return "", err
		}
		defer k.Close()
		res, err := k.Execute(ctx, kernel.Request{Code: code})
		if err != nil {
			return "", err
		}
		if !res.Success {
			return "", fmt.Errorf("%+v", res.Error)
		}
		return res.Stdout, nil
	}
	want, err := run()
	if err != nil {
		t.Fatal(err)
	}
	const n = 4
	got := make([]string, n)
	errs := make([]error, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			got[i], errs[i] = run()
		}()
	}
	wg.Wait()
	for i := range n {
		if errs[i] != nil {
			t.Errorf("interpreter %d: %v", i, errs[i])
		} else if got[i] != want {
			t.Errorf("interpreter %d printed %q, alone %q", i, got[i], want)
		}
	}
}
