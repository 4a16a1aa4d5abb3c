package mcp_test

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	sdk "github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/backyard-dev/backyard/kernel/container/engine/enginetest"
	"github.com/backyard-dev/backyard/kernel/sandbox"
	"github.com/backyard-dev/backyard/server"
	"github.com/backyard-dev/backyard/server/mcp"
	"github.com/backyard-dev/backyard/server/schema"
)

// onePixelPNG is a valid 1×1 PNG.
var onePixelPNG, _ = base64.StdEncoding.DecodeString("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==")

func newServer(t *testing.T, opts sandbox.Options) (*mcp.Server, string) {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "ws")
	os.MkdirAll(filepath.Join(dir, "data"), 0o755)
	os.Chmod(dir, 0o777) // past the umask: the container's user writes here
	os.WriteFile(filepath.Join(dir, "data", "notes.txt"), []byte("héllo\n"), 0o644)
	os.WriteFile(filepath.Join(dir, "data", "blob.bin"), []byte{0, 1, 2, 0xff}, 0o644)
	os.WriteFile(filepath.Join(dir, "dot.png"), onePixelPNG, 0o644)
	os.WriteFile(filepath.Join(dir, ".gitignore"), []byte("*.secret\n"), 0o644)
	os.WriteFile(filepath.Join(dir, "key.secret"), []byte("s"), 0o644)
	opts.Workspace = []string{dir}
	sb, err := sandbox.New(context.Background(), opts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { sb.Close() })
	return mcp.New(sb, mcp.Options{Version: "test", Heartbeat: 50 * time.Millisecond}), dir
}

type progressLog struct {
	mu   sync.Mutex
	msgs []string
}

func (p *progressLog) handler(_ context.Context, req *sdk.ProgressNotificationClientRequest) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.msgs = append(p.msgs, req.Params.Message)
}

func (p *progressLog) all() []string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return append([]string(nil), p.msgs...)
}

func connect(t *testing.T, s *mcp.Server, log *progressLog) *sdk.ClientSession {
	t.Helper()
	ctx := context.Background()
	st, ct := sdk.NewInMemoryTransports()
	go s.Run(ctx, st)
	client := sdk.NewClient(&sdk.Implementation{Name: "test-client", Version: "1"}, &sdk.ClientOptions{ProgressNotificationHandler: log.handler})
	cs, err := client.Connect(ctx, ct, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cs.Close() })
	return cs
}

func call(t *testing.T, cs *sdk.ClientSession, name string, args map[string]any) *sdk.CallToolResult {
	t.Helper()
	res, err := cs.CallTool(context.Background(), &sdk.CallToolParams{Name: name, Arguments: args})
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return res
}

func text(res *sdk.CallToolResult) string {
	var parts []string
	for _, c := range res.Content {
		if tc, ok := c.(*sdk.TextContent); ok {
			parts = append(parts, tc.Text)
		}
	}
	return strings.Join(parts, "\n")
}

func execution(t *testing.T, res *sdk.CallToolResult) server.Execution {
	t.Helper()
	b, _ := json.Marshal(res.StructuredContent)
	if err := schema.Validate(b); err != nil {
		t.Errorf("structured content does not fit the result schema: %v\n%s", err, b)
	}
	var x server.Execution
	if err := json.Unmarshal(b, &x); err != nil {
		t.Fatalf("structured content %s: %v", b, err)
	}
	return x
}

func TestToolsAreListedWithSchemasAndDescriptions(t *testing.T) {
	t.Parallel()
	s, _ := newServer(t, sandbox.Options{})
	cs := connect(t, s, &progressLog{})
	list, err := cs.ListTools(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, tool := range list.Tools {
		names = append(names, tool.Name)
		if len(tool.Description) < 40 || tool.InputSchema == nil {
			t.Errorf("%s: description %q, schema %v", tool.Name, tool.Description, tool.InputSchema)
		}
	}
	slices.Sort(names)
	if want := []string{"grant_write", "inspect_python", "list_files", "ping", "read_file", "reset", "revoke_write", "run_python"}; !slices.Equal(names, want) {
		t.Errorf("tools = %q, want %q", names, want)
	}
	for _, tool := range list.Tools {
		if tool.Name != "run_python" {
			continue
		}
		schema, _ := json.Marshal(tool.InputSchema)
		for _, field := range []string{`"code"`, `"dependencies"`, `"inputs"`, `"timeout"`, `"required":["code"]`} {
			if !bytes.Contains(schema, []byte(field)) {
				t.Errorf("run_python schema lacks %s: %s", field, schema)
			}
		}
		if tool.OutputSchema == nil {
			t.Error("run_python has no output schema")
		}
	}
}

func TestRunPythonReportsResultsErrorsImagesAndProgress(t *testing.T) {
	enginetest.Connect(t)
	s, dir := newServer(t, sandbox.Options{ReadOnly: true})
	log := &progressLog{}
	cs := connect(t, s, log)

	res := call(t, cs, "run_python", map[string]any{"code": "x = sum(nums)\nx * 2", "inputs": map[string]any{"nums": []int{1, 2, 3}}})
	x := execution(t, res)
	if res.IsError || !x.Success || x.Repr != "12" || x.Result != 12.0 || x.Backend != "monty" {
		t.Errorf("run: %+v", x)
	}
	if got := text(res); !strings.HasPrefix(got, "success (monty") || !strings.Contains(got, "result: 12") {
		t.Errorf("text = %q", got)
	}

	res = call(t, cs, "run_python", map[string]any{"code": "import numpy\nprint(numpy.int64(x).item())"})
	x = execution(t, res)
	if x.Backend != "container" || x.Conversion == nil || x.Stdout != "6\n" || !strings.Contains(text(res), "session moved monty → container") {
		t.Errorf("converting run: %+v\n%s", x, text(res))
	}

	res = call(t, cs, "run_python", map[string]any{"code": "1/0"})
	x = execution(t, res)
	if !res.IsError || x.ErrorType != "ZeroDivisionError" || !strings.Contains(text(res), "error: ZeroDivisionError: division by zero") {
		t.Errorf("error run: %+v\n%s", x, text(res))
	}

	res = call(t, cs, "run_python", map[string]any{"code": "open('/sandbox/ws/out.txt', 'w').write('x')"})
	if x := execution(t, res); x.ErrorType != "permission" || !res.IsError {
		t.Errorf("write in read-only mode: %+v", x)
	}
	if st := call(t, cs, "grant_write", nil); st.IsError || !strings.Contains(string(mustJSON(st.StructuredContent)), `"writable":true`) {
		t.Errorf("grant_write: %s", mustJSON(st.StructuredContent))
	}

	code := "import base64\nopen('plot.png', 'wb').write(base64.b64decode(" + "'" + base64.StdEncoding.EncodeToString(onePixelPNG) + "'))"
	res = call(t, cs, "run_python", map[string]any{"code": code})
	var images []*sdk.ImageContent
	for _, c := range res.Content {
		if ic, ok := c.(*sdk.ImageContent); ok {
			images = append(images, ic)
		}
	}
	if len(images) != 1 || images[0].MIMEType != "image/png" || !bytes.Equal(images[0].Data, onePixelPNG) {
		t.Errorf("image content: %d images", len(images))
	}
	if !strings.Contains(text(res), "added /sandbox/ws/plot.png") {
		t.Errorf("text does not list the file: %s", text(res))
	}
	if _, err := os.Stat(filepath.Join(dir, "plot.png")); err != nil {
		t.Error(err)
	}

	res = call(t, cs, "run_python", map[string]any{"code": "import matplotlib.pyplot as plt\nplt.plot([1, 2, 3])\nplt.show()"})
	images = images[:0]
	for _, c := range res.Content {
		if ic, ok := c.(*sdk.ImageContent); ok {
			images = append(images, ic)
		}
	}
	if len(images) != 1 || images[0].MIMEType != "image/png" || !bytes.HasPrefix(images[0].Data, []byte("\x89PNG\r\n\x1a\n")) || len(images[0].Data) < 5000 {
		t.Errorf("figure: %d images, %s", len(images), text(res))
	} else {
		t.Logf("plt.show() came back as a %s of %d bytes", images[0].MIMEType, len(images[0].Data))
	}
	if x := execution(t, res); len(x.Displays) != 1 || x.Displays[0].Data != "" || x.Displays[0].Size != len(images[0].Data) || !strings.Contains(text(res), "figure 1: image/png") {
		t.Errorf("figure in the structured output: %+v\n%s", x.Displays, text(res))
	}

	params := &sdk.CallToolParams{Name: "run_python", Arguments: map[string]any{"code": "import time\nprint('working')\ntime.sleep(0.3)\nprint('done')"}}
	params.SetProgressToken("p1")
	res, err := cs.CallTool(context.Background(), params)
	if err != nil || res.IsError {
		t.Fatalf("progress run: %v %s", err, text(res))
	}
	// Notifications may be handled after the call returns.
	var msgs string
	for deadline := time.Now().Add(2 * time.Second); time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
		if msgs = strings.Join(log.all(), "|"); strings.Contains(msgs, "stdout: working") {
			break
		}
	}
	if !strings.Contains(msgs, "running for") || !strings.Contains(msgs, "stdout: working") {
		t.Errorf("progress messages = %q", msgs)
	}

	res = call(t, cs, "run_python", map[string]any{"code": ""})
	if !res.IsError {
		t.Error("empty code accepted")
	}
}

func mustJSON(v any) []byte {
	b, _ := json.Marshal(v)
	return b
}

func TestSessionAndFileTools(t *testing.T) {
	t.Parallel()
	s, _ := newServer(t, sandbox.Options{})
	cs := connect(t, s, &progressLog{})

	call(t, cs, "run_python", map[string]any{"code": "y = 1"})
	if st := call(t, cs, "reset", nil); st.IsError {
		t.Errorf("reset: %s", text(st))
	}
	if x := execution(t, call(t, cs, "run_python", map[string]any{"code": "y"})); x.ErrorType != "NameError" {
		t.Errorf("y after reset: %+v", x)
	}
	if st := call(t, cs, "ping", nil); st.IsError || !strings.Contains(string(mustJSON(st.StructuredContent)), `"ok":true`) {
		t.Errorf("ping: %s", mustJSON(st.StructuredContent))
	}

	call(t, cs, "run_python", map[string]any{"code": "def area(width, height=1):\n    'The area.'\n    return width * height"})
	if got := text(call(t, cs, "inspect_python", map[string]any{"name": "area"})); got != "area: function\narea(width, height=1)\nThe area." {
		t.Errorf("inspect_python area: %q", got)
	}
	if st := call(t, cs, "inspect_python", map[string]any{"name": "nosuch"}); st.IsError || !strings.Contains(string(mustJSON(st.StructuredContent)), `"found":false`) {
		t.Errorf("inspect_python of an unknown name: %s", mustJSON(st.StructuredContent))
	}

	list := call(t, cs, "list_files", nil)
	got := text(list)
	for _, want := range []string{"/sandbox/ws/data/notes.txt", "/sandbox/ws/dot.png", "/sandbox/ws/.gitignore"} {
		if !strings.Contains(got, want) {
			t.Errorf("list_files lacks %s:\n%s", want, got)
		}
	}
	if strings.Contains(got, "key.secret") {
		t.Errorf("list_files shows an ignored file:\n%s", got)
	}
	if got := text(call(t, cs, "list_files", map[string]any{"path": "ws/data"})); strings.Contains(got, "dot.png") || !strings.Contains(got, "notes.txt") {
		t.Errorf("list_files of a folder:\n%s", got)
	}

	if got := text(call(t, cs, "read_file", map[string]any{"path": "/sandbox/ws/data/notes.txt"})); got != "héllo\n" {
		t.Errorf("read_file text = %q", got)
	}
	img := call(t, cs, "read_file", map[string]any{"path": "ws/dot.png"})
	if ic, ok := img.Content[0].(*sdk.ImageContent); !ok || ic.MIMEType != "image/png" {
		t.Errorf("read_file image: %T", img.Content[0])
	}
	blob := call(t, cs, "read_file", map[string]any{"path": "ws/data/blob.bin"})
	if er, ok := blob.Content[0].(*sdk.EmbeddedResource); !ok || !bytes.Equal(er.Resource.Blob, []byte{0, 1, 2, 0xff}) {
		t.Errorf("read_file binary: %#v", blob.Content[0])
	}
	for _, bad := range []string{"/etc/passwd", "/sandbox/ws/../../etc/passwd", "ws/key.secret", "ws/missing.txt", "ws/data"} {
		if res := call(t, cs, "read_file", map[string]any{"path": bad}); !res.IsError {
			t.Errorf("read_file(%s) succeeded: %s", bad, text(res))
		}
	}
}

func TestStreamableHTTP(t *testing.T) {
	t.Parallel()
	s, _ := newServer(t, sandbox.Options{})
	hs := httptest.NewServer(s.Handler())
	defer hs.Close()
	client := sdk.NewClient(&sdk.Implementation{Name: "http-client", Version: "1"}, nil)
	cs, err := client.Connect(context.Background(), &sdk.StreamableClientTransport{Endpoint: hs.URL}, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer cs.Close()
	res := call(t, cs, "run_python", map[string]any{"code": "6 * 7"})
	if x := execution(t, res); x.Repr != "42" {
		t.Errorf("over HTTP: %+v", x)
	}
}
