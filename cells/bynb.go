package cells

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"strings"
	"time"
)

// FormatName is the value of a .bynb file's "format" key.
const FormatName = "bynb"

// Version is the .bynb format version this package writes. It reads every
// version up to this one.
const Version = 1

// FormatError reports a file that is not a well-formed notebook, at the
// line and column (both from 1) where the problem is.
type FormatError struct {
	// Path is the file's name when known.
	Path   string
	Line   int
	Column int
	Msg    string
	// Err is the underlying decoding error, if any.
	Err error
}

func (e *FormatError) Error() string {
	pos := fmt.Sprintf("%d:%d", e.Line, e.Column)
	if e.Path != "" {
		pos = e.Path + ":" + pos
	}
	return pos + ": " + e.Msg
}

func (e *FormatError) Unwrap() error { return e.Err }

// The on-disk shapes. Struct field order is the key order written, which
// is what keeps saves stable; maps (metadata) are written sorted by key.

type bynbFile struct {
	Format   string                     `json:"format"`
	Version  int                        `json:"version"`
	Metadata map[string]json.RawMessage `json:"metadata,omitempty"`
	Cells    []bynbCell                 `json:"cells"`
}

// bynbFileIn is bynbFile as read: cells are decoded one at a time so that
// an error names its cell.
type bynbFileIn struct {
	Format   string                     `json:"format"`
	Version  int                        `json:"version"`
	Metadata map[string]json.RawMessage `json:"metadata"`
	Cells    []json.RawMessage          `json:"cells"`
}

type bynbCell struct {
	ID             string                     `json:"id"`
	Type           CellType                   `json:"type"`
	ExecutionCount int                        `json:"execution_count,omitempty"`
	Backend        string                     `json:"backend,omitempty"`
	Duration       string                     `json:"duration,omitempty"`
	Source         lines                      `json:"source"`
	Outputs        []bynbOutput               `json:"outputs,omitempty"`
	Metadata       map[string]json.RawMessage `json:"metadata,omitempty"`
}

type bynbOutput struct {
	Kind         OutputKind      `json:"kind"`
	Name         string          `json:"name,omitempty"`
	Text         lines           `json:"text,omitempty"`
	JSON         json.RawMessage `json:"json,omitempty"`
	ErrorType    string          `json:"ename,omitempty"`
	ErrorMessage string          `json:"evalue,omitempty"`
	Traceback    lines           `json:"traceback,omitempty"`
	MIME         string          `json:"mime,omitempty"`
	Data         lines           `json:"data,omitempty"`
	Files        []bynbChange    `json:"files,omitempty"`
}

type bynbChange struct {
	Type string `json:"type"`
	Path string `json:"path"`
}

// lines is text written as a JSON array of its lines (each keeping its
// "\n"), as nbformat does, so a diff shows the lines that changed. It reads
// a plain string too.
type lines string

func (l lines) MarshalJSON() ([]byte, error) {
	return marshal(splitLines(string(l)), "", "")
}

func (l *lines) UnmarshalJSON(b []byte) error {
	if len(b) > 0 && b[0] == '"' {
		var s string
		if err := json.Unmarshal(b, &s); err != nil {
			return err
		}
		*l = lines(s)
		return nil
	}
	var parts []string
	if err := json.Unmarshal(b, &parts); err != nil {
		return errors.New("want a string or an array of strings")
	}
	*l = lines(strings.Join(parts, ""))
	return nil
}

// splitLines splits s after each "\n"; joining the parts gives s back.
func splitLines(s string) []string {
	if s == "" {
		return []string{}
	}
	parts := strings.SplitAfter(s, "\n")
	if parts[len(parts)-1] == "" {
		parts = parts[:len(parts)-1]
	}
	return parts
}

// EncodeBynb returns nb in the .bynb format.
func EncodeBynb(nb *Notebook) ([]byte, error) {
	f := bynbFile{Format: FormatName, Version: Version, Metadata: nb.Metadata, Cells: make([]bynbCell, len(nb.Cells))}
	for i, c := range nb.Cells {
		f.Cells[i] = toBynbCell(c)
	}
	out, err := marshal(f, "", "  ")
	if err != nil {
		return nil, fmt.Errorf("encode notebook: %w", err)
	}
	return append(out, '\n'), nil
}

// marshal writes v indented, each line after the first starting with
// prefix (for nested blocks), without escaping <, > and & (code is full of
// them).
func marshal(v any, prefix, indent string) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent(prefix, indent)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return bytes.TrimSuffix(buf.Bytes(), []byte("\n")), nil
}

func toBynbCell(c *Cell) bynbCell {
	bc := bynbCell{
		ID:             c.ID,
		Type:           c.Type,
		ExecutionCount: c.ExecutionCount,
		Backend:        c.Backend,
		Source:         lines(c.Source),
		Metadata:       c.Metadata,
	}
	if c.Duration > 0 {
		bc.Duration = c.Duration.String()
	}
	for _, o := range c.Outputs {
		bo := bynbOutput{
			Kind: o.Kind, Name: o.Name, Text: lines(o.Text), JSON: o.JSON,
			ErrorType: o.ErrorType, ErrorMessage: o.ErrorMessage, Traceback: lines(o.Traceback),
			MIME: o.MIME, Data: lines(o.Data),
		}
		for _, f := range o.FileChanges {
			bo.Files = append(bo.Files, bynbChange(f))
		}
		bc.Outputs = append(bc.Outputs, bo)
	}
	return bc
}

// DecodeBynb reads a notebook in the .bynb format. A malformed document is
// a *FormatError naming the line and column; path is used only in errors.
// An empty document is a new notebook.
func DecodeBynb(path string, data []byte) (*Notebook, error) {
	if len(bytes.TrimSpace(data)) == 0 {
		return New(), nil
	}
	// The fast path decodes the whole file in one pass. Only when that
	// fails does the slow path decode cell by cell, to say which cell is
	// wrong and where (BenchmarkOpenAndFirstRender1000Cells).
	var whole bynbFile
	if err := json.Unmarshal(data, &whole); err == nil && whole.Format == FormatName && whole.Version >= 1 && whole.Version <= Version {
		nb := &Notebook{Metadata: compactMeta(whole.Metadata), Cells: make([]*Cell, 0, len(whole.Cells))}
		ok := true
		for _, bc := range whole.Cells {
			c, err := fromBynbCell(bc)
			if err != nil {
				ok = false
				break
			}
			nb.Cells = append(nb.Cells, c)
		}
		if ok {
			uniqueIDs(nb.Cells)
			return nb, nil
		}
	}
	var f bynbFileIn
	if err := json.Unmarshal(data, &f); err != nil {
		return nil, jsonError(path, data, err)
	}
	top := func(msg string) error {
		line, col := position(data, firstNonSpace(data, 0))
		return &FormatError{Path: path, Line: line, Column: col, Msg: msg}
	}
	switch {
	case f.Format != FormatName:
		return nil, top(fmt.Sprintf("not a .bynb notebook: want \"format\": %q, found %q", FormatName, f.Format))
	case f.Version < 1:
		return nil, top(fmt.Sprintf("bad format version %d", f.Version))
	case f.Version > Version:
		return nil, top(fmt.Sprintf("format version %d is newer than this backyard reads (%d): upgrade backyard", f.Version, Version))
	}
	nb := &Notebook{Metadata: compactMeta(f.Metadata), Cells: make([]*Cell, 0, len(f.Cells))}
	for i, raw := range f.Cells {
		c, err := decodeCell(raw)
		if err != nil {
			line, col := cellPosition(data, i)
			return nil, &FormatError{Path: path, Line: line, Column: col, Msg: fmt.Sprintf("cell %d: %v", i+1, err), Err: err}
		}
		nb.Cells = append(nb.Cells, c)
	}
	uniqueIDs(nb.Cells)
	return nb, nil
}

// uniqueIDs gives a fresh ID to cells whose ID is missing or repeated, as
// hand-edited files may have.
func uniqueIDs(cs []*Cell) {
	seen := make(map[string]bool, len(cs))
	for _, c := range cs {
		if c.ID == "" || seen[c.ID] {
			c.ID = NewID()
		}
		seen[c.ID] = true
	}
}

func decodeCell(raw json.RawMessage) (*Cell, error) {
	var bc bynbCell
	if err := json.Unmarshal(raw, &bc); err != nil {
		return nil, err
	}
	return fromBynbCell(bc)
}

func fromBynbCell(bc bynbCell) (*Cell, error) {
	if bc.Type != Code && bc.Type != Markdown && bc.Type != Raw {
		return nil, fmt.Errorf("unknown cell type %q (want code, markdown or raw)", bc.Type)
	}
	c := &Cell{ID: bc.ID, Type: bc.Type, Source: string(bc.Source), ExecutionCount: bc.ExecutionCount, Backend: bc.Backend, Metadata: compactMeta(bc.Metadata)}
	if bc.Duration != "" {
		d, err := time.ParseDuration(bc.Duration)
		if err != nil {
			return nil, fmt.Errorf("bad duration %q", bc.Duration)
		}
		c.Duration = d
	}
	for j, bo := range bc.Outputs {
		switch bo.Kind {
		case Stream, Result, Error, Display, Files:
		default:
			return nil, fmt.Errorf("output %d: unknown kind %q", j+1, bo.Kind)
		}
		o := Output{
			Kind: bo.Kind, Name: bo.Name, Text: string(bo.Text), JSON: compact(bo.JSON),
			ErrorType: bo.ErrorType, ErrorMessage: bo.ErrorMessage, Traceback: string(bo.Traceback),
			MIME: bo.MIME, Data: string(bo.Data),
		}
		for _, f := range bo.Files {
			o.FileChanges = append(o.FileChanges, FileChange(f))
		}
		c.Outputs = append(c.Outputs, o)
	}
	return c, nil
}

// compact removes the indentation a file gave a JSON value, so the value
// in memory does not depend on how it was written.
func compact(raw json.RawMessage) json.RawMessage {
	if len(raw) == 0 {
		return nil
	}
	var buf bytes.Buffer
	if json.Compact(&buf, raw) != nil {
		return raw
	}
	return buf.Bytes()
}

func compactMeta(m map[string]json.RawMessage) map[string]json.RawMessage {
	for k, v := range m {
		m[k] = compact(v)
	}
	return m
}

// jsonError turns a decoding error into a *FormatError at its position.
func jsonError(path string, data []byte, err error) error {
	var off int64 = -1
	msg := err.Error()
	var se *json.SyntaxError
	var te *json.UnmarshalTypeError
	switch {
	case errors.As(err, &se):
		off = se.Offset - 1 // Offset is just past the offending byte
		if strings.Contains(se.Error(), "unexpected end") {
			off = int64(len(data))
		}
	case errors.As(err, &te):
		off = te.Offset - 1
		msg = fmt.Sprintf("%s must be %s, not %s", fieldName(te.Field), jsonKind(te.Type), withArticle(te.Value))
	}
	if off < 0 || off > int64(len(data)) {
		off = int64(len(data))
	}
	line, col := position(data, int(off))
	return &FormatError{Path: path, Line: line, Column: col, Msg: "malformed notebook: " + msg, Err: err}
}

// jsonKind names what a Go type holds in JSON's terms, for a message a
// notebook's author can act on.
func jsonKind(t reflect.Type) string {
	switch t.Kind() {
	case reflect.Slice, reflect.Array:
		return "an array"
	case reflect.Map, reflect.Struct:
		return "an object"
	case reflect.String:
		return "a string"
	case reflect.Bool:
		return "true or false"
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return "a whole number"
	case reflect.Float32, reflect.Float64:
		return "a number"
	}
	return "a JSON value"
}

// withArticle is "a string", "an array", "a number": the JSON kind the
// decoder found.
func withArticle(kind string) string {
	if kind == "array" || kind == "object" {
		return "an " + kind
	}
	if strings.HasPrefix(kind, "number") {
		return "a number"
	}
	return "a " + kind
}

func fieldName(f string) string {
	if f == "" {
		return "the notebook"
	}
	return fmt.Sprintf("%q", f)
}

// position returns the 1-based line and column (in bytes) of offset off.
func position(data []byte, off int) (line, col int) {
	if off > len(data) {
		off = len(data)
	}
	before := data[:off]
	line = bytes.Count(before, []byte("\n")) + 1
	col = off - (bytes.LastIndexByte(before, '\n') + 1) + 1
	return line, col
}

func firstNonSpace(data []byte, off int) int {
	for off < len(data) && (data[off] == ' ' || data[off] == '\t' || data[off] == '\n' || data[off] == '\r') {
		off++
	}
	return off
}

// cellPosition finds where cell i of a well-formed document starts by
// walking its tokens; it runs only when reporting an error.
func cellPosition(data []byte, i int) (line, col int) {
	dec := json.NewDecoder(bytes.NewReader(data))
	if t, err := dec.Token(); err != nil || t != json.Delim('{') {
		return position(data, 0)
	}
	for dec.More() {
		key, err := dec.Token()
		if err != nil {
			break
		}
		if key != "cells" {
			var skip json.RawMessage
			if dec.Decode(&skip) != nil {
				break
			}
			continue
		}
		if t, err := dec.Token(); err != nil || t != json.Delim('[') {
			break
		}
		for n := 0; dec.More(); n++ {
			if n == i {
				return position(data, firstNonSpace(data, skipComma(data, int(dec.InputOffset()))))
			}
			var skip json.RawMessage
			if dec.Decode(&skip) != nil {
				break
			}
		}
		break
	}
	return position(data, 0)
}

func skipComma(data []byte, off int) int {
	off = firstNonSpace(data, off)
	if off < len(data) && data[off] == ',' {
		off++
	}
	return off
}
