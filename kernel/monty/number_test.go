package monty_test

import (
	"context"
	"strings"
	"testing"

	"github.com/backyard-dev/backyard/kernel"
	"github.com/backyard-dev/backyard/kernel/monty"
)

// TestRequestNumberNamesTheCell: a request's Number names the cell in
// its traceback, as the notebook shows it; without one the kernel counts.
func TestRequestNumberNamesTheCell(t *testing.T) {
	k, err := monty.New()
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	tests := []struct {
		number int
		want   string
	}{
		{5, `File "<cell 5>", line 1`},
		{0, `File "<cell 2>", line 1`}, // the kernel's second cell
		{12, `File "<cell 12>", line 1`},
	}
	for _, tt := range tests {
		res, err := k.Execute(ctx, kernel.Request{Code: "1/0", Number: tt.number})
		if err != nil {
			t.Fatal(err)
		}
		if res.Error == nil || !strings.Contains(res.Error.Traceback, tt.want) {
			t.Errorf("Number %d: traceback %+v, want %q", tt.number, res.Error, tt.want)
		}
	}
}
