package re_test

import (
	"context"
	"testing"
	"time"

	"github.com/backyard-dev/backyard/internal/loadfactor"
	"github.com/backyard-dev/backyard/kernel"
	"github.com/backyard-dev/backyard/kernel/monty"
	"github.com/backyard-dev/backyard/kernel/monty/internal/difftest"
)

// TestAgainstCPython runs the programs under testdata on monty and on
// CPython and compares their output.
func TestAgainstCPython(t *testing.T) { difftest.Run(t, "testdata") }

// TestCatastrophicPatternStopsAtDeadline runs a pattern that backtracks
// exponentially under a cell deadline the caller's context carries.
func TestCatastrophicPatternStopsAtDeadline(t *testing.T) {
	const timeout = 300 * time.Millisecond
	k, err := monty.New(monty.WithLimits(kernel.Limits{Timeout: timeout}))
	if err != nil {
		t.Fatal(err)
	}
	defer k.Close()
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	start := time.Now()
	res, err := k.Execute(ctx, kernel.Request{Code: "import re\ntry:\n    re.match(r'(a+)+$', 'a' * 40 + 'b')\nexcept BaseException:\n    print('caught')\n"})
	elapsed := time.Since(start)
	if err != nil {
		t.Fatal(err)
	}
	if res.Success || res.Stdout != "" {
		t.Errorf("success %v, stdout %q: want the cell stopped, uncaught", res.Success, res.Stdout)
	}
	// regexp2 reads a clock that ticks every 100 ms
	if elapsed > timeout+loadfactor.Scale(200*time.Millisecond) {
		t.Errorf("the cell took %v for a deadline of %v", elapsed, timeout)
	}
}

// BenchmarkExtract10kLines pulls fields out of 10,000 log lines with
// named groups, as agents' parsing code does.
func BenchmarkExtract10kLines(b *testing.B) {
	setup := `import re
lines = ["2024-03-%02d 12:%02d:%02d INFO user=u%d ip=10.0.%d.%d path=/api/v1/items/%d status=%d took=%dms" % (
    i % 28 + 1, i % 60, (i * 7) % 60, i, i % 256, (i * 3) % 256, i * 13, 200 + (i % 5) * 100, i % 900) for i in range(10000)]
pat = re.compile(r"(?P<date>\d{4}-\d\d-\d\d) (?P<time>[\d:]+) (?P<level>\w+) user=(?P<user>\w+) ip=(?P<ip>[\d.]+) path=(?P<path>\S+) status=(?P<status>\d+) took=(?P<took>\d+)ms")
`
	stmt := `rows = [m.groupdict() for m in map(pat.match, lines) if m]
codes = re.findall(r"status=(\d+)", "\n".join(lines))`
	difftest.Bench(b, setup, stmt)
}
