package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"log/slog"
	"os"
	"strconv"
	"strings"

	"github.com/backyard-dev/backyard/kernel/sandbox"
	"github.com/backyard-dev/backyard/server/jsonl"
	"github.com/backyard-dev/backyard/server/schema"
)

var serveCommand = command{
	name:    "serve",
	args:    "[flags]",
	summary: "serve one Python session as JSON lines on stdin and stdout, for agent harnesses",
	doc: "Each input line is a request, each output line the answer, e.g.\n" +
		`  {"id": 1, "action": "execute", "code": "x = 42\nx + 1"}` + "\n" +
		`  {"id": 1, "success": true, "stdout": "", "result": 43, "repr": "43", "backend": "monty", ...}` + "\n\n" +
		"Actions: execute (code, dependencies, inputs, timeout, memory_mb, stream, functions,\n" +
		"stdin), reset, grant_write, revoke_write, ping, convert (backend, force), history,\n" +
		"complete and inspect (code, cursor: a character offset, the end by default; the answer\n" +
		"has start and matches, or text); return and raise answer a call, input_reply a read. The answer to execute has the fields of every result (stdout,\n" +
		"stderr, success, result, repr, error, error_type, traceback, file_changes,\n" +
		"duration_sec, timed_out, memory_limit_hit, backend, displays, conversion; the JSON\n" +
		"Schema is server/schema/result.schema.json, printed by --schema) and the request's id.\n\n" +
		"With \"stream\": true (execute, convert, grant_write, revoke_write), event lines come\n" +
		"before the answer: {\"id\": 1, \"event\": \"stdout\", \"text\": \"hi\\n\"}, stderr alike, and\n" +
		"{\"event\": \"progress\", \"phase\": \"before|after|complete\", \"step\": 1, \"total\": 3} for a\n" +
		"replay (\"after\" carries the replayed cell's \"execution\").\n\n" +
		"The client's functions: execute names them in \"functions\": [\"fetch\"]; the session keeps\n" +
		"them (on every kernel, after conversions and restarts). When the code calls one, the\n" +
		"server sends\n" +
		`  {"id": 1, "event": "call", "call": 7, "name": "fetch", "args": [...], "kwargs": {...}}` + "\n" +
		"and waits for the client to answer with one of\n" +
		`  {"action": "return", "call": 7, "value": ...}` + "\n" +
		`  {"action": "raise", "call": 7, "exception": "ValueError", "message": "bad"}` + "\n" +
		"A raise surfaces in the code as an exception of that name and message (the builtin\n" +
		"class when there is one, so `except ValueError` catches it). Values are JSON; bytes\n" +
		"travel as {\"__bytes__\": \"<base64>\"}, tuples and sets as arrays. Other requests sent\n" +
		"while a call waits are served after the cell; return and raise get no answer.\n\n" +
		"Input: with \"stdin\": true the client answers the code's reads of stdin (input()):\n" +
		`  {"id": 1, "event": "input_request", "input": 1, "prompt": "name? "}` + "\n" +
		`  {"action": "input_reply", "input": 1, "text": "Ada"}     (or "eof": true)` + "\n" +
		"Without it, a read meets the end of input at once (input() raises EOFError).\n\n" +
		"A malformed line (not one JSON object, a field the protocol lacks, a bad value) gets\n" +
		"an answer with success false and an error that names the fault; serving goes on\n" +
		"until stdin ends, and the session keeps its state.",
	define: func(fs *flag.FlagSet) runFunc {
		var sf sessionFlags
		sf.register(fs)
		printSchema := fs.Bool("schema", false, "print the JSON Schema of a result (the answer to execute) and exit")
		return func(ctx context.Context, std stdio, args []string) error {
			if len(args) > 0 {
				return &usageError{"serve takes no arguments; requests come on stdin"}
			}
			if *printSchema {
				_, err := std.out.Write(schema.ResultJSON())
				return err
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
	srv := &jsonl.Server{}
	opts.Progress = srv.Progress
	sb, err := sandbox.New(ctx, opts)
	if err != nil {
		return err
	}
	defer closeSandbox(std, "serve", sb)
	srv.Sandbox = sb
	err = srv.Serve(ctx, std.in, std.out)
	if errors.Is(err, context.Canceled) {
		return nil // interrupted: a normal way to stop serving
	}
	return err
}

// sessionFlags are the flags of the commands that serve one session: the
// kernel flags and those of the Sandbox itself.
type sessionFlags struct {
	kernel         kernelFlags
	warm           bool
	index          string
	verbose        bool
	tmpfsMB        int
	noPackageCache bool
	noFileTracking bool
}

func (sf *sessionFlags) register(fs *flag.FlagSet) {
	sf.kernel.register(fs)
	sf.tmpfsMB = sandbox.DefaultTmpfsMB
	fs.Func("tmpfs", fmt.Sprintf("size in `MB` of the container's in-memory /tmp, 0 for none (default %d)", sandbox.DefaultTmpfsMB), func(s string) error {
		mb, err := strconv.Atoi(s)
		if err != nil || mb < 0 {
			return fmt.Errorf("want a number of megabytes, 0 for none, got %q", s)
		}
		sf.tmpfsMB = mb
		return nil
	})
	fs.BoolVar(&sf.noPackageCache, "no-package-cache", false, "do not share installed packages between containers")
	fs.BoolVar(&sf.noFileTracking, "no-file-tracking", false, "do not scan the workspace for the files each cell changed")
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
		Type:           t,
		Limits:         sf.kernel.limits,
		Network:        sf.kernel.network,
		Workspace:      sf.kernel.workspaces,
		ReadOnly:       sf.kernel.readonly,
		Image:          sf.kernel.image,
		PackageIndex:   sf.index,
		Warm:           sf.warm,
		TmpfsMB:        sf.tmpfsMB,
		NoPackageCache: sf.noPackageCache,
		NoFileTracking: sf.noFileTracking,
	}
	if sf.tmpfsMB == 0 {
		opts.TmpfsMB = -1 // Options reads zero as the default size
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
