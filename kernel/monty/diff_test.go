package monty_test

// The differential suite: every program under testdata/ is run by monty and
// by CPython, the oracle, and the two are compared.
//
// CPython runs the whole corpus in one process (testdata/cpython_driver.py),
// because interpreter start-up times hundreds of programs would eat the CI
// budget. Monty runs each program on a fresh kernel through the kernel
// contract, exactly as a caller would.
//
// What is compared, per program:
//   - stdout, exactly;
//   - the last line of stderr (the "Type: message" line of an uncaught
//     exception, or whatever the program wrote last);
//   - success or failure.
//
// A program holding "# %% cell" marker lines is a REPL session: each cell is
// one Execute on one kernel, and stdout is a transcript of "[cell N]"
// headers, each cell's output, "Out: <repr>" for a final expression whose
// value is not None, and the traceback of a failing cell. Traceback caret
// lines (^^^ and ~~~ under the source line) are dropped on both sides before
// comparing: they are CPython's decoration, not its semantics.
//
// testdata/known_failing.txt lists the programs monty does not pass yet. A
// listed program that fails is logged, not failed; a listed program that
// passes fails the test so that the list only shrinks; an unlisted program
// that fails fails the test. Rewrite the list from a run with
//
//	go test ./kernel/monty -run TestDifferential -update-known-failing

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/backyard-dev/backyard/kernel"
	"github.com/backyard-dev/backyard/kernel/monty"
)

var updateKnownFailing = flag.Bool("update-known-failing", false,
	"rewrite testdata/known_failing.txt from this run's failures")

const (
	corpusDir        = "testdata"
	knownFailingFile = "testdata/known_failing.txt"
	cellMarker       = "# %% cell"
	// cellTimeout bounds one Execute; hangTimeout is how long the runner
	// waits past it before declaring the kernel stuck and moving on.
	cellTimeout = 10 * time.Second
	hangTimeout = 5 * time.Second
)

// outcome is what one interpreter did with one program, in the shape the
// CPython driver prints it.
type outcome struct {
	Name   string `json:"name"`
	Stdout string `json:"stdout"`
	Stderr string `json:"stderr"`
	OK     bool   `json:"ok"`
}

// program is one corpus file.
type program struct {
	name  string
	cells []string // nil for a plain program
	src   string
}

func TestDifferential(t *testing.T) {
	programs := loadCorpus(t)
	want := runCPython(t, programs)
	known := readKnownFailing(t)

	var (
		mu       sync.Mutex
		failures = map[string]string{} // name → first-line reason
		ran      int
	)
	t.Run("program", func(t *testing.T) {
		for _, p := range programs {
			t.Run(p.name, func(t *testing.T) {
				t.Parallel()
				w, ok := want[p.name]
				if !ok {
					t.Fatalf("CPython driver printed no result for %s", p.name)
				}
				got := runMonty(p)
				problems := compare(p, w, got)
				details := make([]string, len(problems))
				for i, pr := range problems {
					details[i] = pr.detail
				}
				mu.Lock()
				defer mu.Unlock()
				ran++
				reason, listed := known[p.name]
				switch {
				case len(problems) == 0 && listed:
					if !*updateKnownFailing {
						t.Errorf("now passes: remove from known_failing.txt (was: %s); refresh it with go test ./kernel/monty -run TestDifferential -update-known-failing", reason)
					}
				case len(problems) == 0:
				case listed:
					failures[p.name] = problems[0].summary
					t.Logf("known failing (%s):\n%s", reason, strings.Join(details, "\n"))
				default:
					failures[p.name] = problems[0].summary
					if !*updateKnownFailing {
						t.Errorf("%s", strings.Join(details, "\n"))
					}
				}
			})
		}
	})

	stale := 0
	names := map[string]bool{}
	for _, p := range programs {
		names[p.name] = true
	}
	for name := range known {
		if !names[name] {
			stale++
			if !*updateKnownFailing {
				t.Errorf("known_failing.txt lists %s, which is not in the corpus", name)
			}
		}
	}
	knownFailing, newFailing := 0, 0
	for name := range failures {
		if _, ok := known[name]; ok {
			knownFailing++
		} else {
			newFailing++
		}
	}
	pass := ran - len(failures)
	t.Logf("differential: %d programs, %d pass, %d known failing, %d new failures",
		ran, pass, knownFailing, newFailing)
	fmt.Printf("differential: %d programs, %d pass, %d known failing\n", ran, pass, knownFailing)

	if *updateKnownFailing {
		if ran != len(programs) {
			t.Fatalf("-update-known-failing needs the whole corpus: %d of %d programs ran", ran, len(programs))
		}
		if err := writeKnownFailing(known, failures); err != nil {
			t.Fatal(err)
		}
		t.Logf("rewrote %s: %d programs listed", knownFailingFile, len(failures))
	}
}

// loadCorpus reads every testdata/*.py program, sorted by name.
func loadCorpus(t *testing.T) []program {
	t.Helper()
	paths, err := filepath.Glob(filepath.Join(corpusDir, "*.py"))
	if err != nil {
		t.Fatal(err)
	}
	var programs []program
	for _, path := range paths {
		name := strings.TrimSuffix(filepath.Base(path), ".py")
		if name == "cpython_driver" {
			continue
		}
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		src := string(data)
		programs = append(programs, program{name: name, src: src, cells: splitCells(src)})
	}
	if len(programs) == 0 {
		t.Fatalf("no programs under %s", corpusDir)
	}
	sort.Slice(programs, func(i, j int) bool { return programs[i].name < programs[j].name })
	return programs
}

// splitCells splits a REPL-session program at its marker lines, as the
// driver's split_cells does; it returns nil for a plain program.
func splitCells(src string) []string {
	var cells []string
	var cur strings.Builder
	found := false
	for _, line := range strings.SplitAfter(src, "\n") {
		if strings.TrimRight(line, " \t\r\n") == cellMarker {
			cells = append(cells, cur.String())
			cur.Reset()
			found = true
			continue
		}
		cur.WriteString(line)
	}
	if !found {
		return nil
	}
	return append(cells, cur.String())
}

// runCPython runs the whole corpus through the driver in one python3.
func runCPython(t *testing.T, programs []program) map[string]outcome {
	t.Helper()
	python, err := exec.LookPath("python3")
	if err != nil {
		t.Fatalf("python3 not found: the differential suite needs CPython 3.11 as its oracle: %v", err)
	}
	args := []string{filepath.Join(corpusDir, "cpython_driver.py"), corpusDir}
	for _, p := range programs {
		args = append(args, p.name)
	}
	cmd := exec.Command(python, args...)
	// A fixed hash seed keeps CI stable should a program ever depend on str
	// hash order (the corpus is checked against several seeds when written).
	cmd.Env = append(os.Environ(), "PYTHONIOENCODING=utf-8", "PYTHONDONTWRITEBYTECODE=1", "PYTHONHASHSEED=0")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("cpython driver: %v\n%s", err, stderr.String())
	}
	want := map[string]outcome{}
	sc := bufio.NewScanner(bytes.NewReader(out))
	sc.Buffer(make([]byte, 1<<20), 64<<20)
	for sc.Scan() {
		var o outcome
		if err := json.Unmarshal(sc.Bytes(), &o); err != nil {
			t.Fatalf("cpython driver printed %q: %v", sc.Text(), err)
		}
		want[o.Name] = o
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return want
}

// runMonty runs one program on a fresh monty kernel and reports it in the
// driver's shape.
func runMonty(p program) outcome {
	k, err := monty.New()
	if err != nil {
		return outcome{Name: p.name, Stderr: "monty.New: " + err.Error()}
	}
	defer k.Close()

	if p.cells == nil {
		res, err := execute(k, p.src)
		if err != nil {
			return outcome{Name: p.name, Stderr: "Execute: " + err.Error()}
		}
		return outcome{Name: p.name, Stdout: res.Stdout, Stderr: stderrWithTraceback(res), OK: res.Success}
	}

	var stdout, stderr strings.Builder
	ok := true
	for i, cell := range p.cells {
		fmt.Fprintf(&stdout, "[cell %d]\n", i+1)
		res, err := execute(k, cell)
		if err != nil {
			fmt.Fprintf(&stdout, "Execute: %v\n", err)
			ok = false
			continue
		}
		stdout.WriteString(res.Stdout)
		stderr.WriteString(stderrOnly(res))
		if res.Value != nil && res.Success {
			fmt.Fprintf(&stdout, "Out: %s\n", res.Value.Repr)
		}
		if !res.Success {
			ok = false
			stdout.WriteString(traceback(res))
		}
	}
	return outcome{Name: p.name, Stdout: stdout.String(), Stderr: stderr.String(), OK: ok}
}

// execute runs one cell with a deadline. A kernel that ignores the deadline
// or panics out of Execute is reported as an error instead of hanging or
// crashing the whole suite.
func execute(k kernel.Kernel, code string) (res *kernel.Result, err error) {
	ctx, cancel := context.WithTimeout(context.Background(), cellTimeout)
	defer cancel()
	type reply struct {
		res *kernel.Result
		err error
	}
	done := make(chan reply, 1)
	go func() {
		defer func() {
			if r := recover(); r != nil {
				done <- reply{err: fmt.Errorf("panic: %v", r)}
			}
		}()
		res, err := k.Execute(ctx, kernel.Request{Code: code})
		done <- reply{res, err}
	}()
	select {
	case r := <-done:
		if r.err == nil && r.res == nil {
			return nil, errors.New("Execute returned neither a result nor an error")
		}
		return r.res, r.err
	case <-time.After(cellTimeout + hangTimeout):
		return nil, fmt.Errorf("Execute did not return within %v of its deadline", hangTimeout)
	}
}

// traceback is the text CPython prints for the exception that ended a cell.
func traceback(res *kernel.Result) string {
	if res.Error == nil {
		if res.TimedOut {
			return "(timed out)\n"
		}
		return "(failed without an error)\n"
	}
	tb := res.Error.Traceback
	if tb == "" {
		tb = res.Error.Error()
	}
	if !strings.HasSuffix(tb, "\n") {
		tb += "\n"
	}
	return tb
}

// stderrOnly is what the cell itself wrote to stderr: the traceback is cut
// off when the kernel also wrote it there.
func stderrOnly(res *kernel.Result) string {
	if res.Success || res.Error == nil || res.Error.Traceback == "" {
		return res.Stderr
	}
	return strings.TrimSuffix(res.Stderr, res.Error.Traceback)
}

// stderrWithTraceback is stderr as a CPython process would leave it: what
// the program wrote, then the traceback of the exception that ended it.
func stderrWithTraceback(res *kernel.Result) string {
	if res.Success {
		return res.Stderr
	}
	return stderrOnly(res) + traceback(res)
}

// problem is one difference between CPython and monty: a one-line summary
// for known_failing.txt and the full detail for the test log.
type problem struct {
	summary, detail string
}

// compare lists the differences between CPython's and monty's outcomes.
func compare(p program, want, got outcome) []problem {
	var problems []problem
	if want.OK && !got.OK {
		// The most useful one-line reason is what monty raised.
		problems = append(problems, problem{
			summary: "monty raised " + clip(lastLine(got.Stderr+lastTraceback(p, got)), 90),
			detail:  fmt.Sprintf("success differs: cpython ok, monty failed:\n%s", got.Stderr),
		})
	}
	ws, gs := want.Stdout, got.Stdout
	if p.cells != nil {
		ws, gs = dropCarets(ws), dropCarets(gs)
	}
	if ws != gs {
		problems = append(problems, problem{
			summary: firstDifference(ws, gs),
			detail:  "stdout differs (-cpython +monty):\n" + lineDiff(ws, gs),
		})
	}
	if wl, gl := lastLine(want.Stderr), lastLine(got.Stderr); wl != gl {
		problems = append(problems, problem{
			summary: "stderr: " + clip(gl, 90),
			detail:  fmt.Sprintf("last stderr line differs:\n  cpython: %q\n  monty:   %q", wl, gl),
		})
	}
	if !want.OK && got.OK {
		problems = append(problems, problem{
			summary: fmt.Sprintf("success differs: cpython %v, monty %v", want.OK, got.OK),
			detail:  fmt.Sprintf("success differs: cpython %v, monty %v", want.OK, got.OK),
		})
	}
	return problems
}

// firstDifference names the first stdout line where monty differs, showing
// both sides from a little before the first differing character.
func firstDifference(want, got string) string {
	w := strings.Split(want, "\n")
	g := strings.Split(got, "\n")
	for i := 0; i < len(w) || i < len(g); i++ {
		var wl, gl string
		if i < len(w) {
			wl = w[i]
		}
		if i < len(g) {
			gl = g[i]
		}
		if wl == gl && i < len(w) && i < len(g) {
			continue
		}
		col := 0
		for col < len(wl) && col < len(gl) && wl[col] == gl[col] {
			col++
		}
		from := max(0, col-15)
		for from > 0 && !utf8.RuneStart(wl[from]) {
			from--
		}
		prefix := ""
		if from > 0 {
			prefix = "..."
		}
		return fmt.Sprintf("stdout line %d: want %q, got %q", i+1,
			prefix+clip(wl[from:], 45), prefix+clip(gl[min(from, len(gl)):], 45))
	}
	return "stdout differs"
}

func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "..."
}

// lastTraceback is, for a REPL session, the last traceback line of its
// transcript (a failing cell's error sits in stdout there).
func lastTraceback(p program, o outcome) string {
	if p.cells == nil || o.Stdout == "" {
		return ""
	}
	lines := strings.Split(strings.TrimRight(o.Stdout, "\n"), "\n")
	for i := len(lines) - 1; i >= 0; i-- {
		if strings.HasPrefix(lines[i], "Traceback") || strings.HasPrefix(lines[i], "Execute: ") {
			for j := i; j < len(lines); j++ {
				if j+1 == len(lines) || strings.HasPrefix(lines[j+1], "[cell ") {
					return "\n" + lines[j]
				}
			}
		}
	}
	return ""
}

var caretLine = regexp.MustCompile(`(?m)^[ \t]*[\^~]+[ \t]*\n`)

// dropCarets removes CPython's ^^^/~~~ marker lines under traceback sources.
func dropCarets(s string) string { return caretLine.ReplaceAllString(s, "") }

func lastLine(s string) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	return lines[len(lines)-1]
}

// lineDiff is a small line-oriented diff (longest common subsequence),
// enough for the short outputs of corpus programs.
func lineDiff(a, b string) string {
	x := strings.Split(a, "\n")
	y := strings.Split(b, "\n")
	const maxLines = 2000
	if len(x) > maxLines || len(y) > maxLines {
		return fmt.Sprintf("  (outputs too long to diff: %d and %d lines)", len(x), len(y))
	}
	// lcs[i][j] = length of the LCS of x[i:] and y[j:]
	lcs := make([][]int, len(x)+1)
	for i := range lcs {
		lcs[i] = make([]int, len(y)+1)
	}
	for i := len(x) - 1; i >= 0; i-- {
		for j := len(y) - 1; j >= 0; j-- {
			if x[i] == y[j] {
				lcs[i][j] = lcs[i+1][j+1] + 1
			} else {
				lcs[i][j] = max(lcs[i+1][j], lcs[i][j+1])
			}
		}
	}
	var out strings.Builder
	shown := 0
	emit := func(prefix, line string) {
		if shown < 60 {
			fmt.Fprintf(&out, "  %s%s\n", prefix, line)
		} else if shown == 60 {
			out.WriteString("  ...\n")
		}
		shown++
	}
	i, j := 0, 0
	for i < len(x) || j < len(y) {
		switch {
		case i < len(x) && j < len(y) && x[i] == y[j]:
			emit(" ", x[i])
			i++
			j++
		case j < len(y) && (i == len(x) || lcs[i][j+1] >= lcs[i+1][j]):
			emit("+", y[j])
			j++
		default:
			emit("-", x[i])
			i++
		}
	}
	return strings.TrimRight(out.String(), "\n")
}

// readKnownFailing reads "name  # reason" lines; blank and comment lines
// are skipped.
func readKnownFailing(t *testing.T) map[string]string {
	t.Helper()
	known := map[string]string{}
	data, err := os.ReadFile(knownFailingFile)
	if errors.Is(err, os.ErrNotExist) {
		return known
	}
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(string(data), "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		name, reason, _ := strings.Cut(line, "#")
		known[strings.TrimSpace(name)] = strings.TrimSpace(reason)
	}
	return known
}

const knownFailingHeader = `# Differential programs monty does not pass yet: one name per line, then
# "# reason". The list only shrinks: a listed program that passes fails the
# test. Rewrite from a run with:
#   go test ./kernel/monty -run TestDifferential -update-known-failing
`

// writeKnownFailing rewrites the list from this run's failures, keeping the
// reasons already written for programs that still fail.
func writeKnownFailing(known, failures map[string]string) error {
	names := make([]string, 0, len(failures))
	for name := range failures {
		names = append(names, name)
	}
	sort.Strings(names)
	var b strings.Builder
	b.WriteString(knownFailingHeader)
	for _, name := range names {
		reason := known[name]
		if reason == "" {
			reason = failures[name]
		}
		fmt.Fprintf(&b, "%s  # %s\n", name, strings.ReplaceAll(reason, "\n", " "))
	}
	if err := os.WriteFile(knownFailingFile, []byte(b.String()), 0o644); err != nil {
		return fmt.Errorf("write %s: %w", knownFailingFile, err)
	}
	return nil
}
