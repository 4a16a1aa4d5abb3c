package tui

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
)

// TestSelectCopyCutPaste: Shift+arrows select in the editor (drawn
// highlighted), Ctrl+C copies the selection to the terminal's clipboard
// and Ctrl+V pastes it; Ctrl+X cuts; with nothing copied Ctrl+V pastes
// what the terminal answers (OSC 52); Ctrl+C without a selection is
// still the interrupt.
func TestSelectCopyCutPaste(t *testing.T) {
	h := newHarness(t, nil, "c.bynb")
	h.press("enter")
	h.typeText("total = 41\nprint(total)")
	h.press("shift+left", "shift+left", "shift+up", "ctrl+shift+left")
	if got := h.m.editor.SelectedText(); got != "41\nprint(total)" {
		t.Fatalf("selected %q", got)
	}
	h.golden("selection")
	h.press("ctrl+c")
	if h.m.copied != "41\nprint(total)" || !strings.Contains(h.m.message, "copied 15 characters") {
		t.Errorf("copy: %q, message %q", h.m.copied, h.m.message)
	}
	h.press("ctrl+end", "enter", "ctrl+v")
	if got := h.m.editor.Value(); got != "total = 41\nprint(total)\n41\nprint(total)" {
		t.Errorf("after paste: %q", got)
	}
	h.press("shift+home", "ctrl+x")
	if got := h.m.editor.Value(); got != "total = 41\nprint(total)\n41\n" || h.m.copied != "print(total)" {
		t.Errorf("after cut: %q, copied %q", got, h.m.copied)
	}
	h.m.copied = ""
	h.press("ctrl+v")
	h.handle(tea.ClipboardMsg{Content: "from the terminal"})
	if got := h.m.editor.Value(); !strings.HasSuffix(got, "\n41\nfrom the terminal") {
		t.Errorf("after an OSC 52 paste: %q", got)
	}
	h.press("ctrl+c")
	if !strings.Contains(h.m.message, "nothing is running") {
		t.Errorf("ctrl+c without a selection: %q", h.m.message)
	}
}
