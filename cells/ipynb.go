package cells

import (
	"encoding/json"
	"fmt"
	"regexp"
	"sort"
	"strings"
	"time"
)

// Jupyter's nbformat 4, the parts backyard reads and writes. Field order is
// alphabetical, as Jupyter itself writes keys, so an exported notebook
// diffs cleanly against one Jupyter saved.

type ipynbFile struct {
	Cells         []ipynbCell                `json:"cells"`
	Metadata      map[string]json.RawMessage `json:"metadata"`
	NBFormat      int                        `json:"nbformat"`
	NBFormatMinor int                        `json:"nbformat_minor"`
}

type ipynbCell struct {
	CellType       string                     `json:"cell_type"`
	ExecutionCount *int                       `json:"execution_count,omitempty"`
	ID             string                     `json:"id,omitempty"`
	Metadata       map[string]json.RawMessage `json:"metadata"`
	Outputs        *[]ipynbOutput             `json:"outputs,omitempty"`
	Source         lines                      `json:"source"`
}

type ipynbOutput struct {
	Data           map[string]json.RawMessage `json:"data,omitempty"`
	EName          string                     `json:"ename,omitempty"`
	EValue         *string                    `json:"evalue,omitempty"`
	ExecutionCount *int                       `json:"execution_count,omitempty"`
	Metadata       map[string]json.RawMessage `json:"metadata,omitempty"`
	Name           string                     `json:"name,omitempty"`
	OutputType     string                     `json:"output_type"`
	Text           *lines                     `json:"text,omitempty"`
	Traceback      []string                   `json:"traceback,omitempty"`
}

// backyardMeta is what backyard keeps in a cell's metadata under
// "backyard" in an .ipynb.
type backyardMeta struct {
	Backend  string `json:"backend,omitempty"`
	Duration string `json:"duration,omitempty"`
}

// filesMIME carries a Files output through an .ipynb as display data.
const filesMIME = "application/vnd.backyard.files+json"

// ansiEscape matches terminal colour sequences, which Jupyter keeps in
// tracebacks.
var ansiEscape = regexp.MustCompile(`\x1b\[[0-9;]*[A-Za-z]`)

// DecodeIPYNB reads a Jupyter notebook (nbformat 4). Raw cells become
// markdown cells. path is used only in errors.
func DecodeIPYNB(path string, data []byte) (*Notebook, error) {
	var f ipynbFile
	if err := json.Unmarshal(data, &f); err != nil {
		return nil, jsonError(path, data, err)
	}
	if f.NBFormat != 4 {
		line, col := position(data, firstNonSpace(data, 0))
		return nil, &FormatError{Path: path, Line: line, Column: col, Msg: fmt.Sprintf("nbformat %d is not supported (want 4): save it with a current Jupyter first", f.NBFormat)}
	}
	nb := &Notebook{Metadata: compactMeta(f.Metadata)}
	seen := map[string]bool{}
	for i, ic := range f.Cells {
		c, err := fromIPYNBCell(ic)
		if err != nil {
			line, col := cellPosition(data, i)
			return nil, &FormatError{Path: path, Line: line, Column: col, Msg: fmt.Sprintf("cell %d: %v", i+1, err), Err: err}
		}
		if c.ID == "" || seen[c.ID] {
			c.ID = NewID()
		}
		seen[c.ID] = true
		nb.Cells = append(nb.Cells, c)
	}
	if len(nb.Cells) == 0 {
		nb.Cells = []*Cell{NewCell(Code, "")}
	}
	return nb, nil
}

func fromIPYNBCell(ic ipynbCell) (*Cell, error) {
	c := &Cell{ID: ic.ID, Source: string(ic.Source)}
	switch ic.CellType {
	case "code":
		c.Type = Code
	case "markdown":
		c.Type = Markdown
	case "raw":
		c.Type = Raw
	default:
		return nil, fmt.Errorf("unknown cell_type %q", ic.CellType)
	}
	if ic.ExecutionCount != nil {
		c.ExecutionCount = *ic.ExecutionCount
	}
	if raw, ok := ic.Metadata["backyard"]; ok {
		var m backyardMeta
		if err := json.Unmarshal(raw, &m); err != nil {
			return nil, fmt.Errorf("metadata.backyard: %w", err)
		}
		c.Backend = m.Backend
		if m.Duration != "" {
			d, err := time.ParseDuration(m.Duration)
			if err != nil {
				return nil, fmt.Errorf("metadata.backyard: bad duration %q", m.Duration)
			}
			c.Duration = d
		}
	}
	for k, v := range ic.Metadata {
		if k == "backyard" {
			continue
		}
		if c.Metadata == nil {
			c.Metadata = map[string]json.RawMessage{}
		}
		c.Metadata[k] = compact(v)
	}
	if ic.Outputs != nil {
		for j, io := range *ic.Outputs {
			o, err := fromIPYNBOutput(io)
			if err != nil {
				return nil, fmt.Errorf("output %d: %w", j+1, err)
			}
			c.Outputs = append(c.Outputs, o)
		}
	}
	return c, nil
}

func fromIPYNBOutput(io ipynbOutput) (Output, error) {
	switch io.OutputType {
	case "stream":
		o := Output{Kind: Stream, Name: io.Name}
		if io.Text != nil {
			o.Text = string(*io.Text)
		}
		return o, nil
	case "error":
		o := Output{Kind: Error, ErrorType: io.EName}
		if io.EValue != nil {
			o.ErrorMessage = *io.EValue
		}
		if len(io.Traceback) > 0 {
			tb := ansiEscape.ReplaceAllString(strings.Join(io.Traceback, "\n"), "")
			if !strings.HasSuffix(tb, "\n") {
				tb += "\n"
			}
			o.Traceback = tb
		}
		return o, nil
	case "execute_result", "display_data":
		plain, err := mimeText(io.Data, "text/plain")
		if err != nil {
			return Output{}, err
		}
		if raw, ok := io.Data[filesMIME]; ok {
			var fs []FileChange
			var disk []bynbChange
			if err := json.Unmarshal(raw, &disk); err != nil {
				return Output{}, fmt.Errorf("%s: %w", filesMIME, err)
			}
			for _, f := range disk {
				fs = append(fs, FileChange(f))
			}
			return Output{Kind: Files, FileChanges: fs}, nil
		}
		rich := richestMIME(io.Data)
		if io.OutputType == "execute_result" && rich == "" {
			return Output{Kind: Result, Text: plain, JSON: compact(io.Data["application/json"])}, nil
		}
		if rich == "" {
			return Output{Kind: Display, MIME: "text/plain", Data: plain, Text: plain}, nil
		}
		data, err := mimeText(io.Data, rich)
		if err != nil {
			return Output{}, err
		}
		return Output{Kind: Display, MIME: rich, Data: data, Text: plain}, nil
	}
	return Output{}, fmt.Errorf("unknown output_type %q", io.OutputType)
}

// richestMIME picks the one MIME type of a bundle that backyard keeps
// besides text/plain (and JSON, which a Result carries): images first.
func richestMIME(data map[string]json.RawMessage) string {
	for _, m := range []string{"image/png", "image/jpeg", "image/gif", "image/svg+xml", "text/markdown", "text/html", "text/latex"} {
		if _, ok := data[m]; ok {
			return m
		}
	}
	var rest []string
	for m := range data {
		if m != "text/plain" && m != "application/json" {
			rest = append(rest, m)
		}
	}
	sort.Strings(rest)
	if len(rest) > 0 {
		return rest[0]
	}
	return ""
}

// mimeText reads a bundle entry that is a string or a list of lines (or,
// for JSON types, any JSON value, kept as its text).
func mimeText(data map[string]json.RawMessage, mime string) (string, error) {
	raw, ok := data[mime]
	if !ok {
		return "", nil
	}
	var l lines
	if err := json.Unmarshal(raw, &l); err == nil {
		return string(l), nil
	}
	if strings.HasSuffix(mime, "json") {
		return string(raw), nil
	}
	return "", fmt.Errorf("data %q: want a string or a list of strings", mime)
}

// EncodeIPYNB writes nb as a Jupyter notebook (nbformat 4.5).
func EncodeIPYNB(nb *Notebook) ([]byte, error) {
	f := ipynbFile{Metadata: nb.Metadata, NBFormat: 4, NBFormatMinor: 5, Cells: make([]ipynbCell, 0, len(nb.Cells))}
	if f.Metadata == nil {
		f.Metadata = map[string]json.RawMessage{
			"kernelspec":    json.RawMessage(`{"display_name": "Python 3", "language": "python", "name": "python3"}`),
			"language_info": json.RawMessage(`{"name": "python"}`),
		}
	}
	for _, c := range nb.Cells {
		ic := ipynbCell{ID: c.ID, Source: lines(c.Source), Metadata: map[string]json.RawMessage{}}
		for k, v := range c.Metadata {
			ic.Metadata[k] = compact(v)
		}
		if c.Type == Markdown || c.Type == Raw {
			ic.CellType = string(c.Type)
			f.Cells = append(f.Cells, ic)
			continue
		}
		ic.CellType = "code"
		if c.ExecutionCount > 0 {
			n := c.ExecutionCount
			ic.ExecutionCount = &n
		}
		if c.Backend != "" || c.Duration > 0 {
			m := backyardMeta{Backend: c.Backend}
			if c.Duration > 0 {
				m.Duration = c.Duration.String()
			}
			raw, err := json.Marshal(m)
			if err != nil {
				return nil, err
			}
			ic.Metadata["backyard"] = raw
		}
		outs := make([]ipynbOutput, 0, len(c.Outputs))
		for _, o := range c.Outputs {
			io, err := toIPYNBOutput(o, ic.ExecutionCount)
			if err != nil {
				return nil, fmt.Errorf("export cell %s: %w", c.ID, err)
			}
			outs = append(outs, io)
		}
		ic.Outputs = &outs
		f.Cells = append(f.Cells, ic)
	}
	out, err := marshal(f, "", " ") // Jupyter indents by one space
	if err != nil {
		return nil, fmt.Errorf("export notebook: %w", err)
	}
	return append(out, '\n'), nil
}

func toIPYNBOutput(o Output, count *int) (ipynbOutput, error) {
	text := func(s string) json.RawMessage {
		raw, _ := json.Marshal(splitLines(s)) // a []string always marshals
		return raw
	}
	switch o.Kind {
	case Stream:
		t := lines(o.Text)
		return ipynbOutput{OutputType: "stream", Name: o.Name, Text: &t}, nil
	case Result:
		data := map[string]json.RawMessage{"text/plain": text(o.Text)}
		if len(o.JSON) > 0 {
			data["application/json"] = o.JSON
		}
		return ipynbOutput{OutputType: "execute_result", Data: data, ExecutionCount: count, Metadata: map[string]json.RawMessage{}}, nil
	case Error:
		ev := o.ErrorMessage
		tb := splitLines(strings.TrimSuffix(o.Traceback, "\n"))
		for i := range tb {
			tb[i] = strings.TrimSuffix(tb[i], "\n")
		}
		if tb == nil {
			tb = []string{}
		}
		return ipynbOutput{OutputType: "error", EName: o.ErrorType, EValue: &ev, Traceback: tb}, nil
	case Display:
		data := map[string]json.RawMessage{}
		if o.Text != "" {
			data["text/plain"] = text(o.Text)
		}
		if o.MIME != "" {
			if strings.HasSuffix(o.MIME, "json") && json.Valid([]byte(o.Data)) {
				data[o.MIME] = json.RawMessage(o.Data)
			} else {
				data[o.MIME] = text(o.Data)
			}
		}
		return ipynbOutput{OutputType: "display_data", Data: data, Metadata: map[string]json.RawMessage{}}, nil
	case Files:
		disk := make([]bynbChange, len(o.FileChanges))
		for i, f := range o.FileChanges {
			disk[i] = bynbChange(f)
		}
		raw, err := json.Marshal(disk)
		if err != nil {
			return ipynbOutput{}, err
		}
		data := map[string]json.RawMessage{"text/plain": text(o.PlainText()), filesMIME: raw}
		return ipynbOutput{OutputType: "display_data", Data: data, Metadata: map[string]json.RawMessage{}}, nil
	}
	return ipynbOutput{}, fmt.Errorf("unknown output kind %q", o.Kind)
}
