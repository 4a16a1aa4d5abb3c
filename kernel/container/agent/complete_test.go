package agent_test

import (
	"context"
	"io"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/backyard-dev/backyard/kernel/container/agent"
)

func TestCompleteFromTheNamespace(t *testing.T) {
	a := startAgent(t)
	run(t, a, "import os\nimport json as jj\ndef area(width, height=1, *, unit='m'):\n    'The area.'\n    return width * height\nvalue = 1\nnaïve = 2")
	tests := []struct {
		code      string
		start     int    // byte offset where the matches go
		want      string // a match that must be there
		notWanted string // one that must not
	}{
		{"va", 0, "value", ""},
		{"os.pa", 3, "path", "_exit"},
		{"jj.du", 3, "dumps", ""},
		{"json.du", 7, "", "dumps"}, // json is not a name of the cell's
		{"import js", 7, "json", ""},
		{"from json import lo", 17, "loads", ""},
		{"area(", 5, "height=", ""},
		{"area(2, u", 8, "unit=", "width="},
		{"print(area(1, h", 14, "height=", ""},
		{"x = 'area('; va", 13, "value", "width="},
		{"na", 0, "naïve", ""},
		{"naïve + va", len("naïve + "), "value", ""},
	}
	for _, tt := range tests {
		t.Run(tt.code, func(t *testing.T) {
			c, err := a.Complete(context.Background(), tt.code, len(tt.code))
			if err != nil {
				t.Fatal(err)
			}
			if c.Start != tt.start {
				t.Errorf("start = %d, want %d", c.Start, tt.start)
			}
			if tt.want != "" && !slices.Contains(c.Matches, tt.want) {
				t.Errorf("matches %q lack %q", c.Matches, tt.want)
			}
			if tt.notWanted != "" && slices.Contains(c.Matches, tt.notWanted) {
				t.Errorf("matches %q have %q", c.Matches, tt.notWanted)
			}
		})
	}
	// Keyword arguments come first, in the signature's order.
	c, err := a.Complete(context.Background(), "area(", 5)
	if err != nil {
		t.Fatal(err)
	}
	if got := c.Matches[:3]; !slices.Equal(got, []string{"width=", "height=", "unit="}) {
		t.Errorf("area( completes first %q", got)
	}
}

func TestInspectShowsSignatureAndDoc(t *testing.T) {
	a := startAgent(t)
	run(t, a, "def area(width, height=1):\n    'The area of a rectangle.'\n    return width * height\nn = 42")
	tests := []struct{ code, want string }{
		{"area", "area: function\narea(width, height=1)\nThe area of a rectangle."},
		{"area(3, ", "area: function\narea(width, height=1)\nThe area of a rectangle."},
		{"n", "n: int\n42"},
		{"nothing", ""},
	}
	for _, tt := range tests {
		got, err := a.Inspect(context.Background(), tt.code, len(tt.code))
		if err != nil {
			t.Fatal(err)
		}
		if got != tt.want {
			t.Errorf("Inspect(%q) = %q, want %q", tt.code, got, tt.want)
		}
	}
}

func TestCompleteIsInterruptedWhenItHangs(t *testing.T) {
	a := startAgent(t)
	run(t, a, "import time\nclass Slow:\n    @property\n    def p(self):\n        time.sleep(60)\nclass Box:\n    pass\nb = Box()\nb.slow = Slow()")
	ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
	defer cancel()
	// dir(b.slow) does not run the property; b.slow.p.x does.
	if _, err := a.Complete(ctx, "b.slow.p.x", 10); err == nil {
		t.Fatalf("a completion stuck in a property ended without error")
	}
	if res := run(t, a, "1 + 1"); !res.Success || res.Value.Repr != "2" {
		t.Errorf("after an interrupted completion, 1 + 1 = %+v", res)
	}
}

func TestInputReadsTheHostsStdin(t *testing.T) {
	a := startAgent(t)
	var out strings.Builder
	res, err := a.Execute(context.Background(), agent.Cell{
		Code:  "name = input('Name? ')\nage = input()\nprint('hello', name, age)\ntry:\n    input('more? ')\nexcept EOFError as e:\n    print('EOFError', e)",
		Stdin: strings.NewReader("Ada\n36\n"),
	})
	if err != nil {
		t.Fatal(err)
	}
	out.WriteString(res.Stdout)
	if want := "Name? hello Ada 36\nmore? EOFError EOF when reading a line\n"; out.String() != want {
		t.Errorf("stdout = %q, want %q (error %+v)", out.String(), want, res.Error)
	}
	// Without a stdin, input() meets end of input at once, as on an empty stdin.
	res = run(t, a, "try:\n    input('x')\nexcept EOFError:\n    print('EOF')\nimport sys\nprint(repr(sys.stdin.read()))")
	if res.Stdout != "xEOF\n''\n" {
		t.Errorf("stdout without stdin = %q", res.Stdout)
	}
}

// blockingReader never answers until its context ends, as a notebook whose user
// does not type.
type blockingReader struct{ ctx context.Context }

func (r blockingReader) Read([]byte) (int, error) {
	<-r.ctx.Done()
	return 0, io.EOF
}

// TestInterruptCancelsInput: the reader's end of input, which the interrupt
// causes, races the interrupt to the agent; the interrupt must win every time.
func TestInterruptCancelsInput(t *testing.T) {
	a := startAgent(t)
	for i := range 20 {
		ctx, cancel := context.WithTimeout(context.Background(), time.Duration(50+10*i)*time.Millisecond)
		start := time.Now()
		res, err := a.Execute(ctx, agent.Cell{Code: "input('waiting ')", Stdin: blockingReader{ctx}})
		cancel()
		if err != nil {
			t.Fatal(err)
		}
		if res.Success || res.Error == nil || res.Error.Type != "KeyboardInterrupt" {
			t.Errorf("interrupted input() #%d = %+v, want KeyboardInterrupt", i, res.Error)
		}
		if d := time.Since(start); d > 3*time.Second {
			t.Errorf("the interrupt #%d took %v", i, d)
		}
	}
	if res := run(t, a, "2 * 3"); !res.Success || res.Value.Repr != "6" {
		t.Errorf("after the interrupted input, 2 * 3 = %+v", res)
	}
}
