package time_test

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

// TestSleepEndsAtDeadline checks that sleep cannot outlive the cell, even
// inside a try/except that catches everything.
func TestSleepEndsAtDeadline(t *testing.T) {
	const timeout = 200 * time.Millisecond
	k, err := monty.New(monty.WithLimits(kernel.Limits{Timeout: timeout}))
	if err != nil {
		t.Fatal(err)
	}
	defer k.Close()
	start := time.Now()
	res, err := k.Execute(context.Background(), kernel.Request{Code: "import time\ntry:\n    time.sleep(30)\nexcept BaseException:\n    pass\nprint('after')"})
	elapsed := time.Since(start)
	if err != nil {
		t.Fatal(err)
	}
	if !res.TimedOut || res.Stdout != "" {
		t.Errorf("TimedOut = %v, stdout %q; want a timeout and no output", res.TimedOut, res.Stdout)
	}
	if slack := loadfactor.Scale(100 * time.Millisecond); elapsed > timeout+slack {
		t.Errorf("the cell took %v, past its deadline of %v by more than %v", elapsed, timeout, slack)
	}
}

// TestSleepInterrupted checks that cancelling the context wakes sleep.
func TestSleepInterrupted(t *testing.T) {
	k, err := monty.New()
	if err != nil {
		t.Fatal(err)
	}
	defer k.Close()
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(100*time.Millisecond, cancel)
	start := time.Now()
	res, err := k.Execute(ctx, kernel.Request{Code: "import time\ntime.sleep(30)"})
	if err != nil {
		t.Fatal(err)
	}
	if res.Success || time.Since(start) > time.Second {
		t.Errorf("success %v after %v; want an interrupted cell within a second", res.Success, time.Since(start))
	}
}
