// Package sandboxtest provides stand-in kernels for testing code built on a
// Sandbox without the real ones: a CPython subprocess that plays monty
// (refusing imports outside a list, and dependencies, before the cell
// runs, as monty does) or the container (running everything).
//
// It is no sandbox: the code runs with the test's rights, with the first
// workspace mount's host directory as its working directory. Use it to
// test the Sandbox's own logic — conversion, replay, file tracking, the
// servers — quickly and without an engine.
package sandboxtest

import (
	"bufio"
	"context"
	_ "embed"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"sync"
	"time"

	"github.com/backyard-dev/backyard/kernel"
	"github.com/backyard-dev/backyard/kernel/sandbox"
)

//go:embed repl.py
var replSource string

// Kernels makes stand-in kernels and counts them.
type Kernels struct {
	// Allow lists the modules the monty stand-in imports; others are
	// refused as not supported.
	Allow []string
	// StartDelay is added to the start of every container stand-in, as a
	// container takes time to start.
	StartDelay time.Duration

	mu      sync.Mutex
	started map[kernel.Backend]int
	live    int
}

// Monty returns a KernelFunc for the monty stand-in.
func (ks *Kernels) Monty() sandbox.KernelFunc {
	return func(ctx context.Context, cfg sandbox.KernelConfig) (kernel.Kernel, error) {
		allow := append([]string{}, ks.Allow...)
		return ks.start(ctx, cfg, kernel.Monty, allow, 0)
	}
}

// Container returns a KernelFunc for the container stand-in.
func (ks *Kernels) Container() sandbox.KernelFunc {
	return func(ctx context.Context, cfg sandbox.KernelConfig) (kernel.Kernel, error) {
		return ks.start(ctx, cfg, kernel.Container, nil, ks.StartDelay)
	}
}

// Started returns how many kernels of backend b were started.
func (ks *Kernels) Started(b kernel.Backend) int {
	ks.mu.Lock()
	defer ks.mu.Unlock()
	return ks.started[b]
}

// Live returns how many kernels are started and not closed.
func (ks *Kernels) Live() int {
	ks.mu.Lock()
	defer ks.mu.Unlock()
	return ks.live
}

func (ks *Kernels) start(ctx context.Context, cfg sandbox.KernelConfig, b kernel.Backend, allow []string, delay time.Duration) (kernel.Kernel, error) {
	if delay > 0 {
		select {
		case <-time.After(delay):
		case <-ctx.Done():
			return nil, ctx.Err()
		}
	}
	p, err := startPython(cfg, b, allow)
	if err != nil {
		return nil, err
	}
	p.onClose = func() {
		ks.mu.Lock()
		ks.live--
		ks.mu.Unlock()
	}
	ks.mu.Lock()
	if ks.started == nil {
		ks.started = map[kernel.Backend]int{}
	}
	ks.started[b]++
	ks.live++
	ks.mu.Unlock()
	return p, nil
}

// Python is a kernel.Kernel over a python3 subprocess.
type Python struct {
	backend kernel.Backend
	allow   []string // nil: everything
	limits  kernel.Limits
	cmd     *exec.Cmd
	in      io.WriteCloser
	out     *bufio.Reader
	onClose func()

	mu     sync.Mutex
	closed bool
}

func startPython(cfg sandbox.KernelConfig, b kernel.Backend, allow []string) (*Python, error) {
	cmd := exec.Command("python3", "-u", "-c", replSource)
	if len(cfg.Mounts) > 0 && cfg.Mounts[0].Dir {
		cmd.Dir = cfg.Mounts[0].HostPath
	}
	cmd.Stderr = os.Stderr
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("start python3: %w", err)
	}
	// Wait for the REPL, so that no interrupt reaches a starting
	// interpreter.
	br := bufio.NewReader(out)
	if _, err := br.ReadBytes('\n'); err != nil {
		cmd.Process.Kill()
		cmd.Wait()
		return nil, fmt.Errorf("python3 did not start: %w", err)
	}
	if b == kernel.Container {
		allow = nil
	} else if allow == nil {
		allow = []string{}
	}
	return &Python{backend: b, allow: allow, limits: cfg.Limits, cmd: cmd, in: in, out: br}, nil
}

type replRequest struct {
	Op     string         `json:"op"`
	Code   string         `json:"code,omitempty"`
	Inputs map[string]any `json:"inputs,omitempty"`
	Allow  []string       `json:"allow"`
}

type replReply struct {
	Refused string          `json:"refused"`
	Stdout  string          `json:"stdout"`
	Stderr  string          `json:"stderr"`
	Success bool            `json:"success"`
	Value   *kernel.Value   `json:"value"`
	Error   *kernel.PyError `json:"error"`
}

func (p *Python) roundTrip(ctx context.Context, req replRequest, timeout time.Duration) (*replReply, bool, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.closed {
		return nil, false, errors.New("kernel closed")
	}
	line, _ := json.Marshal(req)
	if _, err := p.in.Write(append(line, '\n')); err != nil {
		return nil, false, fmt.Errorf("python3 gone: %w", err)
	}
	type answer struct {
		line []byte
		err  error
	}
	ch := make(chan answer, 1)
	go func() {
		l, err := p.out.ReadBytes('\n')
		ch <- answer{l, err}
	}()
	timedOut := false
	var deadline <-chan time.Time
	if timeout > 0 {
		deadline = time.After(timeout)
	}
	for {
		select {
		case a := <-ch:
			if a.err != nil {
				return nil, false, fmt.Errorf("python3 gone: %w", a.err)
			}
			var r replReply
			if err := json.Unmarshal(a.line, &r); err != nil {
				return nil, false, fmt.Errorf("bad reply %q: %w", a.line, err)
			}
			return &r, timedOut, nil
		case <-deadline:
			timedOut = true
			deadline = nil
			p.cmd.Process.Signal(os.Interrupt)
		case <-ctx.Done():
			p.cmd.Process.Signal(os.Interrupt)
			<-ch
			return nil, false, ctx.Err()
		}
	}
}

// Execute runs a cell; see kernel.Kernel.
func (p *Python) Execute(ctx context.Context, req kernel.Request) (*kernel.Result, error) {
	if p.allow != nil && len(req.Dependencies) > 0 {
		return nil, &kernel.NotSupportedError{Backend: p.backend, Reason: "dependencies need a container"}
	}
	start := time.Now()
	limits := p.limits.With(req.Limits)
	r, timedOut, err := p.roundTrip(ctx, replRequest{Op: "exec", Code: req.Code, Inputs: req.Inputs, Allow: p.allow}, limits.Timeout)
	if err != nil {
		return nil, err
	}
	if r.Refused != "" {
		return nil, &kernel.NotSupportedError{Backend: p.backend, Module: r.Refused, Reason: "no module named " + r.Refused}
	}
	res := &kernel.Result{
		Stdout: r.Stdout, Stderr: r.Stderr, Success: r.Success && !timedOut, Value: r.Value, Error: r.Error,
		Duration: time.Since(start), TimedOut: timedOut, Backend: p.backend,
	}
	if req.Stream != nil {
		if res.Stdout != "" {
			req.Stream(kernel.Chunk{Stream: kernel.Stdout, Text: res.Stdout})
		}
		if res.Stderr != "" {
			req.Stream(kernel.Chunk{Stream: kernel.Stderr, Text: res.Stderr})
		}
	}
	return res, nil
}

// Reset clears the namespace.
func (p *Python) Reset(ctx context.Context) error {
	_, _, err := p.roundTrip(ctx, replRequest{Op: "reset"}, 0)
	return err
}

// Ping checks the subprocess answers.
func (p *Python) Ping(ctx context.Context) error {
	_, _, err := p.roundTrip(ctx, replRequest{Op: "ping"}, 0)
	return err
}

// Close ends the subprocess.
func (p *Python) Close() error {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.closed {
		return nil
	}
	p.closed = true
	p.in.Close()
	p.cmd.Process.Kill()
	p.cmd.Wait()
	if p.onClose != nil {
		p.onClose()
	}
	return nil
}
