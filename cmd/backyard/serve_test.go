package main

import (
	"context"
	"encoding/json"
	"flag"
	"io"
	"slices"
	"strings"
	"testing"
	"time"

	sdk "github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/backyard-dev/backyard/kernel/sandbox"
)

func TestSessionFlagsBecomeSandboxOptions(t *testing.T) {
	dir := t.TempDir()
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	var sf sessionFlags
	sf.register(fs)
	err := fs.Parse([]string{"--timeout", "5s", "--memory", "512", "--cpus", "1.5", "--network", "--workspace", dir,
		"--readonly", "--image", "img:1", "--backend", "container", "--warm", "--index", dir,
		"--tmpfs", "0", "--no-package-cache", "--no-file-tracking"})
	if err != nil {
		t.Fatal(err)
	}
	opts, err := sf.options(stdio{})
	if err != nil {
		t.Fatal(err)
	}
	if opts.Type != sandbox.ContainerOnly || opts.Limits.Timeout != 5*time.Second || opts.Limits.MemoryBytes != 512<<20 ||
		opts.Limits.CPUs != 1.5 || !opts.Network || len(opts.Workspace) != 1 || !opts.ReadOnly || opts.Image != "img:1" ||
		!opts.Warm || opts.PackageIndex != dir || opts.TmpfsMB >= 0 || !opts.NoPackageCache || !opts.NoFileTracking {
		t.Errorf("options = %+v", opts)
	}
}

func TestServePrintsTheResultSchema(t *testing.T) {
	var out, errb strings.Builder
	if code := run(context.Background(), []string{"serve", "--schema"}, stdio{strings.NewReader(""), &out, &errb}); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	var s struct {
		Title    string   `json:"title"`
		Required []string `json:"required"`
	}
	if err := json.Unmarshal([]byte(out.String()), &s); err != nil || s.Title != "backyard result" || !slices.Contains(s.Required, "duration_sec") {
		t.Errorf("--schema printed %.200s (%v)", out.String(), err)
	}
}

func TestServeAnswersLinesUntilStdinEnds(t *testing.T) {
	in := strings.NewReader(`{"id": 1, "action": "execute", "code": "21 * 2"}
not json
{"id": 2, "action": "ping"}
`)
	var out, errb strings.Builder
	if err := serve(context.Background(), stdio{in, &out, &errb}, sandbox.Options{}); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) != 3 {
		t.Fatalf("%d answers:\n%s", len(lines), out.String())
	}
	var answers []map[string]any
	for _, l := range lines {
		var m map[string]any
		if err := json.Unmarshal([]byte(l), &m); err != nil {
			t.Fatalf("answer %q: %v", l, err)
		}
		answers = append(answers, m)
	}
	if answers[0]["result"] != 42.0 || answers[1]["success"] != false || answers[2]["success"] != true {
		t.Errorf("answers = %v", answers)
	}
}

func TestMCPOverStdio(t *testing.T) {
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	done := make(chan error, 1)
	go func() {
		done <- serveMCP(ctx, stdio{inR, outW, io.Discard}, sandbox.Options{}, "")
		outW.Close()
	}()
	client := sdk.NewClient(&sdk.Implementation{Name: "test", Version: "1"}, nil)
	cs, err := client.Connect(ctx, &sdk.IOTransport{Reader: outR, Writer: inW}, nil)
	if err != nil {
		t.Fatal(err)
	}
	res, err := cs.CallTool(ctx, &sdk.CallToolParams{Name: "run_python", Arguments: map[string]any{"code": "print('hi')\n6 * 7"}})
	if err != nil {
		t.Fatal(err)
	}
	if tc := res.Content[0].(*sdk.TextContent); !strings.Contains(tc.Text, "result: 42") || !strings.Contains(tc.Text, "hi") {
		t.Errorf("text = %q", tc.Text)
	}
	cs.Close()
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("serveMCP after the client left: %v", err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("serveMCP did not return when the client closed")
	}
}

func TestMCPOverHTTP(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	errR, errW := io.Pipe()
	done := make(chan error, 1)
	go func() {
		done <- serveMCP(ctx, stdio{strings.NewReader(""), io.Discard, errW}, sandbox.Options{}, "127.0.0.1:0")
		errW.Close()
	}()
	line := make([]byte, 200)
	n, _ := errR.Read(line)
	go io.Copy(io.Discard, errR)
	_, url, ok := strings.Cut(strings.TrimSpace(string(line[:n])), "on ")
	if !ok {
		t.Fatalf("no address announced: %q", line[:n])
	}
	client := sdk.NewClient(&sdk.Implementation{Name: "test", Version: "1"}, nil)
	cs, err := client.Connect(ctx, &sdk.StreamableClientTransport{Endpoint: url}, nil)
	if err != nil {
		t.Fatal(err)
	}
	list, err := cs.ListTools(ctx, nil)
	if err != nil || len(list.Tools) != 8 {
		t.Errorf("tools/list over HTTP: %v, %v", list, err)
	}
	cs.Close()
	cancel()
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("serveMCP after cancel: %v", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("HTTP server did not stop")
	}
}
