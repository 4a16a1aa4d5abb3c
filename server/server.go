// Package server holds what backyard's agent interfaces share: the JSON
// shape in which they report a cell's run, a conversion and the history,
// and the reading of values that arrive as JSON.
//
// Two adapters over a sandbox.Sandbox build on it: server/jsonl, the JSON
// lines protocol of `backyard serve` (one request and
// one answer per line), and server/mcp, the Model Context Protocol server
// of `backyard mcp`. Both speak of a run in the same words (the JSON
// Schema in server/schema), so an agent
// moving from one to the other reads the same fields.
package server

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"math/big"
	"strings"
	"time"

	"github.com/backyard-dev/backyard/kernel"
	"github.com/backyard-dev/backyard/kernel/sandbox"
)

// Execution is a cell's run as the agent interfaces report it.
type Execution struct {
	Stdout  string `json:"stdout" jsonschema:"what the code printed"`
	Stderr  string `json:"stderr" jsonschema:"what the code wrote to stderr, including the traceback of an uncaught exception"`
	Success bool   `json:"success" jsonschema:"false when the code raised, timed out, ran out of memory or could not run"`
	// Result is the value of the final expression: its JSON form when it
	// has one, else its repr.
	Result any `json:"result" jsonschema:"value of the last expression statement (as in a notebook's Out): JSON when the value has a JSON form, else its repr; null when there is none"`
	// Repr is repr() of the final expression's value.
	Repr string `json:"repr,omitempty" jsonschema:"repr() of the last expression's value"`
	// Error is "Type: message" of the exception or the sandbox error.
	Error string `json:"error,omitempty" jsonschema:"the exception as 'Type: message', or why the sandbox could not run the code"`
	// ErrorType is the exception's class name, or one of not_supported,
	// permission, usage, timeout, memory, internal for a sandbox error.
	ErrorType   string           `json:"error_type,omitempty" jsonschema:"the exception class (e.g. ZeroDivisionError), or a sandbox error kind: not_supported, permission, usage, timeout, memory, internal"`
	Traceback   string           `json:"traceback,omitempty" jsonschema:"the Python traceback of the exception"`
	FileChanges *FileChangesInfo `json:"file_changes,omitempty" jsonschema:"files the code added, modified or deleted in the workspace; absent when the workspace is not tracked"`
	// Duration is the cell's time in seconds.
	Duration       float64         `json:"duration_sec" jsonschema:"seconds the code ran"`
	TimedOut       bool            `json:"timed_out" jsonschema:"the code ran past its time limit and was stopped"`
	MemoryLimitHit bool            `json:"memory_limit_hit" jsonschema:"the code ran past its memory limit and was stopped"`
	Backend        kernel.Backend  `json:"backend" jsonschema:"the kernel that ran the code (or would have): monty (fast built-in interpreter) or container (full CPython)"`
	Conversion     *ConversionInfo `json:"conversion,omitempty" jsonschema:"set when the session moved to a container before running this code"`
	// Displays are the figures the code showed, in order.
	Displays []DisplayInfo `json:"displays,omitempty" jsonschema:"figures the code showed (matplotlib's plt.show() or figures left open), in order"`
}

// DisplayInfo is one figure a cell showed.
type DisplayInfo struct {
	MIMEType string `json:"mime_type" jsonschema:"the figure's type, e.g. image/png"`
	// Data is the figure, base64-encoded; an adapter that sends figures
	// another way (MCP's image content) leaves it out.
	Data string `json:"data,omitempty" jsonschema:"the figure, base64-encoded, when not sent as image content"`
	Size int    `json:"size" jsonschema:"the figure's size in bytes"`
}

// FileChangesInfo is what a cell did to the workspace, as the agent
// interfaces report it: every change has its kind, its path inside the
// sandbox and when it was seen, in seconds since the Unix epoch.
type FileChangesInfo struct {
	Added    []FileChangeInfo `json:"added" jsonschema:"files the code created"`
	Modified []FileChangeInfo `json:"modified" jsonschema:"files the code changed"`
	Deleted  []FileChangeInfo `json:"deleted" jsonschema:"files the code removed"`
}

// FileChangeInfo is one file a cell added, modified or deleted.
type FileChangeInfo struct {
	ChangeType kernel.ChangeType `json:"change_type" jsonschema:"added, modified or deleted"`
	Path       string            `json:"path" jsonschema:"the file's path inside the sandbox, under /sandbox"`
	Timestamp  float64           `json:"timestamp" jsonschema:"when the change was seen, in seconds since the Unix epoch"`
}

// HasChanges reports whether anything changed.
func (c *FileChangesInfo) HasChanges() bool {
	return c != nil && len(c.Added)+len(c.Modified)+len(c.Deleted) > 0
}

// All returns every change, added first, then modified, then deleted.
func (c *FileChangesInfo) All() []FileChangeInfo {
	if c == nil {
		return nil
	}
	out := make([]FileChangeInfo, 0, len(c.Added)+len(c.Modified)+len(c.Deleted))
	out = append(out, c.Added...)
	out = append(out, c.Modified...)
	return append(out, c.Deleted...)
}

// NewExecution reports a Run's outcome: its result, its error, or both (a
// write refused by read-only mode). A run that never reached a kernel has
// no backend: the caller names the one the session is on.
func NewExecution(res *sandbox.Result, err error) Execution {
	var x Execution
	if res != nil {
		x = Execution{
			Stdout:         res.Stdout,
			Stderr:         res.Stderr,
			Success:        res.Success,
			FileChanges:    fileChanges(res.FileChanges),
			Duration:       res.Duration.Seconds(),
			TimedOut:       res.TimedOut,
			MemoryLimitHit: res.MemoryLimitHit,
			Backend:        res.Backend,
			Conversion:     NewConversionInfo(res.Conversion),
		}
		for _, d := range res.Displays {
			x.Displays = append(x.Displays, DisplayInfo{MIMEType: d.MIMEType, Data: base64.StdEncoding.EncodeToString(d.Data), Size: len(d.Data)})
		}
		if v := res.Value; v != nil {
			x.Repr = v.Repr
			x.Result = v.Repr
			if len(v.JSON) > 0 {
				x.Result = v.JSON
			}
		}
		if e := res.Error; e != nil {
			x.Error, x.ErrorType, x.Traceback = e.Error(), e.Type, e.Traceback
			// stderr is what python3 would have written there: the output,
			// then the traceback of the exception that ended the code.
			if e.Type != "SystemExit" && e.Traceback != "" && !strings.HasSuffix(x.Stderr, e.Traceback) {
				x.Stderr += e.Traceback
			}
		}
		// A limit names the failure whatever the kernel raised to stop
		// the code.
		switch {
		case res.TimedOut:
			x.ErrorType = "timeout"
			if x.Error == "" {
				x.Error = "the code ran past its time limit"
			}
		case res.MemoryLimitHit:
			x.ErrorType = "memory"
			if x.Error == "" {
				x.Error = "the code ran past its memory limit"
			}
		}
	}
	if err != nil {
		x.Success = false
		x.Error, x.ErrorType = err.Error(), ErrorType(err)
	}
	return x
}

// ErrorType names a sandbox error's kind for the wire: not_supported,
// permission, usage, timeout, memory, or internal for any other error.
func ErrorType(err error) string {
	var se kernel.SandboxError
	if errors.As(err, &se) {
		return strings.ReplaceAll(se.Kind().String(), " ", "_")
	}
	return "internal"
}

// ConversionInfo is a Conversion as the agent interfaces report it.
type ConversionInfo struct {
	From        kernel.Backend   `json:"from"`
	To          kernel.Backend   `json:"to"`
	Reason      string           `json:"reason"`
	Warm        bool             `json:"warm" jsonschema:"the container had been started in advance"`
	Steps       int              `json:"steps" jsonschema:"cells replayed"`
	Divergences []DivergenceInfo `json:"divergences,omitempty" jsonschema:"replayed cells that failed or printed something else than the first time"`
	Dropped     []string         `json:"dropped,omitempty" jsonschema:"code of cells left out because the new kernel cannot run them"`
	Skipped     []string         `json:"skipped,omitempty" jsonschema:"code of cells not replayed because they wrote workspace files (replaying would write them again)"`
	Problems    []string         `json:"problems,omitempty" jsonschema:"one line for each skipped, dropped or diverged cell; empty for a clean conversion"`
	FileChanges *FileChangesInfo `json:"file_changes,omitempty" jsonschema:"files the replayed cells wrote again"`
	Duration    float64          `json:"duration_sec" jsonschema:"seconds the conversion took"`
}

// DivergenceInfo is one replayed cell that did not do what it did first.
type DivergenceInfo struct {
	Step   int    `json:"step"`
	Code   string `json:"code"`
	Reason string `json:"reason"`
}

// NewConversionInfo reports a conversion; nil for nil.
func NewConversionInfo(c *sandbox.Conversion) *ConversionInfo {
	if c == nil {
		return nil
	}
	ci := &ConversionInfo{From: c.From, To: c.To, Reason: c.Reason, Warm: c.Warm, Duration: c.Duration.Seconds()}
	if c.Replay != nil {
		ci.Steps = c.Replay.Steps
		for _, d := range c.Replay.Divergences {
			ci.Divergences = append(ci.Divergences, DivergenceInfo{Step: d.Step, Code: d.Entry.Code, Reason: d.Reason})
		}
	}
	if c.FileChanges.HasChanges() {
		ci.FileChanges = fileChanges(c.FileChanges)
	}
	for _, e := range c.Dropped {
		ci.Dropped = append(ci.Dropped, e.Code)
	}
	for _, e := range c.Skipped {
		ci.Skipped = append(ci.Skipped, e.Code)
	}
	ci.Problems = c.Problems()
	return ci
}

// EntryInfo is a History entry as the agent interfaces report it.
type EntryInfo struct {
	Seq     int            `json:"seq"`
	Kind    string         `json:"kind" jsonschema:"cell, or reset for a reset of the namespace"`
	Code    string         `json:"code,omitempty"`
	Backend kernel.Backend `json:"backend,omitempty"`
	Success bool           `json:"success"`
	Time    time.Time      `json:"time"`
}

// NewHistory reports a history.
func NewHistory(entries []kernel.Entry) []EntryInfo {
	out := make([]EntryInfo, 0, len(entries))
	for _, e := range entries {
		ei := EntryInfo{Seq: e.Seq, Kind: "cell", Code: e.Code, Backend: e.Backend, Success: e.Success, Time: e.Time}
		if e.Kind == kernel.SessionReset {
			ei = EntryInfo{Seq: e.Seq, Kind: "reset", Success: true, Time: e.Time}
		}
		out = append(out, ei)
	}
	return out
}

// Inputs turns input variables decoded from JSON with UseNumber into the
// Go values a kernel takes: a json.Number becomes an int64 (or *big.Int)
// when it is an integer, else a float64, so that Python sees 1 as int and
// 1.5 as float.
func Inputs(m map[string]any) map[string]any {
	if m == nil {
		return nil
	}
	out := make(map[string]any, len(m))
	for k, v := range m {
		out[k] = inputValue(v)
	}
	return out
}

func inputValue(v any) any {
	switch v := v.(type) {
	case json.Number:
		s := v.String()
		if !strings.ContainsAny(s, ".eE") {
			if i, err := v.Int64(); err == nil {
				return i
			}
			if b, ok := new(big.Int).SetString(s, 10); ok {
				return b
			}
		}
		f, _ := v.Float64()
		return f
	case float64:
		// Decoded without UseNumber, "1" and "1.0" look alike: take
		// integral values as ints, the common intent.
		if v == math.Trunc(v) && math.Abs(v) < 1<<53 {
			return int64(v)
		}
		return v
	case []any:
		out := make([]any, len(v))
		for i, x := range v {
			out[i] = inputValue(x)
		}
		return out
	case map[string]any:
		if b, ok := wireBytes(v); ok {
			return b
		}
		return Inputs(v)
	}
	return v
}

// BytesKey tags bytes on the wire, where JSON has no bytes: b"hi" travels
// as {"__bytes__": "aGk="}, its base64.
const BytesKey = "__bytes__"

func wireBytes(m map[string]any) ([]byte, bool) {
	if len(m) != 1 {
		return nil, false
	}
	s, ok := m[BytesKey].(string)
	if !ok {
		return nil, false
	}
	b, err := base64.StdEncoding.DecodeString(s)
	return b, err == nil
}

// WireValue turns a value a host function receives (see kernel.Func) into
// one json.Marshal writes as the client rebuilds it: tuples and sets become
// arrays, bytes the BytesKey object, a dict with other keys than strings an
// array of [key, value] pairs.
func WireValue(v any) any {
	switch v := v.(type) {
	case []byte:
		return map[string]any{BytesKey: base64.StdEncoding.EncodeToString(v)}
	case []any:
		return wireList(v)
	case kernel.Tuple:
		return wireList(v)
	case kernel.Set:
		return wireList(v)
	case map[string]any:
		out := make(map[string]any, len(v))
		for k, x := range v {
			out[k] = WireValue(x)
		}
		return out
	case kernel.Dict:
		out := make([]any, len(v))
		for i, it := range v {
			out[i] = []any{WireValue(it.Key), WireValue(it.Value)}
		}
		return out
	}
	return v
}

func wireList(l []any) []any {
	out := make([]any, len(l))
	for i, x := range l {
		out[i] = WireValue(x)
	}
	return out
}

// ValueFromWire reads a value the client sent (a function's return) as
// the Go value a kernel takes, as Inputs reads variables; absent is None.
func ValueFromWire(raw json.RawMessage) (any, error) {
	if len(raw) == 0 {
		return nil, nil
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		return nil, fmt.Errorf("read the returned value: %w", err)
	}
	return inputValue(v), nil
}

// fileChanges reports c, with empty lists rather than nulls; nil for nil.
func fileChanges(c *kernel.FileChanges) *FileChangesInfo {
	if c == nil {
		return nil
	}
	return &FileChangesInfo{Added: changeList(c.Added), Modified: changeList(c.Modified), Deleted: changeList(c.Deleted)}
}

func changeList(l []kernel.FileChange) []FileChangeInfo {
	out := make([]FileChangeInfo, len(l))
	for i, c := range l {
		out[i] = FileChangeInfo{ChangeType: c.Type, Path: c.Path, Timestamp: float64(c.Time.UnixNano()) / 1e9}
	}
	return out
}
