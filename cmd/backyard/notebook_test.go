package main

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/backyard-dev/backyard/cells"
)

func TestConvertBetweenBynbAndIPYNB(t *testing.T) {
	dir := t.TempDir()
	src := filepath.Join(dir, "a.bynb")
	nb := &cells.Notebook{Cells: []*cells.Cell{
		{ID: "c1", Type: cells.Markdown, Source: "# Title"},
		{ID: "c2", Type: cells.Code, Source: "print(1)", ExecutionCount: 1, Backend: "monty",
			Outputs: []cells.Output{{Kind: cells.Stream, Name: "stdout", Text: "1\n"}}},
	}}
	if err := cells.Save(src, nb); err != nil {
		t.Fatal(err)
	}
	ipynb, back := filepath.Join(dir, "a.ipynb"), filepath.Join(dir, "b.bynb")
	for _, step := range [][2]string{{src, ipynb}, {ipynb, back}} {
		code, out, errOut := runArgs("convert", step[0], step[1])
		if code != 0 || !strings.Contains(out, "2 cells") {
			t.Fatalf("convert %s %s = %d, %q, %q", step[0], step[1], code, out, errOut)
		}
	}
	if data, _ := os.ReadFile(ipynb); !strings.Contains(string(data), `"nbformat": 4`) {
		t.Errorf("%s is not a Jupyter notebook:\n%s", ipynb, data)
	}
	got, err := cells.Load(back)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got.Cells, nb.Cells) {
		t.Errorf("bynb → ipynb → bynb changed the notebook: %+v", got.Cells)
	}
}

func TestConvertUsage(t *testing.T) {
	dir := t.TempDir()
	a := filepath.Join(dir, "a.bynb")
	os.WriteFile(a, []byte("{\n  nope\n}"), 0o644)
	tests := []struct {
		args     []string
		wantCode int
		wantErr  string
	}{
		{[]string{"convert", a}, 2, "want two files"},
		{[]string{"convert", a, a}, 2, "the same file"},
		{[]string{"convert", a, filepath.Join(dir, "b.ipynb")}, 1, "a.bynb:2:3: malformed notebook"},
		{[]string{"convert", filepath.Join(dir, "missing.bynb"), filepath.Join(dir, "b.ipynb")}, 1, "no such file"},
		{[]string{"convert", a, filepath.Join(dir, "b.txt")}, 2, `ends in .bynb or .ipynb, not ".txt"`},
		{[]string{"convert", filepath.Join(dir, "notes"), filepath.Join(dir, "b.ipynb")}, 2, `not ""`},
	}
	for _, tt := range tests {
		code, _, errOut := runArgs(tt.args...)
		if code != tt.wantCode || !strings.Contains(errOut, tt.wantErr) {
			t.Errorf("backyard %q = %d, %q; want %d and %q", tt.args, code, errOut, tt.wantCode, tt.wantErr)
		}
	}
	for _, name := range []string{"b.ipynb", "b.txt"} {
		if _, err := os.Stat(filepath.Join(dir, name)); err == nil {
			t.Errorf("a failed conversion wrote its target %s", name)
		}
	}
}

func TestNotebookRefusesAMalformedFileAndLeavesIt(t *testing.T) {
	path := filepath.Join(t.TempDir(), "bad.bynb")
	bad := []byte("{\"format\": \"bynb\", \"version\": 1,\n \"cells\": [\n  {\"id\": \"a\", \"type\": \"cod\", \"source\": \"\"}\n ]}\n")
	os.WriteFile(path, bad, 0o644)
	code, _, errOut := runArgs(path)
	if code != 1 || !strings.Contains(errOut, "bad.bynb:3:3: cell 1: unknown cell type \"cod\"") || !strings.Contains(errOut, "not changed") {
		t.Errorf("backyard bad.bynb = %d, %q", code, errOut)
	}
	if data, _ := os.ReadFile(path); string(data) != string(bad) {
		t.Error("the malformed file was changed")
	}
}

func TestNotebookNeedsATerminal(t *testing.T) {
	code, out, _ := runArgs()
	if code != 0 || !strings.Contains(out, "notebook") {
		t.Errorf("backyard with no terminal and no file = %d, %q; want the help", code, out)
	}
	code, _, errOut := runArgs(filepath.Join(t.TempDir(), "n.bynb"))
	if code != 2 || !strings.Contains(errOut, "needs a terminal") {
		t.Errorf("backyard n.bynb with no terminal = %d, %q", code, errOut)
	}
	code, _, errOut = runArgs("--container", "--monty", "n.bynb")
	if code != 2 || !strings.Contains(errOut, "contradict") {
		t.Errorf("--container --monty = %d, %q", code, errOut)
	}
}

func TestUntitledPicksAFreeName(t *testing.T) {
	dir := t.TempDir()
	first, _ := untitled(dir)
	os.WriteFile(first, nil, 0o644)
	second, _ := untitled(dir)
	if filepath.Base(first) != "untitled.bynb" || filepath.Base(second) != "untitled1.bynb" {
		t.Errorf("untitled names %q, %q", first, second)
	}
}
