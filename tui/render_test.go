package tui

import (
	"strings"
	"testing"
	"time"

	"github.com/backyard-dev/backyard/kernel"
	"github.com/backyard-dev/backyard/themes"
	"github.com/charmbracelet/colorprofile"
	"github.com/charmbracelet/x/ansi"
)

func TestHighlightColoursEveryLineOnItsOwn(t *testing.T) {
	h := newHighlighter(themes.Dark(colorprofile.TrueColor))
	src := "for x in y:\n    s = '''one\ntwo'''"
	lines := h.code(src)
	if len(lines) != 3 {
		t.Fatalf("got %d lines, want 3: %q", len(lines), lines)
	}
	for i, l := range lines {
		if ansi.Strip(l) != strings.Split(src, "\n")[i] {
			t.Errorf("line %d reads %q", i, ansi.Strip(l))
		}
		if !strings.HasSuffix(l, "\x1b[m") {
			t.Errorf("line %d leaves a colour open: %q", i, l)
		}
	}
	// The string's second line carries the string colour itself.
	if !strings.HasPrefix(lines[2], "\x1b[") {
		t.Errorf("the continued string lost its colour: %q", lines[2])
	}
	if plain := newHighlighter(themes.Dark(colorprofile.ASCII)).code(src); strings.Contains(strings.Join(plain, ""), "\x1b") {
		t.Errorf("colours without a colour profile: %q", plain)
	}
}

func TestTracebackHighlightMarksTheException(t *testing.T) {
	th := themes.Dark(colorprofile.TrueColor)
	tb := "Traceback (most recent call last):\n  File \"<cell 1>\", line 1, in <module>\n    1/0\n    ~^~\nZeroDivisionError: division by zero"
	lines := newHighlighter(th).tb(tb)
	if got := lines[len(lines)-1]; got != th.ErrorTitle.Render("ZeroDivisionError: division by zero") {
		t.Errorf("last line = %q", got)
	}
	if ansi.Strip(strings.Join(lines, "\n")) != tb {
		t.Error("highlighting changed the traceback's text")
	}
}

func TestCursorIsDrawnAtItsColumn(t *testing.T) {
	st := themes.Dark(colorprofile.ASCII).Cursor
	for _, tt := range []struct {
		line string
		col  int
		want string
	}{
		{"abc", 0, "[a]bc"},
		{"abc", 1, "a[b]c"},
		{"abc", 3, "abc[ ]"},
		{"héllo", 2, "hé[l]lo"},
	} {
		got := cursorAt(tt.line, tt.line, tt.col, st)
		got = strings.NewReplacer("\x1b[m\x1b[7m", "[", "\x1b[m", "]").Replace(got)
		if got != tt.want {
			t.Errorf("cursorAt(%q, %d) = %q, want %q", tt.line, tt.col, got, tt.want)
		}
	}
}

func TestShortDuration(t *testing.T) {
	for _, tt := range []struct {
		d    time.Duration
		want string
	}{
		{830 * time.Microsecond, "830µs"}, {12 * time.Millisecond, "12ms"}, {1200 * time.Millisecond, "1.2s"},
		{30 * time.Second, "30s"}, {125 * time.Second, "2m05s"},
	} {
		if got := shortDuration(tt.d); got != tt.want {
			t.Errorf("shortDuration(%v) = %q, want %q", tt.d, got, tt.want)
		}
	}
}

func TestStatusBarNamesTheBackendAndItsRuntime(t *testing.T) {
	for _, tt := range []struct {
		status SessionStatus
		want   string
	}{
		{SessionStatus{Backend: kernel.Monty, Mode: "auto"}, "monty · auto"},
		{SessionStatus{Backend: kernel.Monty, Mode: "monty"}, "monty"},
		{SessionStatus{Backend: kernel.Container, Runtime: "runsc", Mode: "auto"}, "container, gVisor · auto"},
		{SessionStatus{Backend: kernel.Container, Runtime: "runc", Mode: "container"}, "container, runc"},
		{SessionStatus{}, "no kernel"},
	} {
		if got := tt.status.backendLabel(); got != tt.want {
			t.Errorf("backendLabel(%+v) = %q, want %q", tt.status, got, tt.want)
		}
	}
}
