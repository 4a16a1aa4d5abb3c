package loadfactor

import (
	"runtime"
	"sync"
	"testing"
	"time"
)

func TestFactorAtLeastOne(t *testing.T) {
	if f := Factor(); f < 1 || f > maxFactor {
		t.Fatalf("Factor() = %v, want within [1, %d]", f, maxFactor)
	}
}

// TestFactorSeesLoad loads every CPU with more busy goroutines than there
// are CPUs; the calibration thread then gets a share of one, and the
// factor must say so.
func TestFactorSeesLoad(t *testing.T) {
	if testing.Short() {
		t.Skip("loads every CPU for a moment")
	}
	stop := make(chan struct{})
	var wg sync.WaitGroup
	for i := 0; i < 3*runtime.NumCPU(); i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			runtime.LockOSThread()
			for {
				select {
				case <-stop:
					return
				default:
				}
				for j := 0; j < 1<<16; j++ {
				}
			}
		}()
	}
	time.Sleep(10 * time.Millisecond)
	f := Factor()
	close(stop)
	wg.Wait()
	if f < 1.5 {
		t.Errorf("Factor() = %v with %d busy threads on %d CPUs, want at least 1.5", f, 3*runtime.NumCPU(), runtime.NumCPU())
	}
}
