package syntax

import (
	"fmt"
	"testing"
	"time"
)

func addSeeds(f *testing.F) {
	for _, s := range trickySources {
		f.Add([]byte(s))
	}
	for _, c := range syntaxErrorCases {
		f.Add([]byte(c.src))
	}
	for _, s := range []string{
		"f'{f'{f'{x}'}'}'", "f'{x:{y:{z}}}'", "((((((((((x))))))))))", "-" + "-~+not x",
		"\\\n", "'\\", "0b", "1e+", "x = 0o", "\t \fx", "if 1:\n\tif 2:\n  \t  pass",
		"match x:\n case {**r, 'a': 1}: pass", "lambda *, a: 0", "def f(a, /, *, b): pass",
	} {
		f.Add([]byte(s))
	}
}

// FuzzScan checks the scanner never panics or loops on arbitrary bytes.
func FuzzScan(f *testing.F) {
	addSeeds(f)
	f.Fuzz(func(t *testing.T, src []byte) {
		text, msg := decodeSource(src)
		if msg != "" {
			return
		}
		s := scan("fuzz.py", text)
		if s.err == nil && (len(s.toks) == 0 || s.toks[len(s.toks)-1].kind != tEOF) {
			t.Fatalf("token stream of %q does not end with EOF", src)
		}
	})
}

// FuzzParse checks Parse never panics or hangs, returns either a tree or a
// *Error, and that Dump works on every tree it returns.
func FuzzParse(f *testing.F) {
	addSeeds(f)
	f.Fuzz(func(t *testing.T, src []byte) {
		done := make(chan struct{})
		defer close(done)
		go func() {
			select {
			case <-done:
			case <-time.After(5 * time.Second):
				panic(fmt.Sprintf("Parse hangs on %q", src))
			}
		}()
		for _, mode := range []Mode{ModeExec, ModeEval, ModeSingle} {
			tree, err := Parse("fuzz.py", src, mode)
			if err != nil {
				if _, ok := err.(*Error); !ok {
					t.Fatalf("%q: error of type %T", src, err)
				}
				continue
			}
			_ = Dump(tree)
		}
	})
}
