package pyre

import (
	"context"
	"errors"
	"fmt"
	"testing"
	"time"
)

// FuzzCompile compiles arbitrary patterns: compiling must never panic,
// every failure must be a Python exception (*Error), never regexp2
// rejecting our translation, and a compiled pattern must run.
func FuzzCompile(f *testing.F) {
	for _, p := range append(errorPatterns, `(?P<n>a)(?P=n)`, `(?i)[^\W\d]+`, `(a)?(?(1)b|c)`, `(?<=ab)c`, `\bx\B`,
		`(?x) a # c`, `[\N{EM DASH}-\N{SNOWMAN}]`, `a{2,3}?b++(?>c)`) {
		f.Add(p, uint16(0))
	}
	f.Fuzz(func(t *testing.T, pattern string, flags uint16) {
		fl := Flags(flags) & (IgnoreCase | Multiline | DotAll | Verbose | ASCII)
		watchdog := time.AfterFunc(8*time.Second, func() { panic(fmt.Sprintf("stuck on %q flags %d", pattern, fl)) })
		defer watchdog.Stop()
		re, err := Compile(pattern, fl)
		if err != nil {
			var e *Error
			if !errors.As(err, &e) {
				t.Fatalf("Compile(%q, %d): %v", pattern, fl, err)
			}
			return
		}
		ctx, cancel := context.WithTimeout(context.Background(), time.Second)
		defer cancel()
		for _, s := range []string{"", "abc", "aé K\n1_"} {
			subj := NewSubject(s)
			if _, err := re.FindAll(ctx, subj, 0, subj.Len(), nil); err != nil && !errors.Is(err, ErrDeadline) {
				t.Fatalf("FindAll(%q) with %q: %v", s, pattern, err)
			}
		}
	})
}
