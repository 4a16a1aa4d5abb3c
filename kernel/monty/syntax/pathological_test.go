package syntax

import (
	"strings"
	"testing"
	"time"
)

func TestPathologicalInputsStayFast(t *testing.T) {
	for _, src := range []string{
		"match " + strings.Repeat("(", 150) + "\n",
		strings.Repeat("[", 150) + "a b",
		"if " + strings.Repeat("(", 150) + "x = 1",
		strings.Repeat("f(", 100) + "a b",
		"with " + strings.Repeat("(", 100),
		strings.Repeat("f'{", 50),
		strings.Repeat("-", 10000) + "x",
		strings.Repeat("not ", 10000) + "x",
		strings.Repeat("(a,", 150),
		"match " + strings.Repeat("[", 150) + ":\n",
		strings.Repeat("match x:\n case ", 50),
		strings.Repeat("lambda:", 10000) + "x",
		strings.Repeat("x if y else ", 10000) + "x",
		strings.Repeat("x.", 10000) + "x",
	} {
		st := time.Now()
		Parse("f", []byte(src), ModeExec)
		if d := time.Since(st); d > time.Second {
			t.Errorf("%.40q took %v", src, d)
		}
	}
}
