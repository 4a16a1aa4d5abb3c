package main

import (
	"bufio"
	"context"
	"encoding/json"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/backyard-dev/backyard/kernel/container/engine/enginetest"
)

// These tests drive the real binary the way agent harnesses do: `backyard
// serve` through pipes, `backyard mcp` through the published MCP
// Inspector.

// inspector is the published MCP Inspector, run in its CLI mode.
const inspector = "@modelcontextprotocol/inspector@2.12.0"

// buildAgentBinary builds backyard into a temporary folder.
func buildAgentBinary(t *testing.T) string {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "backyard")
	out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput()
	if err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return bin
}

func TestServeBinaryThroughAPipe(t *testing.T) {
	enginetest.Connect(t)
	bin := buildAgentBinary(t)
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, bin, "serve", "--timeout", "20s")
	stdin, _ := cmd.StdinPipe()
	stdout, _ := cmd.StdoutPipe()
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	out := bufio.NewReader(stdout)
	send := func(line string) map[string]any {
		t.Helper()
		if _, err := io.WriteString(stdin, line+"\n"); err != nil {
			t.Fatal(err)
		}
		l, err := out.ReadBytes('\n')
		if err != nil {
			t.Fatalf("no answer to %s: %v", line, err)
		}
		var m map[string]any
		if err := json.Unmarshal(l, &m); err != nil {
			t.Fatalf("answer %q: %v", l, err)
		}
		return m
	}
	if a := send(`{"id": 0, "action": "execute", "code": "y = 7\ny"}`); a["result"] != 7.0 || a["backend"] != "monty" || a["id"] != 0.0 {
		t.Errorf("execute on monty: %v", a)
	}
	a := send(`{"id": 1, "action": "execute", "code": "import numpy\nx = int(numpy.arange(5).sum()) + y - 7\nx"}`)
	if a["result"] != 10.0 || a["backend"] != "container" || a["id"] != 1.0 || a["conversion"] == nil {
		t.Errorf("execute converting to a container: %v", a)
	}
	if a := send(`{"id": 2, "oops`); a["success"] != false || a["error_type"] != "usage" {
		t.Errorf("malformed line: %v", a)
	}
	if a := send(`{"id": 3, "action": "execute", "code": "x + 1"}`); a["result"] != 11.0 {
		t.Errorf("after a malformed line: %v", a)
	}
	if a := send(`{"id": 4, "action": "ping"}`); a["success"] != true {
		t.Errorf("ping: %v", a)
	}
	stdin.Close()
	if err := cmd.Wait(); err != nil {
		t.Errorf("serve at end of input: %v", err)
	}
}

func TestMCPInspectorListsAndCallsTools(t *testing.T) {
	npx, err := exec.LookPath("npx")
	if err != nil {
		if enginetest.InCI() {
			t.Fatalf("npx is not on PATH; .ci/run installs Node.js for the MCP Inspector: %v", err)
		}
		t.Skipf("the MCP Inspector needs npx (Node.js): %v", err)
	}
	if testing.Short() {
		t.Skip("runs npx, which may download the MCP Inspector; skipped under -short")
	}
	bin := buildAgentBinary(t)
	var lastStderr string
	inspect := func(args ...string) string {
		t.Helper()
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
		defer cancel()
		full := append([]string{"-y", inspector, "--cli", bin, "mcp"}, args...)
		cmd := exec.CommandContext(ctx, npx, full...)
		cmd.Dir = t.TempDir()
		var stderr strings.Builder
		cmd.Stderr = &stderr
		out, err := cmd.Output()
		if err != nil {
			t.Fatalf("npx %s: %v\n%s\n%s", strings.Join(args, " "), err, out, stderr.String())
		}
		lastStderr = stderr.String()
		return string(out)
	}

	var list struct {
		Tools []struct {
			Name        string         `json:"name"`
			Description string         `json:"description"`
			InputSchema map[string]any `json:"inputSchema"`
		} `json:"tools"`
	}
	out := inspect("--method", "tools/list", "--strict")
	if err := json.Unmarshal([]byte(out), &list); err != nil {
		t.Fatalf("tools/list: %v\n%s", err, out)
	}
	// The Inspector's schema portability check: nullable fields as anyOf,
	// no keyword-less schemas. Zero warnings is the bar.
	if strings.Contains(strings.ToLower(lastStderr), "warning") {
		t.Errorf("the MCP Inspector warns about the tools' schemas:\n%s", lastStderr)
	}
	var names []string
	for _, tool := range list.Tools {
		names = append(names, tool.Name)
	}
	if got := strings.Join(names, " "); !strings.Contains(got, "run_python") || !strings.Contains(got, "inspect_python") || len(names) != 8 {
		t.Errorf("tools = %s", got)
	}

	var call struct {
		Content []struct {
			Type string `json:"type"`
			Text string `json:"text"`
		} `json:"content"`
		StructuredContent map[string]any `json:"structuredContent"`
		IsError           bool           `json:"isError"`
	}
	out = inspect("--method", "tools/call", "--tool-name", "run_python", "--tool-arg", `code=print("hi"); 6 * 7`)
	if err := json.Unmarshal([]byte(out), &call); err != nil {
		t.Fatalf("tools/call: %v\n%s", err, out)
	}
	if call.IsError || call.StructuredContent["result"] != 42.0 || len(call.Content) == 0 || !strings.Contains(call.Content[0].Text, "result: 42") {
		t.Errorf("run_python: %s", out)
	}
	t.Logf("inspector: run_python answered %q", call.Content[0].Text)
}
