package image_test

import (
	"context"
	"testing"
	"time"

	"github.com/backyard-dev/backyard/kernel/container/engine"
	"github.com/backyard-dev/backyard/kernel/container/engine/enginetest"
	"github.com/backyard-dev/backyard/kernel/container/image"
)

// BenchmarkOneShotPython measures what a container per call costs — create, start,
// `python3 -c pass`, wait, remove — under runc and under gVisor in the same run, and
// reports gVisor's cost as a ratio to runc's. It is the baseline the container kernel's
// long-lived containers are built to avoid.
func BenchmarkOneShotPython(b *testing.B) {
	e := enginetest.Connect(b)
	enginetest.RequireRuntime(b, e, engine.Runsc)
	ctx := context.Background()
	ref, err := image.Ensure(ctx, e, image.Options{})
	if err != nil {
		b.Fatal(err)
	}
	var spent [2]time.Duration
	runtimes := [2]string{engine.Runc, engine.Runsc}
	for b.Loop() {
		for i, rt := range runtimes {
			res, err := e.Run(ctx, engine.RunSpec{Image: ref, Cmd: []string{"python3", "-c", "pass"}, Runtime: rt, Purpose: "bench"})
			if err != nil || res.ExitCode != 0 {
				b.Fatalf("%s: %v %+v", rt, err, res)
			}
			spent[i] += res.Duration
		}
	}
	n := float64(b.N)
	b.ReportMetric(spent[0].Seconds()*1000/n, "runc-ms")
	b.ReportMetric(spent[1].Seconds()*1000/n, "runsc-ms")
	b.ReportMetric(spent[1].Seconds()/spent[0].Seconds(), "runsc/runc")
}
