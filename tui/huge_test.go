package tui

import (
	"strings"
	"testing"

	"github.com/backyard-dev/backyard/cells"
)

// TestHugeOutputsDrawWhatIsVisible: a 100,000-line output and a 10 MB
// line are drawn folded and unfolded; moving the selection over them
// reuses their rendering, and a change to the outputs renders again.
func TestHugeOutputsDrawWhatIsVisible(t *testing.T) {
	h := newHarness(t, hugeOutputNotebook(), "huge.bynb")
	h.press("j")
	h.golden("huge_folded")
	big := h.m.view(h.m.nb.Cells[1])
	before := big.outs
	h.press("j", "k", "j", "k")
	if big.outs != before {
		t.Error("moving the selection rendered the outputs again")
	}
	h.press("o")
	h.golden("huge_unfolded")
	if got := h.m.cellLines(1).Len(); got < 100_000 {
		t.Errorf("unfolded cell has %d lines, want the 100,000 of its output and more", got)
	}
	h.press("j")
	// The 10 MB line, wrapped to the text width, is on screen as its
	// first rows.
	if !strings.Contains(h.screen(), strings.Repeat("x", 70)) {
		t.Errorf("the long line is not drawn:\n%s", h.screen())
	}
	unfolded := big.outs
	h.m.nb.Cells[1].Outputs = []cells.Output{{Kind: cells.Stream, Name: cells.Stdout, Text: "short\n"}}
	h.m.changed(h.m.nb.Cells[1])
	h.press("k")
	if big.outs == unfolded || !strings.Contains(h.screen(), "short") {
		t.Errorf("a change to the outputs did not draw them again:\n%s", h.screen())
	}
}

// TestWrapPlainText: lines wider than the text are cut at its width,
// ASCII or not.
func TestWrapPlainText(t *testing.T) {
	tests := []struct {
		in    string
		width int
		want  []string
	}{
		{"abc", 5, []string{"abc"}},
		{"abcdefg", 3, []string{"abc", "def", "g"}},
		{"ééééé", 5, []string{"ééééé"}},
		{"éééééé", 4, []string{"éééé", "éé"}},
		{"", 4, []string{""}},
	}
	for _, tt := range tests {
		got := appendWrapped(nil, tt.in, tt.width)
		if strings.Join(got, "|") != strings.Join(tt.want, "|") {
			t.Errorf("appendWrapped(%q, %d) = %q, want %q", tt.in, tt.width, got, tt.want)
		}
	}
}

// TestStreamedOutputIsDrawnIncrementally: text streamed onto a running
// cell in pieces that cut lines (and a new output after it) is drawn the
// same as the whole output drawn at once.
func TestStreamedOutputIsDrawnIncrementally(t *testing.T) {
	h := newHarness(t, nil, "s.bynb")
	m := h.m
	c := cells.NewCell(cells.Code, "")
	pieces := []string{"ab", "c\nde", "f\n\n", strings.Repeat("z", 50), "\n", "tail"}
	o := m.outputView(c, 20)
	for _, p := range pieces {
		c.AppendStream(cells.Stdout, p)
		if len(c.Outputs) == 1 && o.outputs == 0 {
			o = m.outputView(c, 20)
			continue
		}
		if !m.extendOutputView(o, c, 20) {
			t.Fatalf("could not extend after %q", p)
		}
	}
	c.AppendStream(cells.Stderr, "err\n")
	if !m.extendOutputView(o, c, 20) {
		t.Fatal("could not extend with a new output")
	}
	got, want := materialize(o), materialize(m.outputView(c, 20))
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("incremental:\n%q\nwhole:\n%q", got, want)
	}
	if len(want) != 8 {
		t.Errorf("whole output has %d lines, want 8: %q", len(want), want)
	}
	if m.extendOutputView(o, c, 30) {
		t.Error("extended across a width change")
	}
}
