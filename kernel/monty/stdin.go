package monty

import (
	"context"
	"io"
)

// ctxReader is a cell's stdin that gives up when the cell's context ends
// (an interrupt, the timeout): the VM waits in Read, where no instruction
// boundary would see the interrupt, and a reader that waits for a person
// or a client may never return by itself. A read cut short ends the input;
// the underlying Read still in flight is abandoned, and its data with it.
type ctxReader struct {
	ctx context.Context
	r   io.Reader
	// pending is the read in flight, if one outlived an earlier call.
	pending chan readResult
}

type readResult struct {
	p   []byte
	err error
}

func (c *ctxReader) Read(p []byte) (int, error) {
	if c.ctx.Err() != nil {
		return 0, io.EOF
	}
	if c.pending == nil {
		ch := make(chan readResult, 1)
		buf := make([]byte, len(p))
		go func() {
			n, err := c.r.Read(buf)
			ch <- readResult{buf[:n], err}
		}()
		c.pending = ch
	}
	select {
	case r := <-c.pending:
		c.pending = nil
		n := copy(p, r.p) // the buffer was len(p): all of it fits
		return n, r.err
	case <-c.ctx.Done():
		return 0, io.EOF
	}
}
