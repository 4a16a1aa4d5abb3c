package stdlib

import (
	"bufio"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// TestProvenance runs the provenance tool (../shared/tools/provenance.py
// beside the repository) over the whole tree: no Python source we carry,
// in a .py file or a Go string, may stand verbatim in CPython's Lib beyond
// the tool's bounds. Files still being rewritten are listed in
// testdata/provenance_pending.txt; the list only shrinks: a listed file
// that passes must leave it, and a file not listed must pass.
func TestProvenance(t *testing.T) {
	root, err := filepath.Abs("../../..")
	if err != nil {
		t.Fatal(err)
	}
	tool := filepath.Join(root, "..", "shared", "tools", "provenance.py")
	if _, err := os.Stat(tool); err != nil {
		if os.Getenv("CI") != "" {
			t.Fatalf("the provenance tool is missing: %v", err)
		}
		t.Skipf("the provenance tool is not beside the repository: %v", err)
	}
	out, err := exec.Command("python3", tool, root).CombinedOutput()
	if _, ok := err.(*exec.ExitError); err != nil && !ok {
		t.Fatalf("run %s: %v", tool, err)
	}
	failing := map[string]bool{}
	sc := bufio.NewScanner(strings.NewReader(string(out)))
	var last string
	for sc.Scan() {
		line := sc.Text()
		if f, ok := strings.CutPrefix(line, "FAIL "); ok {
			failing[strings.Fields(f)[0]] = true
		}
		if strings.TrimSpace(line) != "" {
			last = line
		}
	}
	t.Log(last)
	pending := readPending(t, "testdata/provenance_pending.txt")
	var over, done []string
	for f := range failing {
		if !pending[f] {
			over = append(over, f)
		}
	}
	for f := range pending {
		if !failing[f] {
			done = append(done, f)
		}
	}
	sort.Strings(over)
	sort.Strings(done)
	for _, f := range over {
		t.Errorf("%s stands verbatim in CPython's Lib beyond the bounds (python3 %s %s)", f, tool, root)
	}
	for _, f := range done {
		t.Errorf("%s passes now: take it off testdata/provenance_pending.txt", f)
	}
}

// readPending reads the list of files still being rewritten, one path a
// line; # starts a comment.
func readPending(t *testing.T, name string) map[string]bool {
	b, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	m := map[string]bool{}
	for _, line := range strings.Split(string(b), "\n") {
		if i := strings.IndexByte(line, '#'); i >= 0 {
			line = line[:i]
		}
		if line = strings.TrimSpace(line); line != "" {
			m[line] = true
		}
	}
	return m
}
