package cells

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"
)

var update = flag.Bool("update", false, "rewrite golden files")

// sample is a notebook with every kind of cell and output.
func sample() *Notebook {
	return &Notebook{
		Metadata: map[string]json.RawMessage{"title": json.RawMessage(`"demo"`)},
		Cells: []*Cell{
			{ID: "00000001", Type: Markdown, Source: "# Demo\n\nA <b>notebook</b> & more."},
			{ID: "00000002", Type: Code, Source: "x = [1, 2]\nprint(x)\nx", ExecutionCount: 1, Backend: "monty", Duration: 1500 * time.Microsecond,
				Outputs: []Output{
					{Kind: Stream, Name: Stdout, Text: "[1, 2]\n"},
					{Kind: Stream, Name: Stderr, Text: "warning\n"},
					{Kind: Result, Text: "[1, 2]", JSON: json.RawMessage(`[1,2]`)},
				}},
			{ID: "00000003", Type: Code, Source: "1/0", ExecutionCount: 2, Backend: "container", Duration: 2 * time.Second,
				Outputs: []Output{{Kind: Error, ErrorType: "ZeroDivisionError", ErrorMessage: "division by zero",
					Traceback: "Traceback (most recent call last):\n  File \"<cell 2>\", line 1, in <module>\nZeroDivisionError: division by zero\n"}}},
			{ID: "00000004", Type: Code, Source: "plot()", ExecutionCount: 3,
				Outputs: []Output{
					{Kind: Display, MIME: "image/png", Data: "iVBORw0KGgo=", Text: "<Figure>"},
					{Kind: Files, FileChanges: []FileChange{{Type: "added", Path: "/sandbox/w/plot.png"}, {Type: "deleted", Path: "/sandbox/w/old.png"}}},
				}},
			{ID: "00000005", Type: Code, Source: ""},
		},
	}
}

func TestBynbRoundTripKeepsEverything(t *testing.T) {
	nb := sample()
	data, err := EncodeBynb(nb)
	if err != nil {
		t.Fatal(err)
	}
	got, err := DecodeBynb("x.bynb", data)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, nb) {
		t.Errorf("round trip changed the notebook:\n got %#v\nwant %#v", got, nb)
	}
	again, err := EncodeBynb(got)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(again, data) {
		t.Error("encoding the decoded notebook gave different bytes: saves are not stable")
	}
}

// The golden file pins the on-disk format: key order, one cell per block,
// sources as lines. Changing it means a new format version.
func TestBynbEncodingMatchesGolden(t *testing.T) {
	data, err := EncodeBynb(sample())
	if err != nil {
		t.Fatal(err)
	}
	golden := filepath.Join("testdata", "sample.bynb")
	if *update {
		if err := os.WriteFile(golden, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(data, want) {
		t.Errorf("encoding differs from %s (run with -update if intended):\n%s", golden, data)
	}
}

func TestChangingOneCellChangesOnlyItsLines(t *testing.T) {
	nb := sample()
	before, _ := EncodeBynb(nb)
	nb.Cells[2].Source = "1/1"
	after, _ := EncodeBynb(nb)
	a, b := strings.Split(string(before), "\n"), strings.Split(string(after), "\n")
	if len(a) != len(b) {
		t.Fatalf("line count changed: %d → %d", len(a), len(b))
	}
	var changed []string
	for i := range a {
		if a[i] != b[i] {
			changed = append(changed, b[i])
		}
	}
	if len(changed) != 1 || !strings.Contains(changed[0], `"1/1"`) {
		t.Errorf("changed lines = %q, want just the source line", changed)
	}
}

func TestMalformedBynbNamesLineAndColumn(t *testing.T) {
	tests := []struct {
		name string
		doc  string
		want string // substring of the error
	}{
		{"syntax error", "{\n  \"format\": \"bynb\",\n  \"version\": 1,\n  \"cells\": [}\n}", "x.bynb:4:13: malformed notebook: invalid character '}'"},
		{"truncated", "{\n  \"format\": \"bynb\",\n  \"cells\": [", "x.bynb:3:13: malformed notebook: unexpected end of JSON input"},
		{"wrong type", "{\n  \"format\": \"bynb\",\n  \"version\": \"one\"\n}", `x.bynb:3:18: malformed notebook: "version" must be a whole number, not a string`},
		{"not a notebook", "[1, 2]", "x.bynb:1:1: malformed notebook: the notebook must be an object, not an array"},
		{"foreign json", `{"cells": []}`, `x.bynb:1:1: not a .bynb notebook: want "format": "bynb", found ""`},
		{"newer version", `{"format": "bynb", "version": 99, "cells": []}`, "format version 99 is newer than this backyard reads (1): upgrade backyard"},
		{"bad cell type", "{\"format\": \"bynb\", \"version\": 1,\n \"cells\": [\n  {\"id\": \"a\", \"type\": \"code\", \"source\": \"\"},\n  {\"id\": \"b\", \"type\": \"python\", \"source\": \"\"}\n ]}", `x.bynb:4:3: cell 2: unknown cell type "python" (want code, markdown or raw)`},
		{"bad output kind", "{\"format\": \"bynb\", \"version\": 1, \"cells\": [\n {\"id\": \"a\", \"type\": \"code\", \"source\": \"\", \"outputs\": [{\"kind\": \"beep\"}]}]}", `x.bynb:2:2: cell 1: output 1: unknown kind "beep"`},
		{"bad duration", "{\"format\": \"bynb\", \"version\": 1, \"cells\": [{\"id\": \"a\", \"type\": \"code\", \"source\": \"\", \"duration\": \"soon\"}]}", `x.bynb:1:44: cell 1: bad duration "soon"`},
		{"bad source", "{\"format\": \"bynb\", \"version\": 1, \"cells\": [{\"id\": \"a\", \"type\": \"code\", \"source\": 7}]}", "x.bynb:1:44: cell 1: want a string or an array of strings"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := DecodeBynb("x.bynb", []byte(tt.doc))
			var fe *FormatError
			if !errors.As(err, &fe) {
				t.Fatalf("err = %v (%T), want a *FormatError", err, err)
			}
			if !strings.Contains(err.Error(), tt.want) {
				t.Errorf("err = %q\nwant it to contain %q", err, tt.want)
			}
		})
	}
}

func TestEmptyBynbIsANewNotebook(t *testing.T) {
	nb, err := DecodeBynb("x.bynb", []byte(" \n"))
	if err != nil || len(nb.Cells) != 1 || nb.Cells[0].Type != Code {
		t.Errorf("DecodeBynb(empty) = %+v, %v; want one empty code cell", nb, err)
	}
}

func TestMissingAndRepeatedIDsAreReplaced(t *testing.T) {
	doc := `{"format": "bynb", "version": 1, "cells": [{"type": "code", "source": "a"}, {"id": "x", "type": "code", "source": "b"}, {"id": "x", "type": "code", "source": "c"}]}`
	nb, err := DecodeBynb("x.bynb", []byte(doc))
	if err != nil {
		t.Fatal(err)
	}
	ids := map[string]bool{}
	for _, c := range nb.Cells {
		if c.ID == "" || ids[c.ID] {
			t.Errorf("cell %q has a missing or repeated id %q", c.Source, c.ID)
		}
		ids[c.ID] = true
	}
	if nb.Cells[1].ID != "x" {
		t.Errorf("the first cell with id x lost it: %q", nb.Cells[1].ID)
	}
}

func TestIPYNBImportReadsJupyterFields(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("testdata", "jupyter.ipynb"))
	if err != nil {
		t.Fatal(err)
	}
	nb, err := DecodeIPYNB("jupyter.ipynb", data)
	if err != nil {
		t.Fatal(err)
	}
	if len(nb.Cells) != 4 {
		t.Fatalf("got %d cells, want 4", len(nb.Cells))
	}
	md, code, errCell, raw := nb.Cells[0], nb.Cells[1], nb.Cells[2], nb.Cells[3]
	if md.Type != Markdown || md.Source != "# Title\n\nSome *text*." || md.ID != "a1b2c3d4" {
		t.Errorf("markdown cell = %+v", md)
	}
	wantOut := []Output{{Kind: Stream, Name: "stdout", Text: "hello\nworld\n"}, {Kind: Result, Text: "[1, 2, 3]"}}
	if code.Type != Code || code.ExecutionCount != 3 || code.Source != "print('hello')\nprint('world')\n[1, 2, 3]" || !reflect.DeepEqual(code.Outputs, wantOut) {
		t.Errorf("code cell = %+v", code)
	}
	if string(code.Metadata["tags"]) != `["setup"]` {
		t.Errorf("cell metadata lost: %s", code.Metadata["tags"])
	}
	e := errCell.Outputs[0]
	if e.Kind != Error || e.ErrorType != "ZeroDivisionError" || e.ErrorMessage != "division by zero" || strings.Contains(e.Traceback, "\x1b") || !strings.HasSuffix(e.Traceback, "ZeroDivisionError: division by zero\n") {
		t.Errorf("error output = %+v", e)
	}
	img := errCell.Outputs[1]
	if img.Kind != Display || img.MIME != "image/png" || img.Data != "iVBORw0KGgo=\n" || img.Text != "<Figure size 640x480 with 1 Axes>" {
		t.Errorf("display output = %+v", img)
	}
	if raw.Type != Raw || raw.Source != "raw text" || raw.ID == "" {
		t.Errorf("raw cell = %+v", raw)
	}
	if !strings.Contains(string(nb.Metadata["kernelspec"]), "python3") {
		t.Errorf("notebook metadata lost: %s", nb.Metadata)
	}
}

func TestIPYNBRoundTripKeepsEverything(t *testing.T) {
	nb := sample()
	data, err := EncodeIPYNB(nb)
	if err != nil {
		t.Fatal(err)
	}
	var generic map[string]any
	if err := json.Unmarshal(data, &generic); err != nil || generic["nbformat"] != 4.0 || generic["nbformat_minor"] != 5.0 {
		t.Fatalf("export is not nbformat 4.5: %v %v", err, generic["nbformat"])
	}
	got, err := DecodeIPYNB("x.ipynb", data)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, nb) {
		t.Errorf("ipynb round trip changed the notebook:\n got %#v\nwant %#v\n%s", got, nb, data)
	}
}

func TestIPYNBFromJupyterSurvivesBynbAndBack(t *testing.T) {
	data, _ := os.ReadFile(filepath.Join("testdata", "jupyter.ipynb"))
	nb, err := DecodeIPYNB("j.ipynb", data)
	if err != nil {
		t.Fatal(err)
	}
	b, err := EncodeBynb(nb)
	if err != nil {
		t.Fatal(err)
	}
	back, err := DecodeBynb("j.bynb", b)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(back, nb) {
		t.Errorf("ipynb → bynb → memory changed the notebook")
	}
}

func TestMalformedIPYNBIsAFormatError(t *testing.T) {
	tests := []struct{ doc, want string }{
		{`{"nbformat": 3, "cells": []}`, "nbformat 3 is not supported"},
		{"{\"nbformat\": 4,\n \"cells\": [{\"cell_type\": \"code\", \"source\": \"\", \"outputs\": [{\"output_type\": \"weird\"}]}]}", `y.ipynb:2:12: cell 1: output 1: unknown output_type "weird"`},
		{"{\"nbformat\": 4, \"cells\": [\n{\"cell_type\": \"code\", \"source\": [1]}]}", "y.ipynb:2:"},
	}
	for _, tt := range tests {
		_, err := DecodeIPYNB("y.ipynb", []byte(tt.doc))
		var fe *FormatError
		if !errors.As(err, &fe) || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("DecodeIPYNB(%q) = %v, want a *FormatError containing %q", tt.doc, err, tt.want)
		}
	}
}

func TestAppendStreamJoinsChunksOfOneStream(t *testing.T) {
	c := NewCell(Code, "")
	for _, ch := range []struct{ name, text string }{{Stdout, "a"}, {Stdout, "b\n"}, {Stderr, "e"}, {Stdout, "c"}} {
		c.AppendStream(ch.name, ch.text)
	}
	want := []Output{{Kind: Stream, Name: Stdout, Text: "ab\n"}, {Kind: Stream, Name: Stderr, Text: "e"}, {Kind: Stream, Name: Stdout, Text: "c"}}
	if !reflect.DeepEqual(c.Outputs, want) {
		t.Errorf("outputs = %+v", c.Outputs)
	}
}

func TestCloneIsDeep(t *testing.T) {
	nb := sample()
	cl := nb.Clone()
	if !reflect.DeepEqual(cl, nb) {
		t.Fatal("clone differs")
	}
	cl.Cells[1].Outputs[2].JSON[1] = '9'
	cl.Cells[3].Outputs[1].FileChanges[0].Path = "x"
	cl.Cells[0].Source = "changed"
	if !reflect.DeepEqual(nb, sample()) {
		t.Error("changing the clone changed the original")
	}
	if c := nb.Cells[1].Clone(); c.ID == nb.Cells[1].ID {
		t.Error("a cloned cell kept its id")
	}
}

// TestRawCellsRoundTrip: a raw cell stays raw through .bynb and .ipynb,
// and .ipynb writes it as Jupyter's "raw" cell_type.
func TestRawCellsRoundTrip(t *testing.T) {
	nb := &Notebook{Cells: []*Cell{NewCell(Code, "x = 1"), NewCell(Raw, "\\begin{raw}\n  kept: as is"), NewCell(Markdown, "# m")}}
	for _, ext := range []string{".bynb", ".ipynb"} {
		path := "n" + ext
		data, err := Encode(path, nb)
		if err != nil {
			t.Fatal(err)
		}
		if ext == ".ipynb" && !strings.Contains(string(data), `"cell_type": "raw"`) {
			t.Errorf("%s: no raw cell_type in\n%s", ext, data)
		}
		back, err := Decode(path, data)
		if err != nil {
			t.Fatal(err)
		}
		var types []CellType
		for _, c := range back.Cells {
			types = append(types, c.Type)
		}
		if len(types) != 3 || types[0] != Code || types[1] != Raw || types[2] != Markdown || back.Cells[1].Source != "\\begin{raw}\n  kept: as is" {
			t.Errorf("%s: cells back %v %q", ext, types, back.Cells[1].Source)
		}
	}
}
