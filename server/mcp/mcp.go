// Package mcp serves a Sandbox as a Model Context Protocol server, built on
// the official Go SDK; `backyard mcp` runs it over stdio or streamable
// HTTP.
//
// One server is one Python session: every client call runs in the same
// Sandbox, so variables persist from call to call as in a notebook. The
// tools are:
//
//   - run_python: run code (with optional dependencies, inputs and
//     timeout). The result is structured (server.Execution) and also a
//     text block written for a model to read; the matplotlib figures the
//     code showed (plt.show(), or figures left open) and image files it
//     wrote to the workspace come back as image content. While the code runs,
//     a client that sent a progress token gets progress notifications:
//     output as it is printed, the steps of a conversion's replay, and a
//     heartbeat.
//   - reset, grant_write, revoke_write, ping: the Sandbox's session
//     controls.
//   - list_files, read_file: the workspace as the sandbox sees it, hidden
//     and ignored files left out.
//
// On stdio (StdioTransport) a line that is not a JSON-RPC message is
// answered with JSON-RPC's error and dropped; the session goes on.
package mcp

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"time"

	sdk "github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/backyard-dev/backyard/kernel"
	"github.com/backyard-dev/backyard/kernel/sandbox"
	"github.com/backyard-dev/backyard/server"
)

// Options configure a Server.
type Options struct {
	// Version is reported to clients as the server's version.
	Version string
	// Heartbeat is how often a long run reports that it is still running
	// to a client that asked for progress; zero means every 5 s.
	Heartbeat time.Duration
	// MaxImageBytes bounds each image returned as content; zero means
	// 5 MB. Larger images are named in the text, not sent.
	MaxImageBytes int64
}

// Server is backyard's MCP server over one Sandbox.
type Server struct {
	sb   *sandbox.Sandbox
	opts Options
	mcp  *sdk.Server
}

// New returns a server whose tools act on sb.
func New(sb *sandbox.Sandbox, opts Options) *Server {
	if opts.Version == "" {
		opts.Version = "dev"
	}
	if opts.Heartbeat <= 0 {
		opts.Heartbeat = 5 * time.Second
	}
	if opts.MaxImageBytes <= 0 {
		opts.MaxImageBytes = 5 << 20
	}
	s := &Server{sb: sb, opts: opts}
	s.mcp = sdk.NewServer(&sdk.Implementation{Name: "backyard", Title: "backyard Python sandbox", Version: opts.Version}, &sdk.ServerOptions{
		Instructions: instructions,
	})
	s.addTools()
	return s
}

const instructions = `backyard runs Python for you in a sandbox. Use run_python for computation, data work and file processing. ` +
	`State persists between calls (one session, like a notebook); reset clears it. ` +
	`Workspace files live under /sandbox/<name>; the working directory is the first one. ` +
	`Use list_files and read_file to look at them; writing needs grant_write first when the workspace is read-only.`

// MCP returns the SDK server, for callers that bring their own transport.
func (s *Server) MCP() *sdk.Server { return s.mcp }

// Run serves one client over t (for example &sdk.StdioTransport{}) until
// the client disconnects or ctx is cancelled.
func (s *Server) Run(ctx context.Context, t sdk.Transport) error {
	return s.mcp.Run(ctx, t)
}

// Handler serves clients over streamable HTTP. Every client shares the
// one session.
func (s *Server) Handler() http.Handler {
	return sdk.NewStreamableHTTPHandler(func(*http.Request) *sdk.Server { return s.mcp }, nil)
}

func boolPtr(b bool) *bool { return &b }

func (s *Server) addTools() {
	addTool(s.mcp, &sdk.Tool{
		Name:  "run_python",
		Title: "Run Python",
		Description: "Run Python code in a persistent sandboxed session: variables, functions and imports stay defined " +
			"between calls, as in a notebook. The value of the last expression is returned as `result` (print() output " +
			"is in `stdout`). The session starts on a fast built-in interpreter with the common standard library " +
			"(json, re, math, datetime, collections, itertools, dataclasses, pathlib, ...); importing anything else " +
			"(numpy, matplotlib, or a package named in `dependencies`) moves it to a full CPython container " +
			"automatically, keeping your variables. Files are under /sandbox/<name>; the working directory is the " +
			"first workspace folder. Images the code saves there (PNG, JPEG, GIF, WebP) are returned as images, and so are " +
			"matplotlib figures (call plt.show(); importing matplotlib moves the session to the container). " +
			"On an exception, `success` is false and `error` and `traceback` say why; fix the code and call again.",
		Annotations: &sdk.ToolAnnotations{Title: "Run Python", DestructiveHint: boolPtr(true), OpenWorldHint: boolPtr(false)},
	}, s.runPython)

	addTool(s.mcp, &sdk.Tool{
		Name:        "reset",
		Title:       "Reset the Python session",
		Description: "Clear every variable, function and import of the Python session and start with an empty namespace. Workspace files are not touched.",
		Annotations: &sdk.ToolAnnotations{Title: "Reset the Python session", DestructiveHint: boolPtr(true), IdempotentHint: true, OpenWorldHint: boolPtr(false)},
	}, s.reset)

	addTool(s.mcp, &sdk.Tool{
		Name:  "grant_write",
		Title: "Allow writing workspace files",
		Description: "Let run_python create, change and delete files under /sandbox. Ask for it only when the task needs " +
			"to write files. Variables are kept.",
		Annotations: &sdk.ToolAnnotations{Title: "Allow writing workspace files", DestructiveHint: boolPtr(false), IdempotentHint: true, OpenWorldHint: boolPtr(false)},
	}, s.writeAccess(true))

	addTool(s.mcp, &sdk.Tool{
		Name:        "revoke_write",
		Title:       "Make workspace files read-only",
		Description: "Make the files under /sandbox read-only again for run_python. Variables are kept.",
		Annotations: &sdk.ToolAnnotations{Title: "Make workspace files read-only", DestructiveHint: boolPtr(false), IdempotentHint: true, OpenWorldHint: boolPtr(false)},
	}, s.writeAccess(false))

	addTool(s.mcp, &sdk.Tool{
		Name:        "ping",
		Title:       "Check the sandbox",
		Description: "Check that the Python sandbox answers, and see which kernel it is on (monty or container) and whether the workspace is writable.",
		Annotations: &sdk.ToolAnnotations{Title: "Check the sandbox", ReadOnlyHint: true, IdempotentHint: true, OpenWorldHint: boolPtr(false)},
	}, s.ping)

	addTool(s.mcp, &sdk.Tool{
		Name:  "inspect_python",
		Title: "Describe a Python name",
		Description: "Describe a name defined in the Python session (a variable, function, class, module or a dotted " +
			"attribute such as json.dumps): its type, the signature of a callable, and its docstring, without running code.",
		Annotations: &sdk.ToolAnnotations{Title: "Describe a Python name", ReadOnlyHint: true, IdempotentHint: true, OpenWorldHint: boolPtr(false)},
	}, s.inspect)

	addTool(s.mcp, &sdk.Tool{
		Name:  "list_files",
		Title: "List workspace files",
		Description: "List the files the Python code can see under /sandbox, with sizes and modification times. " +
			"Give `path` to list one folder only. Hidden folders (.git, .venv, node_modules, caches) and .gitignored files are left out.",
		Annotations: &sdk.ToolAnnotations{Title: "List workspace files", ReadOnlyHint: true, IdempotentHint: true, OpenWorldHint: boolPtr(false)},
	}, s.listFiles)

	addTool(s.mcp, &sdk.Tool{
		Name:  "read_file",
		Title: "Read a workspace file",
		Description: "Read a file under /sandbox: text comes back as text, images as images, other binary files as a resource. " +
			"Paths are as the Python code sees them (/sandbox/<name>/...) or relative to /sandbox.",
		Annotations: &sdk.ToolAnnotations{Title: "Read a workspace file", ReadOnlyHint: true, IdempotentHint: true, OpenWorldHint: boolPtr(false)},
	}, s.readFile)
}

// RunInput is run_python's arguments.
type RunInput struct {
	Code         string         `json:"code" jsonschema:"the Python code to run; the value of its last expression is returned"`
	Dependencies []string       `json:"dependencies,omitempty" jsonschema:"PyPI packages to install before running (e.g. [\"pandas\"]); moves the session to a container"`
	Inputs       map[string]any `json:"inputs,omitempty" jsonschema:"variables to define before the code runs, by name (JSON values: numbers, strings, lists, objects)"`
	Timeout      float64        `json:"timeout,omitempty" jsonschema:"seconds the code may run (default: the server's limit, usually 30)"`
}

func (s *Server) runPython(ctx context.Context, req *sdk.CallToolRequest, in RunInput) (*sdk.CallToolResult, server.Execution, error) {
	if strings.TrimSpace(in.Code) == "" {
		return nil, server.Execution{}, fmt.Errorf("code is empty: pass the Python code to run in `code`")
	}
	if in.Timeout < 0 {
		return nil, server.Execution{}, fmt.Errorf("timeout %g is negative", in.Timeout)
	}
	opts := []sandbox.RunOption{sandbox.WithInputs(server.Inputs(in.Inputs))}
	if len(in.Dependencies) > 0 {
		opts = append(opts, sandbox.WithDependencies(in.Dependencies...))
	}
	if in.Timeout > 0 {
		opts = append(opts, sandbox.WithTimeout(time.Duration(in.Timeout*float64(time.Second))))
	}
	if token := req.Params.GetProgressToken(); token != nil {
		p := &progress{ctx: ctx, session: req.Session, token: token}
		stop := p.heartbeat(s.opts.Heartbeat)
		defer stop()
		opts = append(opts, sandbox.WithStream(p.chunk), sandbox.WithProgress(p.replay))
	}
	res, err := s.sb.Run(ctx, in.Code, opts...)
	x := server.NewExecution(res, err)
	if x.Backend == "" {
		x.Backend = s.sb.Backend()
	}
	content := []sdk.Content{&sdk.TextContent{Text: describe(x)}}
	content = append(content, s.figures(res)...)
	content = append(content, s.images(x.FileChanges)...)
	// The figures travel as image content; base64 in the structured output
	// too would only double what the client reads.
	for i := range x.Displays {
		x.Displays[i].Data = ""
	}
	return &sdk.CallToolResult{Content: content, IsError: !x.Success}, x, nil
}

// progress turns a run's events into MCP progress notifications, whose
// progress value must grow with each one.
type progress struct {
	ctx     context.Context
	session *sdk.ServerSession
	token   any

	mu    sync.Mutex
	count float64
	start time.Time
}

func (p *progress) notify(msg string, total float64) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.count++
	// A client that went away is not the run's problem.
	_ = p.session.NotifyProgress(p.ctx, &sdk.ProgressNotificationParams{ProgressToken: p.token, Progress: p.count, Total: total, Message: msg})
}

func (p *progress) chunk(c kernel.Chunk) {
	p.notify(c.Stream.String()+": "+truncate(c.Text, 1000), 0)
}

func (p *progress) replay(e kernel.Progress) {
	switch e.Phase {
	case kernel.ReplayBefore:
		p.notify(fmt.Sprintf("converting: replaying cell %d of %d", e.Step, e.Total), 0)
	case kernel.ReplayComplete:
		p.notify(fmt.Sprintf("converting: replayed %d cells", e.Total), 0)
	}
}

func (p *progress) heartbeat(every time.Duration) (stop func()) {
	p.start = time.Now()
	t := time.NewTicker(every)
	done := make(chan struct{})
	go func() {
		for {
			select {
			case <-t.C:
				p.notify(fmt.Sprintf("running for %.1fs", time.Since(p.start).Seconds()), 0)
			case <-done:
				return
			}
		}
	}()
	return func() {
		t.Stop()
		close(done)
	}
}

func truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "…"
}

// describe writes a run for a model to read.
func describe(x server.Execution) string {
	var b strings.Builder
	status := "success"
	switch {
	case x.TimedOut:
		status = "timed out"
	case x.MemoryLimitHit:
		status = "memory limit hit"
	case !x.Success:
		status = "failed"
	}
	fmt.Fprintf(&b, "%s (%s, %.3fs)\n", status, orUnknown(string(x.Backend)), x.Duration)
	if c := x.Conversion; c != nil {
		fmt.Fprintf(&b, "session moved %s → %s (%s), replaying %d earlier cells in %.2fs\n", c.From, c.To, c.Reason, c.Steps, c.Duration)
		for _, p := range c.Problems {
			fmt.Fprintf(&b, "  %s\n", p)
		}
	}
	if x.Stdout != "" {
		fmt.Fprintf(&b, "stdout:\n%s", withNewline(x.Stdout))
	}
	if stderr := strings.TrimSuffix(x.Stderr, x.Traceback); stderr != "" {
		fmt.Fprintf(&b, "stderr:\n%s", withNewline(stderr))
	}
	if x.Repr != "" {
		fmt.Fprintf(&b, "result: %s\n", x.Repr)
	}
	if x.Error != "" {
		fmt.Fprintf(&b, "error: %s\n", x.Error)
		if x.Traceback != "" {
			b.WriteString(withNewline(x.Traceback))
		}
	}
	for i, d := range x.Displays {
		fmt.Fprintf(&b, "figure %d: %s, %d bytes\n", i+1, d.MIMEType, d.Size)
	}
	if fc := x.FileChanges; fc.HasChanges() {
		b.WriteString("files:\n")
		for _, c := range fc.All() {
			fmt.Fprintf(&b, "  %s %s\n", c.ChangeType, c.Path)
		}
	}
	return strings.TrimRight(b.String(), "\n")
}

func orUnknown(s string) string {
	if s == "" {
		return "no kernel"
	}
	return s
}

func withNewline(s string) string {
	if strings.HasSuffix(s, "\n") {
		return s
	}
	return s + "\n"
}
