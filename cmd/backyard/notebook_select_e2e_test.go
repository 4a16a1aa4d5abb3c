package main

import (
	"strings"
	"testing"
	"time"
)

// TestNotebookEndToEndSelectCopyPaste: in the real binary under tmux,
// Shift+arrows select, Ctrl+C sends the selection to the terminal's
// clipboard by OSC 52 (tmux keeps it as a paste buffer), and Ctrl+V pastes
// it back; bracket pairing closes a typed parenthesis.
func TestNotebookEndToEndSelectCopyPaste(t *testing.T) {
	needTmux(t)
	bin, dir := buildBinary(t), t.TempDir()
	term := startNotebook(t, bin, dir, "--monty", "s.bynb")
	term.tmux("set-option", "-g", "set-clipboard", "on")

	term.keys("Enter")
	term.typeText("value = 12345")
	term.keys("S-Left", "S-Left", "S-Left")
	term.keys("C-c")
	term.waitFor("copied 3 characters")
	deadline := time.Now().Add(10 * time.Second)
	for {
		out := term.tmux("show-buffer")
		if out == "345" {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("tmux's paste buffer holds %q, want 345 (OSC 52 did not reach the terminal)", out)
		}
		time.Sleep(100 * time.Millisecond)
	}
	term.keys("End", "Enter")
	term.typeText("print(value")
	term.waitFor("print(value)") // the closer came with the opener
	term.keys("C-v")
	term.waitFor("print(value345)")
	term.keys("C-e")
	s := term.waitFor("[1]", "● idle")
	if !strings.Contains(s, "NameError") {
		t.Errorf("value345 is no name of the session, yet no NameError:\n%s", s)
	}
}
