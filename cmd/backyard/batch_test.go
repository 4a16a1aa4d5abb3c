package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/backyard-dev/backyard/server/schema"
)

// TestRunBatchWritesOneResultPerLine runs a batch file through `backyard
// run --batch` and reads back one result per line, in order, with what
// each snippet did.
func TestRunBatchWritesOneResultPerLine(t *testing.T) {
	lines := []string{
		`{"id": "sum", "code": "sum(x)", "inputs": {"x": [1, 2, 3, 4, 5]}}`,
		`{"id": 7, "code": "while True:\n    pass", "timeout": 0.1}`,
		`{"code": "print('hi')\n1 / 0"}`,
		`not json`,
		`{"id": "np", "code": "import numpy"}`,
		`{"id": "mem", "code": "[0] * 10**9", "memory_mb": 16}`,
		`{"id": "big", "code": "x", "inputs": {"x": 123456789012345678901234567890}}`,
	}
	for i := range 50 {
		lines = append(lines, fmt.Sprintf(`{"id": "n%d", "code": "%d * 2"}`, i, i))
	}
	path := filepath.Join(t.TempDir(), "batch.jsonl")
	if err := os.WriteFile(path, []byte(strings.Join(lines, "\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	var out, errOut bytes.Buffer
	code := run(context.Background(), []string{"run", "--batch", path, "--workers", "3"}, stdio{strings.NewReader(""), &out, &errOut})
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut.String())
	}
	var got []map[string]any
	for _, l := range strings.Split(strings.TrimSpace(out.String()), "\n") {
		var m map[string]any
		if err := json.Unmarshal([]byte(l), &m); err != nil {
			t.Fatalf("output line %q: %v", l, err)
		}
		if err := schema.Validate([]byte(l)); err != nil {
			t.Errorf("output line %s does not fit the result schema: %v", l, err)
		}
		got = append(got, m)
	}
	if len(got) != len(lines) {
		t.Fatalf("%d results for %d lines", len(got), len(lines))
	}
	for i, m := range got {
		if m["index"] != float64(i) {
			t.Fatalf("line %d has index %v", i, m["index"])
		}
	}
	checks := []struct {
		i    int
		key  string
		want any
	}{
		{0, "result", float64(15)}, {0, "id", "sum"},
		{1, "timed_out", true}, {1, "id", float64(7)},
		{2, "error_type", "ZeroDivisionError"}, {2, "stdout", "hi\n"},
		{3, "error_type", "usage"},
		{4, "error_type", "not_supported"},
		{5, "memory_limit_hit", true},
		{6, "repr", "123456789012345678901234567890"},
		{56, "result", float64(98)}, {56, "id", "n49"},
	}
	for _, c := range checks {
		if got[c.i][c.key] != c.want {
			t.Errorf("line %d: %s = %v, want %v (%v)", c.i, c.key, got[c.i][c.key], c.want, got[c.i])
		}
	}
}

func TestRunBatchRefusesContainers(t *testing.T) {
	var out, errOut bytes.Buffer
	code := run(context.Background(), []string{"run", "--backend", "container", "--batch", "-"}, stdio{strings.NewReader(""), &out, &errOut})
	if code != 2 {
		t.Errorf("exit %d, want 2 (usage): %s", code, errOut.String())
	}
}

func TestParseBatchLineNamesTheFaultAndKeepsTheID(t *testing.T) {
	tests := []struct {
		name, line string
		wantID     string // the snippet's id, kept so the result can be matched
		wantErr    string
	}{
		{"a snippet", `{"id": "a", "code": "1", "timeout": "2s", "memory_mb": 8}`, `"a"`, ""},
		{"an empty line", `  `, "", "the line is empty"},
		{"not JSON", `not json`, "", "not a snippet: invalid character"},
		{"a misspelt field", `{"id": "b", "cod": "1"}`, `"b"`, `unknown field "cod"`},
		{"data after the object", `{"id": "c", "code": "1"} {}`, `"c"`, "more than one JSON value"},
		{"no code", `{"id": 4}`, "4", "no code"},
		{"a timeout without a unit", `{"id": "d", "code": "1", "timeout": "2"}`, `"d"`, `timeout "2": want a positive Go duration`},
		{"a negative timeout", `{"id": "e", "code": "1", "timeout": -1}`, `"e"`, "want a duration such as"},
		{"a negative memory", `{"id": "f", "code": "1", "memory_mb": -1}`, `"f"`, "memory_mb -1: want a positive number"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, err := parseBatchLine([]byte(tt.line))
			if s.ID != tt.wantID {
				t.Errorf("id %q, want %q", s.ID, tt.wantID)
			}
			if tt.wantErr == "" && err != nil || tt.wantErr != "" && (err == nil || !strings.Contains(err.Error(), tt.wantErr)) {
				t.Errorf("error %v, want one containing %q", err, tt.wantErr)
			}
			if err != nil && s.Code != "" {
				t.Errorf("a bad line would run %q", s.Code)
			}
		})
	}
}
