package main

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/backyard-dev/backyard/cells"
)

// TestNotebookEndToEndExecutionNumbers opens a notebook whose last run
// was [5] and runs a failing cell: it shows [6] and monty's traceback
// names "<cell 6>".
func TestNotebookEndToEndExecutionNumbers(t *testing.T) {
	needTmux(t)
	bin, dir := buildBinary(t), t.TempDir()
	nb := cells.New()
	nb.Cells[0].Source = "x = 1"
	nb.Cells[0].ExecutionCount = 5
	nb.Cells = append(nb.Cells, cells.NewCell(cells.Code, "def f():\n    return 1/0\nf()"))
	data, err := cells.EncodeBynb(nb)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "n.bynb"), data, 0o644); err != nil {
		t.Fatal(err)
	}
	term := startNotebook(t, bin, dir, "--monty", "n.bynb")
	term.waitFor("[5]")
	term.keys("j", "C-e")
	term.waitFor("[6]", `File "<cell 6>", line 3`, `File "<cell 6>", line 2, in f`, "ZeroDivisionError")
}
