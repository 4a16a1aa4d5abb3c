package kernel_test

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/backyard-dev/backyard/kernel"
)

func TestSandboxErrorsMatchBaseAndKind(t *testing.T) {
	tests := []struct {
		name string
		err  error
		kind kernel.ErrorKind
		is   error
	}{
		{"timeout", &kernel.TimeoutError{Op: "start container", Limit: time.Second}, kernel.KindTimeout, kernel.ErrTimeout},
		{"memory", &kernel.MemoryError{Op: "replay", LimitBytes: 256 << 20}, kernel.KindMemory, kernel.ErrMemory},
		{"not supported", &kernel.NotSupportedError{Backend: kernel.Monty, Module: "numpy", Reason: "no module numpy"}, kernel.KindNotSupported, kernel.ErrNotSupported},
		{"permission", &kernel.PermissionError{Path: "/sandbox/w/a.txt", Op: "open"}, kernel.KindPermission, kernel.ErrPermission},
		{"usage", &kernel.UsageError{Msg: "bad"}, kernel.KindUsage, kernel.ErrUsage},
	}
	sentinels := []error{kernel.ErrTimeout, kernel.ErrMemory, kernel.ErrNotSupported, kernel.ErrPermission, kernel.ErrUsage}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			wrapped := errors.Join(errors.New("other"), wrap(tt.err))
			var se kernel.SandboxError
			if !errors.As(wrapped, &se) {
				t.Fatalf("errors.As(%v, SandboxError) = false", wrapped)
			}
			if se.Kind() != tt.kind {
				t.Errorf("Kind() = %v, want %v", se.Kind(), tt.kind)
			}
			if !errors.Is(wrapped, kernel.ErrSandbox) {
				t.Errorf("errors.Is(ErrSandbox) = false")
			}
			for _, s := range sentinels {
				if got, want := errors.Is(wrapped, s), s == tt.is; got != want {
					t.Errorf("errors.Is(%v) = %v, want %v", s, got, want)
				}
			}
		})
	}
	var nse *kernel.NotSupportedError
	if !errors.As(wrap(&kernel.NotSupportedError{Module: "numpy"}), &nse) || nse.Module != "numpy" {
		t.Errorf("errors.As(*NotSupportedError) lost the module: %+v", nse)
	}
	if errors.Is(errors.New("plain"), kernel.ErrSandbox) {
		t.Error("a plain error matched ErrSandbox")
	}
}

func wrap(err error) error { return errors.Join(err) }

func TestLimitsWithOverridesOnlySetFields(t *testing.T) {
	base := kernel.DefaultLimits()
	got := base.With(kernel.Limits{Timeout: time.Minute, MemoryBytes: 512 << 20})
	want := base
	want.Timeout = time.Minute
	want.MemoryBytes = 512 << 20
	if got != want {
		t.Errorf("With = %+v, want %+v", got, want)
	}
	if base.With(kernel.Limits{}) != base {
		t.Error("an empty override changed the limits")
	}
	if err := (kernel.Limits{Timeout: -1}).Validate(); !errors.Is(err, kernel.ErrUsage) {
		t.Errorf("negative timeout: Validate() = %v, want a usage error", err)
	}
	if err := base.Validate(); err != nil {
		t.Errorf("defaults: Validate() = %v", err)
	}
}

func TestParseBackend(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want kernel.Backend
		ok   bool
	}{{"monty", kernel.Monty, true}, {"container", kernel.Container, true}, {"auto", "", false}, {"", "", false}} {
		got, err := kernel.ParseBackend(tt.in)
		if (err == nil) != tt.ok || got != tt.want {
			t.Errorf("ParseBackend(%q) = %q, %v", tt.in, got, err)
		}
	}
}

func TestHistoryReplayableSkipsFailuresAndResets(t *testing.T) {
	var h kernel.History
	h.Append(kernel.Entry{Code: "a = 1", Success: true})
	h.MarkReset()
	h.Append(kernel.Entry{Code: "x = 42", Success: true})
	h.Append(kernel.Entry{Code: "1/0", Success: false})
	h.Append(kernel.Entry{Code: "y = x", Success: true})
	var codes []string
	for _, e := range h.Replayable() {
		codes = append(codes, e.Code)
	}
	if want := []string{"x = 42", "y = x"}; !slices.Equal(codes, want) {
		t.Errorf("Replayable = %q, want %q", codes, want)
	}
	all := h.Entries()
	if len(all) != 5 || h.Len() != 5 {
		t.Fatalf("Entries has %d, Len %d, want 5", len(all), h.Len())
	}
	for i, e := range all {
		if e.Seq != i+1 || e.Time.IsZero() {
			t.Errorf("entry %d: Seq %d, Time %v", i, e.Seq, e.Time)
		}
	}
	all[0].Code = "mutated"
	if h.Entries()[0].Code != "a = 1" {
		t.Error("Entries returned the history's own slice")
	}
}

// scripted is a Kernel whose cells print their code's first word; a cell
// starting with "fail" raises, and "refuse" is refused.
type scripted struct{ ran []string }

func (s *scripted) Execute(_ context.Context, req kernel.Request) (*kernel.Result, error) {
	s.ran = append(s.ran, req.Code)
	switch {
	case strings.HasPrefix(req.Code, "refuse"):
		return nil, &kernel.NotSupportedError{Backend: "test", Reason: "refused"}
	case strings.HasPrefix(req.Code, "fail"):
		return &kernel.Result{Error: &kernel.PyError{Type: "ValueError", Message: "boom"}}, nil
	}
	return &kernel.Result{Success: true, Stdout: strings.Fields(req.Code)[0] + "\n"}, nil
}
func (s *scripted) Reset(context.Context) error { return nil }
func (s *scripted) Ping(context.Context) error  { return nil }
func (s *scripted) Close() error                { return nil }

func TestReplayReportsProgressInOrderAndDivergences(t *testing.T) {
	entries := []kernel.Entry{
		{Code: "one", Stdout: "one\n", Success: true},
		{Code: "two", Stdout: "changed\n", Success: true},
		{Code: "fail", Success: true},
	}
	k := &scripted{}
	var events []string
	report, err := kernel.Replay(context.Background(), k, entries, func(p kernel.Progress) {
		ev := p.Phase.String()
		if p.Phase == kernel.ReplayAfter && p.Result == nil {
			ev += "-noresult"
		}
		events = append(events, ev+":"+itoa(p.Step)+"/"+itoa(p.Total))
	})
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"before:1/3", "after:1/3", "before:2/3", "after:2/3", "before:3/3", "after:3/3", "complete:3/3"}
	if !slices.Equal(events, want) {
		t.Errorf("events = %q, want %q", events, want)
	}
	if len(report.Divergences) != 2 || report.Divergences[0].Step != 2 || report.Divergences[1].Step != 3 {
		t.Errorf("divergences = %+v, want steps 2 and 3", report.Divergences)
	}
	if !strings.Contains(report.Divergences[1].Reason, "ValueError: boom") {
		t.Errorf("reason %q does not name the exception", report.Divergences[1].Reason)
	}

	_, err = kernel.Replay(context.Background(), &scripted{}, []kernel.Entry{{Code: "one"}, {Code: "refuse"}, {Code: "never"}}, nil)
	if !errors.Is(err, kernel.ErrNotSupported) || !strings.Contains(err.Error(), "step 2 of 3") {
		t.Errorf("replay of a refused cell: err = %v", err)
	}
}

func itoa(i int) string { return string(rune('0' + i)) }

func TestMountsNameByBaseAndRejectClashes(t *testing.T) {
	dir := t.TempDir()
	data := filepath.Join(dir, "data")
	file := filepath.Join(dir, "notes.txt")
	other := filepath.Join(dir, "x", "data")
	for _, d := range []string{data, other} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(file, []byte("hi"), 0o644); err != nil {
		t.Fatal(err)
	}
	ms, err := kernel.Mounts([]string{data, file})
	if err != nil {
		t.Fatal(err)
	}
	if ms[0].Target() != "/sandbox/data" || !ms[0].Dir || ms[1].Target() != "/sandbox/notes.txt" || ms[1].Dir {
		t.Errorf("mounts = %+v", ms)
	}
	if _, err := kernel.Mounts([]string{data, other}); !errors.Is(err, kernel.ErrUsage) {
		t.Errorf("clashing names: err = %v, want usage error", err)
	}
	if _, err := kernel.Mounts([]string{filepath.Join(dir, "missing")}); !errors.Is(err, kernel.ErrUsage) {
		t.Errorf("missing path: err = %v, want usage error", err)
	}
	for _, name := range kernel.HiddenDirs() {
		if !kernel.IsHiddenDir(name) {
			t.Errorf("IsHiddenDir(%q) = false", name)
		}
	}
	if kernel.IsHiddenDir("src") {
		t.Error("IsHiddenDir(src) = true")
	}
}

func TestFileChangesAllInOrder(t *testing.T) {
	var none *kernel.FileChanges
	if none.HasChanges() || none.All() != nil {
		t.Error("nil FileChanges has changes")
	}
	c := &kernel.FileChanges{
		Added:   []kernel.FileChange{{Type: kernel.Added, Path: "/sandbox/w/a"}},
		Deleted: []kernel.FileChange{{Type: kernel.Deleted, Path: "/sandbox/w/b"}},
	}
	all := c.All()
	if !c.HasChanges() || len(all) != 2 || all[0].Type != kernel.Added || all[1].Type != kernel.Deleted {
		t.Errorf("All = %+v", all)
	}
}
