package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"sync"
	"time"

	"github.com/backyard-dev/backyard/kernel"
	"github.com/backyard-dev/backyard/kernel/monty"
	"github.com/backyard-dev/backyard/kernel/sandbox"
	"github.com/backyard-dev/backyard/server"
)

// batchDoc is the help text of `backyard run --batch`.
const batchDoc = "With --batch FILE.jsonl (or - for stdin) each line is a snippet, run on monty\n" +
	"in parallel (--workers, default one per core), each in a fresh interpreter:\n" +
	"  {\"id\": \"a\", \"code\": \"sum(x)\", \"inputs\": {\"x\": [1, 2]}, \"timeout\": \"2s\", \"memory_mb\": 64}\n" +
	"and one JSON result per line is written to stdout, in the file's order, with the\n" +
	"fields of `backyard serve` plus index and id. Exit status 0 once every line has\n" +
	"its result, whatever the snippets did."

// batchLine is one line of a batch file.
type batchLine struct {
	ID     json.RawMessage `json:"id,omitempty"`
	Code   *string         `json:"code"`
	Inputs map[string]any  `json:"inputs,omitempty"`
	// Timeout is a Go duration ("2s") or a number of seconds.
	Timeout  json.RawMessage `json:"timeout,omitempty"`
	MemoryMB int64           `json:"memory_mb,omitempty"`
}

// batchResult is one line of the output.
type batchResult struct {
	Index int             `json:"index"`
	ID    json.RawMessage `json:"id,omitempty"`
	server.Execution
}

// runBatch runs the snippets of a JSON lines file on monty and writes their
// results as JSON lines.
func runBatch(ctx context.Context, std stdio, kf kernelFlags, path string, workers int) error {
	if kf.backend != "auto" && kf.backend != "monty" {
		return &usageError{"--batch runs on monty; drop --backend " + kf.backend}
	}
	in := std.in
	if path != "-" {
		f, err := os.Open(path)
		if err != nil {
			return &usageError{fmt.Sprintf("read %s: %v", path, err)}
		}
		defer f.Close()
		in = f
	}
	opts := []monty.Option{monty.WithLimits(kf.limits)}
	if len(kf.workspaces) > 0 {
		mounts, err := kernel.Mounts(kf.workspaces)
		if err != nil {
			return err
		}
		opts = append(opts, monty.WithMounts(mounts, !kf.readonly))
	}

	// Lines that are not snippets run as nothing and report why; the
	// reader notes them by index for the writer.
	var mu sync.Mutex
	bad := map[int]error{}
	var readErr error
	snippets := func(yield func(monty.Snippet) bool) {
		sc := bufio.NewScanner(in)
		sc.Buffer(make([]byte, 64<<10), 64<<20)
		for i := 0; sc.Scan(); i++ {
			s, err := parseBatchLine(sc.Bytes())
			if err != nil {
				mu.Lock()
				bad[i] = fmt.Errorf("line %d: %w", i+1, err)
				mu.Unlock()
			}
			if !yield(s) {
				return
			}
		}
		readErr = sc.Err()
	}

	out := bufio.NewWriter(std.out)
	enc := json.NewEncoder(out)
	enc.SetEscapeHTML(false)
	err := monty.StreamBatch(ctx, snippets, monty.BatchOptions{Workers: workers, Options: opts}, func(r monty.BatchResult) error {
		mu.Lock()
		lineErr := bad[r.Index]
		delete(bad, r.Index)
		mu.Unlock()
		line := batchResult{Index: r.Index, ID: json.RawMessage(r.ID)}
		switch {
		case lineErr != nil:
			line.Execution = server.Execution{Error: lineErr.Error(), ErrorType: "usage"}
		case r.Result != nil:
			line.Execution = server.NewExecution(&sandbox.Result{Result: *r.Result}, r.Err)
		default:
			line.Execution = server.NewExecution(nil, r.Err)
		}
		if line.Backend == "" {
			line.Backend = kernel.Monty
		}
		if len(line.ID) == 0 {
			line.ID = nil
		}
		if err := enc.Encode(line); err != nil {
			return err
		}
		// Results leave as they come, so that a consumer can follow a
		// long batch.
		return out.Flush()
	})
	if err != nil {
		return err
	}
	if readErr != nil {
		return fmt.Errorf("read %s: %w", path, readErr)
	}
	return nil
}

// parseBatchLine reads one snippet. On error the snippet is empty (it
// runs as nothing) and the error says why.
func parseBatchLine(b []byte) (monty.Snippet, error) {
	if len(bytes.TrimSpace(b)) == 0 {
		return monty.Snippet{}, errors.New(`not a snippet: the line is empty (want {"code": ...})`)
	}
	var l batchLine
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.UseNumber()
	dec.DisallowUnknownFields()
	if err := dec.Decode(&l); err != nil {
		// Keep the id of a line that is an object with one, so that its
		// result can still be matched to it.
		var probe struct {
			ID json.RawMessage `json:"id"`
		}
		_ = json.NewDecoder(bytes.NewReader(b)).Decode(&probe) // no readable id: none to keep
		return monty.Snippet{ID: string(probe.ID)}, fmt.Errorf("not a snippet: %w", err)
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return monty.Snippet{ID: string(l.ID)}, errors.New("not a snippet: more than one JSON value on the line")
	}
	if l.Code == nil {
		return monty.Snippet{ID: string(l.ID)}, errors.New("no code")
	}
	s := monty.Snippet{ID: string(l.ID), Code: *l.Code, Inputs: server.Inputs(l.Inputs)}
	if len(l.Timeout) > 0 {
		d, err := parseTimeout(l.Timeout)
		if err != nil {
			return monty.Snippet{ID: s.ID}, err
		}
		s.Limits.Timeout = d
	}
	if l.MemoryMB < 0 {
		return monty.Snippet{ID: s.ID}, fmt.Errorf("memory_mb %d: want a positive number", l.MemoryMB)
	}
	s.Limits.MemoryBytes = l.MemoryMB << 20
	return s, nil
}

// parseTimeout reads "2s" or 2.5 (seconds).
func parseTimeout(raw json.RawMessage) (time.Duration, error) {
	var s string
	if err := json.Unmarshal(raw, &s); err == nil {
		d, err := time.ParseDuration(s)
		if err != nil || d <= 0 {
			return 0, fmt.Errorf("timeout %q: want a positive Go duration such as 2s", s)
		}
		return d, nil
	}
	secs, err := strconv.ParseFloat(string(raw), 64)
	if err != nil || secs <= 0 {
		return 0, fmt.Errorf("timeout %s: want a duration such as \"2s\" or a number of seconds", raw)
	}
	return time.Duration(secs * float64(time.Second)), nil
}
