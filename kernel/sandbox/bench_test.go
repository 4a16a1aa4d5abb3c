package sandbox_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/backyard-dev/backyard/kernel"
	"github.com/backyard-dev/backyard/kernel/container/engine/enginetest"
	"github.com/backyard-dev/backyard/kernel/sandbox"
)

// BenchmarkConversion measures converting a monty session of 1, 10 and 50
// cells to a container, cold (the container starts during the conversion)
// and warm (Options.Warm started it with the session), and reports the
// warm conversion's cost as a fraction of the cold one.
func BenchmarkConversion(b *testing.B) {
	enginetest.Connect(b)
	for _, n := range []int{1, 10, 50} {
		b.Run(fmt.Sprintf("cells=%d", n), func(b *testing.B) {
			var cold, warm time.Duration
			for range b.N {
				cold += convertAfter(b, n, false)
				warm += convertAfter(b, n, true)
			}
			runs := float64(b.N)
			// ns/op would count setting up the sessions; the cold
			// conversion is the operation.
			b.ReportMetric(float64(cold.Nanoseconds())/runs, "ns/op")
			b.ReportMetric(float64(cold.Milliseconds())/runs, "cold-ms")
			b.ReportMetric(float64(warm.Milliseconds())/runs, "warm-ms")
			b.ReportMetric(warm.Seconds()/cold.Seconds(), "warm/cold")
		})
	}
}

// convertAfter runs n cells on monty and returns how long converting to a
// container then takes.
func convertAfter(b *testing.B, n int, warm bool) time.Duration {
	ctx := context.Background()
	sb, err := sandbox.New(ctx, sandbox.Options{Warm: warm})
	if err != nil {
		b.Fatal(err)
	}
	defer sb.Close()
	for i := range n {
		if _, err := sb.Run(ctx, fmt.Sprintf("x%d = %d * 2", i, i)); err != nil {
			b.Fatal(err)
		}
	}
	if warm && !sb.WaitWarm(ctx) {
		b.Fatal("the warm container did not start")
	}
	start := time.Now()
	conv, err := sb.Convert(ctx, kernel.Container, false)
	d := time.Since(start)
	if err != nil {
		b.Fatal(err)
	}
	if conv.Warm != warm || conv.Replay.Steps != n || len(conv.Divergences()) != 0 {
		b.Fatalf("conversion %v", conv)
	}
	return d
}
