package main

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/backyard-dev/backyard/kernel/container/engine/enginetest"
	"github.com/backyard-dev/backyard/server/schema"
)

func TestRunNamesTheScriptInTracebacksOnEitherBackend(t *testing.T) {
	script := filepath.Join(t.TempDir(), "prog.py")
	if err := os.WriteFile(script, []byte("print('start')\n1 / 0\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, backend := range []string{"monty", "container"} {
		t.Run(backend, func(t *testing.T) {
			if backend == "container" {
				enginetest.Connect(t)
			}
			var out, errb strings.Builder
			code := run(context.Background(), []string{"run", "--backend", backend, script}, stdio{strings.NewReader(""), &out, &errb})
			want := `File "` + script + `", line 2, in <module>`
			if code != 1 || out.String() != "start\n" || !strings.Contains(errb.String(), want) ||
				!strings.HasSuffix(errb.String(), "ZeroDivisionError: division by zero\n") {
				t.Errorf("exit %d\nstdout %q\nstderr %q\nwant exit 1, stderr ∋ %q", code, out.String(), errb.String(), want)
			}
		})
	}
}

func TestRunWritesTheFiguresAProgramShows(t *testing.T) {
	enginetest.Connect(t)
	dir := t.TempDir()
	script := filepath.Join(dir, "plot.py")
	code := "import matplotlib.pyplot as plt\nplt.plot([1, 2, 3])\nplt.show()\nplt.bar(['a'], [1])\n"
	if err := os.WriteFile(script, []byte(code), 0o644); err != nil {
		t.Fatal(err)
	}
	figures := filepath.Join(dir, "figs")
	var out, errb strings.Builder
	code0 := run(context.Background(), []string{"run", "--figures", figures, script}, stdio{strings.NewReader(""), &out, &errb})
	if code0 != 0 || !strings.Contains(errb.String(), "wrote "+filepath.Join(figures, "figure-2.png")) {
		t.Fatalf("exit %d, stderr %q", code0, errb.String())
	}
	for _, name := range []string{"figure-1.png", "figure-2.png"} {
		data, err := os.ReadFile(filepath.Join(figures, name))
		if err != nil || !strings.HasPrefix(string(data), "\x89PNG\r\n\x1a\n") || len(data) < 5000 {
			t.Errorf("%s: %d bytes, %v", name, len(data), err)
		}
	}
	out.Reset()
	errb.Reset()
	if code := run(context.Background(), []string{"run", script}, stdio{strings.NewReader(""), &out, &errb}); code != 0 || !strings.Contains(errb.String(), "showed 2 figure(s)") {
		t.Errorf("without --figures: exit %d, stderr %q", code, errb.String())
	}
}

// run --json prints the result in the shape of the schema, on either
// backend, with the JSON form of values that have one (numpy's too) and
// their repr beside it.
func TestRunJSONFitsTheResultSchema(t *testing.T) {
	tests := []struct {
		backend, code string
		result        string // the result's JSON
		repr          string
		exit          int
	}{
		{"monty", "print('hi')\n{'a': [1, 2.5, None, True]}", `{"a":[1,2.5,null,true]}`, "{'a': [1, 2.5, None, True]}", 0},
		{"monty", "object", `"\u003cclass 'object'\u003e"`, "<class 'object'>", 0},
		{"monty", "1/0", `null`, "", 1},
		{"monty", "import numpy", `null`, "", 1},
		{"container", "import numpy as np\nnp.float64(20.5)", `20.5`, "", 0}, // numpy 2 writes np.float64(20.5), 1.x 20.5,
		{"container", "import numpy as np\n[np.arange(3), np.int32(7), {'m': np.array(1.5)}]", `[[0,1,2],7,{"m":1.5}]`, "", 0},
		{"container", "import numpy as np\nnp.zeros((2, 2))", `"array([[0., 0.],\n       [0., 0.]])"`, "array([[0., 0.],\n       [0., 0.]])", 0},
	}
	for _, tt := range tests {
		t.Run(tt.backend+" "+tt.code, func(t *testing.T) {
			backend := tt.backend
			if backend == "container" {
				enginetest.Connect(t)
			} else if tt.code == "import numpy" {
				backend = "monty"
			}
			var out, errb strings.Builder
			code := run(context.Background(), []string{"run", "--json", "--backend", backend, "-"}, stdio{strings.NewReader(tt.code), &out, &errb})
			if code != tt.exit {
				t.Errorf("exit %d, want %d; stderr %s", code, tt.exit, errb.String())
			}
			if err := schema.Validate([]byte(out.String())); err != nil {
				t.Errorf("%v\n%s", err, out.String())
			}
			var x struct {
				Result  json.RawMessage `json:"result"`
				Repr    string          `json:"repr"`
				Backend string          `json:"backend"`
			}
			if err := json.Unmarshal([]byte(out.String()), &x); err != nil {
				t.Fatal(err)
			}
			var compact strings.Builder
			if b, err := json.Marshal(x.Result); err == nil {
				compact.Write(b)
			}
			if compact.String() != tt.result || (tt.repr != "" && x.Repr != tt.repr) || (tt.result != "null" && x.Repr == "") || x.Backend != tt.backend {
				t.Errorf("result %s repr %q backend %s, want %s %q %s", compact.String(), x.Repr, x.Backend, tt.result, tt.repr, tt.backend)
			}
		})
	}
}

// TestRunGivesTheScriptItsFileArgvAndStdin checks, as python3 FILE.py
// would: __file__ is the script's absolute path, sys.argv the script as
// given and its arguments (after an optional --), sys.stdin and input()
// read the run's standard input.
func TestRunGivesTheScriptItsFileArgvAndStdin(t *testing.T) {
	dir := t.TempDir()
	script := filepath.Join(dir, "prog.py")
	src := "import sys\nprint(__file__)\nprint(sys.argv)\nprint(repr(input('> ')))\nprint(sys.stdin.readlines())\nprint(repr(sys.stdin.read()))\n"
	if err := os.WriteFile(script, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		args []string
		argv string
	}{
		{[]string{script}, "['" + script + "']"},
		{[]string{script, "a", "b"}, "['" + script + "', 'a', 'b']"},
		{[]string{script, "--", "-x", "--", "y"}, "['" + script + "', '-x', '--', 'y']"},
	}
	for _, tt := range tests {
		var out, errb strings.Builder
		args := append([]string{"run", "--backend", "monty"}, tt.args...)
		code := run(context.Background(), args, stdio{strings.NewReader("one\ntwo\nthree"), &out, &errb})
		want := script + "\n" + tt.argv + "\n> 'one'\n['two\\n', 'three']\n''\n"
		if code != 0 || out.String() != want {
			t.Errorf("%v: exit %d\nstdout %q\nwant   %q\nstderr %q", tt.args, code, out.String(), want, errb.String())
		}
	}
}

// TestRunScriptParsesItsFlagsWithArgparse checks that a script run as
// `backyard run FILE -- args` parses those args with argparse, and that
// argparse's usage errors end the run with status 2 and its message on
// stderr, as under python3.
func TestRunScriptParsesItsFlagsWithArgparse(t *testing.T) {
	dir := t.TempDir()
	script := filepath.Join(dir, "tool.py")
	src := "import argparse\n" +
		"p = argparse.ArgumentParser()\n" +
		"p.add_argument('name')\n" +
		"p.add_argument('-n', '--count', type=int, default=1)\n" +
		"ns = p.parse_args()\n" +
		"print(p.prog, ns.name * ns.count)\n"
	if err := os.WriteFile(script, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		args       []string
		code       int
		stdout     string
		stderrTail string
	}{
		{[]string{script, "--", "ab", "-n", "3"}, 0, "tool.py ababab\n", ""},
		{[]string{script, "x"}, 0, "tool.py x\n", ""},
		{[]string{script, "--", "x", "--count", "many"}, 2, "", "tool.py: error: argument -n/--count: invalid int value: 'many'\n"},
		{[]string{script}, 2, "", "tool.py: error: the following arguments are required: name\n"},
	}
	for _, tt := range tests {
		var out, errb strings.Builder
		args := append([]string{"run", "--backend", "monty"}, tt.args...)
		code := run(context.Background(), args, stdio{strings.NewReader(""), &out, &errb})
		if code != tt.code || out.String() != tt.stdout || !strings.HasSuffix(errb.String(), tt.stderrTail) {
			t.Errorf("%v: exit %d (want %d)\nstdout %q (want %q)\nstderr %q (want it to end %q)",
				tt.args, code, tt.code, out.String(), tt.stdout, errb.String(), tt.stderrTail)
		}
	}
}

// TestRunVerdictsAreTheJSONsNotTheExitStatus: a program's own sys.exit(124) and
// sys.exit(137) exit as it asked, as python3 would, and only --json's timed_out and
// memory_limit_hit tell them from the sandbox's timeout and memory verdicts.
func TestRunVerdictsAreTheJSONsNotTheExitStatus(t *testing.T) {
	tests := []struct {
		code, flag       string
		exit             int
		timedOut, memory bool
	}{
		{"import sys\nsys.exit(124)", "", 124, false, false},
		{"import sys\nsys.exit(137)", "", 137, false, false},
		{"while True:\n    pass", "--timeout=300ms", 124, true, false},
		{"x = [0] * (1 << 30)", "--memory=64", 137, false, true},
	}
	for _, tt := range tests {
		t.Run(tt.code, func(t *testing.T) {
			args := []string{"run", "--json", "--backend", "monty"}
			if tt.flag != "" {
				args = append(args, tt.flag)
			}
			var out, errb strings.Builder
			code := run(context.Background(), append(args, "-"), stdio{strings.NewReader(tt.code), &out, &errb})
			var x struct {
				TimedOut bool `json:"timed_out"`
				Memory   bool `json:"memory_limit_hit"`
			}
			if err := json.Unmarshal([]byte(out.String()), &x); err != nil {
				t.Fatalf("%v: %q", err, out.String())
			}
			if code != tt.exit || x.TimedOut != tt.timedOut || x.Memory != tt.memory {
				t.Errorf("exit %d timed_out %v memory_limit_hit %v, want %d %v %v; stderr %s",
					code, x.TimedOut, x.Memory, tt.exit, tt.timedOut, tt.memory, errb.String())
			}
		})
	}
}
