package mcp_test

import (
	"bufio"
	"context"
	"encoding/json"
	"io"
	"strings"
	"testing"
	"time"

	sdk "github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/backyard-dev/backyard/kernel/sandbox"
	"github.com/backyard-dev/backyard/server/mcp"
)

// TestStdioAnswersABadLineAndKeepsTheSession drives the stdio transport as a
// client process would: raw lines in, raw lines out.
func TestStdioAnswersABadLineAndKeepsTheSession(t *testing.T) {
	s, _ := newServer(t, sandbox.Options{Type: sandbox.MontyOnly})
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- s.Run(ctx, mcp.StdioTransport(inR, outW)) }()
	t.Cleanup(func() {
		cancel()
		inW.Close()
		outR.Close()
	})
	// Answers are read by one goroutine; send waits for the next with a
	// deadline, since a server that dropped the connection leaves the
	// output open and a plain read would wait forever.
	type answer struct {
		line []byte
		err  error
	}
	answers := make(chan answer)
	go func() {
		out := bufio.NewReader(outR)
		for {
			l, err := out.ReadBytes('\n')
			answers <- answer{l, err}
			if err != nil {
				return
			}
		}
	}()
	send := func(line string) map[string]any {
		t.Helper()
		if _, err := io.WriteString(inW, line+"\n"); err != nil {
			t.Fatal(err)
		}
		var l []byte
		select {
		case a := <-answers:
			if a.err != nil {
				t.Fatalf("reading the answer to %.200s: %v", line, a.err)
			}
			l = a.line
		case <-time.After(30 * time.Second):
			t.Fatalf("no answer to %.200s: the session has ended", line)
		}
		var m map[string]any
		if err := json.Unmarshal(l, &m); err != nil {
			t.Fatalf("answer %q is not JSON: %v", l, err)
		}
		return m
	}
	call := func(id int, code string) string {
		b, _ := json.Marshal(map[string]any{"jsonrpc": "2.0", "id": id, "method": "tools/call",
			"params": map[string]any{"name": "run_python", "arguments": map[string]any{"code": code}}})
		return string(b)
	}

	send(`{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}`)
	io.WriteString(inW, `{"jsonrpc":"2.0","method":"notifications/initialized"}`+"\n")
	if a := send(call(1, "kept = 41")); a["result"] == nil {
		t.Fatalf("set up: %v", a)
	}
	for _, tt := range []struct {
		name, line string
		wantID     any
		wantCode   float64
		wantMsg    string
	}{
		{"not JSON", `garbage`, nil, -32700, "Parse error: the line is not JSON"},
		{"a cut-off message", `{"jsonrpc":"2.0","id":5,"method":`, nil, -32700, "Parse error"},
		{"JSON but not JSON-RPC", `{"id": 6, "hello": 1}`, 6.0, -32600, "Invalid Request"},
		{"a message over the SDK's limit", `{"jsonrpc": "2.0", "id": 7, "method": "ping", "params": {"pad": "` + strings.Repeat("x", sdk.DefaultMaxLineLength) + `"}}`, 7.0, -32600, "over the limit"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			a := send(tt.line)
			e, _ := a["error"].(map[string]any)
			msg, _ := e["message"].(string)
			if a["id"] != tt.wantID || e["code"] != tt.wantCode || !strings.Contains(msg, tt.wantMsg) {
				t.Errorf("%s\n got %v\nwant id %v, error %v containing %q", tt.line, a, tt.wantID, tt.wantCode, tt.wantMsg)
			}
		})
	}
	if t.Failed() {
		t.FailNow() // a server that ended its session reads no more input
	}
	a := send(call(2, "kept + 1"))
	if res, _ := a["result"].(map[string]any); res == nil || !strings.Contains(mustString(res["content"]), "result: 42") {
		t.Errorf("the session did not survive the bad lines: %v", a)
	}

	inW.Close()
	select {
	case err := <-done:
		if err != nil && err != io.EOF {
			t.Errorf("Run at end of input: %v", err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("Run did not return at end of input")
	}
}

func mustString(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}
