package main

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/backyard-dev/backyard/cells"
)

// TestNotebookEndToEndEditFindPaletteRaw drives the new keys through the
// real binary: brackets pair and Ctrl+Z undoes, a markdown line after a
// colon is not indented, / finds and n moves, the palette inserts a cell,
// r makes a raw cell, and the file keeps it raw; the status says "new"
// until the first save.
func TestNotebookEndToEndEditFindPaletteRaw(t *testing.T) {
	needTmux(t)
	bin, dir := buildBinary(t), t.TempDir()
	term := startNotebook(t, bin, dir, "--monty", "k.ipynb")
	term.waitFor("k.ipynb new")

	term.keys("Enter")
	term.typeText("print(41 + 1")
	term.waitFor("print(41 + 1)") // the closer came with the bracket
	term.typeText(" + 9")
	term.keys("C-z")
	term.waitFor("print(41 + 1 + )")
	term.keys("C-z", "C-z", "C-z") // the space, the plus, the space
	term.waitFor("print(41 + 1)")
	term.keys("C-e")
	term.waitFor("42", "[1]")

	term.keys(":")
	term.typeText("insert cell below")
	term.keys("Enter")
	term.waitFor("[ ] │")
	term.keys("m", "Enter")
	term.typeText("Notes:\nplain")
	term.escape()

	term.keys("b", "Enter")
	term.typeText("\\raw text")
	term.escape()
	term.keys("r")
	term.waitFor("raw ")

	term.keys("g", "/")
	term.typeText("plain")
	term.keys("Enter")
	term.waitFor("/plain: cell 1 of 1")

	term.keys("C-s")
	term.waitFor("saved k.ipynb")
	nb, err := cells.Load(filepath.Join(dir, "k.ipynb"))
	if err != nil {
		t.Fatal(err)
	}
	var types []string
	for _, c := range nb.Cells {
		types = append(types, string(c.Type))
	}
	if got := strings.Join(types, " "); got != "code markdown raw" {
		t.Errorf("cell types %q, want code markdown raw", got)
	}
	if nb.Cells[0].Source != "print(41 + 1)" || nb.Cells[1].Source != "Notes:\nplain" || nb.Cells[2].Source != "\\raw text" {
		t.Errorf("sources %q %q %q", nb.Cells[0].Source, nb.Cells[1].Source, nb.Cells[2].Source)
	}
}
