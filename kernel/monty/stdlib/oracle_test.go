package stdlib

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// harness runs one test program under python3. In mode "real" the program
// imports CPython's own modules; in mode "ours" the modules under py/ take
// their place: the modules that monty implements in Go (and that ours may
// import) are loaded from CPython first, then every name ours provide is
// dropped from sys.modules and found in py/ by an importer placed ahead of
// CPython's builtin, frozen and path importers. At exit the harness checks
// that every module imported under one of our names came from py/.
const harness = `
import sys
mode, pydir, prog = sys.argv[1:4]
if mode == "ours":
    import os, re, json, math, time, io, random, struct, binascii, hashlib
    from importlib.machinery import PathFinder
    ours = set()
    for entry in os.listdir(pydir):
        if entry.endswith(".py"):
            ours.add(entry[:-3])
        elif os.path.isfile(os.path.join(pydir, entry, "__init__.py")):
            ours.add(entry)
    for name in list(sys.modules):
        if name.split(".")[0] in ours:
            del sys.modules[name]
    # Ahead of the builtin and frozen importers (itertools is built in,
    # abc frozen), our names are looked up in pydir only.

    class Ours:
        @staticmethod
        def find_spec(name, path=None, target=None):
            if name.split(".")[0] not in ours:
                return None
            return PathFinder.find_spec(name, path if "." in name else [pydir])

    sys.meta_path.insert(0, Ours)
with open(prog, encoding="utf-8") as f:
    source = f.read()
sys.argv = [prog]
# The program runs as the real __main__ module (get_type_hints and
# inspect.getsource look it up in sys.modules).
main = type(sys)("__main__")
main.__file__ = prog
sys.modules["__main__"] = main
try:
    exec(compile(source, prog, "exec"), main.__dict__)
finally:
    if mode == "ours":
        # Every module the program used under one of our names must be ours.
        for name, module in list(sys.modules.items()):
            origin = getattr(module, "__file__", None) or ""
            if name.split(".")[0] in ours and not origin.startswith(pydir):
                print("harness: %s is CPython's (%s), not ours" % (name, origin), file=sys.stderr)
`

// run executes prog under the harness and returns stdout, stderr and the
// exit code.
func run(t *testing.T, mode, prog string) (stdout, stderr string, code int) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	pydir, err := filepath.Abs("py")
	if err != nil {
		t.Fatal(err)
	}
	// -B keeps __pycache__ out of py/; -I -S keep the user's site out.
	cmd := exec.CommandContext(ctx, "python3", "-B", "-I", "-S", "-c", harness, mode, pydir, prog)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	err = cmd.Run()
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatalf("%s %s: %v", mode, prog, err)
	}
	return out.String(), errb.String(), code
}

// lastLine is the "Type: message" line of an uncaught exception's traceback;
// the frames above it name files that differ between the two runs.
func lastLine(s string) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	return lines[len(lines)-1]
}

// TestOracle runs every program under testdata/ with CPython's modules and
// with ours, and requires the same stdout, the same stderr and the same exit
// status. Every program must run to its end under CPython: expected errors
// are caught and printed by the program itself.
func TestOracle(t *testing.T) {
	if _, err := exec.LookPath("python3"); err != nil {
		t.Fatal("python3 (CPython 3.11, the oracle) is not on PATH")
	}
	progs, err := filepath.Glob("testdata/*.py")
	if err != nil {
		t.Fatal(err)
	}
	if len(progs) == 0 {
		t.Fatal("no test programs under testdata/")
	}
	for _, prog := range progs {
		name := strings.TrimSuffix(filepath.Base(prog), ".py")
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			wantOut, wantErr, wantCode := run(t, "real", prog)
			if wantCode != 0 {
				// A program that stops early would leave the rest of its
				// cases untested while ours still "matched" the failure.
				t.Errorf("CPython fails the program (exit %d): %s", wantCode, lastLine(wantErr))
			}
			gotOut, gotErr, gotCode := run(t, "ours", prog)
			if wantCode != gotCode {
				t.Errorf("exit status: ours %d, CPython %d\nours stderr:\n%s", gotCode, wantCode, gotErr)
			}
			if gotOut != wantOut {
				t.Errorf("stdout differs:\n%s", diff(wantOut, gotOut))
			}
			if wantCode != 0 {
				wantErr, gotErr = lastLine(wantErr), lastLine(gotErr)
			}
			if gotErr != wantErr {
				t.Errorf("stderr differs:\n%s", diff(wantErr, gotErr))
			}
		})
	}
}

// diff shows the first differing lines of want (CPython) and got (ours)
// with a little context.
func diff(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	i := 0
	for i < len(w) && i < len(g) && w[i] == g[i] {
		i++
	}
	var b strings.Builder
	for j := max(0, i-3); j < i; j++ {
		b.WriteString("    " + w[j] + "\n")
	}
	for j := i; j < min(len(w), i+8); j++ {
		b.WriteString("  - " + w[j] + "\n")
	}
	for j := i; j < min(len(g), i+8); j++ {
		b.WriteString("  + " + g[j] + "\n")
	}
	return b.String()
}

// TestModulesHaveSource pins the embed listing: every listed module has a
// source, and every module has a test program named after it or after a
// package containing it (asyncio_*.py covers asyncio.tasks).
func TestModulesHaveSource(t *testing.T) {
	mods := Modules()
	if len(mods) == 0 {
		t.Fatal("no modules embedded")
	}
	for _, m := range mods {
		if _, ok := Source(m); !ok {
			t.Errorf("Source(%q) not found", m)
		}
		if strings.HasPrefix(m, "_") {
			continue // private helper (data tables) tested through its user
		}
		if !hasTestProgram(m) {
			t.Errorf("module %s has no test program testdata/%s_*.py", m, strings.ReplaceAll(m, ".", "_"))
		}
	}
	if _, ok := Source("no_such_module"); ok {
		t.Error("Source found a module that does not exist")
	}
}

// hasTestProgram reports whether testdata/ holds a program for module or
// for one of the packages that contain it.
func hasTestProgram(module string) bool {
	parts := strings.Split(module, ".")
	for n := len(parts); n > 0; n-- {
		root := strings.Join(parts[:n], "_")
		if matches, _ := filepath.Glob("testdata/" + root + "_*.py"); len(matches) > 0 {
			return true
		}
		if _, err := os.Stat("testdata/" + root + ".py"); err == nil {
			return true
		}
	}
	return false
}
