package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/backyard-dev/backyard/cells"
	"github.com/backyard-dev/backyard/kernel/container/engine/enginetest"
)

// These tests drive the real binary in tmux, as a person at a terminal
// would: keys go in with send-keys, the screen comes back with
// capture-pane. The kernels are the real ones: monty in the process and,
// for the tests that convert or start on the container, the container
// kernel under the machine's engine (enginetest's rule decides when such a
// test may skip). The tests that stay on monty pass --monty, so they need
// only tmux.

// terminal is a tmux session running backyard, on its own tmux server.
type terminal struct {
	t      *testing.T
	socket string
	dir    string
}

// buildBinary builds backyard into a temporary directory.
func buildBinary(t *testing.T) string {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "backyard")
	out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput()
	if err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return bin
}

func needTmux(t *testing.T) {
	t.Helper()
	if testing.Short() {
		t.Skip("end-to-end notebook test (tmux); -short skips it")
	}
	for _, tool := range []string{"tmux"} {
		if _, err := exec.LookPath(tool); err != nil {
			if os.Getenv("CI") != "" {
				t.Fatalf("%s is missing: CI must install it", tool)
			}
			t.Skipf("%s is not installed", tool)
		}
	}
}

// startNotebook starts backyard ARGS in a 120×40 tmux window in dir.
func startNotebook(t *testing.T, bin, dir string, args ...string) *terminal {
	t.Helper()
	return startNotebookEnv(t, bin, dir, "COLORTERM=truecolor", args...)
}

// startNotebookEnv is startNotebook with an extra environment variable.
func startNotebookEnv(t *testing.T, bin, dir, env string, args ...string) *terminal {
	t.Helper()
	term := &terminal{t: t, socket: "backyard-e2e-" + strconv.Itoa(os.Getpid()) + "-" + strconv.FormatInt(time.Now().UnixNano(), 36), dir: dir}
	cmdline := "env TERM=xterm-256color " + env + " " + bin
	for _, a := range args {
		cmdline += " " + a
	}
	// The shell stays after backyard exits so its last words can be read.
	term.tmux("new-session", "-d", "-x", "120", "-y", "40", "-c", dir, cmdline+"; echo EXITED $?; sleep 60")
	t.Cleanup(func() { exec.Command("tmux", "-L", term.socket, "kill-server").Run() })
	term.waitFor("COMMAND")
	return term
}

func (term *terminal) tmux(args ...string) string {
	term.t.Helper()
	out, err := exec.Command("tmux", append([]string{"-L", term.socket}, args...)...).CombinedOutput()
	if err != nil {
		term.t.Fatalf("tmux %q: %v\n%s", args, err, out)
	}
	return string(out)
}

// keys sends tmux key names (Enter, C-e, a).
func (term *terminal) keys(keys ...string) {
	term.tmux(append([]string{"send-keys", "-t", "0"}, keys...)...)
}

// escape leaves edit mode. A key sent right after Escape would reach the
// program in the same read and mean Alt+key, as in every terminal, so it
// waits for command mode.
func (term *terminal) escape() {
	term.keys("Escape")
	term.waitFor("COMMAND")
}

// typeText types text literally; "\n" is Enter. It returns when the
// editor shows each line, so that a key sent next (Escape, a run) cannot
// overtake the text on a loaded machine.
func (term *terminal) typeText(s string) {
	term.t.Helper()
	for i, line := range strings.Split(s, "\n") {
		if i > 0 {
			term.keys("Enter")
		}
		if line != "" {
			term.tmux("send-keys", "-t", "0", "-l", line)
			term.waitFor(line)
		}
	}
}

func (term *terminal) screen() string { return term.tmux("capture-pane", "-t", "0", "-p") }

// waitFor waits until the screen shows every one of texts.
func (term *terminal) waitFor(texts ...string) string {
	term.t.Helper()
	// The machine running the tests may be loaded: a generous limit costs
	// nothing when the screen is quick.
	return term.waitWithin(45*time.Second, texts...)
}

// waitWithin is waitFor with a time limit.
func (term *terminal) waitWithin(limit time.Duration, texts ...string) string {
	term.t.Helper()
	deadline := time.Now().Add(limit)
	for {
		s := term.screen()
		missing := ""
		for _, want := range texts {
			if !strings.Contains(s, want) {
				missing = want
				break
			}
		}
		if missing == "" {
			return s
		}
		if time.Now().After(deadline) {
			term.t.Fatalf("the screen never showed %q:\n%s", missing, s)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

func TestNotebookEndToEndTypeRunSaveReopen(t *testing.T) {
	needTmux(t)
	bin, dir := buildBinary(t), t.TempDir()
	term := startNotebook(t, bin, dir, "--monty", "e2e.bynb")

	term.keys("Enter")
	term.waitFor("EDIT")
	term.typeText("total = sum(range(10))\nprint('total is', total)")
	term.keys("C-e")
	term.waitFor("total is 45", "[1]", "● idle")

	term.keys("b", "m", "Enter")
	term.typeText("# Notes\nIt *works*.")
	term.escape()
	term.keys("b", "Enter")
	term.typeText("total * 2")
	term.keys("C-r")
	term.waitFor("90", "[2]")

	term.keys("C-s")
	term.waitFor("saved e2e.bynb")
	nb, err := cells.Load(filepath.Join(dir, "e2e.bynb"))
	if err != nil {
		t.Fatal(err)
	}
	if len(nb.Cells) != 4 || nb.Cells[0].Source != "total = sum(range(10))\nprint('total is', total)" ||
		nb.Cells[0].Outputs[0].Text != "total is 45\n" || nb.Cells[1].Type != cells.Markdown || nb.Cells[2].Outputs[0].Text != "90" {
		t.Fatalf("saved notebook: %+v", nb.Cells)
	}

	term.keys("C-q")
	term.waitFor("EXITED 0")

	term = startNotebook(t, bin, dir, "--monty", "e2e.bynb")
	s := term.waitFor("total is 45", "Notes", "90", "[1]", "[2]", "e2e.bynb saved")
	if strings.Contains(s, "# Notes") {
		t.Errorf("the markdown cell was not rendered:\n%s", s)
	}
}

// TestNotebookEndToEndCrashLosesOnlySeconds kills backyard with SIGKILL
// after an edit and finds the edit again, from the autosave, on reopening.
func TestNotebookEndToEndCrashLosesOnlySeconds(t *testing.T) {
	needTmux(t)
	bin, dir := buildBinary(t), t.TempDir()
	term := startNotebook(t, bin, dir, "--monty", "crash.bynb")
	term.keys("Enter")
	term.typeText("unsaved = 'still here'")
	term.waitFor("unsaved = 'still here'")
	// The autosave runs every 2 s: wait until it holds the edit.
	autosave := cells.AutosavePath(filepath.Join(dir, "crash.bynb"))
	for deadline := time.Now().Add(20 * time.Second); ; time.Sleep(100 * time.Millisecond) {
		if data, err := os.ReadFile(autosave); err == nil && strings.Contains(string(data), "still here") {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("no autosave holding the edit at %s", autosave)
		}
	}
	term.kill()
	term.waitFor("EXITED 137")
	if _, err := os.Stat(filepath.Join(dir, "crash.bynb")); err == nil {
		t.Fatal("the notebook was saved; the test wants only the autosave")
	}
	term = startNotebook(t, bin, dir, "--monty", "crash.bynb")
	term.waitFor("unsaved = 'still here'", "recovered unsaved edits", "● unsaved")
}

// kill sends SIGKILL to backyard, the child of the pane's shell.
func (term *terminal) kill() {
	term.t.Helper()
	shell := strings.TrimSpace(term.tmux("list-panes", "-t", "0", "-F", "#{pane_pid}"))
	data, err := os.ReadFile("/proc/" + shell + "/task/" + shell + "/children")
	if err != nil {
		term.t.Fatalf("find backyard's pid: %v", err)
	}
	pid, err := strconv.Atoi(strings.Fields(string(data))[0])
	if err != nil {
		term.t.Fatal(err)
	}
	if err := syscall.Kill(pid, syscall.SIGKILL); err != nil {
		term.t.Fatal(err)
	}
}

func TestNotebookEndToEndInterrupt(t *testing.T) {
	needTmux(t)
	bin, dir := buildBinary(t), t.TempDir()
	term := startNotebook(t, bin, dir, "--monty", "loop.bynb")
	term.keys("Enter")
	term.typeText("while True: pass")
	term.keys("C-e")
	term.waitFor("[*]", "busy")
	// Typing stays responsive while the cell runs.
	term.keys("b", "Enter")
	term.typeText("'still typing'")
	term.waitFor("'still typing'")
	term.escape()
	term.keys("k", "i", "i")
	term.waitFor("KeyboardInterrupt", "● idle")
	term.keys("j", "C-e")
	term.waitFor("[2]")
	term.keys("C-q")
	term.waitFor("Save changes to loop.bynb?")
	term.keys("n")
	term.waitFor("EXITED 0")
}

// TestNotebookEndToEndAutoConversion runs a notebook on auto with the real
// kernels: x = 42 runs on monty; a cell that imports numpy makes the
// session convert to the container, replaying the history, and prints 43.
//
// What is asserted about the replay: a replay of x = 42 into the warm
// container takes milliseconds, less than a screen poll, so the test
// records every status bar it sees (polling as fast as tmux answers) and
// requires, deterministically, the session on monty before the run (the
// first poll after the keys may already see the conversion: it did once,
// under load beside make test-short), the final state — "container,
// gVisor · auto" (or runc, where the engine has no gVisor: the status bar
// names the runtime the kernel really uses), the output 43 and the notice
// "1 cells replayed" that the notebook writes when the replay's
// ReplayComplete event arrives — and no bar on monty after the first on
// the container. A "replaying" bar, when one is caught (it usually is, on
// this machine), must read "monty → container │ replaying 1/1"; the trace
// is logged.
func TestNotebookEndToEndAutoConversion(t *testing.T) {
	needTmux(t)
	enginetest.Connect(t)
	bin, dir := buildBinary(t), t.TempDir()
	term := startNotebook(t, bin, dir, "conv.bynb")
	term.waitFor("monty · auto")
	term.keys("Enter")
	term.typeText("x = 42")
	term.keys("C-r")
	term.waitFor("[1]", "● idle")
	if s := term.screen(); !strings.Contains(s, "monty · auto") {
		t.Fatalf("x = 42 did not run on monty:\n%s", s)
	}
	term.keys("Enter")
	term.typeText("import numpy; print(x + 1)")
	term.keys("C-e")
	trace := term.statusTrace(3*time.Minute, "│ container, ")
	s := term.waitFor("43", "[2]", "● idle", "1 cells replayed", "│ container, ")
	if !regexp.MustCompile(`│ container, (gVisor|runc) · auto │`).MatchString(s) {
		t.Errorf("the status bar does not name the container's runtime:\n%s", s)
	}
	t.Logf("status bars seen during the conversion:\n%s", strings.Join(trace, "\n"))
	if !regexp.MustCompile(`(?m)^▌\s+43$`).MatchString(s) {
		t.Errorf("the output 43 is not under the numpy cell:\n%s", s)
	}

	// The bar never goes back: from the replay on, it says container.
	replayed := false
	for _, bar := range trace {
		if strings.Contains(bar, "replaying") && !strings.Contains(bar, "monty → container │ replaying 1/1") {
			t.Errorf("a replay status bar other than 1/1: %q", bar)
		}
		if replayed && strings.Contains(bar, "monty · auto") {
			t.Errorf("the status bar went back to monty after the replay: %q", bar)
		}
		replayed = replayed || strings.Contains(bar, "replaying") || strings.Contains(bar, "│ container")
	}
}

// statusTrace polls the screen's last line as fast as tmux answers until
// it contains want, and returns each distinct status bar seen, in order.
func (term *terminal) statusTrace(limit time.Duration, want string) []string {
	term.t.Helper()
	var trace []string
	deadline := time.Now().Add(limit)
	for {
		lines := strings.Split(strings.TrimRight(term.screen(), "\n"), "\n")
		last := strings.TrimSpace(lines[len(lines)-1])
		if len(trace) == 0 || trace[len(trace)-1] != last {
			trace = append(trace, last)
		}
		if strings.Contains(last, want) {
			return trace
		}
		if time.Now().After(deadline) {
			term.t.Fatalf("the status bar never showed %q; seen:\n%s", want, strings.Join(trace, "\n"))
		}
	}
}

// TestNotebookEndToEndContainerNumpy runs the real container kernel:
// numpy and a matplotlib figure in a container, a loop interrupted,
// under a real engine.
func TestNotebookEndToEndContainerNumpy(t *testing.T) {
	needTmux(t)
	enginetest.Connect(t)
	bin, dir := buildBinary(t), t.TempDir()
	term := &terminal{t: t, socket: "backyard-e2e-ctr-" + strconv.Itoa(os.Getpid()), dir: dir}
	term.tmux("new-session", "-d", "-x", "120", "-y", "40", "-c", dir, bin+" --container np.bynb; echo EXITED $?; sleep 60")
	t.Cleanup(func() { exec.Command("tmux", "-L", term.socket, "kill-server").Run() })
	s := term.waitFor("COMMAND", "│ container, ")
	if !regexp.MustCompile(`│ container, (gVisor|runc) │`).MatchString(s) {
		t.Errorf("the status bar does not name the container's runtime:\n%s", s)
	}
	term.keys("Enter")
	term.typeText("import numpy as np\nprint(np.arange(5).sum(), np.__name__)")
	term.keys("C-r")
	term.waitWithin(2*time.Minute, "10 numpy", "[1]", "● idle")
	// A matplotlib figure comes back as a PNG output; tmux shows no
	// images, so the notebook labels it.
	term.keys("Enter")
	term.typeText("import matplotlib.pyplot as plt\nplt.plot([1, 4, 9])\nplt.show()")
	term.keys("C-r")
	s = term.waitWithin(2*time.Minute, "[2]", "● idle")
	if !regexp.MustCompile(`\[figure 1: \d+x\d+ PNG\]`).MatchString(s) {
		t.Errorf("the figure is not labelled:\n%s", s)
	}
	term.keys("Enter")
	term.typeText("while True: pass")
	term.keys("C-e")
	term.waitFor("busy")
	term.keys("i", "i")
	term.waitWithin(time.Minute, "KeyboardInterrupt", "[3]", "● idle")
	term.keys("C-s")
	term.waitFor("saved np.bynb")
	nb, err := cells.Load(filepath.Join(dir, "np.bynb"))
	if err != nil {
		t.Fatal(err)
	}
	if c := nb.Cells[0]; c.Backend != "container" || c.Outputs[0].Text != "10 numpy\n" {
		t.Errorf("saved cell: %+v", c)
	}
	if outs := nb.Cells[1].Outputs; len(outs) == 0 || outs[len(outs)-1].MIME != "image/png" {
		t.Errorf("the figure was not saved: %+v", outs)
	}
}

func TestNotebookEndToEndColoursAndNoColor(t *testing.T) {
	needTmux(t)
	bin, dir := buildBinary(t), t.TempDir()
	colour := regexp.MustCompile(`\x1b\[[0-9;]*[34]8;[25];`)
	term := startNotebook(t, bin, dir, "--monty", "c.bynb")
	term.waitFor("COMMAND")
	if s := term.tmux("capture-pane", "-t", "0", "-e", "-p"); !colour.MatchString(s) {
		t.Errorf("no colours on a true-colour terminal:\n%q", s)
	}
	term = startNotebookEnv(t, bin, dir, "NO_COLOR=1", "--monty", "c.bynb")
	s := term.tmux("capture-pane", "-t", "0", "-e", "-p")
	if colour.MatchString(s) {
		t.Errorf("colours despite NO_COLOR:\n%q", s)
	}
	// tmux writes the attributes its own way: \x1b[1;7m, \x1b[0;1;7m\x1b[39m…
	if !regexp.MustCompile(`\x1b\[(?:[0-9]+;)*7m(?:\x1b\[[0-9;]*m)* COMMAND `).MatchString(s) {
		t.Errorf("without colour the mode label is not in reverse video:\n%q", s)
	}
}

func TestNotebookEndToEndMalformedFile(t *testing.T) {
	needTmux(t)
	bin, dir := buildBinary(t), t.TempDir()
	path := filepath.Join(dir, "broken.bynb")
	bad := []byte("{\n  \"format\": \"bynb\",\n  \"version\": 1,\n  \"cells\": [,]\n}\n")
	if err := os.WriteFile(path, bad, 0o644); err != nil {
		t.Fatal(err)
	}
	term := &terminal{t: t, socket: "backyard-e2e-bad-" + strconv.Itoa(os.Getpid()), dir: dir}
	term.tmux("new-session", "-d", "-x", "120", "-y", "40", "-c", dir, bin+" broken.bynb; echo EXITED $?; sleep 60")
	t.Cleanup(func() { exec.Command("tmux", "-L", term.socket, "kill-server").Run() })
	term.waitFor("broken.bynb:4:13: malformed notebook", "was not changed", "EXITED 1")
	if data, _ := os.ReadFile(path); !bytes.Equal(data, bad) {
		t.Error("the malformed file was changed")
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Errorf("the directory holds %d files, want just the notebook", len(entries))
	}
}

// TestNotebookEndToEndImageFiles has a cell write a PNG into the
// workspace. Under tmux, which does not pass the kitty graphics protocol
// on, --images auto shows the file as its path and nothing else; forced
// with --images kitty, the image's placeholder cells reach the terminal
// through Bubble Tea's renderer, under the path.
func TestNotebookEndToEndImageFiles(t *testing.T) {
	needTmux(t)
	bin, dir := buildBinary(t), t.TempDir()
	work := filepath.Join(dir, "work")
	if err := os.Mkdir(work, 0o777); err != nil {
		t.Fatal(err)
	}
	// A 40×20 red PNG, written by the cell in pieces short enough to type.
	const png = "89504e470d0a1a0a0000000d49484452000000280000001408020000007024e8ec" +
		"000000234944415478daedcdb10d000008c0a0feffb49ee120093b4d9d482c168b" +
		"c562b1f84fbc7dfa1d0ea21e873d0000000049454e44ae426082"
	var code strings.Builder
	for i := 0; i < len(png); i += 66 {
		code.WriteString("h " + map[bool]string{true: "=", false: "+="}[i == 0] + " '" + png[i:min(i+66, len(png))] + "'\n")
	}
	code.WriteString("open('/sandbox/work/plot.png', 'wb').write(bytes.fromhex(h))")

	for _, tt := range []struct {
		images     string
		wantInline bool
	}{{"auto", false}, {"kitty", true}} {
		t.Run(tt.images, func(t *testing.T) {
			os.Remove(filepath.Join(work, "plot.png"))
			term := startNotebook(t, bin, dir, "--monty", "--workspace", work, "--images", tt.images, "img-"+tt.images+".bynb")
			term.keys("Enter")
			term.typeText(code.String())
			term.keys("C-e")
			s := term.waitFor("files: +/sandbox/work/plot.png", "● idle")
			// 40×20 pixels take 4×1 cells (a cell is taken as 10×20).
			want := 0
			if tt.wantInline {
				want = 4
			}
			if n := strings.Count(s, "\U0010EEEE"); n != want {
				t.Errorf("--images %s: %d placeholder cells on screen, want %d:\n%s", tt.images, n, want, s)
			}
			term.keys("C-q")
			term.waitFor("Save changes")
			term.keys("n")
			term.waitFor("EXITED 0")
		})
	}
}
