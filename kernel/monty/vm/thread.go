package vm

import (
	"bufio"
	"context"
	"io"
	"math"
	"math/rand/v2"
	"sync/atomic"
	"time"

	"github.com/backyard-dev/backyard/kernel/monty/format"
)

// Thread is one interpreter: the state of running Python code, its limits
// and its output. A Thread runs on one goroutine at a time; only Interrupt
// may be called from others.
type Thread struct {
	// Stdout and Stderr receive what print and sys.stdout/stderr write.
	Stdout io.Writer
	// Argv, when set before sys is first imported, is sys.argv.
	Argv []string
	// Stdin is what sys.stdin and input() read; nil reads as end of file.
	Stdin    io.Reader
	stdinBuf *bufio.Reader
	stdinSrc io.Reader
	Stderr   io.Writer
	// Ctx is the context of the running cell, for host functions.
	Ctx context.Context
	// Lines gives the source lines of a file monty ran (a cell, a
	// module), for the linecache module; nil: none.
	Lines SourceLines

	builtins *Dict
	modules  map[string]*Module
	// builtinSubclasses lists the classes of this Thread that derive
	// from each built-in type (shared by all Threads, so not recorded
	// on the type), for __subclasses__.
	builtinSubclasses map[*Type][]*Type
	sysModules        *Dict
	// Importer loads a module the Thread has not imported yet; nil result
	// and nil error mean "no such module".
	Importer func(t *Thread, name string) (*Module, error)

	maxDepth int
	depthCap int // the highest recursion limit the host allows
	depth    int
	frames   []*Frame // the frame pool, indexed by depth

	mem memBudget
	// abandoned is closed when the detached computation an interruption
	// left running ends; nil when none is.
	abandoned chan struct{}

	steps uint64
	stop  atomic.Pointer[LimitError]
	// poll is the step count at which the loop leaves its fast path at a
	// safe point: the next memory measurement, or 0 once interrupted.
	poll atomic.Uint64

	curExc      *Exception // the exception being handled (sys.exc_info)
	reraise     bool       // the failing instruction re-raises: no traceback entry
	interned    map[string]*Str
	internSlab  []Str // the unused rest of internName's slab
	typeVersion uint64

	// idKey keys the permutation that makes identities of addresses
	// (identity).
	idKey [3]uint64

	maxStrDigits int
	cpu          cpuClock
	// suspended are generators paused inside try/with blocks, which the
	// end of a cell closes once unreachable (genfinal.go).
	suspended   []*Generator
	nativeDepth int // Go recursion over nested data (see enterNative)
	reprSeen    []Value
	nanSerial   uint64 // the last payload freshNaN gave

	// Local holds values that packages built on the VM (the standard
	// library) keep per Thread.
	Local map[string]any
}

// Options configure a new Thread.
type Options struct {
	Stdout, Stderr io.Writer
	// MaxDepth is the recursion limit (default 1000).
	MaxDepth int
	// MemoryLimit is the memory budget in bytes (0: none).
	MemoryLimit int64
}

// NewThread returns a Thread with the built-in functions and types.
func NewThread(opts Options) *Thread {
	t := &Thread{
		Stdout:       opts.Stdout,
		Stderr:       opts.Stderr,
		maxDepth:     opts.MaxDepth,
		mem:          memBudget{limit: opts.MemoryLimit, nextMeasure: math.MaxUint64},
		modules:      make(map[string]*Module),
		maxStrDigits: 4300,
		cpu:          cpuClock{born: time.Now()},
		Local:        make(map[string]any),
	}
	if t.Stdout == nil {
		t.Stdout = io.Discard
	}
	if t.Stderr == nil {
		t.Stderr = io.Discard
	}
	if t.maxDepth <= 0 {
		t.maxDepth = 1000
	}
	t.idKey = [3]uint64{rand.Uint64(), rand.Uint64(), rand.Uint64()}
	t.poll.Store(math.MaxUint64)
	t.builtins = newBuiltinsDict(t)
	t.sysModules = NewDict(0)
	t.AddModule(NewModuleFromDict("builtins", t.builtins))
	// sys is made on its first import: most snippets never import it,
	// and a new Thread is cheaper without it.
	return t
}

// Builtins returns the builtins namespace.
func (t *Thread) Builtins() *Dict { return t.builtins }

// SetMaxDepth sets the recursion limit, and the most that
// sys.setrecursionlimit may raise it to.
func (t *Thread) SetMaxDepth(n int) { t.maxDepth, t.depthCap = n, n }

// SetRecursionLimits sets the recursion limit and the most that
// sys.setrecursionlimit may raise it to (at most MaxRecursionLimit).
func (t *Thread) SetRecursionLimits(limit, most int) {
	most = min(most, MaxRecursionLimit)
	t.maxDepth, t.depthCap = min(limit, most), most
}

// MaxDepth returns the recursion limit.
func (t *Thread) MaxDepth() int { return t.maxDepth }

// Steps returns the number of steps (loop iterations and calls) run.
func (t *Thread) Steps() uint64 { return t.steps }

// Interrupt stops the running code at its next check with a LimitError
// of the given kind. It may be called from any goroutine.
func (t *Thread) Interrupt(kind LimitKind, msg string) {
	t.stop.CompareAndSwap(nil, &LimitError{Kind: kind, Msg: msg})
	t.poll.Store(0)
}

// ClearInterrupt readies the Thread for the next run.
func (t *Thread) ClearInterrupt() {
	t.stop.Store(nil)
	t.poll.Store(t.mem.nextMeasure)
}

// check returns the pending interruption, if any. The VM calls it at every
// backward jump and call.
func (t *Thread) check() error {
	if e := t.stop.Load(); e != nil {
		return e
	}
	return nil
}

// Modules returns the modules imported so far, by name.
func (t *Thread) Modules() map[string]*Module { return t.modules }

// AddModule registers a module so that `import name` finds it.
func (t *Thread) AddModule(m *Module) {
	t.modules[m.name] = m
	t.sysModules.SetString(m.name, m)
}

// CurrentException returns the exception being handled, if any.
func (t *Thread) CurrentException() *Exception { return t.curExc }

// fmtLimits are the limits the format package applies.
func (t *Thread) fmtLimits() format.Limits {
	lim := format.Limits{MaxStrDigits: t.maxStrDigits}
	if t.mem.limit > 0 {
		lim.MaxWidth = int(max(1, min(t.mem.limit-t.mem.live-t.mem.charged, 1<<40)))
	} else {
		lim.MaxWidth = 1 << 32
	}
	return lim
}
