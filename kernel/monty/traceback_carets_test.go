package monty_test

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/backyard-dev/backyard/kernel"
	"github.com/backyard-dev/backyard/kernel/monty"
)

// TestUncaughtTracebackMarkersMatchCPython compares whole uncaught
// tracebacks, marker lines included (the differential suite compares only
// their last line): CPython 3.11 draws ~ under the operands and ^ under
// the operator of a binary operation and under a subscript's brackets.
func TestUncaughtTracebackMarkersMatchCPython(t *testing.T) {
	python, err := exec.LookPath("python3")
	if err != nil {
		t.Fatalf("python3 not found: this test needs CPython 3.11 as its oracle: %v", err)
	}
	pre := "a, b, d, l = 1, 'x', {}, [1]\ndef f():\n    return 1 / 0\n"
	tests := []struct{ name, src string }{
		{"binop", "x = a + b\n"},
		{"binop_spaces", "x = a  +  b\n"},
		{"binop_two_chars", "x = a ** b\n"},
		{"binop_tight", "x = a//b\n"},
		{"binop_paren_left", "x = (a)+b\n"},
		{"binop_paren_right", "x = a +(b)\n"},
		{"binop_chain", "x = a + b + d\n"},
		{"binop_whole_line", "a + b\n"},
		{"subscript", "x = d['k']\n"},
		{"subscript_whole_line", "d['k']\n"},
		{"subscript_spaces", "x = d[  'k'  ]\n"},
		{"subscript_nested", "x = l[0][1]\n"},
		{"subscript_in_binop", "x = 1 + d['a']\n"},
		{"subscript_unicode", "y = 'é' + d['k']\n"},
		{"call", "x = f()\n"},
		{"call_whole_line", "f()\n"},
		{"attribute", "x = a.bad\n"},
		{"unary", "x = -b\n"},
		{"compare", "x = a < b\n"},
		{"multiline_binop", "x = (a\n     + b)\n"},
		{"multiline_subscript", "x = d[\n    'k']\n"},
		{"in_function", "def g():\n    return d['k'] + 1\ng()\n"},
	}
	dir := t.TempDir()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := filepath.Join(dir, tt.name+".py")
			src := pre + tt.src
			if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
				t.Fatal(err)
			}
			out, _ := exec.Command(python, path).CombinedOutput()
			want := string(out)
			k, err := monty.New(monty.WithScriptName(path))
			if err != nil {
				t.Fatal(err)
			}
			defer k.Close()
			res, err := k.Execute(context.Background(), kernel.Request{Code: src})
			if err != nil {
				t.Fatal(err)
			}
			if res.Success || res.Error == nil {
				t.Fatalf("monty succeeded; CPython printed\n%s", want)
			}
			if got := res.Error.Traceback; got != want {
				t.Errorf("traceback differs\nmonty:\n%s\ncpython:\n%s", got, want)
			}
			if !strings.Contains(want, "^") && !strings.HasPrefix(tt.name, "call_whole") {
				t.Logf("no markers in CPython's traceback for %s", tt.name)
			}
		})
	}
}
