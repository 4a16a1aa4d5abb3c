package compile

import (
	"errors"
	"strings"
	"testing"

	"github.com/backyard-dev/backyard/kernel/monty/syntax"
)

// TestCompileStops: Options.Stop's error ends a long compilation; with no
// error it compiles to the end.
func TestCompileStops(t *testing.T) {
	tree, err := syntax.Parse("s", []byte(strings.Repeat("x = [1, 2]\n", 5000)), syntax.ModeExec)
	if err != nil {
		t.Fatal(err)
	}
	stopErr := errors.New("stop")
	calls := 0
	_, err = Compile("s", tree, Options{Stop: func() error {
		if calls++; calls == 2 {
			return stopErr
		}
		return nil
	}})
	if err != stopErr {
		t.Errorf("got %v, want the stop error", err)
	}
	if _, err := Compile("s", tree, Options{Stop: func() error { return nil }}); err != nil {
		t.Errorf("got %v", err)
	}
}
