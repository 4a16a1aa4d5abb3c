package monty_test

import (
	"context"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/backyard-dev/backyard/kernel"
	"github.com/backyard-dev/backyard/kernel/monty"
)

// silentReader never answers until its context ends, as a person who does
// not type.
type silentReader struct{ ctx context.Context }

func (r silentReader) Read([]byte) (int, error) {
	<-r.ctx.Done()
	return 0, io.EOF
}

// TestStdinReadEndsWithTheCell: input() reads the request's stdin; a read
// that waits for ever is ended by the cell's timeout and by an interrupt,
// and the kernel goes on.
func TestStdinReadEndsWithTheCell(t *testing.T) {
	k, err := monty.New()
	if err != nil {
		t.Fatal(err)
	}
	defer k.Close()
	ctx := context.Background()
	res, err := k.Execute(ctx, kernel.Request{Code: "a = input('a? ')\nb = input()\nprint(a, b)", Stdin: strings.NewReader("x\ny\n")})
	if err != nil || res.Stdout != "a? x y\n" {
		t.Fatalf("input: %q, %v, %+v", res.Stdout, err, res.Error)
	}
	never, stop := context.WithCancel(ctx)
	defer stop()
	start := time.Now()
	res, err = k.Execute(ctx, kernel.Request{Code: "input('wait? ')", Stdin: silentReader{never}, Limits: kernel.Limits{Timeout: 300 * time.Millisecond}})
	if err != nil || res.Success || time.Since(start) > 5*time.Second {
		t.Fatalf("a read past the timeout: %+v, %v after %v", res, err, time.Since(start))
	}
	ictx, interrupt := context.WithTimeout(ctx, 200*time.Millisecond)
	defer interrupt()
	res, err = k.Execute(ictx, kernel.Request{Code: "input('wait? ')", Stdin: silentReader{never}})
	if err != nil || res.Success {
		t.Fatalf("an interrupted read: %+v, %v", res, err)
	}
	if res, err := k.Execute(ctx, kernel.Request{Code: "6 * 7"}); err != nil || res.Value == nil || res.Value.Repr != "42" {
		t.Errorf("after the reads: %+v, %v", res, err)
	}
}
