package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"

	tea "charm.land/bubbletea/v2"
	"github.com/backyard-dev/backyard/cells"
	"github.com/backyard-dev/backyard/kernel"
	"github.com/backyard-dev/backyard/kernel/sandbox"
	"github.com/backyard-dev/backyard/themes"
	"github.com/backyard-dev/backyard/tui"
	"github.com/charmbracelet/colorprofile"
	"github.com/charmbracelet/x/term"
)

var notebookCommand = command{
	name:      "notebook",
	args:      "[flags] [FILE.bynb|FILE.ipynb]",
	summary:   "the terminal notebook (what backyard runs with no command)",
	isDefault: true,
	doc: "Opens FILE, or a new untitled.bynb, in a notebook of Python cells that run in a sandbox:\n" +
		"on monty, converting to a container when a cell needs it. Press ? inside for the keys.\n" +
		"A file that does not parse is reported with its line and column and left as it is.",
	define: func(fs *flag.FlagSet) runFunc {
		var kf kernelFlags
		kf.register(fs)
		onContainer := fs.Bool("container", false, "start on the container (same as --backend container)")
		montyOnly := fs.Bool("monty", false, "stay on monty, never convert (same as --backend monty)")
		theme := fs.String("theme", "dark", "colours: "+strings.Join(themes.Names(), " or "))
		images := fs.String("images", "auto", "images in outputs: kitty (inline, kitty graphics protocol), none (their path or a label), or auto (kitty in kitty and Ghostty, not under tmux)")
		return func(ctx context.Context, std stdio, args []string) error {
			if len(args) > 1 {
				return &usageError{msg: "one notebook at a time (got " + strconv.Itoa(len(args)) + " files)"}
			}
			if len(args) == 0 && !isTerminal(std.out) {
				// backyard with no arguments in a pipe: say what it can do.
				var h commandList = helpText{}
				if h.show(std) != 0 {
					return exitStatus(2)
				}
				return nil
			}
			if len(args) == 1 && !looksLikeNotebook(args[0]) {
				return &usageError{msg: fmt.Sprintf("unknown command %q\nRun 'backyard help' for the commands; a notebook is a .bynb or .ipynb file.", args[0])}
			}
			typ, err := sandboxType(kf.backend, *onContainer, *montyOnly)
			if err != nil {
				return err
			}
			path := ""
			if len(args) == 1 {
				path = args[0]
			} else if path, err = untitled("."); err != nil {
				return err
			}
			nb, opened, err := cells.Open(path)
			if err != nil {
				var fe *cells.FormatError
				if errors.As(err, &fe) {
					return fmt.Errorf("%w\nThe file was not changed. Fix it in an editor, or open another file", err)
				}
				return err
			}
			if !isTerminal(std.out) {
				return &usageError{msg: "the notebook needs a terminal; for a script, use backyard run"}
			}
			profile := colorprofile.Detect(os.Stdout, os.Environ())
			th, err := themes.ByName(*theme, profile)
			if err != nil {
				return &usageError{msg: err.Error()}
			}
			graphics, err := tui.ParseGraphics(*images, os.Getenv, profile)
			if err != nil {
				return &usageError{msg: err.Error()}
			}

			sess := &notebookSession{limits: kf.limits}
			opts := sandbox.Options{
				Type:      typ,
				Limits:    kf.limits,
				Network:   kf.network,
				Workspace: kf.workspaces,
				ReadOnly:  kf.readonly,
				Image:     kf.image,
				Progress:  sess.progress,
				Warm:      typ == sandbox.Auto,
			}
			sb, err := sandbox.New(ctx, opts)
			if err != nil {
				return fmt.Errorf("start the sandbox: %w", err)
			}
			defer sb.Close()
			sess.sb = sb

			m := tui.New(tui.Options{Notebook: nb, Path: path, Opened: opened, Session: sess, Theme: th, Graphics: graphics, Mounts: sb.Mounts()})
			p := tea.NewProgram(m, tea.WithContext(ctx))
			if _, err := p.Run(); err != nil && !errors.Is(err, tea.ErrProgramKilled) {
				return fmt.Errorf("notebook: %w", err)
			}
			return nil
		}
	},
}

// commandList shows the command list. The notebook reaches help through
// an interface because a direct call would make an initialization cycle
// (commands holds notebookCommand, whose closure would call help, which
// reads commands); calls through an interface are not initialization
// references.
type commandList interface{ show(stdio) int }

type helpText struct{}

func (helpText) show(std stdio) int { return help(std, nil) }

// looksLikeNotebook reports whether an argument names a notebook: a .bynb
// or .ipynb file, or any file that exists.
func looksLikeNotebook(arg string) bool {
	switch strings.ToLower(filepath.Ext(arg)) {
	case ".bynb", ".ipynb":
		return true
	}
	_, err := os.Stat(arg)
	return err == nil
}

// sandboxType reads --backend, --container and --monty.
func sandboxType(backend string, onContainer, montyOnly bool) (sandbox.Type, error) {
	switch {
	case onContainer && montyOnly:
		return "", &usageError{msg: "--container and --monty contradict each other"}
	case onContainer:
		return sandbox.ContainerOnly, nil
	case montyOnly:
		return sandbox.MontyOnly, nil
	}
	return sandbox.ParseType(backend)
}

// untitled returns the first of untitled.bynb, untitled1.bynb, … that does
// not exist in dir, as Jupyter names new notebooks.
func untitled(dir string) (string, error) {
	for i := 0; i < 1000; i++ {
		name := "untitled.bynb"
		if i > 0 {
			name = "untitled" + strconv.Itoa(i) + ".bynb"
		}
		p := filepath.Join(dir, name)
		if _, err := os.Stat(p); errors.Is(err, os.ErrNotExist) {
			return p, nil
		}
	}
	return "", errors.New("no free untitled name: give the notebook a file name")
}

func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	return ok && term.IsTerminal(f.Fd())
}

// notebookSession is the notebook's view of a Sandbox (tui.Session). The
// Sandbox reports replay progress to one callback fixed at New; the
// session passes it on to whichever call is running.
type notebookSession struct {
	sb     *sandbox.Sandbox
	limits kernel.Limits

	mu       sync.Mutex
	onReplay kernel.ProgressFunc
	// problems are what the last conversion or restart skipped or replayed
	// differently (tui.ConversionReporter).
	problems []string
}

// ConversionProblems implements tui.ConversionReporter.
func (s *notebookSession) ConversionProblems() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.problems
}

func (s *notebookSession) setProblems(c *sandbox.Conversion) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.problems = c.Problems()
}

func (s *notebookSession) progress(p kernel.Progress) {
	s.mu.Lock()
	f := s.onReplay
	s.mu.Unlock()
	if f != nil {
		f(p)
	}
}

// during routes replay progress to f while call runs.
func (s *notebookSession) during(f kernel.ProgressFunc, call func() error) error {
	s.mu.Lock()
	s.onReplay = f
	s.mu.Unlock()
	defer func() {
		s.mu.Lock()
		s.onReplay = nil
		s.mu.Unlock()
	}()
	return call()
}

func (s *notebookSession) Run(ctx context.Context, code string, number int, stdin io.Reader, stream func(kernel.Chunk), progress kernel.ProgressFunc) (*kernel.Result, error) {
	var res *kernel.Result
	err := s.during(progress, func() error {
		r, err := s.sb.Run(ctx, code, sandbox.WithStream(stream), sandbox.WithNumber(number), sandbox.WithStdin(stdin))
		if r != nil {
			res = &r.Result
		}
		return err
	})
	return res, err
}

func (s *notebookSession) Complete(ctx context.Context, code string, cursor int) (kernel.Completion, error) {
	return s.sb.Complete(ctx, code, cursor)
}

func (s *notebookSession) Inspect(ctx context.Context, code string, cursor int) (string, error) {
	return s.sb.Inspect(ctx, code, cursor)
}

func (s *notebookSession) Convert(ctx context.Context, progress kernel.ProgressFunc) error {
	return s.during(progress, func() error {
		conv, err := s.sb.Convert(ctx, kernel.Container, false)
		s.setProblems(conv)
		return err
	})
}

func (s *notebookSession) Restart(ctx context.Context) error { return s.sb.ResetSession(ctx) }

func (s *notebookSession) SetWritable(ctx context.Context, writable bool, progress kernel.ProgressFunc) error {
	return s.during(progress, func() error {
		var conv *sandbox.Conversion
		var err error
		if writable {
			conv, err = s.sb.GrantWriteAccess(ctx)
		} else {
			conv, err = s.sb.RevokeWriteAccess(ctx)
		}
		s.setProblems(conv)
		return err
	})
}

func (s *notebookSession) Status() tui.SessionStatus {
	return tui.SessionStatus{
		Backend:  s.sb.Backend(),
		Runtime:  s.sb.Runtime(),
		Mode:     string(s.sb.Type()),
		Writable: s.sb.Writable(),
		Limits:   s.limits,
	}
}
