package jsonl_test

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/backyard-dev/backyard/kernel/container/engine/enginetest"
	"github.com/backyard-dev/backyard/kernel/sandbox"
	"github.com/backyard-dev/backyard/server/jsonl"
	"github.com/backyard-dev/backyard/server/schema"
)

// session runs a Server on pipes and sends it lines.
type session struct {
	t *testing.T
	// answer, when set, answers each call and input_request event with a
	// line.
	answer func(call map[string]any) string
	in     *io.PipeWriter
	out    *bufio.Reader
	done   chan error
}

func startSession(t *testing.T, opts sandbox.Options) *session {
	t.Helper()
	sb, err := sandbox.New(context.Background(), opts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { sb.Close() })
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	s := &session{t: t, in: inW, out: bufio.NewReader(outR), done: make(chan error, 1)}
	go func() {
		err := (&jsonl.Server{Sandbox: sb}).Serve(context.Background(), inR, outW)
		outW.Close()
		s.done <- err
	}()
	return s
}

// send writes a line and reads answer lines until one without "event".
func (s *session) send(line string) (answer map[string]any, events []map[string]any) {
	s.t.Helper()
	if _, err := io.WriteString(s.in, line+"\n"); err != nil {
		s.t.Fatal(err)
	}
	for {
		l, err := s.out.ReadBytes('\n')
		if err != nil {
			s.t.Fatalf("reading the answer to %s: %v", line, err)
		}
		var m map[string]any
		if err := json.Unmarshal(l, &m); err != nil {
			s.t.Fatalf("answer %q is not JSON: %v", l, err)
		}
		if ev, ok := m["event"]; ok {
			if x, ok := m["execution"]; ok {
				checkSchema(s.t, "the execution of "+string(l), x)
			}
			if (ev == "call" || ev == "input_request") && s.answer != nil {
				if _, err := io.WriteString(s.in, s.answer(m)+"\n"); err != nil {
					s.t.Fatal(err)
				}
			}
			events = append(events, m)
			continue
		}
		var probe struct{ Action any }
		if json.Unmarshal([]byte(line), &probe) == nil && probe.Action == "execute" {
			checkSchema(s.t, "the answer to "+line, m)
		}
		return m, events
	}
}

// checkSchema fails the test when v, decoded from JSON, is not a result as
// server/schema/result.schema.json describes it.
func checkSchema(t *testing.T, what string, v any) {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	if err := schema.Validate(b); err != nil {
		t.Errorf("%s does not fit the result schema: %v\n%s", what, err, b)
	}
}

func TestServeAnswersEveryActionAndSurvivesMalformedLines(t *testing.T) {
	enginetest.Connect(t)
	dir := filepath.Join(t.TempDir(), "ws")
	os.Mkdir(dir, 0o777)
	os.Chmod(dir, 0o777) // past the umask: the container's user writes here
	s := startSession(t, sandbox.Options{Workspace: []string{dir}, ReadOnly: true})

	a, _ := s.send(`{"id": 1, "action": "execute", "code": "x = sum(nums)\nx", "inputs": {"nums": [1, 2, 3]}}`)
	if a["id"] != 1.0 || a["success"] != true || a["result"] != 6.0 || a["repr"] != "6" || a["backend"] != "monty" {
		t.Errorf("execute: %v", a)
	}
	for _, key := range []string{"stdout", "stderr", "duration_sec", "timed_out", "memory_limit_hit"} {
		if _, ok := a[key]; !ok {
			t.Errorf("execute answer lacks %q: %v", key, a)
		}
	}

	a, _ = s.send(`{"id": "e", "action": "execute", "code": "1/0"}`)
	if a["id"] != "e" || a["success"] != false || a["error_type"] != "ZeroDivisionError" || !strings.Contains(a["traceback"].(string), "ZeroDivisionError") {
		t.Errorf("python error: %v", a)
	}

	for _, bad := range []string{`this is not json`, `{"action": "execute", "code": 3}`, `[1, 2]`, `{"id": 9}`, `{"id": 10, "action": "fly"}`} {
		a, _ = s.send(bad)
		if a["success"] != false || a["error_type"] != "usage" || a["error"] == "" {
			t.Errorf("%s: %v", bad, a)
		}
	}
	if a["id"] != 10.0 {
		t.Errorf("unknown action lost its id: %v", a)
	}

	a, events := s.send(`{"id": 2, "action": "execute", "code": "import numpy\nprint('hi')\nx + 1", "stream": true, "timeout": "10s"}`)
	if a["result"] != 7.0 || a["backend"] != "container" {
		t.Fatalf("converting execute: %v", a)
	}
	conv := a["conversion"].(map[string]any)
	if conv["from"] != "monty" || conv["to"] != "container" || conv["steps"] != 1.0 {
		t.Errorf("conversion: %v", conv)
	}
	var kinds []string
	for _, e := range events {
		k := e["event"].(string)
		if k == "progress" {
			k += ":" + e["phase"].(string)
		}
		kinds = append(kinds, k)
		if e["id"] != 2.0 {
			t.Errorf("event without the request's id: %v", e)
		}
	}
	if got := strings.Join(kinds, " "); got != "progress:before progress:after progress:complete stdout" {
		t.Errorf("events = %s", got)
	}

	a, _ = s.send(`{"id": "fig", "action": "execute", "code": "import matplotlib.pyplot as plt\nplt.plot([1, 2, 3])\nplt.show()"}`)
	if d, _ := a["displays"].([]any); len(d) != 1 {
		t.Errorf("figure: %v", a)
	} else if fig := d[0].(map[string]any); fig["mime_type"] != "image/png" || !strings.HasPrefix(fig["data"].(string), "iVBORw0KGgo") || fig["size"].(float64) < 5000 {
		t.Errorf("figure: %v", fig)
	}

	a, _ = s.send(`{"id": 3, "action": "execute", "code": "while True: pass", "timeout": 0.2}`)
	if a["timed_out"] != true || a["success"] != false || a["error_type"] != "timeout" {
		t.Errorf("timeout: %v", a)
	}

	a, _ = s.send(`{"id": 4, "action": "ping"}`)
	if a["success"] != true || a["backend"] != "container" {
		t.Errorf("ping: %v", a)
	}
	a, _ = s.send(`{"id": 5, "action": "grant_write"}`)
	if a["success"] != true || a["writable"] != true || a["conversion"] == nil {
		t.Errorf("grant_write: %v", a)
	}
	a, _ = s.send(`{"action": "execute", "code": "open('out.txt', 'w').write('x')"}`)
	fc, _ := a["file_changes"].(map[string]any)
	if added, _ := fc["added"].([]any); len(added) != 1 || added[0].(map[string]any)["path"] != "/sandbox/ws/out.txt" {
		t.Errorf("file changes: %v", a)
	}
	a, _ = s.send(`{"action": "revoke_write"}`)
	if a["success"] != true || a["writable"] != false {
		t.Errorf("revoke_write: %v", a)
	}
	a, _ = s.send(`{"action": "history"}`)
	if h, _ := a["history"].([]any); len(h) != 6 {
		t.Errorf("history has %d entries: %v", len(h), a)
	}
	a, _ = s.send(`{"action": "convert", "backend": "monty", "force": true}`)
	if a["success"] != true || a["backend"] != "monty" {
		t.Errorf("convert: %v", a)
	}
	a, _ = s.send(`{"action": "convert", "backend": "auto"}`)
	if a["success"] != false || a["error_type"] != "usage" {
		t.Errorf("convert to auto: %v", a)
	}
	a, _ = s.send(`{"action": "reset"}`)
	if a["success"] != true {
		t.Errorf("reset: %v", a)
	}
	a, _ = s.send(`{"action": "execute", "code": "x"}`)
	if a["error_type"] != "NameError" {
		t.Errorf("x after reset: %v", a)
	}

	s.in.Close()
	select {
	case err := <-s.done:
		if err != nil {
			t.Errorf("Serve after EOF: %v", err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("Serve did not return at EOF")
	}
}

func TestServeStopsWhenCancelled(t *testing.T) {
	sb, err := sandbox.New(context.Background(), sandbox.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer sb.Close()
	r, w := io.Pipe()
	defer w.Close()
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- (&jsonl.Server{Sandbox: sb}).Serve(ctx, r, io.Discard) }()
	cancel()
	select {
	case err := <-done:
		if err != context.Canceled {
			t.Errorf("Serve = %v, want context.Canceled", err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("Serve ignored cancellation")
	}
}

func TestServeAnswersABadLineWithItsFaultAndKeepsTheSession(t *testing.T) {
	s := startSession(t, sandbox.Options{Type: sandbox.MontyOnly})
	if a, _ := s.send(`{"id": 0, "action": "execute", "code": "kept = 41"}`); a["success"] != true {
		t.Fatalf("set up: %v", a)
	}
	tests := []struct {
		name, line string
		wantID     any // echoed id; nil when the line has none that can be read
		wantErr    string
	}{
		{"not JSON", `this is not json`, nil, "malformed request: invalid character"},
		{"not an object", `[1, 2]`, nil, "malformed request: json: cannot unmarshal array"},
		{"a field of the wrong type", `{"id": 1, "action": "execute", "code": 3}`, 1.0, "malformed request: json: cannot unmarshal number"},
		{"a misspelt field", `{"id": 2, "action": "execute", "code": "1", "timout": 5}`, 2.0, `unknown field "timout"`},
		{"data after the object", `{"id": 3, "action": "execute", "code": "1"} {"id": 4}`, 3.0, "more than one JSON value on the line"},
		{"a timeout without a unit", `{"id": 5, "action": "execute", "code": "1", "timeout": "5"}`, 5.0, `timeout "5": want seconds or a duration such as "30s"`},
		{"a negative timeout", `{"id": 6, "action": "execute", "code": "1", "timeout": -1}`, 6.0, "timeout -1s: want a positive duration"},
		{"a negative memory", `{"id": 7, "action": "execute", "code": "1", "memory_mb": -5}`, 7.0, "memory_mb -5: want a positive number of megabytes"},
		{"no action", `{"id": 8}`, 8.0, "missing action"},
		{"an unknown action", `{"id": 9, "action": "fly"}`, 9.0, `unknown action "fly"`},
		{"execute without code", `{"id": 10, "action": "execute"}`, 10.0, `execute needs "code"`},
		{"convert to no backend", `{"id": 11, "action": "convert", "backend": "auto"}`, 11.0, `unknown backend "auto"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a, _ := s.send(tt.line)
			msg, _ := a["error"].(string)
			if a["success"] != false || a["error_type"] != "usage" || !strings.Contains(msg, tt.wantErr) || a["id"] != tt.wantID {
				t.Errorf("%s\n got %v\nwant id %v, a usage error containing %q", tt.line, a, tt.wantID, tt.wantErr)
			}
		})
	}
	if a, _ := s.send(`{"id": 12, "action": "execute", "code": "kept + 1"}`); a["result"] != 42.0 {
		t.Errorf("the session did not survive the bad lines: %v", a)
	}
}

// The client's functions: a call event per call, answered by return or
// raise; a raised ValueError is caught as one by the code; a name the
// builtins lack still names the exception; values keep their types both
// ways; a request sent while a call waits is answered after the cell.
func TestServeCallsTheClientsFunctions(t *testing.T) {
	s := startSession(t, sandbox.Options{Type: sandbox.MontyOnly})
	var calls []map[string]any
	s.answer = func(c map[string]any) string {
		calls = append(calls, c)
		n := c["call"]
		args, _ := c["args"].([]any)
		switch c["name"] {
		case "check":
			if args[0] == "bad" {
				return fmt.Sprintf(`{"action": "raise", "call": %v, "exception": "ValueError", "message": "bad"}`, n)
			}
			return fmt.Sprintf(`{"action": "raise", "call": %v, "exception": "QuotaExceeded", "message": "try later"}`, n)
		case "echo":
			b, _ := json.Marshal(map[string]any{"action": "return", "call": n, "value": map[string]any{"args": args, "kwargs": c["kwargs"]}})
			return string(b)
		}
		return fmt.Sprintf(`{"action": "return", "call": %v}`, n)
	}
	code := "out = []\ntry:\n    check('bad')\nexcept ValueError as e:\n    out.append(('ValueError', str(e)))\n" +
		"try:\n    check('other')\nexcept Exception as e:\n    out.append((type(e).__name__, str(e)))\nout"
	line, _ := json.Marshal(map[string]any{"id": "f", "action": "execute", "code": code, "functions": []string{"check"}})
	a, events := s.send(string(line))
	if a["repr"] != "[('ValueError', 'bad'), ('QuotaExceeded', 'try later')]" || len(events) != 2 {
		t.Fatalf("raise: %v, events %v", a, events)
	}
	if events[0]["id"] != "f" || events[0]["name"] != "check" || events[0]["call"] == events[1]["call"] {
		t.Errorf("call events: %v", events)
	}

	// A function given once stays given.
	a, _ = s.send(`{"id": 2, "action": "execute", "code": "echo(1, 2.5, b'\\x00', (3, 'x'), k=None)", "functions": ["echo"]}`)
	if a["repr"] != "{'args': [1, 2.5, b'\\x00', [3, 'x']], 'kwargs': {'k': None}}" {
		t.Errorf("echo: %v", a)
	}
	a, _ = s.send(`{"id": 3, "action": "execute", "code": "try:\n    check('bad')\nexcept ValueError as e:\n    r = str(e)\nr"}`)
	if a["result"] != "bad" {
		t.Errorf("a function given in an earlier execute: %v", a)
	}
	if len(calls) != 4 {
		t.Errorf("%d calls, want 4", len(calls))
	}
}

// A request that arrives while a call waits is served after the cell, and
// a late answer to a call nobody waits for any more gets no answer.
func TestServeQueuesRequestsDuringACall(t *testing.T) {
	s := startSession(t, sandbox.Options{Type: sandbox.MontyOnly})
	s.answer = func(c map[string]any) string {
		return fmt.Sprintf("{\"id\": \"p\", \"action\": \"ping\"}\n{\"action\": \"return\", \"call\": 999}\n{\"action\": \"return\", \"call\": %v, \"value\": 41}", c["call"])
	}
	a, _ := s.send(`{"id": 1, "action": "execute", "code": "f() + 1", "functions": ["f"]}`)
	if a["id"] != 1.0 || a["result"] != 42.0 {
		t.Fatalf("execute: %v", a)
	}
	// The queued ping's answer follows, and nothing answers the late return.
	s.answer = nil
	l, err := s.out.ReadBytes('\n')
	if err != nil || !strings.Contains(string(l), `"id":"p"`) || !strings.Contains(string(l), `"success":true`) {
		t.Errorf("queued ping: %s %v", l, err)
	}
	if a, _ := s.send(`{"id": "after", "action": "execute", "code": "2"}`); a["id"] != "after" || a["result"] != 2.0 {
		t.Errorf("after the ping: %v", a)
	}
}

// A client that does not answer a call holds the cell only until its
// timeout; its late answer is dropped and the session goes on.
func TestServeTimesOutACallTheClientDoesNotAnswer(t *testing.T) {
	s := startSession(t, sandbox.Options{Type: sandbox.MontyOnly})
	var late string
	s.answer = func(c map[string]any) string {
		late = fmt.Sprintf(`{"action": "return", "call": %v, "value": 1}`, c["call"])
		return `{"id": "p", "action": "ping"}` // a request meanwhile, not the answer
	}
	a, events := s.send(`{"id": 1, "action": "execute", "code": "wait()", "functions": ["wait"], "timeout": 0.3}`)
	if a["timed_out"] != true || a["success"] != false || len(events) != 1 {
		t.Fatalf("execute: %v, events %v", a, events)
	}
	s.answer = nil
	if _, err := io.WriteString(s.in, late+"\n"); err != nil {
		t.Fatal(err)
	}
	// The ping sent during the call is answered now, then the next request.
	l, err := s.out.ReadBytes('\n')
	if err != nil || !strings.Contains(string(l), `"id":"p"`) {
		t.Errorf("queued ping: %s %v", l, err)
	}
	if a, _ := s.send(`{"id": 2, "action": "execute", "code": "1 + 1"}`); a["result"] != 2.0 {
		t.Errorf("after the timeout: %v", a)
	}
}

// The client that says "stdin": true answers each read of the code with an
// input_request's reply: a line, or the end of input; without it a read
// meets the end of input at once.
func TestServeAsksTheClientForInput(t *testing.T) {
	s := startSession(t, sandbox.Options{Type: sandbox.MontyOnly})
	replies := []string{`"text": "Ada"`, `"text": "héllo"`, `"eof": true`}
	var asked []map[string]any
	s.answer = func(ev map[string]any) string {
		asked = append(asked, ev)
		return fmt.Sprintf(`{"action": "input_reply", "input": %v, %s}`, ev["input"], replies[len(asked)-1])
	}
	code := "name = input('name? ')\nprint('x', end='')\nsecond = input()\ntry:\n    input('more? ')\nexcept EOFError:\n    third = 'EOF'\n(name, second, third)"
	line, _ := json.Marshal(map[string]any{"id": 1, "action": "execute", "code": code, "stdin": true})
	a, events := s.send(string(line))
	if a["repr"] != "('Ada', 'héllo', 'EOF')" || len(events) != 3 {
		t.Fatalf("execute: %v, events %v", a, events)
	}
	for i, want := range []string{"name? ", "x", "more? "} {
		if events[i]["event"] != "input_request" || events[i]["prompt"] != want || events[i]["id"] != 1.0 {
			t.Errorf("event %d = %v, want an input_request with prompt %q", i, events[i], want)
		}
	}
	if a["stdout"] != "name? xmore? " {
		t.Errorf("stdout = %q", a["stdout"])
	}

	// Without "stdin", EOFError at once, and no event.
	s.answer = nil
	a, events = s.send(`{"id": 2, "action": "execute", "code": "try:\n    input('x? ')\nexcept EOFError as e:\n    r = type(e).__name__\nr"}`)
	if a["result"] != "EOFError" || len(events) != 0 {
		t.Errorf("without stdin: %v, events %v", a, events)
	}
}

// A read the client does not answer holds the cell until its timeout only.
func TestServeTimesOutAReadTheClientDoesNotAnswer(t *testing.T) {
	s := startSession(t, sandbox.Options{Type: sandbox.MontyOnly})
	s.answer = func(ev map[string]any) string { return `{"id": "p", "action": "ping"}` }
	start := time.Now()
	a, events := s.send(`{"id": 1, "action": "execute", "code": "input('wait? ')", "stdin": true, "timeout": 0.3}`)
	if a["success"] != false || len(events) != 1 || time.Since(start) > 10*time.Second {
		t.Fatalf("execute: %v, events %v", a, events)
	}
	s.answer = nil
	if l, err := s.out.ReadBytes('\n'); err != nil || !strings.Contains(string(l), `"id":"p"`) {
		t.Errorf("queued ping: %s %v", l, err)
	}
}

func TestServeCompletesAndInspects(t *testing.T) {
	s := startSession(t, sandbox.Options{Type: sandbox.MontyOnly})
	s.send(`{"action": "execute", "code": "import math\ndef área(width, height=1):\n    'The area.'\n    return width * height"}`)
	a, _ := s.send(`{"id": 1, "action": "complete", "code": "math.sq"}`)
	if a["success"] != true || a["start"] != 5.0 || fmt.Sprint(a["matches"]) != "[sqrt]" {
		t.Errorf("complete math.sq: %v", a)
	}
	// Offsets are characters: á is one.
	a, _ = s.send(`{"id": 2, "action": "complete", "code": "área(2, he) + 1", "cursor": 10}`)
	if m, _ := a["matches"].([]any); a["start"] != 8.0 || len(m) == 0 || m[0] != "height=" {
		t.Errorf("complete a keyword argument: %v", a)
	}
	a, _ = s.send(`{"id": 3, "action": "inspect", "code": "área(", "cursor": 5}`)
	if a["text"] != "área: function\nárea(width, height=1)\nThe area." {
		t.Errorf("inspect: %v", a)
	}
	a, _ = s.send(`{"id": 4, "action": "complete", "code": "zzz"}`)
	if a["success"] != true || fmt.Sprint(a["matches"]) != "[]" {
		t.Errorf("complete with no match: %v", a)
	}
	a, _ = s.send(`{"id": 5, "action": "inspect", "code": "zzz"}`)
	if a["success"] != true || a["text"] != "" {
		t.Errorf("inspect of an unknown name: %v", a)
	}
}

// On the container kernel the client answers input() just the same, and a
// completion comes from the agent.
func TestServeInputAndCompletionInTheContainer(t *testing.T) {
	enginetest.Connect(t)
	s := startSession(t, sandbox.Options{Type: sandbox.ContainerOnly})
	s.answer = func(ev map[string]any) string {
		return fmt.Sprintf(`{"action": "input_reply", "input": %v, "text": "%s"}`, ev["input"], strings.ToUpper(ev["prompt"].(string)))
	}
	a, events := s.send(`{"id": 1, "action": "execute", "code": "import os\nanswer = input('who? ')\nanswer", "stdin": true}`)
	if a["result"] != "WHO? " || a["backend"] != "container" || len(events) != 1 || events[0]["prompt"] != "who? " {
		t.Fatalf("execute: %v, events %v", a, events)
	}
	a, _ = s.send(`{"id": 2, "action": "complete", "code": "os.pa"}`)
	if m, _ := a["matches"].([]any); a["start"] != 3.0 || len(m) == 0 {
		t.Errorf("complete in the container: %v", a)
	}
}
