package kernel

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"time"
)

// EntryKind says what a History entry records.
type EntryKind int

// The kinds of History entry.
const (
	// Cell is a cell that ran.
	Cell EntryKind = iota
	// SessionReset marks a reset of the namespace: cells before it are not
	// replayed.
	SessionReset
)

// Entry is one record of a History.
type Entry struct {
	// Seq numbers entries from 1 in the order they were appended.
	Seq  int
	Kind EntryKind
	// Code and Inputs are the cell as run (Cell entries only).
	Code   string
	Inputs map[string]any
	// Backend is the kernel that ran the cell.
	Backend Backend
	// Success is the cell's Result.Success.
	Success bool
	// Stdout is what the cell printed, to detect a replay that diverges.
	Stdout string
	// Stdin is what the cell read from its stdin (input()), when the
	// request's Stdin was a StdinRecorder: a replay reads it again.
	Stdin string
	// Time is when the entry was appended.
	Time time.Time
}

// History is the append-only log of what a session ran, shared by both
// kernels: converting replays its successful cells in order. It is safe for
// concurrent use.
type History struct {
	mu      sync.Mutex
	entries []Entry
}

// Append records e, numbering it and stamping it with the current time
// unless e.Time is set, and returns the stored entry.
func (h *History) Append(e Entry) Entry {
	h.mu.Lock()
	defer h.mu.Unlock()
	e.Seq = len(h.entries) + 1
	if e.Time.IsZero() {
		e.Time = time.Now()
	}
	h.entries = append(h.entries, e)
	return e
}

// AppendResult records a cell and what it did.
func (h *History) AppendResult(req Request, res *Result) Entry {
	return h.Append(Entry{
		Kind:    Cell,
		Code:    req.Code,
		Inputs:  req.Inputs,
		Backend: res.Backend,
		Success: res.Success,
		Stdout:  res.Stdout,
		Stdin:   recordedStdin(req),
	})
}

// MarkReset records a reset of the namespace.
func (h *History) MarkReset() Entry {
	return h.Append(Entry{Kind: SessionReset})
}

// Entries returns a copy of every entry.
func (h *History) Entries() []Entry {
	h.mu.Lock()
	defer h.mu.Unlock()
	return append([]Entry(nil), h.entries...)
}

// Len returns the number of entries.
func (h *History) Len() int {
	h.mu.Lock()
	defer h.mu.Unlock()
	return len(h.entries)
}

// Replayable returns the successful cells since the last reset, in order:
// what a new kernel must run to reach the current state.
func (h *History) Replayable() []Entry {
	h.mu.Lock()
	defer h.mu.Unlock()
	var out []Entry
	for _, e := range h.entries {
		switch {
		case e.Kind == SessionReset:
			out = out[:0]
		case e.Success:
			out = append(out, e)
		}
	}
	return out
}

// ReplayPhase says where a replay is.
type ReplayPhase int

// The phases of a replay, in the order a callback sees them: Before and
// After for each step, then Complete once.
const (
	ReplayBefore ReplayPhase = iota + 1
	ReplayAfter
	ReplayComplete
)

// String names the phase.
func (p ReplayPhase) String() string {
	switch p {
	case ReplayBefore:
		return "before"
	case ReplayAfter:
		return "after"
	case ReplayComplete:
		return "complete"
	}
	return fmt.Sprintf("ReplayPhase(%d)", int(p))
}

// Progress is one event of a replay.
type Progress struct {
	Phase ReplayPhase
	// Step counts from 1; for Complete it equals Total.
	Step  int
	Total int
	// Entry is the cell being replayed (nil for Complete).
	Entry *Entry
	// Result is the replayed cell's result (After only).
	Result *Result
}

// ProgressFunc receives replay events.
type ProgressFunc func(Progress)

// Divergence is a replayed cell that did not do what it did the first time.
type Divergence struct {
	// Step is the replay step (from 1) and Entry the cell it replayed.
	Step  int
	Entry Entry
	// Result is the replay's result; nil when the kernel refused the cell.
	Result *Result
	// Reason says how it differed.
	Reason string
}

// ReplayReport is what a replay did.
type ReplayReport struct {
	// Steps is the number of cells replayed.
	Steps int
	// Divergences lists the cells that failed or printed differently, in
	// order; empty for a faithful replay.
	Divergences []Divergence
	// Duration is the wall-clock time of the whole replay.
	Duration time.Duration
}

// Replay runs entries on k in order, reporting progress. A cell that fails
// or prints differently from the first time is a Divergence, and the replay
// goes on; an error of the kernel itself stops it.
func Replay(ctx context.Context, k Kernel, entries []Entry, progress ProgressFunc) (*ReplayReport, error) {
	start := time.Now()
	report := &ReplayReport{Steps: len(entries)}
	emit := func(p Progress) {
		if progress != nil {
			progress(p)
		}
	}
	n := len(entries)
	for i := range entries {
		e := &entries[i]
		emit(Progress{Phase: ReplayBefore, Step: i + 1, Total: n, Entry: e})
		res, err := k.Execute(ctx, ReplayRequest(e))
		if err != nil {
			return report, fmt.Errorf("replay step %d of %d: %w", i+1, n, err)
		}
		emit(Progress{Phase: ReplayAfter, Step: i + 1, Total: n, Entry: e, Result: res})
		switch {
		case !res.Success:
			reason := "failed"
			if res.Error != nil {
				reason = "failed with " + res.Error.Error()
			}
			report.Divergences = append(report.Divergences, Divergence{Step: i + 1, Entry: *e, Result: res, Reason: reason})
		case res.Stdout != e.Stdout:
			report.Divergences = append(report.Divergences, Divergence{Step: i + 1, Entry: *e, Result: res, Reason: "printed different output"})
		}
	}
	emit(Progress{Phase: ReplayComplete, Step: n, Total: n})
	report.Duration = time.Since(start)
	return report, nil
}

// FirstCodeLine names a cell in a message: its first line, cut to 60
// characters, with " ..." when more follows.
func FirstCodeLine(code string) string {
	line, rest, _ := strings.Cut(strings.TrimSpace(code), "\n")
	if len(line) > 60 {
		line = line[:57] + "..."
	} else if rest != "" {
		line += " ..."
	}
	return line
}
