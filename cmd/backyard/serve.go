package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"log/slog"
	"os"
	"strings"

	"github.com/backyard-dev/backyard/kernel/sandbox"
	"github.com/backyard-dev/backyard/server/jsonl"
)

var serveCommand = command{
	name:    "serve",
	args:    "[flags]",
	summary: "serve one Python session as JSON lines on stdin and stdout, for agent harnesses",
	doc: "Each input line is a request, each output line the answer, e.g.\n" +
		`  {"id": 1, "action": "execute", "code": "x = 42\nx + 1"}` + "\n" +
		`  {"id": 1, "success": true, "stdout": "", "result": 43, "backend": "monty", ...}` + "\n\n" +
		"Actions: execute (code, dependencies, inputs, timeout, memory_mb, stream), reset,\n" +
		"grant_write, revoke_write, ping, convert (backend, force), history. A malformed line\n" +
		"(not one JSON object, a field the protocol lacks, a bad value) gets an answer\n" +
		"with success false and an error that names the fault; serving goes on until stdin\n" +
		"ends, and the session keeps its state.",
	define: func(fs *flag.FlagSet) runFunc {
		var sf sessionFlags
		sf.register(fs)
		return func(ctx context.Context, std stdio, args []string) error {
			if len(args) > 0 {
				return &usageError{"serve takes no arguments; requests come on stdin"}
			}
			opts, err := sf.options(std)
			if err != nil {
				return err
			}
			return serve(ctx, std, opts)
		}
	},
}

// serve answers JSON-lines requests on std with a sandbox made from opts.
func serve(ctx context.Context, std stdio, opts sandbox.Options) error {
	sb, err := sandbox.New(ctx, opts)
	if err != nil {
		return err
	}
	defer closeSandbox(std, "serve", sb)
	err = (&jsonl.Server{Sandbox: sb}).Serve(ctx, std.in, std.out)
	if errors.Is(err, context.Canceled) {
		return nil // interrupted: a normal way to stop serving
	}
	return err
}

// sessionFlags are the flags of the commands that serve one session: the
// kernel flags and those of the Sandbox itself.
type sessionFlags struct {
	kernel  kernelFlags
	warm    bool
	index   string
	verbose bool
}

func (sf *sessionFlags) register(fs *flag.FlagSet) {
	sf.kernel.register(fs)
	fs.BoolVar(&sf.warm, "warm", false, "start a container in the background so that a conversion costs only the replay")
	fs.StringVar(&sf.index, "index", "", "where dependencies are installed from: a package index URL or a folder of wheels")
	fs.BoolVar(&sf.verbose, "v", false, "log warnings and conversions to stderr")
}

// options turns the flags into sandbox options.
func (sf *sessionFlags) options(std stdio) (sandbox.Options, error) {
	t, err := sandbox.ParseType(sf.kernel.backend)
	if err != nil {
		return sandbox.Options{}, err
	}
	// A wheel folder is checked now: the kernel reads it only at the first
	// install, which may be long after a typo in the path.
	if sf.index != "" && !strings.Contains(sf.index, "://") {
		if fi, err := os.Stat(sf.index); err != nil || !fi.IsDir() {
			return sandbox.Options{}, &usageError{fmt.Sprintf("--index %s: want a package index URL or a folder of wheels", sf.index)}
		}
	}
	opts := sandbox.Options{
		Type:         t,
		Limits:       sf.kernel.limits,
		Network:      sf.kernel.network,
		Workspace:    sf.kernel.workspaces,
		ReadOnly:     sf.kernel.readonly,
		Image:        sf.kernel.image,
		PackageIndex: sf.index,
		Warm:         sf.warm,
	}
	if sf.verbose {
		opts.Logger = slog.New(slog.NewTextHandler(std.err, nil))
	}
	return opts, nil
}

// closeSandbox closes sb when a command ends. A failure (a container the engine
// would not remove, say) is reported on stderr, not as the command's error: the
// command's own outcome, such as a program's exit status, is what its caller
// acts on.
func closeSandbox(std stdio, cmd string, sb *sandbox.Sandbox) {
	if err := sb.Close(); err != nil {
		fmt.Fprintf(std.err, "backyard %s: closing the sandbox: %v\n", cmd, err)
	}
}
