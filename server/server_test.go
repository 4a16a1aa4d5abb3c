package server_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"reflect"
	"testing"

	"github.com/backyard-dev/backyard/kernel"
	"github.com/backyard-dev/backyard/kernel/sandbox"
	"github.com/backyard-dev/backyard/server"
)

func TestInputsKeepIntegersIntegers(t *testing.T) {
	tests := []struct {
		json string
		want any
	}{
		{`1`, int64(1)},
		{`-7`, int64(-7)},
		{`1.5`, 1.5},
		{`1e3`, 1000.0},
		{`123456789012345678901234567890`, func() any { b, _ := new(big.Int).SetString("123456789012345678901234567890", 10); return b }()},
		{`[1, 2.5, "a", null, true]`, []any{int64(1), 2.5, "a", nil, true}},
		{`{"n": {"m": 2}}`, map[string]any{"n": map[string]any{"m": int64(2)}}},
	}
	for _, tt := range tests {
		dec := json.NewDecoder(bytes.NewReader([]byte(`{"v": ` + tt.json + `}`)))
		dec.UseNumber()
		var m map[string]any
		if err := dec.Decode(&m); err != nil {
			t.Fatal(err)
		}
		if got := server.Inputs(m)["v"]; !reflect.DeepEqual(got, tt.want) {
			t.Errorf("%s: got %#v, want %#v", tt.json, got, tt.want)
		}
		// Decoded without UseNumber (as the MCP SDK does).
		var plain map[string]any
		json.Unmarshal([]byte(`{"v": `+tt.json+`}`), &plain)
		if _, isBig := tt.want.(*big.Int); !isBig && tt.json != `1e3` {
			if got := server.Inputs(plain)["v"]; !reflect.DeepEqual(got, tt.want) {
				t.Errorf("%s without UseNumber: got %#v, want %#v", tt.json, got, tt.want)
			}
		}
	}
}

func TestNewExecutionNamesTheFailure(t *testing.T) {
	tests := []struct {
		name      string
		res       *sandbox.Result
		err       error
		errorType string
		success   bool
	}{
		{"ok", &sandbox.Result{Result: kernel.Result{Success: true, Value: &kernel.Value{Repr: "'a'", JSON: json.RawMessage(`"a"`)}}}, nil, "", true},
		{"python", &sandbox.Result{Result: kernel.Result{Error: &kernel.PyError{Type: "ValueError", Message: "bad"}}}, nil, "ValueError", false},
		{"timeout", &sandbox.Result{Result: kernel.Result{TimedOut: true, Error: &kernel.PyError{Type: "TimeoutError"}}}, nil, "timeout", false},
		{"memory", &sandbox.Result{Result: kernel.Result{MemoryLimitHit: true}}, nil, "memory", false},
		{"not supported", nil, fmt.Errorf("wrapped: %w", &kernel.NotSupportedError{Backend: kernel.Monty, Reason: "no numpy"}), "not_supported", false},
		{"permission", &sandbox.Result{Result: kernel.Result{Error: &kernel.PyError{Type: "PermissionError"}}}, &kernel.PermissionError{Path: "/sandbox/w/a", Op: "write"}, "permission", false},
		{"internal", nil, errors.New("engine gone"), "internal", false},
	}
	for _, tt := range tests {
		x := server.NewExecution(tt.res, tt.err)
		if x.ErrorType != tt.errorType || x.Success != tt.success || (!tt.success && x.Error == "") {
			t.Errorf("%s: %+v", tt.name, x)
		}
	}
	x := server.NewExecution(&sandbox.Result{Result: kernel.Result{Success: true, Value: &kernel.Value{Repr: "<object>"}}}, nil)
	if x.Result != "<object>" || x.Repr != "<object>" {
		t.Errorf("a value without JSON: result %v", x.Result)
	}
}
