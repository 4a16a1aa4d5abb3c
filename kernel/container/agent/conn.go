package agent

import (
	"bufio"
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"runtime/debug"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/backyard-dev/backyard/kernel"
)

// Errors of a Conn. Callers recover from both by replacing the agent's process (the
// container) and replaying the session.
var (
	// ErrGone reports that the agent's output stream ended: the process died,
	// was killed, or ran out of memory.
	ErrGone = errors.New("agent is gone")
	// ErrUnresponsive reports an agent that did not end an interrupted cell within
	// the grace period, such as code that catches KeyboardInterrupt or is stuck in
	// C.
	ErrUnresponsive = errors.New("agent did not stop the cell after an interrupt")
	// ErrProtocol reports a stream that broke the protocol: a frame too large,
	// one that does not decode or fails authentication, a frame whose body
	// does not arrive within FrameTimeout of its header, an answer that does
	// not come within RequestTimeout, or the agent's report that the cells'
	// process broke its channel. Code in the sandbox can write to the
	// container's stdout (through /proc), so the host never trusts the stream
	// to stay in step: it stops reading and the container is replaced. A
	// violation is also ErrGone.
	ErrProtocol = errors.New("agent broke the protocol")
)

// FrameTimeout bounds the wait for a frame's body once its header has arrived: a
// header with no body behind it (forged by a cell, or a stream cut short) must not
// stall the host.
const FrameTimeout = 10 * time.Second

// RequestTimeout bounds a ping, reset or check whose context has no deadline.
const RequestTimeout = 30 * time.Second

// DefaultGrace is how long an interrupted cell has to stop before Execute gives up
// on it.
const DefaultGrace = time.Second

// Conn is the host's side of one running agent, over the agent's stdin (w) and
// stdout (r). It serves one request at a time, like the kernel it belongs to.
type Conn struct {
	w   io.Writer
	wmu sync.Mutex
	log *slog.Logger

	frames chan *Frame
	stop   chan struct{}
	done   chan struct{}
	errMu  sync.Mutex
	err    error // why the stream ended; set before done is closed
	once   sync.Once
	ended  sync.Once // closes done

	ready  *Frame
	nextID uint64
	old    *Frame // an unsealed first frame, from an agent of another protocol
	// in and out authenticate the frames read and written; out is used under
	// wmu, in by readLoop alone.
	in, out *Sealer
}

// Open starts reading frames from r and waits for the agent's ready frame. log
// receives what the agent reports about itself; nil discards it. Close releases the
// Conn; it does not close r or w, which belong to the caller.
func Open(ctx context.Context, r io.Reader, w io.Writer, log *slog.Logger) (*Conn, error) {
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	key := make([]byte, 32)
	if _, err := rand.Read(key); err != nil {
		return nil, fmt.Errorf("session key: %w", err)
	}
	c := &Conn{
		w:      w,
		log:    log,
		frames: make(chan *Frame, 256),
		stop:   make(chan struct{}),
		done:   make(chan struct{}),
		in:     NewSealer(key, 'a'),
		out:    NewSealer(key, 'h'),
	}
	// The key goes first, before the agent starts its executor (see Sealer).
	if err := WriteFrame(w, &Frame{Type: Key, Secret: hex.EncodeToString(key)}); err != nil {
		return nil, fmt.Errorf("send the session key: %w", err)
	}
	go c.readLoop(bufio.NewReaderSize(r, 1<<16))
	select {
	case f, ok := <-c.frames:
		if !ok {
			if c.old != nil && c.old.Type == Ready && c.old.Protocol != Protocol {
				return nil, fmt.Errorf("agent speaks protocol %d, want %d (rebuild the image: `backyard image build`)", c.old.Protocol, Protocol)
			}
			return nil, c.goneErr("starting")
		}
		if f.Type != Ready {
			c.Close()
			return nil, fmt.Errorf("agent sent %s before ready", f.Type)
		}
		if f.Protocol != Protocol {
			c.Close()
			return nil, fmt.Errorf("agent speaks protocol %d, want %d (rebuild the image: `backyard image build`)", f.Protocol, Protocol)
		}
		c.ready = f
		return c, nil
	case <-ctx.Done():
		c.Close()
		return nil, fmt.Errorf("waiting for the agent to start: %w", ctx.Err())
	}
}

// end records why the stream ended, the first time, and closes done.
func (c *Conn) end(err error) {
	c.ended.Do(func() {
		c.errMu.Lock()
		c.err = err
		c.errMu.Unlock()
		close(c.done)
	})
}

// readLoop reads frames until the stream ends or breaks. At the end it closes
// frames before done, so that a consumer drains every frame that arrived; a broken
// stream's done may close first (from a timer), and then what is left is not trusted.
func (c *Conn) readLoop(r io.Reader) {
	for first := true; ; first = false {
		f, err := readSealed(r, c.in, func() {
			c.end(fmt.Errorf("%w: a frame's body did not arrive within %v of its header", ErrProtocol, FrameTimeout))
		})
		if errors.Is(err, ErrForged) && first {
			c.old = f
		}
		if err != nil {
			if !errors.Is(err, io.EOF) {
				err = fmt.Errorf("%w: %v", ErrProtocol, err)
			}
			close(c.frames)
			c.end(err)
			return
		}
		select {
		case <-c.done:
			close(c.frames)
			return // broken while the frame was read
		default:
		}
		if f.Type == Log {
			c.log.Warn("agent", "text", f.Text)
			continue
		}
		if f.Type == Violation {
			close(c.frames)
			c.end(fmt.Errorf("%w: %s", ErrProtocol, f.Text))
			return
		}
		select {
		case c.frames <- f:
		case <-c.stop:
			close(c.frames)
			c.end(errors.New("connection closed"))
			return
		case <-c.done:
			close(c.frames)
			return
		}
	}
}

// Python is the agent's Python version, e.g. "3.11.2".
func (c *Conn) Python() string { return c.ready.Python }

// Pid is the agent's process id in its own PID namespace.
func (c *Conn) Pid() int { return c.ready.Pid }

// Done is closed when the agent's stream ends.
func (c *Conn) Done() <-chan struct{} { return c.done }

// Close stops reading frames. It is idempotent.
func (c *Conn) Close() error {
	c.once.Do(func() { close(c.stop) })
	return nil
}

// violated reports whether the stream ended by breaking the protocol, after which
// the frames still buffered are not trusted. A stream that merely ended closed
// frames before done, so its last frames are still read.
func (c *Conn) violated() bool {
	c.errMu.Lock()
	defer c.errMu.Unlock()
	return errors.Is(c.err, ErrProtocol)
}

func (c *Conn) goneErr(doing string) error {
	<-c.done
	c.errMu.Lock()
	err := c.err
	c.errMu.Unlock()
	if err == nil || errors.Is(err, io.EOF) {
		return fmt.Errorf("%s: %w", doing, ErrGone)
	}
	return fmt.Errorf("%s: %w: %w", doing, ErrGone, err)
}

func (c *Conn) send(f *Frame) error {
	c.wmu.Lock()
	defer c.wmu.Unlock()
	if err := writeSealed(c.w, f, c.out); err != nil {
		return fmt.Errorf("%w: %v", ErrGone, err)
	}
	return nil
}

func (c *Conn) newID() uint64 {
	c.nextID++
	return c.nextID
}

// Cell is one cell to execute.
type Cell struct {
	// Number names the cell in tracebacks: File "<cell Number>".
	Number int
	// Filename, when set, names the cell instead, as a script's path does.
	Filename string
	Code     string
	Inputs   map[string]any
	// Functions are the host functions the cell may call.
	Functions map[string]kernel.Func
	// Recursion and Output are the agent's limits: the call depth, and the
	// characters kept of each of stdout and stderr. Zero means the defaults.
	Recursion int
	Output    int
	// Stream, when set, receives output as it arrives.
	Stream func(kernel.Chunk)
	// Stdin, when set, is what the cell's sys.stdin and input() read, a
	// line per request; without it they read end of input at once.
	Stdin io.Reader
	// Grace is how long the cell has to stop after ctx ends; zero means
	// DefaultGrace.
	Grace time.Duration
}

// Execute runs a cell. Ending ctx interrupts it: the agent raises
// KeyboardInterrupt in the cell's code, and the Result reports that exception.
//
// The Result carries the cell's output, success, value or exception, the figures
// it showed (Displays), and MemoryLimitHit when the cell raised MemoryError; the caller fills in the rest.
// When the agent dies (ErrGone) or does not stop within the grace period
// (ErrUnresponsive), Execute returns the output so far together with the error.
func (c *Conn) Execute(ctx context.Context, cell Cell) (*kernel.Result, error) {
	id := c.newID()
	f := &Frame{Type: Execute, ID: id, Cell: cell.Number, Filename: cell.Filename, Code: cell.Code}
	if len(cell.Inputs) > 0 {
		f.Inputs = make(map[string]json.RawMessage, len(cell.Inputs))
		for name, v := range cell.Inputs {
			raw, err := Encode(v)
			if err != nil {
				return nil, &kernel.UsageError{Msg: fmt.Sprintf("input %s: %v", name, err)}
			}
			f.Inputs[name] = raw
		}
	}
	for name := range cell.Functions {
		f.Functions = append(f.Functions, name)
	}
	if cell.Recursion > 0 || cell.Output > 0 {
		f.Limits = &FrameLimits{Recursion: cell.Recursion, Output: cell.Output}
	}
	grace := cell.Grace
	if grace <= 0 {
		grace = DefaultGrace
	}

	res := &kernel.Result{}
	var stdout, stderr strings.Builder
	partial := func() *kernel.Result {
		res.Stdout, res.Stderr = stdout.String(), stderr.String()
		return res
	}
	callCtx, cancelCalls := context.WithCancel(ctx)
	defer cancelCalls()
	var stdin *bufio.Reader
	if cell.Stdin != nil {
		stdin = bufio.NewReader(cell.Stdin)
	}
	if err := c.send(f); err != nil {
		return partial(), err
	}
	interrupt := ctx.Done()
	// interrupted is closed once the interrupt is sent: an end of input that the
	// interrupt caused follows it (see answerInput).
	interrupted, over := make(chan struct{}), make(chan struct{})
	defer close(over)
	var deadline <-chan time.Time
	done := c.done
	for {
		select {
		case <-done:
			if c.violated() {
				return partial(), c.goneErr("execute")
			}
			done = nil // read what the stream held to its end
		case f, ok := <-c.frames:
			if !ok {
				return partial(), c.goneErr("execute")
			}
			if f.ID != id {
				continue // late output of an earlier cell, or between cells
			}
			switch f.Type {
			case Output:
				stream, buf := kernel.Stdout, &stdout
				if f.Stream == "stderr" {
					stream, buf = kernel.Stderr, &stderr
				}
				// The agent cuts output at the limit; this bounds what the host
				// keeps even if code in the sandbox writes frames of its own.
				if buf.Len() > hostOutputCap(cell.Output) {
					continue
				}
				buf.WriteString(f.Text)
				if cell.Stream != nil {
					cell.Stream(kernel.Chunk{Stream: stream, Text: f.Text})
				}
			case Call:
				go c.serve(callCtx, f, cell.Functions)
			case Input:
				// The agent waits for one line at a time, so one reader at a
				// time uses stdin.
				go c.answerInput(ctx, f, stdin, interrupted, over)
			case Result:
				return c.result(partial(), f, cell.Output)
			}
		case <-interrupt:
			interrupt = nil
			if err := c.send(&Frame{Type: Interrupt, ID: id}); err != nil {
				return partial(), err
			}
			close(interrupted)
			t := time.NewTimer(grace)
			defer t.Stop()
			deadline = t.C
		case <-deadline:
			return partial(), fmt.Errorf("execute: %w within %v", ErrUnresponsive, grace)
		}
	}
}

func (c *Conn) result(res *kernel.Result, f *Frame, limit int) (*kernel.Result, error) {
	if limit <= 0 {
		limit = kernel.DefaultOutputBytes
	}
	for _, s := range f.Truncated {
		marker := TruncationMarker(limit)
		if s == "stderr" {
			res.Stderr += marker
		} else {
			res.Stdout += marker
		}
	}
	res.Success = f.Success
	res.Error = f.Error
	res.MemoryLimitHit = f.Memory
	res.Displays = f.Displays
	if len(f.Value) > 0 {
		v := new(kernel.Value)
		if err := json.Unmarshal(f.Value, v); err != nil {
			return res, fmt.Errorf("execute: decode result value: %w", err)
		}
		res.Value = v
	}
	return res, nil
}

// hostOutputCap is the most output, in bytes, the host keeps of a stream: the
// agent's limit counts characters, of up to four bytes each.
func hostOutputCap(limit int) int {
	if limit <= 0 {
		limit = kernel.DefaultOutputBytes
	}
	return 4*limit + 1024
}

// TruncationMarker ends output that was cut at limit characters.
func TruncationMarker(limit int) string {
	return fmt.Sprintf("\n[output truncated at %d characters]\n", limit)
}

// serve runs a host function for a call frame and sends its return.
func (c *Conn) serve(ctx context.Context, f *Frame, funcs map[string]kernel.Func) {
	ret := &Frame{Type: Return, Call: f.Call}
	value, err := call(ctx, f, funcs)
	if err == nil {
		ret.Value, err = Encode(value)
		if err != nil {
			err = &kernel.PythonError{Type: "TypeError", Message: fmt.Sprintf("%s returned a value Python cannot hold: %v", f.Name, err)}
		}
	}
	if err != nil {
		var pe *kernel.PythonError
		if errors.As(err, &pe) {
			ret.Error = &kernel.PyError{Type: pe.Type, Message: pe.Message}
		} else {
			ret.Error = &kernel.PyError{Type: "RuntimeError", Message: err.Error()}
		}
	}
	if err := c.send(ret); err != nil {
		c.log.Debug("return of host function after the agent left", "name", f.Name, "err", err)
	}
}

// answerInput reads a line of stdin for an input frame and sends it back as the
// return of that call; "" is end of input. A reader that ends with the cell's
// context (as the notebook's does) ends the wait when the cell is interrupted:
// then the answer goes after the interrupt (interrupted closes when it is sent),
// and the agent, seeing an end of input after an interrupt, raises
// KeyboardInterrupt rather than EOFError. over closes when Execute returns.
func (c *Conn) answerInput(ctx context.Context, f *Frame, stdin *bufio.Reader, interrupted, over <-chan struct{}) {
	line := ""
	if stdin != nil {
		line, _ = stdin.ReadString('\n') // an error ends the input after what was read
	}
	if ctx.Err() != nil {
		select {
		case <-interrupted:
		case <-over:
			return // the cell is over; nobody waits for the line
		}
	}
	value, _ := json.Marshal(line)
	if err := c.send(&Frame{Type: Return, Call: f.Call, Value: value}); err != nil {
		c.log.Debug("input after the agent left", "err", err)
	}
}

func call(ctx context.Context, f *Frame, funcs map[string]kernel.Func) (value any, err error) {
	fn := funcs[f.Name]
	if fn == nil {
		return nil, &kernel.PythonError{Type: "NameError", Message: fmt.Sprintf("host function %s is not defined", f.Name)}
	}
	args := make([]any, len(f.Args))
	for i, raw := range f.Args {
		if args[i], err = Decode(raw); err != nil {
			return nil, &kernel.PythonError{Type: "TypeError", Message: err.Error()}
		}
	}
	var kwargs map[string]any
	if len(f.Kwargs) > 0 {
		kwargs = make(map[string]any, len(f.Kwargs))
		for k, raw := range f.Kwargs {
			if kwargs[k], err = Decode(raw); err != nil {
				return nil, &kernel.PythonError{Type: "TypeError", Message: err.Error()}
			}
		}
	}
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("host function %s panicked: %v\n%s", f.Name, p, debug.Stack())
		}
	}()
	return fn(ctx, args, kwargs)
}

// request sends f and waits for the agent's answer of type want, for at most
// RequestTimeout when ctx has no deadline. An answer that does not come in time
// breaks the stream: the agent may be reading a forged frame's missing body.
func (c *Conn) request(ctx context.Context, f *Frame, want FrameType) (*Frame, error) {
	f.ID = c.newID()
	if err := c.send(f); err != nil {
		return nil, err
	}
	var timeout <-chan time.Time
	if _, ok := ctx.Deadline(); !ok {
		t := time.NewTimer(RequestTimeout)
		defer t.Stop()
		timeout = t.C
	}
	done := c.done
	for {
		select {
		case <-timeout:
			c.end(fmt.Errorf("%w: no answer to %s within %v", ErrProtocol, f.Type, RequestTimeout))
			return nil, c.goneErr(string(f.Type))
		case <-done:
			if c.violated() {
				return nil, c.goneErr(string(f.Type))
			}
			done = nil
		case got, ok := <-c.frames:
			if !ok {
				return nil, c.goneErr(string(f.Type))
			}
			if got.ID != f.ID || got.Type != want {
				continue
			}
			if got.Error != nil {
				return got, fmt.Errorf("%s: %s", f.Type, got.Error.Error())
			}
			return got, nil
		case <-ctx.Done():
			return nil, fmt.Errorf("%s: %w", f.Type, ctx.Err())
		}
	}
}

// interruptible sends f and waits for the agent's answer of type want; when ctx
// ends first it interrupts the request and waits grace for the agent to give up
// on it (a lookup stuck in a property), else reports ErrUnresponsive.
func (c *Conn) interruptible(ctx context.Context, f *Frame, want FrameType, grace time.Duration) (*Frame, error) {
	f.ID = c.newID()
	if err := c.send(f); err != nil {
		return nil, err
	}
	done := ctx.Done()
	var deadline <-chan time.Time
	for {
		select {
		case got, ok := <-c.frames:
			if !ok {
				return nil, c.goneErr(string(f.Type))
			}
			if got.ID != f.ID || got.Type != want {
				continue
			}
			if deadline != nil {
				return nil, fmt.Errorf("%s: %w", f.Type, ctx.Err())
			}
			if got.Error != nil {
				return got, fmt.Errorf("%s: %s", f.Type, got.Error.Error())
			}
			return got, nil
		case <-done:
			done = nil
			if err := c.send(&Frame{Type: Interrupt, ID: f.ID}); err != nil {
				return nil, err
			}
			t := time.NewTimer(grace)
			defer t.Stop()
			deadline = t.C
		case <-deadline:
			return nil, fmt.Errorf("%s: %w within %v", f.Type, ErrUnresponsive, grace)
		}
	}
}

// Complete returns the completions of code at byte offset cursor from the
// agent's namespace (see kernel.Completer). Ending ctx interrupts the lookup.
func (c *Conn) Complete(ctx context.Context, code string, cursor int) (kernel.Completion, error) {
	cursor = max(0, min(cursor, len(code)))
	f, err := c.interruptible(ctx, &Frame{Type: Complete, Code: code, Cursor: utf8.RuneCountInString(code[:cursor])}, Completed, DefaultGrace)
	if err != nil {
		return kernel.Completion{Start: cursor}, err
	}
	return kernel.Completion{Start: byteOffset(code, f.Start), Matches: f.Matches}, nil
}

// Inspect describes the name at byte offset cursor (see kernel.Inspector).
func (c *Conn) Inspect(ctx context.Context, code string, cursor int) (string, error) {
	cursor = max(0, min(cursor, len(code)))
	f, err := c.interruptible(ctx, &Frame{Type: Inspect, Code: code, Cursor: utf8.RuneCountInString(code[:cursor])}, Inspected, DefaultGrace)
	if err != nil {
		return "", err
	}
	return f.Text, nil
}

// byteOffset is the byte offset of the n-th character of s, as Python counts
// them (code points).
func byteOffset(s string, n int) int {
	for i := range s {
		if n == 0 {
			return i
		}
		n--
	}
	return len(s)
}

// Ping asks the agent to answer.
func (c *Conn) Ping(ctx context.Context) error {
	_, err := c.request(ctx, &Frame{Type: Ping}, Pong)
	return err
}

// Reset clears the namespace.
func (c *Conn) Reset(ctx context.Context) error {
	_, err := c.request(ctx, &Frame{Type: Reset}, Done)
	return err
}

// Check asks which of requirements are not installed, and which top-level imports of
// code cannot be found.
func (c *Conn) Check(ctx context.Context, requirements []string, code string) (missing, imports []string, err error) {
	f, err := c.request(ctx, &Frame{Type: Check, Requirements: requirements, Code: code}, Checked)
	if err != nil {
		return nil, nil, err
	}
	return f.Missing, f.Imports, nil
}
