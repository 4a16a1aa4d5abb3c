package container_test

import (
	"context"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/backyard-dev/backyard/kernel"
	bycontainer "github.com/backyard-dev/backyard/kernel/container"
)

func TestCompleteInspectAndInputInTheContainer(t *testing.T) {
	k := newKernel(t, bycontainer.Options{})
	ctx := context.Background()
	execute(t, k, kernel.Request{Code: "import os\ndef area(width, height=1):\n    'The area.'\n    return width * height"})
	c, err := k.Complete(ctx, "area(2, h", 9)
	if err != nil {
		t.Fatal(err)
	}
	if c.Start != 8 || len(c.Matches) == 0 || c.Matches[0] != "height=" {
		t.Errorf("area(2, h completes %+v, want height= first at 8", c)
	}
	if c, err = k.Complete(ctx, "os.pat", 6); err != nil || c.Start != 3 || !slices.Contains(c.Matches, "path") {
		t.Errorf("os.pat completes %+v, %v", c, err)
	}
	text, err := k.Inspect(ctx, "area", 4)
	if want := "area: function\narea(width, height=1)\nThe area."; err != nil || text != want {
		t.Errorf("Inspect(area) = %q, %v; want %q", text, err, want)
	}
	res := execute(t, k, kernel.Request{Code: "print('hi', input('name? '))", Stdin: strings.NewReader("Ada\n")})
	if res.Stdout != "name? hi Ada\n" {
		t.Errorf("input() in the container printed %q (error %+v)", res.Stdout, res.Error)
	}
	res = execute(t, k, kernel.Request{Code: "input('name? ')"})
	if res.Error == nil || res.Error.Type != "EOFError" {
		t.Errorf("input() without a stdin = %+v, want EOFError", res.Error)
	}
}

// BenchmarkComplete times a warm completion request in the container on each
// runtime (names after a dot, a call's keyword arguments, plain names); the
// notebook wants < 20 ms.
func BenchmarkComplete(b *testing.B) {
	for _, rt := range runtimes {
		b.Run(rt, func(b *testing.B) {
			k := newKernel(b, bycontainer.Options{Runtime: rt})
			ctx := context.Background()
			execute(b, k, kernel.Request{Code: "import os\ndef area(width, height=1):\n    return width * height"})
			for _, code := range []string{"os.pa", "area(2, h", "pri"} {
				b.Run(code, func(b *testing.B) {
					for range 3 {
						k.Complete(ctx, code, len(code))
					}
					var took []time.Duration
					for b.Loop() {
						start := time.Now()
						c, err := k.Complete(ctx, code, len(code))
						if err != nil || len(c.Matches) == 0 {
							b.Fatalf("Complete(%q) = %+v, %v", code, c, err)
						}
						took = append(took, time.Since(start))
					}
					b.ReportMetric(float64(median(took))/1e6, "median-ms")
					b.Logf("Complete(%q): median %v over %d", code, median(took).Round(time.Microsecond), len(took))
				})
			}
		})
	}
}
