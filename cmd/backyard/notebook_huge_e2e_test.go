package main

import (
	"strings"
	"testing"
	"time"

	"github.com/backyard-dev/backyard/internal/loadfactor"
)

// selectedLine is the first screen line with the selection marker.
func selectedLine(s string) string {
	for _, l := range strings.Split(s, "\n") {
		if strings.HasPrefix(l, "▌") {
			return l
		}
	}
	return ""
}

// TestNotebookEndToEndHugeOutputFast prints 100,000 lines and a 2 MB
// line, then moves the selection over them with j and k: each move must
// reach the screen at interactive speed.
func TestNotebookEndToEndHugeOutputFast(t *testing.T) {
	needTmux(t)
	bin, dir := buildBinary(t), t.TempDir()
	term := startNotebook(t, bin, dir, "--monty", "huge.bynb")

	term.keys("Enter")
	term.typeText("for i in range(100000): print('row', i)")
	term.keys("C-r")
	term.waitFor("99992 more lines", "[1]", "● idle")
	term.keys("Enter")
	term.typeText("print('y' * 2000000)")
	term.keys("C-r")
	term.waitFor("yyyyyyyyyy", "[2]", "● idle")
	term.keys("o") // unfold the long line's cell: all of it is drawable
	term.keys("k", "k")
	term.waitFor("[1]")

	const moves = 10
	start := time.Now()
	for i := range moves {
		key, want := "j", "[2]"
		if i%2 == 1 {
			key, want = "k", "[1]"
		}
		term.keys(key)
		deadline := time.Now().Add(30 * time.Second)
		for !strings.Contains(selectedLine(term.screen()), want) {
			if time.Now().After(deadline) {
				t.Fatalf("after %s the selection never reached %s:\n%s", key, want, term.screen())
			}
			time.Sleep(5 * time.Millisecond)
		}
	}
	per := time.Since(start) / moves
	t.Logf("%v per j/k, as seen through tmux", per)
	if limit := loadfactor.Scale(150 * time.Millisecond); per > limit {
		t.Errorf("a j/k took %v on average through tmux, want under %v", per, limit)
	}
}
