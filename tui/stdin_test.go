package tui

import (
	"strings"
	"testing"
)

// TestInputAsksUnderTheCell: a cell calling input() opens an input line;
// the answer goes to the kernel and shows in the output.
func TestInputAsksUnderTheCell(t *testing.T) {
	h := newHarness(t, nil, "i.bynb")
	h.press("enter")
	h.typeText("input(name? )")
	h.press("ctrl+e")
	h.until("the input request", func() bool { return h.m.prompt != nil && h.m.prompt.kind == promptStdin })
	h.golden("input_prompt")
	h.typeText("Ada")
	h.press("enter")
	h.until("the run", func() bool { return h.m.op == nil })
	out := h.m.selected().Outputs
	if len(out) == 0 || !strings.Contains(out[0].Text, "name? Ada\ngot Ada\n") {
		t.Errorf("outputs %+v", out)
	}
	if h.m.prompt != nil {
		t.Error("the input line stayed open")
	}
}

// TestInterruptCancelsInput: Ctrl+C at the input line cancels the read.
func TestInterruptCancelsInput(t *testing.T) {
	h := newHarness(t, nil, "i.bynb")
	h.press("enter")
	h.typeText("input(x)")
	h.press("ctrl+e")
	h.until("the input request", func() bool { return h.m.prompt != nil && h.m.prompt.kind == promptStdin })
	h.press("ctrl+c")
	h.until("the run", func() bool { return h.m.op == nil })
	if h.m.prompt != nil {
		t.Error("the input line stayed open")
	}
	got := ""
	for _, o := range h.m.selected().Outputs {
		got += o.ErrorType + " "
	}
	if !strings.Contains(got, "KeyboardInterrupt") && !strings.Contains(got, "EOFError") {
		t.Errorf("outputs after interrupt: %q", got)
	}
}
