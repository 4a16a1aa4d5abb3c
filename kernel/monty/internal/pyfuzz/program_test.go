package pyfuzz

import (
	"strings"
	"testing"
)

// TestMinimiseKeepsOnlyWhatFails: a failure that needs two statements
// shrinks to those two (with the block heads around them), and chunks
// left empty go.
func TestMinimiseKeepsOnlyWhatFails(t *testing.T) {
	p := &Program{Stmts: []*Stmt{
		wrap(0, []*Stmt{simple("a = 1"), simple("b = 2")}),
		wrap(1, []*Stmt{block("if a:", simple("c = 3"), simple("boom = b")), simple("d = 4")}),
		wrap(2, []*Stmt{simple("e = 5")}),
	}}
	fails := func(src string) bool {
		return strings.Contains(src, "b = 2") && strings.Contains(src, "boom = b")
	}
	got := Minimise(p, fails, 200)
	want := "try:\n    b = 2\nexcept Exception as _e:\n    print(\"!\", 0, type(_e).__name__)\n" +
		"try:\n    if a:\n        boom = b\nexcept Exception as _e:\n    print(\"!\", 1, type(_e).__name__)\n"
	if got != want {
		t.Errorf("Minimise gave\n%s\nwant\n%s", got, want)
	}
}

// TestJudge pins the failure kinds and what is not a failure.
func TestJudge(t *testing.T) {
	cp := func(stdout, err string) *Outcome { return &Outcome{Stdout: stdout, Error: err, Secs: 0.01} }
	tests := []struct {
		name string
		m    Outcome
		cp   *Outcome
		kind string // "" for no failure
	}{
		{"same", Outcome{Stdout: "! 0 TypeError\n"}, cp("! 0 TypeError\n", ""), ""},
		{"internal", Outcome{Error: "SystemError", Msg: "monty internal error: index out of range"}, cp("", ""), "internal"},
		{"internal without an oracle", Outcome{Error: "SystemError", Msg: "monty internal error: x"}, nil, "internal"},
		{"type differs", Outcome{Stdout: "! 0 ValueError\n"}, cp("! 0 TypeError\n", ""), "mismatch"},
		{"missing exception", Outcome{Stdout: ""}, cp("! 3 KeyError\n", ""), "mismatch"},
		{"uncaught differs", Outcome{Error: "RecursionError"}, cp("", ""), "mismatch"},
		{"CPython timed out", Outcome{Stdout: "x"}, cp("", "Timeout"), ""},
		{"monty slow where CPython was fast", Outcome{Error: "Timeout"}, cp("", ""), "hang"},
		{"overrun", Outcome{Peak: 4 << 30}, cp("", ""), "overrun"},
		{"recursion depth changes prints", Outcome{Stdout: "cleanup\n! 1 RecursionError\n"}, cp("cleanup\ncleanup\n! 1 RecursionError\n", ""), ""},
		{"other output differs", Outcome{Stdout: "caught A\n"}, cp("caught B\n", ""), "mismatch"},
	}
	for _, tt := range tests {
		f := Judge(tt.m, nil, tt.cp)
		got := ""
		if f != nil {
			got = f.Kind
		}
		if got != tt.kind {
			t.Errorf("%s: Judge = %v, want kind %q", tt.name, f, tt.kind)
		}
	}
}

// TestKnownMatchesTheChunk: a known difference covers a mismatch only in
// a chunk whose source it matches.
func TestKnownMatchesTheChunk(t *testing.T) {
	list, err := ParseKnown("chunk: bytes\\(\ndetail: CPython TypeError, monty no exception\nreason: r\n")
	if err != nil {
		t.Fatal(err)
	}
	src := (&Program{Stmts: []*Stmt{wrap(0, lines("x = 1")), wrap(1, lines("v = bytes(3).title(1)"))}}).Source()
	f := &Failure{Kind: "mismatch", Chunk: 1, Detail: "CPython TypeError, monty no exception"}
	if Known(list, src, f) == nil {
		t.Error("the entry does not cover chunk 1")
	}
	f.Chunk = 0
	if Known(list, src, f) != nil {
		t.Error("the entry covers chunk 0, which has no bytes(")
	}
	if _, err := ParseKnown("chunk: x\ndetail: y\n"); err == nil {
		t.Error("an entry without a reason parses")
	}
}
