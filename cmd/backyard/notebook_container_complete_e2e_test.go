package main

import (
	"testing"
	"time"

	"github.com/backyard-dev/backyard/kernel/container/engine/enginetest"
)

// TestNotebookEndToEndContainerCompleteInput: on the container kernel, Tab
// completes from the agent (attributes after a dot in a popup, a call's
// keyword argument), Shift+Tab shows a signature, and input() shows its
// prompt and an input line whose answer reaches the cell; Ctrl+C cancels a
// second read with KeyboardInterrupt.
func TestNotebookEndToEndContainerCompleteInput(t *testing.T) {
	needTmux(t)
	enginetest.Connect(t)
	bin, dir := buildBinary(t), t.TempDir()
	term := startNotebook(t, bin, dir, "--container", "cc.bynb")
	term.waitWithin(2*time.Minute, "│ container, ")

	term.keys("Enter")
	term.typeText("import os\narea = lambda width, height=1: width * height")
	term.keys("C-r")
	term.waitWithin(2*time.Minute, "[1]", "● idle")
	term.keys("Enter")
	term.typeText("os.pa")
	term.keys("Tab")
	term.waitFor("pathconf", "pathsep")
	term.keys("Enter") // takes the first
	term.waitFor("os.pardir")
	term.escape()
	term.keys("b", "Enter")
	term.typeText("area(2, hei")
	term.keys("Tab")
	term.waitFor("area(2, height=)")
	term.keys("BTab")
	term.waitFor("area: function", "(width, height=1)")

	term.escape()
	term.keys("b", "Enter")
	term.typeText("print('hi', input('name? '))")
	term.keys("C-e")
	term.waitWithin(time.Minute, "name? ", "input ›")
	term.typeText("Ada")
	term.keys("Enter")
	term.waitWithin(time.Minute, "hi Ada", "[2]", "● idle")

	term.keys("b", "Enter")
	term.typeText("input('again? ')")
	term.keys("C-e")
	term.waitWithin(time.Minute, "again? ", "input ›")
	term.keys("C-c")
	term.waitWithin(time.Minute, "KeyboardInterrupt", "● idle")
}
