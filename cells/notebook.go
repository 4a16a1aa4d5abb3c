// Package cells holds the notebook document: an ordered list of code and
// markdown cells with the outputs their last run produced.
//
// A Notebook lives in memory as plain structs (Notebook, Cell, Output) and
// on disk in one of two forms:
//
//   - .bynb, backyard's own format: versioned JSON written with a fixed key
//     order, one cell per block and sources split into lines, so that a
//     change to one cell is a small diff. Reading reports a malformed file
//     with its line and column (*FormatError) and never changes it; saving
//     goes through a temporary file, fsync and rename, so a crash in the
//     middle of a save leaves the previous file whole.
//   - .ipynb, Jupyter's nbformat 4, imported and exported so notebooks move
//     between the two tools. backyard's own cell fields (backend, duration)
//     travel in the cell metadata under "backyard".
//
// An autosave copy (see Autosave) sits next to the file while there are
// unsaved edits, so a crash loses at most the seconds since the last one.
//
// The package imports nothing else of backyard: the notebook is a document,
// and whatever runs its cells translates results into Outputs.
package cells

import (
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"strings"
	"time"
)

// CellType says whether a cell holds code, markdown or raw text.
type CellType string

// The cell types. A raw cell's text is kept as written: neither run nor
// rendered, as in Jupyter.
const (
	Code     CellType = "code"
	Markdown CellType = "markdown"
	Raw      CellType = "raw"
)

// Notebook is an ordered list of cells.
type Notebook struct {
	Cells []*Cell
	// Metadata is carried through reads and writes unchanged (an imported
	// .ipynb's kernelspec, for example).
	Metadata map[string]json.RawMessage
}

// Cell is one cell of a notebook.
type Cell struct {
	// ID is unique within the notebook and stable across saves.
	ID     string
	Type   CellType
	Source string
	// Outputs are what the cell's last run produced (code cells only).
	Outputs []Output
	// ExecutionCount is the cell's [n]; 0 when it has not run.
	ExecutionCount int
	// Backend names the kernel that last ran the cell ("monty",
	// "container"); empty when it has not run.
	Backend string
	// Duration is how long the last run took.
	Duration time.Duration
	// Metadata is carried through unchanged.
	Metadata map[string]json.RawMessage
}

// OutputKind says what an Output holds.
type OutputKind string

// The kinds of output.
const (
	// Stream is text the cell wrote to stdout or stderr.
	Stream OutputKind = "stream"
	// Result is the value of the cell's final expression, as Jupyter's
	// Out[n].
	Result OutputKind = "result"
	// Error is the exception that ended the cell.
	Error OutputKind = "error"
	// Display is rich data of a MIME type, such as an image.
	Display OutputKind = "display"
	// Files lists files the cell added, modified or deleted.
	Files OutputKind = "files"
)

// The stream names of a Stream output.
const (
	Stdout = "stdout"
	Stderr = "stderr"
)

// Output is one thing a cell produced. Which fields are set depends on
// Kind:
//
//	Stream   Name ("stdout" or "stderr"), Text
//	Result   Text (the repr), JSON when the value has a JSON form
//	Error    ErrorType, ErrorMessage, Traceback
//	Display  MIME, Data (text, or base64 for binary types), Text as the
//	         plain-text fallback
//	Files    FileChanges
type Output struct {
	Kind OutputKind
	Name string
	Text string
	JSON json.RawMessage

	ErrorType    string
	ErrorMessage string
	Traceback    string

	MIME string
	Data string

	FileChanges []FileChange
}

// FileChange is one file a cell touched.
type FileChange struct {
	// Type is "added", "modified" or "deleted".
	Type string
	Path string
}

// New returns an empty notebook with one empty code cell, as a new
// notebook opens.
func New() *Notebook {
	return &Notebook{Cells: []*Cell{NewCell(Code, "")}}
}

// NewCell returns a cell of the given type and source with a fresh ID.
func NewCell(t CellType, source string) *Cell {
	return &Cell{ID: NewID(), Type: t, Source: source}
}

// NewID returns a random cell ID: 8 hex digits, as nbformat 4.5 allows.
func NewID() string {
	var b [4]byte
	_, _ = rand.Read(b[:]) // crypto/rand.Read never fails on supported platforms
	return hex.EncodeToString(b[:])
}

// Clone returns a deep copy of c with a fresh ID, as pasting a copied cell
// makes.
func (c *Cell) Clone() *Cell {
	d := *c
	d.ID = NewID()
	d.Outputs = cloneOutputs(c.Outputs)
	d.Metadata = cloneMeta(c.Metadata)
	return &d
}

// ClearOutputs forgets the cell's last run.
func (c *Cell) ClearOutputs() {
	c.Outputs = nil
	c.ExecutionCount = 0
	c.Backend = ""
	c.Duration = 0
}

// Clone returns a deep copy of nb, keeping cell IDs; the autosave writes a
// clone so the editor may go on changing the original.
func (nb *Notebook) Clone() *Notebook {
	out := &Notebook{Cells: make([]*Cell, len(nb.Cells)), Metadata: cloneMeta(nb.Metadata)}
	for i, c := range nb.Cells {
		d := c.Clone()
		d.ID = c.ID
		out.Cells[i] = d
	}
	return out
}

// AppendStream adds text to the cell's outputs, extending the last output
// when it is the same stream, so streamed chunks read as one block.
func (c *Cell) AppendStream(name, text string) {
	if n := len(c.Outputs); n > 0 && c.Outputs[n-1].Kind == Stream && c.Outputs[n-1].Name == name {
		c.Outputs[n-1].Text += text
		return
	}
	c.Outputs = append(c.Outputs, Output{Kind: Stream, Name: name, Text: text})
}

// PlainText returns the text a terminal shows for an output.
func (o Output) PlainText() string {
	switch o.Kind {
	case Error:
		if o.Traceback != "" {
			return o.Traceback
		}
		if o.ErrorMessage == "" {
			return o.ErrorType
		}
		return o.ErrorType + ": " + o.ErrorMessage
	case Display:
		if o.Text != "" {
			return o.Text
		}
		if strings.HasPrefix(o.MIME, "text/") {
			return o.Data
		}
		return "<" + o.MIME + ">"
	case Files:
		var b strings.Builder
		for i, f := range o.FileChanges {
			if i > 0 {
				b.WriteByte('\n')
			}
			b.WriteString(f.Type + " " + f.Path)
		}
		return b.String()
	}
	return o.Text
}

func cloneOutputs(outs []Output) []Output {
	if outs == nil {
		return nil
	}
	d := make([]Output, len(outs))
	for i, o := range outs {
		o.JSON = append(json.RawMessage(nil), o.JSON...)
		o.FileChanges = append([]FileChange(nil), o.FileChanges...)
		d[i] = o
	}
	return d
}

func cloneMeta(m map[string]json.RawMessage) map[string]json.RawMessage {
	if m == nil {
		return nil
	}
	d := make(map[string]json.RawMessage, len(m))
	for k, v := range m {
		d[k] = append(json.RawMessage(nil), v...)
	}
	return d
}
