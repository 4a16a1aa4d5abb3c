package monty

import (
	"context"
	"iter"
	"runtime"
	"slices"
	"sync"

	"github.com/backyard-dev/backyard/kernel"
)

// Batches: many independent snippets, each on a fresh kernel, run by a
// pool of workers on all cores. This is the scoring loop of reinforcement
// learning on generated code, where thousands of small programs are run
// and judged, none of which may see or disturb another.
//
// Kernels share nothing mutable (the built-in types and functions are
// immutable and shared; every interpreter has its own namespace, modules
// and memory account), so workers need no locks beyond the queue.

// Snippet is one program of a batch.
type Snippet struct {
	// ID is the caller's name for the snippet, returned with its result.
	ID string
	// Code is the Python source.
	Code string
	// Inputs are bound as global variables before the code runs.
	Inputs map[string]any
	// Functions are host functions the code may call.
	Functions map[string]kernel.Func
	// Limits override the batch's limits for this snippet.
	Limits kernel.Limits
}

// BatchResult is what one snippet did.
type BatchResult struct {
	// Index is the snippet's position in the batch.
	Index int
	// ID is the snippet's ID.
	ID string
	// Result is the snippet's outcome; nil when Err is set.
	Result *kernel.Result
	// Err is why the snippet did not run: a *kernel.NotSupportedError for an
	// import monty lacks, a usage error for invalid limits, the context's
	// error when the batch was cancelled first.
	Err error
}

// BatchOptions configure a batch.
type BatchOptions struct {
	// Workers is the number of snippets run at once (default: GOMAXPROCS).
	Workers int
	// Options configure every snippet's kernel (limits, mounts).
	Options []Option
}

func (o BatchOptions) workers() int {
	if o.Workers > 0 {
		return o.Workers
	}
	return runtime.GOMAXPROCS(0)
}

// RunBatch runs the snippets concurrently, each on a fresh kernel, and
// returns their results in the snippets' order.
func RunBatch(ctx context.Context, snippets []Snippet, opts BatchOptions) []BatchResult {
	results := make([]BatchResult, 0, len(snippets))
	_ = StreamBatch(ctx, slices.Values(snippets), opts, func(r BatchResult) error {
		results = append(results, r)
		return nil
	})
	// A cancelled batch still accounts for every snippet.
	for i := len(results); i < len(snippets); i++ {
		results = append(results, BatchResult{Index: i, ID: snippets[i].ID, Err: context.Cause(ctx)})
	}
	return results
}

// StreamBatch runs the snippets that next yields, as many at once as
// there are workers, and passes each result to emit in the snippets'
// order, as soon as it and those before it are done. next is read from
// one goroutine; emit is called from the caller's. Only a bounded window
// of snippets runs ahead of the oldest unfinished one, so that a stream of
// any length takes bounded memory. StreamBatch stops early when emit
// returns an error or ctx is done, and returns that error.
func StreamBatch(ctx context.Context, next iter.Seq[Snippet], opts BatchOptions, emit func(BatchResult) error) error {
	workers := opts.workers()
	window := 4*workers + 64
	ctx, cancel := context.WithCancelCause(ctx)
	defer cancel(nil)

	type job struct {
		i int
		s Snippet
	}
	jobs := make(chan job)
	done := make(chan BatchResult, window)
	slots := make(chan struct{}, window) // snippets started and not yet emitted

	var wg sync.WaitGroup
	wg.Add(1)
	go func() { // the reader
		defer wg.Done()
		defer close(jobs)
		i := 0
		for s := range next {
			select {
			case slots <- struct{}{}:
			case <-ctx.Done():
				return
			}
			select {
			case jobs <- job{i, s}:
			case <-ctx.Done():
				return
			}
			i++
		}
	}()
	var workersWG sync.WaitGroup
	for range workers {
		workersWG.Add(1)
		go func() {
			defer workersWG.Done()
			for j := range jobs {
				done <- runSnippet(ctx, j.i, j.s, opts.Options)
			}
		}()
	}
	go func() {
		workersWG.Wait()
		close(done)
	}()

	pending := map[int]BatchResult{}
	want := 0
	var err error
	for r := range done {
		if err != nil {
			continue // drain
		}
		pending[r.Index] = r
		for {
			r, ok := pending[want]
			if !ok {
				break
			}
			delete(pending, want)
			want++
			<-slots
			if err = emit(r); err != nil {
				cancel(err)
				break
			}
		}
	}
	wg.Wait()
	if err != nil {
		return err
	}
	return context.Cause(ctx)
}

// runSnippet runs one snippet on a new kernel.
func runSnippet(ctx context.Context, i int, s Snippet, opts []Option) BatchResult {
	r := BatchResult{Index: i, ID: s.ID}
	if err := context.Cause(ctx); err != nil {
		r.Err = err
		return r
	}
	k, err := New(opts...)
	if err != nil {
		r.Err = err
		return r
	}
	defer k.Close()
	r.Result, r.Err = k.Execute(ctx, kernel.Request{Code: s.Code, Inputs: s.Inputs, Functions: s.Functions, Limits: s.Limits})
	return r
}
