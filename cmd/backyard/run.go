package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"mime"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/backyard-dev/backyard/kernel"
	"github.com/backyard-dev/backyard/kernel/monty"
	"github.com/backyard-dev/backyard/kernel/sandbox"
	"github.com/backyard-dev/backyard/server"
)

var runCommand = command{
	name:    "run",
	args:    "[flags] FILE.py|-",
	summary: "run a Python file headless, as python3 FILE.py would",
	doc: "The program's stdout and stderr pass through. Exit status: 0 ok, 1 an uncaught\n" +
		"Python exception (its traceback is on stderr), 2 usage, 124 timeout, 137 memory\n" +
		"limit; sys.exit(n) exits n, so a program's own sys.exit(124) looks like a timeout\n" +
		"to the shell: only --json's timed_out and memory_limit_hit say what the sandbox\n" +
		"did. With --json the result is printed as one JSON object instead, in the shape\n" +
		"of `backyard serve`'s answers (server/schema/result.schema.json).\n" +
		"--list-modules prints the modules monty provides. Matplotlib figures the program\n" +
		"shows (container only) are written to --figures DIR as figure-N.png, or counted\n" +
		"on stderr.\n\n" + batchDoc,
	define: func(fs *flag.FlagSet) runFunc {
		var kf kernelFlags
		kf.register(fs)
		asJSON := fs.Bool("json", false, "print the Result as JSON instead of passing the output through")
		listModules := fs.Bool("list-modules", false, "print the modules monty provides and exit")
		figures := fs.String("figures", "", "write the matplotlib figures the program shows to `DIR` (figure-1.png, ...)")
		batch := fs.String("batch", "", "run the snippets of `FILE.jsonl` (- for stdin) in parallel on monty, one JSON result per line")
		workers := fs.Int("workers", 0, "snippets run at once with --batch (default: one per core)")
		return func(ctx context.Context, std stdio, args []string) error {
			if *listModules {
				for _, m := range monty.Modules() {
					fmt.Fprintln(std.out, m)
				}
				return nil
			}
			if *workers < 0 {
				return &usageError{fmt.Sprintf("--workers %d: want a positive number, or 0 for one per core", *workers)}
			}
			if *batch != "" {
				if len(args) != 0 {
					return &usageError{"run --batch takes no FILE.py"}
				}
				return runBatch(ctx, std, kf, *batch, *workers)
			}
			if len(args) == 0 {
				return &usageError{"run takes one FILE.py, or - for stdin, then the program's arguments"}
			}
			// FILE.py a b, or FILE.py -- a b: the rest is the program's.
			progArgs := args[1:]
			if len(progArgs) > 0 && progArgs[0] == "--" {
				progArgs = progArgs[1:]
			}
			// A notebook's JSON is often valid Python (a dict display), so
			// running one would "succeed" doing nothing.
			if ext := strings.ToLower(filepath.Ext(args[0])); ext == ".bynb" || ext == ".ipynb" {
				return &usageError{fmt.Sprintf("%s is a notebook, and run takes a Python file; open it with `backyard %s`", args[0], args[0])}
			}
			return runFile(ctx, std, kf, args[0], progArgs, *asJSON, *figures)
		}
	},
}

// runFile runs one program and turns its outcome into an exit status.
func runFile(ctx context.Context, std stdio, kf kernelFlags, path string, progArgs []string, asJSON bool, figures string) error {
	var src []byte
	var err error
	name := path
	var stdin io.Reader
	if path == "-" {
		src, err = io.ReadAll(std.in)
		name = "<stdin>"
	} else {
		src, err = os.ReadFile(path)
		// As python3 3.11: __file__ and tracebacks name the script by its
		// absolute path; the program's sys.stdin is ours.
		if abs, aerr := filepath.Abs(path); aerr == nil {
			name = abs
		}
		stdin = std.in
	}
	if err != nil {
		return &usageError{fmt.Sprintf("read %s: %v", path, err)}
	}
	t, err := sandbox.ParseType(kf.backend)
	if err != nil {
		return err
	}
	monty.TuneGC()
	opts := sandbox.Options{
		Type:           t,
		Limits:         kf.limits,
		Network:        kf.network,
		Workspace:      kf.workspaces,
		ReadOnly:       kf.readonly,
		Image:          kf.image,
		NoFileTracking: true,
		ScriptName:     name,
		Argv:           append([]string{path}, progArgs...),
	}
	sb, err := sandbox.New(ctx, opts)
	if err != nil {
		return err
	}
	defer closeSandbox(std, "run", sb)
	var runOpts []sandbox.RunOption
	if stdin != nil {
		runOpts = append(runOpts, sandbox.WithStdin(stdin))
	}
	if !asJSON {
		runOpts = append(runOpts, sandbox.WithStream(func(c kernel.Chunk) {
			if c.Stream == kernel.Stderr {
				io.WriteString(std.err, c.Text)
			} else {
				io.WriteString(std.out, c.Text)
			}
		}))
	}
	res, err := sb.Run(ctx, string(src), runOpts...)
	if err != nil && res == nil {
		if asJSON {
			// The answer says why, in the shape a caller parses.
			if err := writeJSON(std, sb, nil, err); err != nil {
				return err
			}
		}
		return err
	}
	if err := writeFigures(std, res.Displays, figures, asJSON); err != nil {
		return err
	}
	if asJSON {
		if err := writeJSON(std, sb, res, err); err != nil {
			return err
		}
	} else if !res.Success && res.Error != nil && res.Error.Type != "SystemExit" {
		tb := res.Error.Traceback
		if tb == "" {
			tb = res.Error.Error() + "\n"
		}
		io.WriteString(std.err, tb)
	}
	return exitStatusOf(std, res, asJSON)
}

// writeJSON prints a run's outcome as `serve` answers it.
func writeJSON(std stdio, sb *sandbox.Sandbox, res *sandbox.Result, runErr error) error {
	x := server.NewExecution(res, runErr)
	if x.Backend == "" {
		x.Backend = sb.Backend()
	}
	enc := json.NewEncoder(std.out)
	enc.SetIndent("", "  ")
	return enc.Encode(x)
}

// writeFigures writes the figures a program showed into dir, or, without one,
// says on stderr that there were some (--json has them in the Result).
func writeFigures(std stdio, displays []kernel.Display, dir string, quiet bool) error {
	if len(displays) == 0 {
		return nil
	}
	if dir == "" {
		if !quiet {
			fmt.Fprintf(std.err, "backyard run: the program showed %d figure(s); --figures DIR writes them\n", len(displays))
		}
		return nil
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("--figures: %w", err)
	}
	for i, d := range displays {
		ext := ".png"
		if d.MIMEType != "image/png" {
			ext = ".bin"
			if exts, _ := mime.ExtensionsByType(d.MIMEType); len(exts) > 0 {
				ext = exts[0]
			}
		}
		name := filepath.Join(dir, fmt.Sprintf("figure-%d%s", i+1, ext))
		if err := os.WriteFile(name, d.Data, 0o644); err != nil {
			return fmt.Errorf("--figures: %w", err)
		}
		if !quiet {
			fmt.Fprintf(std.err, "backyard run: wrote %s\n", name)
		}
	}
	return nil
}

// exitStatusOf maps a run's outcome to python3's exit status.
func exitStatusOf(std stdio, res *sandbox.Result, quiet bool) error {
	switch {
	case res.Success:
		return nil
	case res.TimedOut:
		return exitStatus(124)
	case res.MemoryLimitHit:
		return exitStatus(137)
	case res.Error != nil && res.Error.Type == "SystemExit":
		msg := res.Error.Message
		if msg == "" || msg == "None" {
			return nil
		}
		if n, err := strconv.Atoi(strings.TrimSpace(msg)); err == nil {
			if n == 0 {
				return nil
			}
			return exitStatus(n & 0xff)
		}
		if !quiet {
			fmt.Fprintln(std.err, msg)
		}
		return exitStatus(1)
	}
	return exitStatus(1)
}
