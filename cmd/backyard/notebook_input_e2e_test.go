package main

import "testing"

// TestNotebookEndToEndInput: on monty, input() shows its prompt and an
// input line; the answer reaches the cell; a second input() is
// interrupted with Ctrl+C, which ends its read.
func TestNotebookEndToEndInput(t *testing.T) {
	needTmux(t)
	bin, dir := buildBinary(t), t.TempDir()
	term := startNotebook(t, bin, dir, "--monty", "i.bynb")

	term.keys("Enter")
	term.typeText("name = input('name? ')")
	term.keys("Enter")
	term.typeText("print('hi', name)")
	term.keys("C-e")
	term.waitFor("name? ", "input ›")
	term.typeText("Ada")
	term.keys("Enter")
	term.waitFor("hi Ada", "[1]", "● idle")

	term.keys("b", "Enter")
	term.typeText("input('again? ')")
	term.keys("C-e")
	term.waitFor("again? ", "input ›")
	term.keys("C-c")
	// The read ends at once; monty raises EOFError from input().
	term.waitFor("EOFError", "● idle")
}
