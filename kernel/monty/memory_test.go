package monty_test

import (
	"context"
	"testing"

	"github.com/backyard-dev/backyard/kernel"
	"github.com/backyard-dev/backyard/kernel/monty"
)

// Programs far below the memory budget must not fail with MemoryError, however
// the budget's bookkeeping is triggered: re-adding present keys, and
// comprehensions over a structure big enough to make every measurement slow.
func TestMemoryBudgetDoesNotRefuseSmallPrograms(t *testing.T) {
	tests := []struct {
		name, code, want string
		budget           int64 // MB; 0: 256
	}{
		{"set comprehension over a big list", "data = list(range(100000))\nprint(len({x % 97 for x in data}))", "97\n", 0},
		{"dict comprehension with repeated keys", "data = list(range(100000))\nprint(len({x % 97: x for x in data}))", "97\n", 0},
		{"set re-adds present keys", "s = set(range(97))\nfor i in range(200000): s.add(i % 97)\nprint(len(s))", "97\n", 0},
		{"comprehension pipeline", "data = [i * 3 % 1000 for i in range(100000)]\nsq = [x * x for x in data if x % 2]\nix = {x: i for i, x in enumerate(data)}\nprint(len(sq), len(ix))", "50000 1000\n", 0},
		// json.dumps' buffer is charged once as it grows, not its whole
		// length every few thousand values.
		// What CPython holds in less than the budget (36 MB at its
		// peak): the growth of a list a built-in fills is not counted
		// again and again.
		{"list of a million ints", "x = list(range(10**6))\nprint(len(x))", "1000000\n", 64},
		{"extend by a million ints", "x = []\nx.extend(iter(range(10**6)))\nprint(len(x))", "1000000\n", 64},
		{"sorted of a million ints", "x = sorted(iter(range(10**6)))\nprint(len(x))", "1000000\n", 64},
		{"json.dumps of many small values", "import json\nx = [[i] for i in range(2 * 10**5)]\nprint(len(json.dumps(x)))", "1888890\n", 48},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			budget := tt.budget
			if budget == 0 {
				budget = 256
			}
			k, err := monty.New(monty.WithLimits(kernel.Limits{MemoryBytes: budget << 20}))
			if err != nil {
				t.Fatal(err)
			}
			defer k.Close()
			res, err := k.Execute(context.Background(), kernel.Request{Code: tt.code})
			if err != nil {
				t.Fatal(err)
			}
			if !res.Success || res.MemoryLimitHit || res.Stdout != tt.want {
				t.Errorf("stdout %q, success %v, memory limit hit %v, error %v; want stdout %q", res.Stdout, res.Success, res.MemoryLimitHit, res.Error, tt.want)
			}
		})
	}
}
