// Command backyard runs Python safely for AI agents and for people at a terminal.
//
// This file only routes: it picks the subcommand, parses its flags with its own
// flag.FlagSet, runs it and turns its error into an exit status. Each subcommand lives in
// its own file as a command value; adding one is that file plus one line in commands.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"

	"github.com/backyard-dev/backyard/kernel"
)

// command is one subcommand.
type command struct {
	name    string
	args    string // synopsis of what follows the name, e.g. "build|status [flags]"
	summary string // one line for `backyard help`
	doc     string // more, for `backyard help NAME`; may be empty
	// isDefault runs this command when backyard is given no subcommand (its arguments
	// are then all of backyard's).
	isDefault bool
	// define registers the command's flags on fs and returns the function that runs the
	// command with the arguments left after the flags. It may call fs.Parse again, for
	// flags that follow a verb (`image build --offline`).
	define func(fs *flag.FlagSet) runFunc
}

// runFunc runs a command. Its error decides the exit status (see exitCode).
type runFunc func(ctx context.Context, std stdio, args []string) error

// stdio is the process's standard streams, passed explicitly so tests can run commands.
type stdio struct {
	in       io.Reader
	out, err io.Writer
}

// commands lists the subcommands in the order help shows them.
var commands = []command{
	notebookCommand, convertCommand,
	doctorCommand,
	imageCommand,
	serveCommand, mcpCommand,
	runCommand,
}

func main() {
	ctx, cancel := context.WithCancel(context.Background())
	sigs := make(chan os.Signal, 1)
	signal.Notify(sigs, os.Interrupt, syscall.SIGTERM)
	done := make(chan struct{})
	headless := len(os.Args) > 1 && os.Args[1] == "run"
	go onSignal(sigs, cancel, done, headless)
	code := run(ctx, os.Args[1:], stdio{os.Stdin, os.Stdout, os.Stderr})
	close(done)
	signal.Stop(sigs)
	cancel()
	os.Exit(code)
}

// signalGrace is how long `backyard run` waits, after SIGINT or SIGTERM
// cancelled its context, for the program to stop before the process exits
// anyway. The interpreter observes cancellation at its next check, but a
// host function or one long math/big operation does not, and whoever
// sent the signal expects the process gone within a second. (The other
// commands clean up containers and terminals first, so they are not cut
// short.)
const signalGrace = 800 * time.Millisecond

// onSignal cancels the context at the first signal; for a headless run
// it also ends the process with 128 + the signal's number if run has not
// returned (done) within signalGrace.
func onSignal(sigs <-chan os.Signal, cancel context.CancelFunc, done <-chan struct{}, headless bool) {
	var sig os.Signal
	select {
	case sig = <-sigs:
	case <-done:
		return
	}
	cancel()
	if !headless {
		return
	}
	select {
	case <-done:
	case <-time.After(signalGrace):
		status := 130
		if s, ok := sig.(syscall.Signal); ok {
			status = 128 + int(s)
		}
		fmt.Fprintf(os.Stderr, "backyard run: stopped by %v\n", sig)
		os.Exit(status)
	}
}

// run is backyard with args, returning the exit status.
func run(ctx context.Context, args []string, std stdio) int {
	var name string
	if len(args) > 0 {
		name = args[0]
	}
	switch name {
	case "help":
		return help(std, args[1:])
	case "-h", "-help", "--help":
		return help(std, nil)
	}
	cmd, ok := lookup(name)
	if ok {
		args = args[1:]
	} else if cmd, ok = defaultCommand(); !ok {
		if name == "" {
			return help(std, nil)
		}
		fmt.Fprintf(std.err, "backyard: unknown command %q\nRun 'backyard help' for the commands.\n", name)
		return 2
	}
	fs := newFlagSet(cmd, std.err)
	runCmd := cmd.define(fs)
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2 // the flag package has printed the error and the usage
	}
	return exitCode(std, cmd.name, runCmd(ctx, std, fs.Args()))
}

func lookup(name string) (command, bool) {
	for _, c := range commands {
		if c.name == name {
			return c, true
		}
	}
	return command{}, false
}

func defaultCommand() (command, bool) {
	for _, c := range commands {
		if c.isDefault {
			return c, true
		}
	}
	return command{}, false
}

func newFlagSet(cmd command, stderr io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet("backyard "+cmd.name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() { usage(stderr, cmd, fs) }
	return fs
}

func usage(w io.Writer, cmd command, fs *flag.FlagSet) {
	fmt.Fprintf(w, "usage: backyard %s %s\n\n%s\n", cmd.name, cmd.args, cmd.summary)
	if cmd.doc != "" {
		fmt.Fprintf(w, "\n%s\n", cmd.doc)
	}
	var any bool
	fs.VisitAll(func(*flag.Flag) { any = true })
	if any {
		fmt.Fprintf(w, "\nflags:\n")
		fs.SetOutput(w)
		fs.PrintDefaults()
	}
}

// help prints the command list, or one command's usage and flags.
func help(std stdio, args []string) int {
	if len(args) > 0 {
		cmd, ok := lookup(args[0])
		if !ok {
			fmt.Fprintf(std.err, "backyard help: unknown command %q\n", args[0])
			return 2
		}
		fs := newFlagSet(cmd, std.out)
		cmd.define(fs)
		usage(std.out, cmd, fs)
		return 0
	}
	var b strings.Builder
	b.WriteString("backyard runs Python safely: in monty, its own interpreter, or in a hardened container.\n\n")
	b.WriteString("usage: backyard <command> [flags] [arguments]\n\ncommands:\n")
	for _, c := range commands {
		fmt.Fprintf(&b, "  %-10s %s\n", c.name, c.summary)
	}
	b.WriteString("  help       show a command's usage and flags: backyard help <command>\n")
	io.WriteString(std.out, b.String())
	return 0
}

// exitStatus is an error that only sets the exit status; the command has already said
// what happened (a Python traceback, say).
type exitStatus int

func (e exitStatus) Error() string { return fmt.Sprintf("exit status %d", int(e)) }

// usageError is a command line that makes no sense; it exits 2.
type usageError struct{ msg string }

func (e *usageError) Error() string { return e.msg }

// exitCode prints err (unless it is a bare exitStatus) and returns the status it means:
// 0 for nil, 2 for a usage error, the given status for an exitStatus, else 1.
func exitCode(std stdio, name string, err error) int {
	if err == nil {
		return 0
	}
	var status exitStatus
	if errors.As(err, &status) {
		return int(status)
	}
	fmt.Fprintf(std.err, "backyard %s: %v\n", name, err)
	var usage *usageError
	var kusage *kernel.UsageError
	if errors.As(err, &usage) || errors.As(err, &kusage) {
		return 2
	}
	return 1
}
