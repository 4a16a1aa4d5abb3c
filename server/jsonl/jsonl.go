// Package jsonl serves a Sandbox over JSON lines: one request per line in,
// one answer per line out, for agent harnesses that drive a session.
// `backyard serve` runs it on stdin and stdout.
//
// A request is an object with an "action" and the action's fields; an
// "id", if present, is echoed in the answer. Every answer has "success";
// a failed one has "error" (a message) and "error_type".
//
//	{"id": 1, "action": "execute", "code": "x = 42\nx + 1"}
//	{"id": 1, "success": true, "stdout": "", "stderr": "", "result": 43, "repr": "43", "backend": "monty", ...}
//
// Actions:
//
//   - execute: run "code" with optional "dependencies" (package names),
//     "inputs" (variables, by name), "timeout" (seconds, or a duration
//     such as "90s"), "memory_mb", and "stream" (true to receive output
//     and conversion progress as event lines before the answer). The
//     answer has the fields of server.Execution.
//   - execute's "functions" names the client's functions the code may
//     call (see below); the session keeps them.
//   - reset: clear the namespace, keeping the kernel.
//   - clear: close the kernel (and its container) and forget the history,
//     the functions and write access granted; the next request starts
//     afresh.
//   - grant_write, revoke_write: change write access to the workspace;
//     the answer has "writable", and "conversion" when the kernel had to
//     restart.
//   - ping: "success" says whether the kernel answers.
//   - convert: move to "backend" ("monty" or "container"), with "force"
//     to drop cells monty cannot run; the answer has "conversion".
//   - history: the answer has "history", the session's cells and resets.
//   - complete: the completions of "code" at "cursor" (a character
//     offset; the end of the code when absent) from the live session:
//     the answer's "matches" replace code[start:cursor], "start" also in
//     characters.
//   - inspect: "text" describes the name at "cursor" in "code" (its type,
//     signature and docstring), "" when the session knows none.
//
// Event lines, sent for "stream": true (execute, convert, grant_write,
// revoke_write), have "event" (stdout, stderr or progress) and the
// request's "id"; a progress event of phase "after" has the replayed
// cell's "execution":
//
//	{"id": 1, "event": "stdout", "text": "hello\n"}
//	{"id": 1, "event": "progress", "phase": "before", "step": 1, "total": 3}
//
// The client's functions: when the code calls one, the server sends a
// call event and reads lines until the client answers it with a return
// (the value) or a raise (an exception's type name and message, raised in
// the code as the builtin class of that name or, for another name, a new
// Exception subclass so named):
//
//	{"id": 1, "event": "call", "call": 7, "name": "check", "args": ["x"], "kwargs": {}}
//	{"action": "raise", "call": 7, "exception": "ValueError", "message": "bad"}
//	{"action": "return", "call": 8, "value": [1, 2]}
//
// Values are JSON, with bytes as {"__bytes__": "<base64>"}. Requests that
// arrive while a call waits are served after the cell; return and raise
// are never answered.
//
// Input: an execute with "stdin": true says the client answers the
// code's reads of stdin (input(), sys.stdin). Each line read sends an
// input_request event, whose "prompt" is what the code printed since its
// last newline (input()'s prompt), and waits, as a call does, for the
// client's input_reply with the line's "text" (without its newline), or
// "eof": true for the end of input:
//
//	{"id": 1, "event": "input_request", "input": 1, "prompt": "name? "}
//	{"action": "input_reply", "input": 1, "text": "Ada"}
//
// Without "stdin", a read meets the end of input at once (input() raises
// EOFError), as a script's does with stdin closed. An interrupt or the
// cell's timeout ends a read that waits.
//
// A line that is not one JSON object, has a field the protocol does not
// take or a value of the wrong type, or names no known action, gets an
// answer with success false, error_type "usage" and an error that says
// what was wrong; serving goes on and the session keeps its state.
// Requests are served in order, one at a time.
package jsonl

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/backyard-dev/backyard/kernel"
	"github.com/backyard-dev/backyard/kernel/sandbox"
	"github.com/backyard-dev/backyard/server"
)

// Request is one line of input.
type Request struct {
	ID           json.RawMessage `json:"id,omitempty"`
	Action       string          `json:"action"`
	Code         string          `json:"code,omitempty"`
	Dependencies []string        `json:"dependencies,omitempty"`
	Inputs       map[string]any  `json:"inputs,omitempty"`
	Timeout      Duration        `json:"timeout,omitempty"`
	MemoryMB     int             `json:"memory_mb,omitempty"`
	Stream       bool            `json:"stream,omitempty"`
	Backend      string          `json:"backend,omitempty"`
	Force        bool            `json:"force,omitempty"`
	// Functions names the client's functions that the code may call.
	Functions []string `json:"functions,omitempty"`
	// Call, Value, Exception and Message answer a call event: return
	// carries Value, raise the exception's type name and message.
	Call      int             `json:"call,omitempty"`
	Value     json.RawMessage `json:"value,omitempty"`
	Exception string          `json:"exception,omitempty"`
	Message   string          `json:"message,omitempty"`
	// Stdin says the client answers input_request events (execute).
	Stdin bool `json:"stdin,omitempty"`
	// Input, Text and EOF answer an input_request: its number, the line
	// read, or the end of input.
	Input int    `json:"input,omitempty"`
	Text  string `json:"text,omitempty"`
	EOF   bool   `json:"eof,omitempty"`
	// Cursor is where complete and inspect look in Code, in characters;
	// nil means its end.
	Cursor *int `json:"cursor,omitempty"`
}

// Duration reads a timeout given as seconds (30, 0.5) or in Go's syntax
// ("30s", "500ms").
type Duration time.Duration

// UnmarshalJSON accepts a number of seconds or a duration string.
func (d *Duration) UnmarshalJSON(b []byte) error {
	if len(b) > 0 && b[0] == '"' {
		var s string
		if err := json.Unmarshal(b, &s); err != nil {
			return err
		}
		v, err := time.ParseDuration(s)
		if err != nil {
			return fmt.Errorf("timeout %q: want seconds or a duration such as \"30s\"", s)
		}
		*d = Duration(v)
		return nil
	}
	f, err := strconv.ParseFloat(string(b), 64)
	if err != nil {
		return fmt.Errorf("timeout %s: want seconds or a duration such as \"30s\"", b)
	}
	*d = Duration(f * float64(time.Second))
	return nil
}

// Answer is one line of output answering a request other than execute.
type Answer struct {
	ID         json.RawMessage        `json:"id,omitempty"`
	Success    bool                   `json:"success"`
	Error      string                 `json:"error,omitempty"`
	ErrorType  string                 `json:"error_type,omitempty"`
	Backend    kernel.Backend         `json:"backend,omitempty"`
	Writable   *bool                  `json:"writable,omitempty"`
	Conversion *server.ConversionInfo `json:"conversion,omitempty"`
	History    []server.EntryInfo     `json:"history,omitempty"`
	// Start and Matches answer complete; Text answers inspect.
	Start   *int      `json:"start,omitempty"`
	Matches *[]string `json:"matches,omitempty"`
	Text    *string   `json:"text,omitempty"`
}

// ExecuteAnswer is the answer to execute: the request's id and the
// fields of server.Execution.
type ExecuteAnswer struct {
	ID json.RawMessage `json:"id,omitempty"`
	server.Execution
}

// Event is an output line sent while a request runs: output and progress
// with "stream": true, and the calls of the client's functions.
type Event struct {
	ID    json.RawMessage `json:"id,omitempty"`
	Event string          `json:"event"`
	Text  string          `json:"text,omitempty"`
	Phase string          `json:"phase,omitempty"`
	Step  int             `json:"step,omitempty"`
	Total int             `json:"total,omitempty"`
	// Execution is the replayed cell's run, in a progress event of phase
	// "after".
	Execution *server.Execution `json:"execution,omitempty"`
	// Call, Name, Args and Kwargs are a call event's: the call's number,
	// which the client's return or raise repeats, and what to call.
	Call   int            `json:"call,omitempty"`
	Name   string         `json:"name,omitempty"`
	Args   []any          `json:"args,omitempty"`
	Kwargs map[string]any `json:"kwargs,omitempty"`
	// Input and Prompt are an input_request's: its number, which the
	// client's input_reply repeats, and the unfinished line the code
	// printed before reading.
	Input  int    `json:"input,omitempty"`
	Prompt string `json:"prompt,omitempty"`
}

// Server answers JSON-lines requests with one Sandbox.
//
// For progress events of the replays that convert, grant_write and
// revoke_write cause, set the Sandbox's Options.Progress to the Server's
// Progress method.
type Server struct {
	Sandbox *sandbox.Sandbox

	// mu guards the fields of the Serve in progress, which the client's
	// functions use from the goroutine that runs the cell.
	mu     sync.Mutex
	in     *input
	out    *writer
	id     json.RawMessage // the request being served
	sink   kernel.ProgressFunc
	calls  int // the last call's number
	inputs int // the last input_request's number
	// callMu lets one call of a client's function wait for its answer at
	// a time: the client answers them in order.
	callMu sync.Mutex
}

// Progress sends a replay event to the client, as a progress event of the
// convert, grant_write or revoke_write request being served, when that
// request asked for "stream". execute's own events do not come this way.
func (s *Server) Progress(p kernel.Progress) {
	s.mu.Lock()
	f := s.sink
	s.mu.Unlock()
	if f != nil {
		f(p)
	}
}

// input is the lines a Serve reads: those the reader goroutine sends, and
// the requests that came while a call waited for its answer, served next.
type input struct {
	lines chan []byte
	errc  chan error

	// mu guards the rest: a call of the client's function may run on a
	// goroutine of the kernel's.
	mu    sync.Mutex
	queue [][]byte
	// ended is set once the reader stopped, with err its error (nil at
	// the end of the input).
	ended bool
	err   error
}

// receive returns the next line from the reader, or ok false once the
// input has ended or ctx is done.
func (in *input) receive(ctx context.Context) (line []byte, ok bool) {
	if ended, _ := in.end(); ended {
		return nil, false
	}
	select {
	case <-ctx.Done():
		return nil, false
	case err := <-in.errc:
		in.mu.Lock()
		in.ended, in.err = true, err
		in.mu.Unlock()
		return nil, false
	case line := <-in.lines:
		return line, true
	}
}

// end reports whether the input has ended, and its error.
func (in *input) end() (bool, error) {
	in.mu.Lock()
	defer in.mu.Unlock()
	return in.ended, in.err
}

// deferLine keeps a line to serve after the request in progress.
func (in *input) deferLine(line []byte) {
	in.mu.Lock()
	in.queue = append(in.queue, line)
	in.mu.Unlock()
}

// next returns the first deferred line, if any.
func (in *input) next() ([]byte, bool) {
	in.mu.Lock()
	defer in.mu.Unlock()
	if len(in.queue) == 0 {
		return nil, false
	}
	line := in.queue[0]
	in.queue = in.queue[1:]
	return line, true
}

// Serve reads requests from r and writes answers to w until r ends (nil)
// or ctx is cancelled (ctx's error). A request in progress when ctx is
// cancelled is interrupted and answered.
func (s *Server) Serve(ctx context.Context, r io.Reader, w io.Writer) error {
	ctx, stop := context.WithCancel(ctx)
	defer stop() // the reader goroutine stops with it
	in := &input{lines: make(chan []byte), errc: make(chan error, 1)}
	go func() {
		br := bufio.NewReaderSize(r, 64<<10)
		for {
			line, err := br.ReadBytes('\n')
			if len(bytes.TrimSpace(line)) > 0 {
				select {
				case in.lines <- line:
				case <-ctx.Done():
					return
				}
			}
			if err != nil {
				if errors.Is(err, io.EOF) {
					err = nil
				}
				in.errc <- err
				return
			}
		}
	}()
	out := &writer{w: w}
	s.mu.Lock()
	s.in, s.out = in, out
	s.mu.Unlock()
	defer func() {
		s.mu.Lock()
		s.in, s.out = nil, nil
		s.mu.Unlock()
	}()
	for {
		line, ok := in.next()
		if !ok {
			if line, ok = in.receive(ctx); !ok {
				if ended, err := in.end(); ended {
					return err
				}
				return ctx.Err()
			}
		}
		if a := s.handle(ctx, line, out); a != nil {
			if err := out.write(a); err != nil {
				return fmt.Errorf("write answer: %w", err)
			}
		}
	}
}

// writer serialises lines, since stream events come from the goroutine
// that runs the cell.
type writer struct {
	mu sync.Mutex
	w  io.Writer
}

func (o *writer) write(v any) error {
	b, err := json.Marshal(v)
	if err != nil {
		return err
	}
	o.mu.Lock()
	defer o.mu.Unlock()
	_, err = o.w.Write(append(b, '\n'))
	return err
}

func (s *Server) handle(ctx context.Context, line []byte, out *writer) any {
	req, err := decodeRequest(line)
	if err != nil {
		// Echo the id of a line whose first value is an object with one,
		// however wrong the rest is. A line with no readable id gets an
		// answer without one, so the probe's own error adds nothing.
		var probe struct {
			ID     json.RawMessage `json:"id"`
			Action any             `json:"action"`
		}
		_ = json.NewDecoder(bytes.NewReader(line)).Decode(&probe)
		err = &kernel.UsageError{Msg: "malformed request: " + err.Error()}
		if probe.Action == "execute" {
			return s.executeFailure(probe.ID, err)
		}
		return failure(probe.ID, err)
	}
	sb := s.Sandbox
	s.mu.Lock()
	s.id = req.ID
	s.mu.Unlock()
	switch req.Action {
	case "execute":
		return s.execute(ctx, req, out)
	case "return", "raise", "input_reply":
		// The answer to a call or a read that no longer waits (its cell
		// timed out or was interrupted) has no one to go to.
		return nil
	case "complete", "inspect":
		return s.complete(ctx, req)
	case "reset":
		return done(req.ID, sb.ResetSession(ctx))
	case "clear":
		err := sb.Clear(ctx)
		a := done(req.ID, err)
		a.Backend = sb.Backend()
		return a
	}
	if req.Stream {
		s.mu.Lock()
		s.sink = func(p kernel.Progress) { _ = out.write(progressEvent(req.ID, p)) }
		s.mu.Unlock()
		defer func() {
			s.mu.Lock()
			s.sink = nil
			s.mu.Unlock()
		}()
	}
	switch req.Action {
	case "grant_write", "revoke_write":
		grant := req.Action == "grant_write"
		var conv *sandbox.Conversion
		var err error
		if grant {
			conv, err = sb.GrantWriteAccess(ctx)
		} else {
			conv, err = sb.RevokeWriteAccess(ctx)
		}
		a := done(req.ID, err)
		w := sb.Writable()
		a.Writable, a.Conversion = &w, server.NewConversionInfo(conv)
		return a
	case "ping":
		a := done(req.ID, sb.Ping(ctx))
		a.Backend = sb.Backend()
		return a
	case "convert":
		b, err := kernel.ParseBackend(req.Backend)
		if err != nil {
			return failure(req.ID, err)
		}
		conv, err := sb.Convert(ctx, b, req.Force)
		a := done(req.ID, err)
		a.Backend, a.Conversion = sb.Backend(), server.NewConversionInfo(conv)
		return a
	case "history":
		return Answer{ID: req.ID, Success: true, Backend: sb.Backend(), History: server.NewHistory(sb.History())}
	case "":
		return failure(req.ID, &kernel.UsageError{Msg: "missing action (" + wantActions + ")"})
	}
	return failure(req.ID, &kernel.UsageError{Msg: fmt.Sprintf("unknown action %q (%s)", req.Action, wantActions)})
}

// wantActions lists the actions for an error that names a wrong one.
const wantActions = "want execute, reset, clear, grant_write, revoke_write, ping, convert, history, complete or inspect"

// complete answers complete and inspect, converting the cursor and the
// start between the wire's characters and the kernel's bytes.
func (s *Server) complete(ctx context.Context, req Request) any {
	cursor := len(req.Code)
	if req.Cursor != nil {
		if *req.Cursor < 0 {
			return failure(req.ID, &kernel.UsageError{Msg: fmt.Sprintf("cursor %d: want an offset in the code", *req.Cursor)})
		}
		cursor = byteOffset(req.Code, *req.Cursor)
	}
	a := Answer{ID: req.ID, Success: true, Backend: s.Sandbox.Backend()}
	if req.Action == "inspect" {
		text, err := s.Sandbox.Inspect(ctx, req.Code, cursor)
		if err != nil {
			return failure(req.ID, err)
		}
		a.Text = &text
		return a
	}
	c, err := s.Sandbox.Complete(ctx, req.Code, cursor)
	if err != nil {
		return failure(req.ID, err)
	}
	start := utf8.RuneCountInString(req.Code[:max(0, min(c.Start, len(req.Code)))])
	matches := c.Matches
	if matches == nil {
		matches = []string{} // an empty list, not no answer
	}
	a.Start, a.Matches = &start, &matches
	return a
}

// byteOffset is the byte offset of the n-th character of s; its length
// past the end.
func byteOffset(s string, n int) int {
	for i := range s {
		if n == 0 {
			return i
		}
		n--
	}
	return len(s)
}

// progressEvent is a replay event as a line; an "after" event carries the
// replayed cell's run.
func progressEvent(id json.RawMessage, p kernel.Progress) Event {
	ev := Event{ID: id, Event: "progress", Phase: p.Phase.String(), Step: p.Step, Total: p.Total}
	if p.Phase == kernel.ReplayAfter && p.Result != nil {
		x := server.NewExecution(&sandbox.Result{Result: *p.Result}, nil)
		ev.Execution = &x
	}
	return ev
}

func (s *Server) execute(ctx context.Context, req Request, out *writer) any {
	if req.Code == "" {
		return s.executeFailure(req.ID, &kernel.UsageError{Msg: "execute needs \"code\""})
	}
	opts := []sandbox.RunOption{sandbox.WithInputs(server.Inputs(req.Inputs))}
	if len(req.Dependencies) > 0 {
		opts = append(opts, sandbox.WithDependencies(req.Dependencies...))
	}
	if req.Timeout != 0 {
		opts = append(opts, sandbox.WithTimeout(time.Duration(req.Timeout)))
	}
	if req.MemoryMB != 0 {
		opts = append(opts, sandbox.WithMemoryMB(req.MemoryMB))
	}
	for _, name := range req.Functions {
		opts = append(opts, sandbox.WithFunction(name, s.clientFunction(name)))
	}
	var stdin *clientStdin
	if req.Stdin {
		sctx, cancel := context.WithCancel(ctx)
		stdin = &clientStdin{s: s, ctx: sctx, cancel: cancel}
		defer stdin.close()
		opts = append(opts, sandbox.WithStdin(stdin))
	}
	if req.Stream || stdin != nil {
		// An event that cannot be written is dropped: the answer's write
		// meets the same broken stream and ends serving with its error.
		opts = append(opts,
			sandbox.WithStream(func(c kernel.Chunk) {
				if stdin != nil && c.Stream == kernel.Stdout {
					stdin.printed(c.Text)
				}
				if req.Stream {
					_ = out.write(Event{ID: req.ID, Event: c.Stream.String(), Text: c.Text})
				}
			}))
	}
	if req.Stream {
		opts = append(opts, sandbox.WithProgress(func(p kernel.Progress) { _ = out.write(progressEvent(req.ID, p)) }))
	}
	res, err := s.Sandbox.Run(ctx, req.Code, opts...)
	x := server.NewExecution(res, err)
	if x.Backend == "" {
		x.Backend = s.Sandbox.Backend()
	}
	return ExecuteAnswer{ID: req.ID, Execution: x}
}

// executeFailure answers an execute that could not run, in the shape of
// every answer to execute.
func (s *Server) executeFailure(id json.RawMessage, err error) ExecuteAnswer {
	x := server.NewExecution(nil, err)
	x.Backend = s.Sandbox.Backend()
	return ExecuteAnswer{ID: id, Execution: x}
}

// clientFunction is the host function that calls the client's function
// name: it sends a call event and waits for the client's return or raise.
// The Sandbox keeps it for the session, so a replay on another kernel
// calls the client again, within whatever request causes the replay.
func (s *Server) clientFunction(name string) kernel.Func {
	return func(ctx context.Context, args []any, kwargs map[string]any) (any, error) {
		s.callMu.Lock()
		defer s.callMu.Unlock()
		s.mu.Lock()
		in, out, id := s.in, s.out, s.id
		s.calls++
		call := s.calls
		s.mu.Unlock()
		if in == nil {
			return nil, &kernel.PythonError{Type: "RuntimeError", Message: fmt.Sprintf("%s: no client is connected to answer the call", name)}
		}
		ev := Event{ID: id, Event: "call", Call: call, Name: name, Args: make([]any, len(args)), Kwargs: map[string]any{}}
		for i, a := range args {
			ev.Args[i] = server.WireValue(a)
		}
		for k, v := range kwargs {
			ev.Kwargs[k] = server.WireValue(v)
		}
		if err := out.write(ev); err != nil {
			return nil, fmt.Errorf("call %s: %w", name, err)
		}
		for {
			line, ok := in.receive(ctx)
			if !ok {
				if err := ctx.Err(); err != nil {
					return nil, err
				}
				return nil, &kernel.PythonError{Type: "RuntimeError", Message: fmt.Sprintf("%s: the client went away before answering the call", name)}
			}
			req, err := decodeRequest(line)
			if err != nil || (req.Action != "return" && req.Action != "raise") {
				// A request meanwhile is served after the cell.
				in.deferLine(line)
				continue
			}
			if req.Call != call {
				continue // a late answer to an earlier call
			}
			if req.Action == "raise" {
				if req.Exception == "" {
					req.Exception = "RuntimeError"
				}
				return nil, &kernel.PythonError{Type: req.Exception, Message: req.Message}
			}
			return server.ValueFromWire(req.Value)
		}
	}
}

// clientStdin is the code's stdin when the client answers reads: each
// line is asked for with an input_request event and waited for as a call's
// answer is.
type clientStdin struct {
	s      *Server
	ctx    context.Context // the execute's: an interrupt ends a read
	cancel context.CancelFunc
	mu     sync.Mutex // guards buf and eof, held while a read waits
	buf    []byte
	eof    bool
	// tail is what stdout has printed since its last newline: the prompt.
	// Output may arrive while a read waits, so it has its own lock.
	tailMu sync.Mutex
	tail   string
}

// close ends a read still waiting when the cell has ended (a kernel that
// gave up on it at an interrupt or the timeout), and waits until it has
// let go of the input, so that it takes no line meant for the next request.
func (in *clientStdin) close() {
	in.cancel()
	in.mu.Lock()
	in.eof = true
	in.mu.Unlock()
}

// printed follows stdout, keeping its unfinished last line.
func (in *clientStdin) printed(text string) {
	in.tailMu.Lock()
	defer in.tailMu.Unlock()
	if i := strings.LastIndexByte(text, '\n'); i >= 0 {
		in.tail = text[i+1:]
	} else {
		in.tail += text
	}
	if len(in.tail) > 1<<10 {
		in.tail = in.tail[len(in.tail)-1<<10:] // a prompt, not a dump
	}
}

func (in *clientStdin) Read(p []byte) (int, error) {
	in.mu.Lock()
	defer in.mu.Unlock()
	if len(in.buf) == 0 {
		if in.eof {
			return 0, io.EOF
		}
		line, err := in.ask()
		if err != nil {
			in.eof = true
			return 0, io.EOF
		}
		in.buf = []byte(line)
	}
	n := copy(p, in.buf)
	in.buf = in.buf[n:]
	return n, nil
}

// ask sends an input_request and returns the client's line with its
// newline; an error is the end of input. The caller holds in.mu.
func (in *clientStdin) ask() (string, error) {
	s := in.s
	s.callMu.Lock()
	defer s.callMu.Unlock()
	s.mu.Lock()
	inp, out, id := s.in, s.out, s.id
	s.inputs++
	n := s.inputs
	s.mu.Unlock()
	if inp == nil {
		return "", io.EOF
	}
	in.tailMu.Lock()
	prompt := in.tail
	in.tail = ""
	in.tailMu.Unlock()
	if err := out.write(Event{ID: id, Event: "input_request", Input: n, Prompt: prompt}); err != nil {
		return "", err
	}
	for {
		line, ok := inp.receive(in.ctx)
		if !ok {
			return "", io.EOF
		}
		req, err := decodeRequest(line)
		if err != nil || req.Action != "input_reply" {
			if err != nil || req.Action != "return" && req.Action != "raise" {
				inp.deferLine(line) // served after the cell
			}
			continue
		}
		if req.Input != n {
			continue // a late answer to an earlier read
		}
		if req.EOF {
			return "", io.EOF
		}
		return req.Text + "\n", nil
	}
}

// decodeRequest reads one line as exactly one request object. A field the
// protocol does not have is an error rather than ignored, so that a misspelt
// "timout" is reported instead of running the cell with the default.
func decodeRequest(line []byte) (Request, error) {
	var req Request
	dec := json.NewDecoder(bytes.NewReader(line))
	dec.UseNumber()
	dec.DisallowUnknownFields()
	if err := dec.Decode(&req); err != nil {
		return Request{}, err
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return Request{}, errors.New("more than one JSON value on the line")
	}
	if req.MemoryMB < 0 {
		return Request{}, fmt.Errorf("memory_mb %d: want a positive number of megabytes", req.MemoryMB)
	}
	if req.Timeout < 0 {
		return Request{}, fmt.Errorf("timeout %v: want a positive duration", time.Duration(req.Timeout))
	}
	return req, nil
}

func done(id json.RawMessage, err error) Answer {
	if err != nil {
		return failure(id, err)
	}
	return Answer{ID: id, Success: true}
}

func failure(id json.RawMessage, err error) Answer {
	return Answer{ID: id, Error: err.Error(), ErrorType: server.ErrorType(err)}
}
