package tui

import (
	"context"
	"flag"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"charm.land/bubbles/v2/spinner"
	tea "charm.land/bubbletea/v2"
	"github.com/backyard-dev/backyard/cells"
	"github.com/backyard-dev/backyard/kernel"
	"github.com/backyard-dev/backyard/themes"
	"github.com/charmbracelet/colorprofile"
	"github.com/charmbracelet/x/ansi"
)

var update = flag.Bool("update", false, "rewrite golden files")

// fakeSession is a scripted Session. What a cell does depends on its
// code:
//
//	print(X)        prints X
//	1/0             raises ZeroDivisionError
//	import numpy    converts to a container first, replaying 3 steps
//	loop            prints "tick" then runs until interrupted
//	import numpy; loop  converts, then loops
//	lines N         prints N numbered lines
//	files           adds a file to the workspace
//	plot            writes /sandbox/work/plot.png (added)
//	figure          prints "drawn" and shows a 64×48 PNG figure, as matplotlib's plt.show()
//	anything else   evaluates to itself
//
// Convert replays 5 steps; when hold is set it stops after step 2 until
// release is closed, so a test can look at the screen mid-replay.
type fakeSession struct {
	mu      sync.Mutex
	status  SessionStatus
	ran     []string
	numbers []int // the execution number of each run
	hold    bool
	release chan struct{}
	figure  []byte // the PNG the figure cell shows
}

func newFake() *fakeSession {
	return &fakeSession{
		status:  SessionStatus{Backend: kernel.Monty, Mode: "auto", Writable: true, Limits: kernel.DefaultLimits()},
		release: make(chan struct{}),
	}
}

// Complete completes from a fixed namespace: print, printed, range, and
// the attributes sqrt and sin after "math."; inside "area(" first the
// keyword arguments width= and height=.
func (f *fakeSession) Complete(ctx context.Context, code string, cursor int) (kernel.Completion, error) {
	before := code[:cursor]
	i := len(before)
	for i > 0 && (before[i-1] == '_' || before[i-1] == '.' || before[i-1] >= 'a' && before[i-1] <= 'z') {
		i--
	}
	word := before[i:]
	names := []string{"print", "printed", "range"}
	if open := strings.LastIndex(before, "area("); open >= 0 && !strings.Contains(before[open:], ")") {
		names = append([]string{"width=", "height="}, names...) // area's keyword arguments
	}
	if strings.HasPrefix(word, "math.") {
		names, word, i = []string{"sin", "sqrt"}, word[5:], i+5
	}
	var out []string
	for _, n := range names {
		if strings.HasPrefix(n, word) {
			out = append(out, n)
		}
	}
	return kernel.Completion{Start: i, Matches: out}, nil
}

// Inspect knows print, and area between its parentheses.
func (f *fakeSession) Inspect(ctx context.Context, code string, cursor int) (string, error) {
	if open := strings.LastIndex(code[:cursor], "area("); open >= 0 && !strings.Contains(code[open:cursor], ")") {
		return "area: function\narea(width, height=1)\nThe area of a rectangle.", nil
	}
	if strings.HasSuffix(code[:cursor], "print") {
		return "print: builtin_function_or_method\nPrints the values to a stream.", nil
	}
	return "", nil
}

func (f *fakeSession) Run(ctx context.Context, code string, number int, stdin io.Reader, stream func(kernel.Chunk), progress kernel.ProgressFunc) (*kernel.Result, error) {
	f.mu.Lock()
	f.ran = append(f.ran, code)
	f.numbers = append(f.numbers, number)
	backend := f.status.Backend
	f.mu.Unlock()
	res := &kernel.Result{Success: true, Backend: backend, Duration: 5 * time.Millisecond}
	switch {
	case strings.HasPrefix(code, "input(") && strings.HasSuffix(code, ")"):
		// input(prompt): the prompt, a line read, then what was read.
		stream(kernel.Chunk{Stream: kernel.Stdout, Text: code[6 : len(code)-1]})
		line, err := readLine(stdin)
		if err != nil {
			res.Success = false
			res.Error = &kernel.PyError{Type: "EOFError", Message: "EOF when reading a line"}
			break
		}
		stream(kernel.Chunk{Stream: kernel.Stdout, Text: "got " + line + "\n"})
	case strings.HasPrefix(code, "print(") && strings.HasSuffix(code, ")"):
		stream(kernel.Chunk{Stream: kernel.Stdout, Text: code[6:len(code)-1] + "\n"})
	case code == "1/0", code == "1/0 echoed":
		if code == "1/0 echoed" {
			stream(kernel.Chunk{Stream: kernel.Stderr, Text: "warning: about to divide\nTraceback (most recent call last):\n  File \"<cell 1>\", line 1, in <module>\nZeroDivisionError: division by zero\n"})
		}
		res.Success = false
		res.Error = &kernel.PyError{Type: "ZeroDivisionError", Message: "division by zero",
			Traceback: "Traceback (most recent call last):\n  File \"<cell 1>\", line 1, in <module>\nZeroDivisionError: division by zero\n"}
	case code == "import numpy":
		if err := f.Convert(ctx, progress); err != nil {
			return nil, err
		}
		res.Backend = kernel.Container
	case code == "import numpy; loop":
		if err := f.Convert(ctx, progress); err != nil {
			return nil, err
		}
		<-ctx.Done()
		return nil, ctx.Err()
	case code == "loop":
		stream(kernel.Chunk{Stream: kernel.Stdout, Text: "tick\n"})
		<-ctx.Done()
		return nil, ctx.Err()
	case strings.HasPrefix(code, "lines "):
		var b strings.Builder
		n := atoi(strings.TrimPrefix(code, "lines "))
		for i := 1; i <= n; i++ {
			b.WriteString("line " + itoa(i) + "\n")
		}
		stream(kernel.Chunk{Stream: kernel.Stdout, Text: b.String()})
	case code == "figure":
		stream(kernel.Chunk{Stream: kernel.Stdout, Text: "drawn\n"})
		res.Displays = []kernel.Display{{MIMEType: "image/png", Data: f.figure}}
	case code == "plot":
		res.FileChanges = &kernel.FileChanges{Added: []kernel.FileChange{{Type: kernel.Added, Path: "/sandbox/work/plot.png"}}}
	case code == "files":
		res.FileChanges = &kernel.FileChanges{Added: []kernel.FileChange{{Type: kernel.Added, Path: "/sandbox/work/out.csv"}}}
	case code == "warn":
		stream(kernel.Chunk{Stream: kernel.Stderr, Text: "careful\n"})
	default:
		res.Value = &kernel.Value{Repr: code}
	}
	return res, nil
}

func (f *fakeSession) Convert(ctx context.Context, progress kernel.ProgressFunc) error {
	const n = 5
	for i := 1; i <= n; i++ {
		progress(kernel.Progress{Phase: kernel.ReplayBefore, Step: i, Total: n})
		if i == 3 && f.hold {
			select {
			case <-f.release:
			case <-ctx.Done():
				return ctx.Err()
			}
		}
		progress(kernel.Progress{Phase: kernel.ReplayAfter, Step: i, Total: n})
	}
	progress(kernel.Progress{Phase: kernel.ReplayComplete, Step: n, Total: n})
	f.mu.Lock()
	f.status.Backend, f.status.Runtime = kernel.Container, "runsc"
	f.mu.Unlock()
	return nil
}

func (f *fakeSession) Restart(context.Context) error { return nil }

func (f *fakeSession) SetWritable(_ context.Context, w bool, _ kernel.ProgressFunc) error {
	f.mu.Lock()
	f.status.Writable = w
	f.mu.Unlock()
	return nil
}

func (f *fakeSession) Status() SessionStatus {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.status
}

func atoi(s string) int {
	n := 0
	for _, r := range s {
		n = n*10 + int(r-'0')
	}
	return n
}

// harness drives a Model as Bubble Tea would: keys go through Update, the
// commands it returns run in goroutines, and their messages come back
// through Update. Spinner ticks are dropped so frames stay still.
type harness struct {
	t        *testing.T
	m        *Model
	fake     *fakeSession
	msgs     chan tea.Msg
	inflight int
	quit     bool
	clock    time.Time
	raw      []string // what tea.Raw wrote to the terminal
}

func newHarness(t *testing.T, nb *cells.Notebook, path string) *harness {
	t.Helper()
	return newHarnessWith(t, nb, path, nil)
}

// newHarnessWith is newHarness with options changed by set.
func newHarnessWith(t *testing.T, nb *cells.Notebook, path string, set func(*Options)) *harness {
	t.Helper()
	h := &harness{t: t, fake: newFake(), msgs: make(chan tea.Msg, 64), clock: time.Date(2026, 11, 29, 12, 0, 0, 0, time.UTC)}
	opts := Options{
		Notebook:      nb,
		Path:          path,
		Session:       h.fake,
		Theme:         themes.Dark(colorprofile.ASCII),
		Width:         80,
		Height:        24,
		Now:           func() time.Time { return h.clock },
		AutosaveEvery: -1,
	}
	if set != nil {
		set(&opts)
	}
	h.m = New(opts)
	h.exec(h.m.Init())
	h.settle()
	return h
}

func (h *harness) exec(cmd tea.Cmd) {
	if cmd == nil {
		return
	}
	h.inflight++
	go func() { h.msgs <- cmd() }()
}

func (h *harness) handle(msg tea.Msg) {
	switch msg := msg.(type) {
	case nil, spinner.TickMsg:
	case tea.BatchMsg:
		for _, c := range msg {
			h.exec(c)
		}
	case tea.QuitMsg:
		h.quit = true
	case tea.RawMsg:
		h.raw = append(h.raw, msg.Msg.(string))
	default:
		_, cmd := h.m.Update(msg)
		h.exec(cmd)
	}
}

// settle handles messages until none has come for a while; commands still
// running then (a cell waiting for an interrupt) stay in flight.
func (h *harness) settle() {
	for h.inflight > 0 {
		select {
		case msg := <-h.msgs:
			h.inflight--
			h.handle(msg)
		case <-time.After(150 * time.Millisecond):
			return
		}
	}
}

// until handles messages until done reports true: for a command whose
// time settle cannot bound, such as a save's fsync on a loaded machine.
func (h *harness) until(what string, done func() bool) {
	h.t.Helper()
	deadline := time.After(10 * time.Second)
	for !done() {
		select {
		case msg := <-h.msgs:
			h.inflight--
			h.handle(msg)
		case <-deadline:
			h.t.Fatalf("waited 10 s for %s", what)
		}
	}
}

// press sends keys and settles after each.
func (h *harness) press(keys ...string) {
	h.t.Helper()
	for _, k := range keys {
		_, cmd := h.m.Update(keyMsg(k))
		h.exec(cmd)
		h.settle()
	}
}

// typeText types text into the editor one key at a time ("\n" is Enter).
func (h *harness) typeText(s string) {
	for _, r := range s {
		if r == '\n' {
			h.press("enter")
			continue
		}
		h.press(string(r))
	}
}

// statusLine is the screen's last line, without escape sequences.
func (h *harness) statusLine() string {
	lines := strings.Split(h.screen(), "\n")
	return lines[len(lines)-1]
}

// screen is the view's text, without any escape sequence.
func (h *harness) screen() string {
	return ansi.Strip(h.m.Content())
}

// golden compares the view, in the ASCII colour profile (no colours;
// bold, italic, faint and reverse kept, as with NO_COLOR), with
// testdata/golden/NAME.txt. cat shows such a file as the terminal did.
func (h *harness) golden(name string) {
	h.t.Helper()
	got := h.m.Content()
	path := filepath.Join("testdata", "golden", name+".txt")
	if *update {
		os.MkdirAll(filepath.Dir(path), 0o755)
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			h.t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		h.t.Fatalf("%v (run go test ./tui -update to create it)", err)
	}
	if got != string(want) {
		h.t.Errorf("screen differs from %s (go test ./tui -update rewrites it):\n%s", path, h.screen())
	}
}

// readLine reads up to a newline, byte by byte.
func readLine(r io.Reader) (string, error) {
	var b []byte
	one := make([]byte, 1)
	for {
		n, err := r.Read(one)
		if n == 1 {
			if one[0] == '\n' {
				return string(b), nil
			}
			b = append(b, one[0])
		}
		if err != nil {
			return string(b), err
		}
	}
}
