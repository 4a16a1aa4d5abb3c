package monty_test

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/backyard-dev/backyard/kernel"
	"github.com/backyard-dev/backyard/kernel/monty"
)

func completer(t testing.TB) *monty.Kernel {
	k, err := monty.New()
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	res, err := k.Execute(ctx, kernel.Request{Code: "import math\nclass Point:\n    def __init__(self):\n        self.xval = 1\n    def norm(self): return 0\np = Point()\nprinted_total = 3"})
	if err != nil || !res.Success {
		t.Fatalf("setup: %v %+v", err, res.Error)
	}
	return k
}

func TestCompleteFromTheNamespace(t *testing.T) {
	k := completer(t)
	tests := []struct {
		code      string
		want      []string // each must be among the matches
		wantNot   []string
		wantStart int
	}{
		{"pri", []string{"print", "printed_total"}, []string{"p"}, 0},
		{"x = ma", []string{"math", "map", "max"}, nil, 4},
		{"math.sq", []string{"sqrt"}, []string{"pi"}, 5},
		{"p.", []string{"xval", "norm"}, []string{"__init__"}, 2},
		{"p.__in", []string{"__init__"}, nil, 2},
		{"import ma", []string{"math"}, nil, 7},
		{"wh", []string{"while"}, nil, 0},
		{"f().x", nil, []string{"xval"}, 5},
		{"nosuch.", nil, nil, 7},
	}
	for _, tt := range tests {
		c, err := k.Complete(context.Background(), tt.code, len(tt.code))
		if err != nil {
			t.Fatalf("%q: %v", tt.code, err)
		}
		for _, w := range tt.want {
			if !slices.Contains(c.Matches, w) {
				t.Errorf("%q: %q not in %v", tt.code, w, c.Matches)
			}
		}
		for _, w := range tt.wantNot {
			if slices.Contains(c.Matches, w) {
				t.Errorf("%q: %q should not be in %v", tt.code, w, c.Matches)
			}
		}
		if len(tt.want) > 0 && c.Start != tt.wantStart {
			t.Errorf("%q: start %d, want %d", tt.code, c.Start, tt.wantStart)
		}
	}
	// Completing did not count as a cell.
	res, _ := k.Execute(context.Background(), kernel.Request{Code: "1/0"})
	if !strings.Contains(res.Error.Traceback, "<cell 2>") {
		t.Errorf("completion counted as a cell: %s", res.Error.Traceback)
	}
}

func TestCompleteKeywordArguments(t *testing.T) {
	k := completer(t)
	ctx := context.Background()
	if _, err := k.Execute(ctx, kernel.Request{Code: "def area(width, height=1, *, unit='m'):\n    return width"}); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		code  string
		first []string // the matches begin so
	}{
		{"area(", []string{"width=", "height=", "unit="}},
		{"area(2, u", []string{"unit="}},
		{"print(area(1, h", []string{"height="}},
		{"sorted([3, 1], re", []string{"reverse="}},
		{"x = 'area('; pri", []string{"print", "printed_total"}},
		{"area(1)\npri", []string{"print", "printed_total"}},
	}
	for _, tt := range tests {
		c, err := k.Complete(ctx, tt.code, len(tt.code))
		if err != nil {
			t.Fatal(err)
		}
		if len(c.Matches) < len(tt.first) || !slices.Equal(c.Matches[:len(tt.first)], tt.first) {
			t.Errorf("%q completes %q, want it to begin %q", tt.code, c.Matches, tt.first)
		}
	}
	c, _ := k.Complete(ctx, "area(un", 7)
	if slices.Contains(c.Matches, "unit") {
		t.Errorf("the keyword is offered twice: %q", c.Matches)
	}
}

// BenchmarkComplete: one completion request, names and attributes
// (target: under 2 ms).
func BenchmarkComplete(b *testing.B) {
	k := completer(b)
	ctx := context.Background()
	if _, err := k.Execute(ctx, kernel.Request{Code: "def area(width, height=1):\n    return width"}); err != nil {
		b.Fatal(err)
	}
	for _, code := range []string{"pri", "math.s", "area(2, h"} {
		b.Run(code, func(b *testing.B) {
			for b.Loop() {
				if _, err := k.Complete(ctx, code, len(code)); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func TestInspectDescribesAName(t *testing.T) {
	k := completer(t)
	ctx := context.Background()
	if _, err := k.Execute(ctx, kernel.Request{Code: "def area(w, h):\n    'The area of a w by h rectangle.'\n    return w * h"}); err != nil {
		t.Fatal(err)
	}
	tests := []struct{ code, want string }{
		{"area", "area: function\narea(w, h)\nThe area of a w by h rectangle."},
		{"area(3, ", "area: function\narea(w, h)\nThe area of a w by h rectangle."},
		{"x = 'area('", ""},
		{"x = printed_total", "printed_total: int\n3"},
		{"p.norm", "p.norm: method"},
		{"nosuch", ""},
		{"f()", ""},
	}
	for _, tt := range tests {
		got, err := k.Inspect(ctx, tt.code, len(tt.code))
		if err != nil {
			t.Fatal(err)
		}
		if !strings.HasPrefix(got, tt.want) || tt.want == "" && got != "" {
			t.Errorf("Inspect(%q) = %q, want it to start with %q", tt.code, got, tt.want)
		}
	}
}
