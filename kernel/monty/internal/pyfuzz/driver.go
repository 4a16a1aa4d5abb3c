package pyfuzz

import (
	"bufio"
	"bytes"
	"context"
	_ "embed"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"regexp"
	"runtime/metrics"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/backyard-dev/backyard/internal/loadfactor"
	"github.com/backyard-dev/backyard/kernel"
	"github.com/backyard-dev/backyard/kernel/monty"
)

//go:embed worker.py
var cpythonWorker string

// Limits are the monty limits every fuzz program runs under.
var Limits = kernel.Limits{Timeout: 3 * time.Second, MemoryBytes: 128 << 20, OutputBytes: 64 << 10, RecursionDepth: 1000}

// overrunSlack is how far past its memory budget monty's Go heap may
// peak before the run counts as a limit overrun: garbage the collector
// has not reclaimed yet (GOGC=100 lets the heap reach twice the live
// data) and the interpreter's own structures.
const overrunSlack = 2*(128<<20) + 64<<20

// An Outcome is what one interpreter did with one program.
type Outcome struct {
	Stdout string  `json:"stdout"`
	Error  string  `json:"error"` // the uncaught exception's type, "Timeout", or "" for success
	Msg    string  `json:"msg,omitempty"`
	Secs   float64 `json:"seconds"`
	Peak   uint64  `json:"peak,omitempty"` // monty: the Go heap's peak during the run, bytes
}

// A Worker runs programs in a child process: CPython's worker.py, or this
// package's test binary serving monty (ServeMonty). A program that kills,
// hangs or wedges the child is the child's failure, not the driver's.
type Worker struct {
	name    string
	argv    []string
	env     []string
	cmd     *exec.Cmd
	in      io.WriteCloser
	out     *bufio.Reader
	stderr  *tailBuffer
	timeout time.Duration
}

// ErrDied is returned by Worker.Run when the child exited or stopped
// answering: the program crashed or hung the interpreter.
var ErrDied = errors.New("worker died")

// NewCPython returns a worker running programs on python3.
func NewCPython(timeout time.Duration) *Worker {
	return &Worker{name: "python3", argv: []string{"python3", "-X", "utf8", "-c", cpythonWorker}, timeout: timeout}
}

// NewMonty returns a worker running programs on monty in a child: the
// executable self (the test binary), started with the environment
// variable MontyWorkerEnv set, must call ServeMonty.
func NewMonty(self string, args ...string) *Worker {
	return &Worker{name: "monty", argv: append([]string{self}, args...), env: []string{MontyWorkerEnv + "=1"}, timeout: Limits.Timeout}
}

// MontyWorkerEnv is set in a monty worker's environment.
const MontyWorkerEnv = "PYFUZZ_MONTY_WORKER"

func (w *Worker) start() error {
	cmd := exec.Command(w.argv[0], w.argv[1:]...)
	cmd.Env = append(os.Environ(), w.env...)
	in, err := cmd.StdinPipe()
	if err != nil {
		return fmt.Errorf("%s stdin: %w", w.name, err)
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return fmt.Errorf("%s stdout: %w", w.name, err)
	}
	w.stderr = &tailBuffer{max: 16 << 10}
	cmd.Stderr = w.stderr
	if err := cmd.Start(); err != nil {
		return fmt.Errorf("start %s: %w", w.name, err)
	}
	w.cmd, w.in, w.out = cmd, in, bufio.NewReaderSize(out, 1<<20)
	return nil
}

// Stderr returns the end of what the current child wrote to stderr.
func (w *Worker) Stderr() string {
	if w.stderr == nil {
		return ""
	}
	return w.stderr.String()
}

// Close ends the child.
func (w *Worker) Close() {
	if w.cmd == nil {
		return
	}
	w.in.Close()
	done := make(chan struct{})
	go func() { w.cmd.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(2 * time.Second):
		w.cmd.Process.Kill()
		<-done
	}
	w.cmd = nil
}

func (w *Worker) kill() {
	if w.cmd == nil {
		return
	}
	w.cmd.Process.Kill()
	w.cmd.Wait()
	w.cmd = nil
}

// Run runs one program. It returns ErrDied (wrapped, with the child's
// last stderr) when the child exits or gives no answer within the
// timeout plus grace (stretched by the machine's load); the next Run starts a fresh child.
func (w *Worker) Run(src string, grace time.Duration) (Outcome, error) {
	if w.cmd == nil {
		if err := w.start(); err != nil {
			return Outcome{}, err
		}
	}
	req, _ := json.Marshal(map[string]any{"src": src, "timeout": w.timeout.Seconds()})
	type answer struct {
		line []byte
		err  error
	}
	ch := make(chan answer, 1)
	go func(out *bufio.Reader) {
		line, err := out.ReadBytes('\n')
		ch <- answer{line, err}
	}(w.out)
	if _, err := w.in.Write(append(req, '\n')); err != nil {
		w.kill()
		<-ch
		return Outcome{}, fmt.Errorf("%s: %w: %v\n%s", w.name, ErrDied, err, w.Stderr())
	}
	select {
	case a := <-ch:
		return w.answer(a.line, a.err)
	case <-time.After(w.timeout + grace):
		// On a loaded machine, wait the grace stretched by the load
		// before calling the child hung.
		select {
		case a := <-ch:
			return w.answer(a.line, a.err)
		case <-time.After(time.Duration(float64(grace) * (loadfactor.Factor() - 1))):
		}
		w.kill()
		<-ch
		return Outcome{}, fmt.Errorf("%s: %w: no answer %v past the timeout of %v", w.name, ErrDied, grace, w.timeout)
	}
}

// answer reads the child's answer line.
func (w *Worker) answer(line []byte, err error) (Outcome, error) {
	if err != nil {
		w.kill()
		return Outcome{}, fmt.Errorf("%s: %w: %v\n%s", w.name, ErrDied, err, w.Stderr())
	}
	var o Outcome
	if err := json.Unmarshal(line, &o); err != nil {
		w.kill()
		return Outcome{}, fmt.Errorf("%s: %w: bad answer %q", w.name, ErrDied, line)
	}
	return o, nil
}

// ServeMonty is the monty worker's loop: it reads requests from in, runs
// each on a fresh kernel under Limits, and writes the outcomes to out.
func ServeMonty(in io.Reader, out io.Writer) error {
	sc := bufio.NewScanner(in)
	sc.Buffer(make([]byte, 1<<20), 64<<20)
	for sc.Scan() {
		var req struct {
			Src string `json:"src"`
		}
		if err := json.Unmarshal(sc.Bytes(), &req); err != nil {
			return fmt.Errorf("request: %w", err)
		}
		o := RunMonty(req.Src)
		b, _ := json.Marshal(o)
		if _, err := out.Write(append(b, '\n')); err != nil {
			return fmt.Errorf("answer: %w", err)
		}
	}
	return sc.Err()
}

// RunMonty runs one program on a fresh monty kernel, sampling the Go
// heap while it runs.
func RunMonty(src string) Outcome {
	k, err := monty.New(monty.WithLimits(Limits))
	if err != nil {
		return Outcome{Error: "worker:" + err.Error()}
	}
	defer k.Close()
	var peak uint64
	var mu sync.Mutex
	stop := make(chan struct{})
	sampled := make(chan struct{})
	go func() {
		defer close(sampled)
		sample := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}
		tick := time.NewTicker(5 * time.Millisecond)
		defer tick.Stop()
		for {
			metrics.Read(sample)
			mu.Lock()
			peak = max(peak, sample[0].Value.Uint64())
			mu.Unlock()
			select {
			case <-stop:
				return
			case <-tick.C:
			}
		}
	}()
	start := time.Now()
	r, err := k.Execute(context.Background(), kernel.Request{Code: src})
	secs := time.Since(start).Seconds()
	close(stop)
	<-sampled
	o := Outcome{Secs: secs, Peak: peak}
	switch {
	case err != nil:
		o.Error, o.Msg = "worker:error", err.Error()
	case r.TimedOut:
		o.Error = "Timeout"
	case r.MemoryLimitHit:
		o.Error = "MemoryError"
	case r.Error != nil:
		o.Error, o.Msg = r.Error.Type, r.Error.Message
	}
	if r != nil {
		o.Stdout = r.Stdout
	}
	return o
}

// A Failure is a program on which monty failed.
type Failure struct {
	Kind   string // internal, crash, hang, overrun, mismatch
	Chunk  int    // the chunk whose outcome differs (mismatch), else -1
	Detail string
}

func (f *Failure) String() string { return f.Kind + ": " + f.Detail }

// SameAs reports whether g is the same failure as f, for minimising.
func (f *Failure) SameAs(g *Failure) bool {
	if g == nil || f.Kind != g.Kind {
		return false
	}
	if f.Kind == "mismatch" {
		return f.Chunk == g.Chunk && f.Detail == g.Detail
	}
	if f.Kind == "internal" {
		return firstLine(f.Detail) == firstLine(g.Detail)
	}
	return true
}

func firstLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[:i]
	}
	return s
}

// Judge compares monty's run of a program with CPython's. montyErr is
// monty worker's error (a crash or hang); cp is nil when CPython gave no
// comparable answer (it timed out, ran out of memory or died): then only
// the failures that need no oracle are judged.
func Judge(m Outcome, montyErr error, cp *Outcome) *Failure {
	if montyErr != nil {
		kind := "crash"
		if strings.Contains(montyErr.Error(), "no answer") {
			kind = "hang"
		}
		return &Failure{Kind: kind, Chunk: -1, Detail: montyErr.Error()}
	}
	if m.Error == "SystemError" && strings.Contains(m.Msg, "monty internal error") {
		return &Failure{Kind: "internal", Chunk: -1, Detail: m.Msg}
	}
	if strings.HasPrefix(m.Error, "worker:") {
		return &Failure{Kind: "crash", Chunk: -1, Detail: m.Error + " " + m.Msg}
	}
	if m.Peak > uint64(Limits.MemoryBytes)+overrunSlack {
		return &Failure{Kind: "overrun", Chunk: -1, Detail: fmt.Sprintf("Go heap peaked at %d MB under a %d MB budget", m.Peak>>20, Limits.MemoryBytes>>20)}
	}
	if over := m.Secs - Limits.Timeout.Seconds(); over > 1 && over > loadfactor.Factor() {
		// Deadline + 1 s of a CPU of its own: on a loaded machine the
		// second stretches by the load measured now (internal/loadfactor).
		return &Failure{Kind: "hang", Chunk: -1, Detail: fmt.Sprintf("ran %.1fs under a timeout of %v", m.Secs, Limits.Timeout)}
	}
	if cp == nil || cp.Error == "Timeout" || cp.Error == "MemoryError" || strings.HasPrefix(cp.Error, "worker:") {
		return nil
	}
	if m.Error == "Timeout" || m.Error == "MemoryError" {
		// A limit monty enforces and CPython (with more time and memory)
		// did not reach is a fidelity question only when CPython was fast.
		if cp.Secs > Limits.Timeout.Seconds()/20 || m.Error == "MemoryError" {
			return nil
		}
		return &Failure{Kind: "hang", Chunk: -1, Detail: fmt.Sprintf("monty timed out; CPython finished in %.3fs", cp.Secs)}
	}
	mo, mrest := chunkOutcomes(m.Stdout)
	co, crest := chunkOutcomes(cp.Stdout)
	for n := range max(len(mo), len(co)) {
		a, b := at(mo, n), at(co, n)
		if a != b {
			return &Failure{Kind: "mismatch", Chunk: n, Detail: fmt.Sprintf("CPython %s, monty %s", b, a)}
		}
	}
	if m.Error != cp.Error {
		return &Failure{Kind: "mismatch", Chunk: -1, Detail: fmt.Sprintf("uncaught: CPython %s, monty %s", orNone(cp.Error), orNone(m.Error))}
	}
	// What the chunks printed besides their markers (which except*
	// clause ran, which finally) depends on the exact recursion depth
	// when a RecursionError was raised, which is not a promise.
	if !strings.Contains(m.Stdout+cp.Stdout, "RecursionError") {
		for i := range max(len(mrest), len(crest)) {
			if a, b := line(mrest, i), line(crest, i); a != b {
				return &Failure{Kind: "mismatch", Chunk: -1, Detail: fmt.Sprintf("output: CPython %q, monty %q", b, a)}
			}
		}
	}
	return nil
}

// chunkOutcomes reads a program's stdout: how each chunk ended (its
// exception type, or "no exception"), by chunk number, and the other
// lines.
func chunkOutcomes(stdout string) (outcomes, rest []string) {
	for _, line := range strings.Split(strings.TrimSuffix(stdout, "\n"), "\n") {
		n, typ, ok := parseMarker(line)
		if !ok {
			rest = append(rest, line)
			continue
		}
		for len(outcomes) <= n {
			outcomes = append(outcomes, "no exception")
		}
		outcomes[n] = typ
	}
	return outcomes, rest
}

// at is chunk i's outcome.
func at(outcomes []string, i int) string {
	if i < len(outcomes) {
		return outcomes[i]
	}
	return "no exception"
}

// line is line i of the other output, "" past its end.
func line(rest []string, i int) string {
	if i < len(rest) {
		return rest[i]
	}
	return ""
}

func orNone(s string) string {
	if s == "" {
		return "no exception"
	}
	return s
}

// parseMarker reads a marker line: "! 3 TypeError".
func parseMarker(line string) (int, string, bool) {
	f := strings.Fields(line)
	if len(f) != 3 || f[0] != Marker {
		return 0, "", false
	}
	n, err := strconv.Atoi(f[1])
	if err != nil || n < 0 || n > 1<<16 {
		return 0, "", false
	}
	return n, f[2], true
}

// A KnownDifference is a mismatch of exception type, not a crash, that is
// a fidelity gap of monty's, listed with the reason.
type KnownDifference struct {
	Chunk   *regexp.Regexp // matches the differing chunk's source
	Program *regexp.Regexp // or, where a value built earlier differs, the whole program's
	Detail  *regexp.Regexp // matches the whole of the mismatch's Detail
	Reason  string
}

// ParseKnown reads a known-differences list: blocks of three lines,
// "chunk: REGEXP" (found anywhere in the chunk's source; or "program:
// REGEXP", found anywhere in the program), "detail:
// REGEXP" (matching the whole Detail), "reason: TEXT", separated by blank
// lines; '#' lines are comments.
func ParseKnown(text string) ([]KnownDifference, error) {
	var out []KnownDifference
	var cur KnownDifference
	flush := func() error {
		if cur.Chunk == nil && cur.Program == nil && cur.Detail == nil && cur.Reason == "" {
			return nil
		}
		if (cur.Chunk == nil) == (cur.Program == nil) || cur.Detail == nil || cur.Reason == "" {
			return fmt.Errorf("known difference %v: needs chunk or program, detail and reason", cur.Chunk)
		}
		out = append(out, cur)
		cur = KnownDifference{}
		return nil
	}
	for _, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		switch {
		case line == "":
			if err := flush(); err != nil {
				return nil, err
			}
		case strings.HasPrefix(line, "#"):
		case strings.HasPrefix(line, "chunk: "):
			re, err := regexp.Compile(strings.TrimPrefix(line, "chunk: "))
			if err != nil {
				return nil, fmt.Errorf("known difference: %w", err)
			}
			cur.Chunk = re
		case strings.HasPrefix(line, "program: "):
			re, err := regexp.Compile(strings.TrimPrefix(line, "program: "))
			if err != nil {
				return nil, fmt.Errorf("known difference: %w", err)
			}
			cur.Program = re
		case strings.HasPrefix(line, "detail: "):
			re, err := regexp.Compile("^(?:" + strings.TrimPrefix(line, "detail: ") + ")$")
			if err != nil {
				return nil, fmt.Errorf("known difference: %w", err)
			}
			cur.Detail = re
		case strings.HasPrefix(line, "reason: "):
			cur.Reason = strings.TrimPrefix(line, "reason: ")
		default:
			return nil, fmt.Errorf("known difference: unexpected line %q", line)
		}
	}
	if err := flush(); err != nil {
		return nil, err
	}
	return out, nil
}

// Known returns the known difference that covers f, a failure of the
// program src, if any.
func Known(list []KnownDifference, src string, f *Failure) *KnownDifference {
	if f.Kind != "mismatch" {
		return nil
	}
	chunk, ok := chunkSource(src, f.Chunk)
	if !ok {
		return nil
	}
	for i := range list {
		k := &list[i]
		if !k.Detail.MatchString(f.Detail) {
			continue
		}
		if k.Chunk != nil && k.Chunk.MatchString(chunk) || k.Program != nil && k.Program.MatchString(src) {
			return &list[i]
		}
	}
	return nil
}

// chunkSource returns the source of chunk n of a generated program: the
// top-level statement whose handler prints its marker.
func chunkSource(src string, n int) (string, bool) {
	mark := fmt.Sprintf("print(%q, %d, ", Marker, n)
	var cur []string
	for _, line := range strings.Split(src, "\n") {
		if line != "" && line[0] != ' ' && !strings.HasPrefix(line, "except") {
			cur = cur[:0]
		}
		cur = append(cur, line)
		if strings.Contains(line, mark) {
			return strings.Join(cur, "\n"), true
		}
	}
	return "", false
}

// tailBuffer keeps the last max bytes written to it.
type tailBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
	max int
}

func (t *tailBuffer) Write(p []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.buf.Write(p)
	if t.buf.Len() > t.max {
		b := t.buf.Bytes()[t.buf.Len()-t.max:]
		t.buf = *bytes.NewBuffer(append([]byte(nil), b...))
	}
	return len(p), nil
}

func (t *tailBuffer) String() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.buf.String()
}
