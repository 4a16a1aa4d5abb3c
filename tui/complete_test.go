package tui

import (
	"strings"
	"testing"

	"github.com/backyard-dev/backyard/cells"
)

// TestTabCompletesFromTheKernel: Tab after a name asks the kernel; one
// match is taken at once, several open a popup that Tab moves in and
// Enter takes; Esc dismisses it; Tab at a line's start still indents.
func TestTabCompletesFromTheKernel(t *testing.T) {
	h := newHarness(t, nil, "c.bynb")
	h.press("enter")
	h.typeText("ran")
	h.press("tab")
	if got := h.m.editor.Value(); got != "range" {
		t.Fatalf("single match: %q, want range", got)
	}
	h.press("ctrl+z")
	h.m.editor.SetValue("x = pri")
	h.press("tab")
	if h.m.complete == nil || len(h.m.complete.matches) != 2 {
		t.Fatalf("popup %+v", h.m.complete)
	}
	h.golden("completion_popup")
	h.press("tab", "enter")
	if got := h.m.editor.Value(); got != "x = printed" {
		t.Errorf("after tab, enter: %q", got)
	}
	h.m.editor.SetValue("math.s")
	h.press("tab")
	h.press("esc")
	if h.m.complete != nil || h.m.mode != editMode || h.m.editor.Value() != "math.s" {
		t.Errorf("esc: popup %v, mode %v, %q", h.m.complete, h.m.mode, h.m.editor.Value())
	}
	h.m.editor.SetValue("if x:\n")
	h.press("tab")
	if got := h.m.editor.Value(); got != "if x:\n    " {
		t.Errorf("tab at line start: %q", got)
	}
	h.m.editor.SetValue("zzz")
	h.press("tab")
	if !strings.Contains(h.m.message, "no completion") {
		t.Errorf("no match: %q", h.m.message)
	}
}

// TestShiftTabInspectsAName: Shift+Tab after a name shows what the kernel
// says of it until the next key; at a line's start it still dedents.
func TestShiftTabInspectsAName(t *testing.T) {
	h := newHarness(t, nil, "c.bynb")
	h.press("enter")
	h.typeText("print")
	h.press("shift+tab")
	h.golden("inspect")
	if got := h.screen(); !strings.Contains(got, "print: builtin_function_or_method") || !strings.Contains(got, "Prints the values") {
		t.Errorf("no description on screen:\n%s", got)
	}
	h.press("left")
	if h.m.inspection != nil {
		t.Error("the description stayed after a key")
	}
	h.m.editor.SetValue("        x")
	h.m.editor.SetCursor(0, 0)
	h.press("shift+tab")
	if got := h.m.editor.Value(); got != "    x" {
		t.Errorf("shift+tab at line start: %q", got)
	}
}

// TestTabCompletesKeywordArguments: inside a call's parentheses Tab
// offers the keyword arguments first, also right after "(" and ", ";
// Shift+Tab there shows the call's signature.
func TestTabCompletesKeywordArguments(t *testing.T) {
	h := newHarness(t, nil, "c.bynb")
	h.press("enter")
	h.typeText("area(")
	h.press("tab")
	if h.m.complete == nil || h.m.complete.matches[0] != "width=" {
		t.Fatalf("popup after area( is %+v", h.m.complete)
	}
	h.golden("completion_kwargs")
	h.press("tab", "enter")
	if got := h.m.editor.Value(); got != "area(height=)" {
		t.Errorf("after tab, enter: %q", got)
	}
	h.typeText("2, w")
	h.press("tab")
	if got := h.m.editor.Value(); got != "area(height=2, width=)" {
		t.Errorf("single keyword match: %q", got)
	}
	h.m.editor.SetValue("area(3, ")
	h.press("shift+tab")
	h.golden("inspect_signature")
	if got := h.screen(); !strings.Contains(got, "area(width, height=1)") {
		t.Errorf("no signature on screen:\n%s", got)
	}
}

// TestPopupKeepsTheCursorLineInView: at the bottom of a long notebook the
// completion popup covers the last rows, and the view scrolls so that the
// line being completed stays above it.
func TestPopupKeepsTheCursorLineInView(t *testing.T) {
	nb := &cells.Notebook{}
	for i := range 6 {
		nb.Cells = append(nb.Cells, cells.NewCell(cells.Code, "a = "+itoa(i)+"\nb = 1\nc = 2"))
	}
	nb.Cells = append(nb.Cells, cells.NewCell(cells.Code, ""))
	h := newHarness(t, nb, "c.bynb")
	h.press("G", "enter")
	h.typeText("x = pri")
	h.press("tab")
	if h.m.complete == nil {
		t.Fatal("no popup")
	}
	lines := strings.Split(h.screen(), "\n")
	popupTop := len(lines) - 2 - len(h.m.completionView())
	found := false
	for _, l := range lines[:popupTop] {
		found = found || strings.Contains(l, "x = pri")
	}
	if !found {
		t.Errorf("the line being completed is hidden by the popup:\n%s", h.screen())
	}
}
