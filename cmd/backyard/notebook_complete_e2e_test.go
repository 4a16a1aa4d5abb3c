package main

import "testing"

// TestNotebookEndToEndTabCompletion: on monty, Tab completes an
// attribute of a module the session imported (one match, taken), and a
// name with several matches opens the popup, Enter taking the choice;
// inside a call's parentheses it completes a keyword argument, and
// Shift+Tab there shows the signature.
func TestNotebookEndToEndTabCompletion(t *testing.T) {
	needTmux(t)
	bin, dir := buildBinary(t), t.TempDir()
	term := startNotebook(t, bin, dir, "--monty", "c.bynb")

	term.keys("Enter")
	term.typeText("import math\nrecord_total = 5")
	term.keys("C-r")
	term.waitFor("[1]", "● idle")
	term.keys("Enter")
	term.typeText("math.sqr")
	term.keys("Tab")
	term.waitFor("math.sqrt")
	term.typeText("(record_to")
	term.keys("Tab")
	term.waitFor("math.sqrt(record_total)")
	term.keys("C-e")
	term.waitFor("2.23606797749979", "[2]")

	term.keys("b", "Enter")
	term.typeText("pr")
	term.keys("Tab")
	term.waitFor("print", "property")
	term.keys("Enter")
	term.waitFor("EDIT")

	term.escape()
	term.keys("b", "Enter")
	term.typeText("area = lambda width, height=1: width * height")
	term.keys("C-r")
	term.waitFor("[3]", "● idle")
	term.keys("Enter")
	term.typeText("area(2, hei")
	term.keys("Tab")
	term.waitFor("area(2, height=)")
	term.keys("BTab")
	term.waitFor("area: function", "(width, height=1)")
}
