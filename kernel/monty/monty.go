// Package monty is backyard's own Python interpreter as a kernel.Kernel.
//
// The interpreter itself lives in the stage packages below this one:
// syntax (source to tree), compile (tree to code objects) and vm (the
// object model and the loop). This package adapts them to the kernel
// contract: a persistent namespace across cells, the value of a final
// expression statement as the cell's result, CPython-style tracebacks that
// name "<cell N>", output captured and streamed, limits applied per call,
// host functions and inputs converted between Go and Python, and imports
// of modules monty lacks refused before any statement of the cell runs.
package monty

import (
	"context"
	"errors"
	"fmt"
	"os"
	"runtime/debug"
	"strings"
	"sync"
	"time"
	"unicode"

	"github.com/backyard-dev/backyard/kernel"
	"github.com/backyard-dev/backyard/kernel/monty/compile"
	"github.com/backyard-dev/backyard/kernel/monty/mountfs"
	osmod "github.com/backyard-dev/backyard/kernel/monty/stdlib/os"
	"github.com/backyard-dev/backyard/kernel/monty/syntax"
	"github.com/backyard-dev/backyard/kernel/monty/vm"
)

// Option configures a Kernel.
type Option func(*config)

type config struct {
	limits     kernel.Limits
	mounts     []kernel.Mount
	writable   bool
	scriptName string
	argv       []string
	diskUsed   int64
	// refuseGuardedImports refuses a cell whose missing import is guarded
	// by `except ImportError` too (auto mode converts it).
	refuseGuardedImports bool
}

// WithScriptName names the code in tracebacks as a file ("prog.py",
// "<stdin>") instead of "<cell N>", for running a program as a script.
func WithScriptName(name string) Option {
	return func(c *config) { c.scriptName = name }
}

// WithGuardedImportsRefused makes a missing import refuse the cell even
// when an `except ImportError` handler guards it, so that a Sandbox in auto
// mode converts to a container (where the package may be installed)
// instead of running the fallback. Without it, such an import raises
// ModuleNotFoundError where it runs, as on CPython.
func WithGuardedImportsRefused() Option {
	return func(c *config) { c.refuseGuardedImports = true }
}

// WithArgv sets sys.argv: the script as given, then its arguments.
func WithArgv(argv []string) Option {
	return func(c *config) { c.argv = append([]string(nil), argv...) }
}

// WithLimits sets the kernel's limits; zero fields keep the defaults.
func WithLimits(l kernel.Limits) Option {
	return func(c *config) { c.limits = c.limits.With(l) }
}

// WithDiskUsed says what the session's code had already added to the
// workspace under the write quota (kernel.Limits.DiskBytes) on another
// kernel: this one has the rest.
func WithDiskUsed(n int64) Option {
	return func(c *config) { c.diskUsed = n }
}

// WithMounts gives the kernel workspace mounts, writable or not.
func WithMounts(m []kernel.Mount, writable bool) Option {
	return func(c *config) { c.mounts, c.writable = m, writable }
}

// Kernel is a monty interpreter session.
type Kernel struct {
	mu      sync.Mutex
	cfg     config
	thread  *vm.Thread
	globals *vm.Dict
	cells   int
	sources map[string][]string
	// fs is the workspace as the cell sees it (open, os, pathlib); it
	// outlives Reset, as the mounts do.
	fs     *mountfs.FS
	closed bool
}

var _ kernel.Kernel = (*Kernel)(nil)

// New starts a monty session.
func New(opts ...Option) (*Kernel, error) {
	cfg := config{limits: kernel.DefaultLimits()}
	for _, o := range opts {
		o(&cfg)
	}
	if err := cfg.limits.Validate(); err != nil {
		return nil, err
	}
	fsys, err := mountfs.New(cfg.mounts, mountfs.Options{Writable: cfg.writable, QuotaBytes: cfg.limits.DiskBytes, UsedBytes: cfg.diskUsed})
	if err != nil {
		return nil, fmt.Errorf("monty: workspace: %w", err)
	}
	k := &Kernel{cfg: cfg, fs: fsys}
	k.reset()
	return k, nil
}

// DiskUsed is the net bytes the session's code has added to the workspace,
// WithDiskUsed's included (kernel.DiskUser).
func (k *Kernel) DiskUsed() int64 { return k.fs.Grown() }

// SetWriteAccess grants or revokes write access to the workspace in place:
// the namespace is kept, the next write is allowed or refused.
func (k *Kernel) SetWriteAccess(_ context.Context, writable bool) error {
	k.mu.Lock()
	defer k.mu.Unlock()
	if k.closed {
		return errors.New("monty: kernel is closed")
	}
	k.cfg.writable = writable
	k.fs.SetWritable(writable)
	return nil
}

func (k *Kernel) reset() {
	t := vm.NewThread(vm.Options{MaxDepth: k.cfg.limits.RecursionDepth})
	t.Importer = k.importModule
	osmod.Install(t, k.fs)
	k.thread = t
	k.globals = t.NewMainDict()
	if k.cfg.scriptName != "" {
		// As python3 FILE.py: __file__ names the script ("<stdin>" for -).
		k.globals.SetString("__file__", vm.NewStr(k.cfg.scriptName))
	}
	t.Argv = k.cfg.argv
	sources := map[string][]string{}
	k.sources = sources
	t.Lines = func(filename string) []string { return sources[filename] }
}

// Modules lists the modules monty provides, sorted.
func Modules() []string {
	seen := map[string]bool{}
	var names []string
	for _, n := range vm.NativeModules() {
		if !seen[n] {
			seen[n] = true
			names = append(names, n)
		}
	}
	sortStrings(names)
	return names
}

// HasModule reports whether monty can import the module with this dotted
// name.
func HasModule(name string) bool {
	if name == "sys" || name == "builtins" {
		return true
	}
	_, ok := vm.NativeModule(name)
	return ok
}

// importModule loads a module for the Thread from the registered
// standard library: Go modules and the Python ones their packages embed.
func (k *Kernel) importModule(t *vm.Thread, name string) (*vm.Module, error) {
	if init, ok := vm.NativeModule(name); ok {
		return init(t)
	}
	return nil, nil
}

func isLimit(err error) bool {
	_, ok := err.(*vm.LimitError)
	return ok
}

// Execute runs one cell.
func (k *Kernel) Execute(ctx context.Context, req kernel.Request) (res *kernel.Result, err error) {
	k.mu.Lock()
	defer k.mu.Unlock()
	defer k.recoverPanic(&res, &err)
	if k.closed {
		return nil, errors.New("monty: kernel is closed")
	}
	if len(req.Dependencies) > 0 {
		return nil, &kernel.NotSupportedError{Backend: kernel.Monty,
			Reason: "monty cannot install packages (" + strings.Join(req.Dependencies, ", ") + "); run the cell in a container"}
	}
	limits := k.cfg.limits.With(req.Limits)
	if err := limits.Validate(); err != nil {
		return nil, err
	}
	start := time.Now()
	t := k.thread
	number := k.cells + 1
	if req.Number > 0 {
		number = req.Number
	}
	filename := fmt.Sprintf("<cell %d>", number)
	if k.cfg.scriptName != "" {
		filename = k.cfg.scriptName
	}
	tree, parseErr := syntax.Parse(filename, []byte(req.Code), syntax.ModeExec)
	if parseErr == nil {
		if m := missingImport(tree, t, k.cfg.refuseGuardedImports); m != "" {
			return nil, &kernel.NotSupportedError{Backend: kernel.Monty, Module: m,
				Reason: fmt.Sprintf("no module named '%s'; run the cell in a container", m)}
		}
	}
	k.cells++
	k.sources[filename] = strings.SplitAfter(req.Code, "\n")

	stdout := &output{stream: kernel.Stdout, limit: limits.OutputBytes, emit: req.Stream}
	stderr := &output{stream: kernel.Stderr, limit: limits.OutputBytes, emit: req.Stream}
	t.Stdout, t.Stderr = stdout, stderr
	t.SetRecursionLimits(limits.RecursionDepth, recursionCap(limits.RecursionDepth))
	t.SetMemoryLimit(limits.MemoryBytes)
	t.ClearInterrupt()
	stopLimits := startLimits(ctx, t, limits)
	defer func() {
		stopLimits()
		t.Stdout, t.Stderr, t.Ctx = nil, nil, nil
	}()

	res = &kernel.Result{Backend: kernel.Monty}
	t.Stdin = nil
	if req.Stdin != nil {
		t.Stdin = &ctxReader{ctx: t.Ctx, r: req.Stdin}
	}
	defer func() { t.Stdin = nil }()
	t.StartCPUClock()
	value, runErr := k.run(t, filename, tree, parseErr, req)
	if runErr == nil || !isLimit(runErr) {
		// Generators the cell left unreachable are finalised now, those of
		// a script at its end, as CPython's refcounting and exit would.
		if err := t.CloseUnreachableGenerators(k.cfg.scriptName != "", k.globals); err != nil && runErr == nil {
			runErr = err
		}
	}
	t.StopCPUClock()
	res.Duration = time.Since(start)
	res.Stdout, res.Stderr = stdout.String(), stderr.String()
	if runErr == nil && value != nil && value != vm.None {
		repr, rerr := t.Repr(value)
		if rerr != nil {
			runErr = rerr
		} else {
			res.Value = &kernel.Value{Repr: repr, JSON: toJSON(value)}
		}
	}
	if runErr == nil {
		res.Success = true
		return res, nil
	}
	k.fillError(res, t, runErr, limits)
	res.Stdout, res.Stderr = stdout.String(), stderr.String()
	return res, nil
}

// run compiles and runs a cell, turning a Go panic into an error.
func (k *Kernel) run(t *vm.Thread, filename string, tree syntax.Root, parseErr error, req kernel.Request) (v vm.Value, err error) {
	defer func() {
		if r := recover(); r != nil {
			t.Recover()
			err = &internalError{msg: fmt.Sprint(r), stack: string(debug.Stack())}
			if debugPanics {
				panic(r)
			}
		}
	}()
	if parseErr != nil {
		return nil, vm.SyntaxErrorFrom(parseErr)
	}
	code, err := compile.Compile(filename, tree, compile.Options{ReplValue: true, Stop: t.Interrupted})
	if _, ok := err.(*vm.LimitError); ok {
		return nil, err
	}
	if err != nil {
		if k.cfg.scriptName != "" {
			// A script's compile errors show their line, as CPython
			// reads it from the file; a cell's do not (as in its REPL).
			return nil, vm.SyntaxErrorFromSource(err, req.Code)
		}
		return nil, vm.SyntaxErrorFrom(err)
	}
	for name, x := range req.Inputs {
		pv, err := fromGo(t, x)
		if err != nil {
			if lim, ok := err.(*vm.LimitError); ok {
				return nil, lim
			}
			return nil, vm.Errorf(vm.TypeErrorType, "input %s: %v", name, err)
		}
		k.globals.SetString(name, pv)
	}
	for name, fn := range req.Functions {
		k.globals.SetString(name, hostFunction(name, fn))
	}
	return t.RunCode(t.Load(code), k.globals, k.globals)
}

type internalError struct {
	msg, stack string
}

func (e *internalError) Error() string { return "monty internal error: " + e.msg }

// fillError describes the error that ended a cell in the result.
func (k *Kernel) fillError(res *kernel.Result, t *vm.Thread, err error, limits kernel.Limits) {
	lines := func(filename string) []string { return k.sources[filename] }
	switch e := err.(type) {
	case *vm.Exception:
		res.Error = &kernel.PyError{
			Type:      e.Class().Name(),
			Message:   t.ExceptionMessage(e),
			Traceback: capTraceback(t.FormatException(e, lines), limits.OutputBytes),
		}
	case *vm.LimitError:
		switch e.Kind {
		case vm.LimitTimeout:
			res.TimedOut = true
			res.Error = &kernel.PyError{Type: "TimeoutError", Message: kernel.CellTimeoutMessage(limits.Timeout)}
		case vm.LimitMemory:
			res.MemoryLimitHit = true
			res.Error = &kernel.PyError{Type: "MemoryError", Message: fmt.Sprintf("the cell ran past its memory limit of %d MB", limits.MemoryBytes>>20)}
		case vm.LimitCancelled:
			res.Error = &kernel.PyError{Type: "KeyboardInterrupt", Message: ""}
		default:
			res.Error = &kernel.PyError{Type: "RuntimeError", Message: e.Msg}
		}
		res.Error.Traceback = res.Error.Error() + "\n"
	default:
		res.Error = &kernel.PyError{Type: "SystemError", Message: err.Error()}
		res.Error.Traceback = res.Error.Error() + "\n"
	}
}

// recursionCap is the most sys.setrecursionlimit may raise the limit to:
// a host that chose a recursion depth of its own made it a cap; under the
// default one the program may raise it as far as CPython lets it (to
// vm.MaxRecursionLimit, which the Go stack allows).
func recursionCap(depth int) int {
	if depth == kernel.DefaultRecursionDepth {
		return vm.MaxRecursionLimit
	}
	return depth
}

// capTraceback keeps the end of a traceback longer than the output limit:
// its last line names the exception, and its start is the oldest part of
// a long chain.
func capTraceback(tb string, limit int) string {
	if limit <= 0 || len(tb) <= limit {
		return tb
	}
	cut := len(tb) - limit
	if i := strings.IndexByte(tb[cut:], '\n'); i >= 0 && i < len(tb)-cut-1 {
		cut += i + 1
	}
	return "[... traceback truncated ...]\n" + tb[cut:]
}

// hostFunction wraps a host function as a Python built-in.
func hostFunction(name string, fn kernel.Func) vm.Value {
	return vm.NewBuiltin(name, func(t *vm.Thread, args []vm.Value, kwnames []string) (vm.Value, error) {
		npos := len(args) - len(kwnames)
		pos := make([]any, npos)
		for i, a := range args[:npos] {
			g, err := toGo(t, a, 0)
			if err != nil {
				return nil, err
			}
			pos[i] = g
		}
		var kw map[string]any
		if len(kwnames) > 0 {
			kw = make(map[string]any, len(kwnames))
			for i, n := range kwnames {
				g, err := toGo(t, args[npos+i], 0)
				if err != nil {
					return nil, err
				}
				kw[n] = g
			}
		}
		ctx := t.Ctx
		if ctx == nil {
			ctx = context.Background()
		}
		r, err := fn(ctx, pos, kw)
		if err != nil {
			if lim := interruptFor(t, ctx); lim != nil {
				return nil, lim
			}
			var pe *kernel.PythonError
			if errors.As(err, &pe) {
				return nil, vm.Errorf(exceptionClass(t, pe.Type), "%s", pe.Message)
			}
			return nil, vm.Errorf(vm.RuntimeErrorType, "%s", err.Error())
		}
		v, err := fromGo(t, r)
		if err != nil {
			if lim, ok := err.(*vm.LimitError); ok {
				return nil, lim
			}
			return nil, vm.Errorf(vm.TypeErrorType, "%s returned a value Python cannot hold: %v", name, err)
		}
		return v, nil
	})
}

// exceptionClass returns the class of an exception a host function raised
// by name: the built-in one of that name, else a new subclass of Exception
// so named, which code catches by name (except Exception as e:
// type(e).__name__) as it would the host's own class. A BaseException
// outside Exception (SystemExit, KeyboardInterrupt) gets such a subclass
// too: a host function cannot end the session's code.
func exceptionClass(t *vm.Thread, name string) *vm.Type {
	if cls := vm.ExceptionTypeByName(name); cls != nil && cls.IsSubtype(vm.ExceptionType) {
		return cls
	}
	if !isIdentifier(name) {
		return vm.RuntimeErrorType
	}
	v, err := t.Call(vm.TypeType, []vm.Value{vm.NewStr(name), vm.Tuple{vm.ExceptionType}, vm.NewDict(0)}, nil)
	if cls, ok := v.(*vm.Type); ok && err == nil {
		return cls
	}
	return vm.RuntimeErrorType
}

func isIdentifier(s string) bool {
	for i, r := range s {
		if !(r == '_' || unicode.IsLetter(r) || (i > 0 && unicode.IsDigit(r))) {
			return false
		}
	}
	return s != ""
}

// Reset clears the namespace.
func (k *Kernel) Reset(ctx context.Context) error {
	k.mu.Lock()
	defer k.mu.Unlock()
	if k.closed {
		return errors.New("monty: kernel is closed")
	}
	k.reset()
	k.cells = 0
	return nil
}

// Ping reports whether the kernel answers.
func (k *Kernel) Ping(ctx context.Context) error {
	k.mu.Lock()
	defer k.mu.Unlock()
	if k.closed {
		return errors.New("monty: kernel is closed")
	}
	return nil
}

// Close releases the kernel.
func (k *Kernel) Close() error {
	k.mu.Lock()
	defer k.mu.Unlock()
	if k.closed {
		return nil
	}
	k.closed = true
	k.thread = nil
	k.globals = nil
	return k.fs.Close()
}

// output collects one stream of a cell, capped, passing chunks on.
type output struct {
	stream    kernel.Stream
	limit     int
	emit      func(kernel.Chunk)
	b         strings.Builder
	truncated bool
}

func (o *output) Write(p []byte) (int, error) {
	if o.truncated {
		return len(p), nil
	}
	s := string(p)
	if o.limit > 0 && o.b.Len()+len(s) > o.limit {
		s = s[:o.limit-o.b.Len()]
		s += fmt.Sprintf("\n[output truncated at %d characters]\n", o.limit)
		o.truncated = true
	}
	o.b.WriteString(s)
	if o.emit != nil && s != "" {
		o.emit(kernel.Chunk{Stream: o.stream, Text: s})
	}
	return len(p), nil
}

func (o *output) String() string { return o.b.String() }

var debugPanics = os.Getenv("MONTY_PANIC") != ""
