package syntax

import (
	"bufio"
	"bytes"
	"flag"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// The parser oracle: every .py file of the local CPython install is parsed
// by us and by CPython's own ast module (testdata/astdump.py, run once for a
// whole batch of files), and the dumps are compared. `go test` runs a fixed
// sample (every sampleStride-th file in sorted order) and requires all of it
// to match; `make conformance` runs every file and reports the percentage.

var fullConformance = flag.Bool("conformance.full", false, "compare every .py file of the CPython install, not the CI sample")

const sampleStride = 20

func python3(t testing.TB) string {
	exe, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("python3 (the oracle) is not installed")
	}
	// Ask for the real interpreter: pyenv's shim adds ~50 ms per start.
	out, err := exec.Command(exe, "-c", "import sys; print(sys.executable)").Output()
	if err == nil && len(bytes.TrimSpace(out)) > 0 {
		return string(bytes.TrimSpace(out))
	}
	return exe
}

func stdlibFiles(t testing.TB, py string) []string {
	out, err := exec.Command(py, "-c", "import sysconfig; print(sysconfig.get_paths()['stdlib'])").Output()
	if err != nil {
		t.Fatalf("ask python3 for its stdlib: %v", err)
	}
	root := string(bytes.TrimSpace(out))
	var files []string
	err = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		if !d.IsDir() && strings.HasSuffix(path, ".py") {
			files = append(files, path)
		}
		return nil
	})
	if err != nil {
		t.Fatalf("walk %s: %v", root, err)
	}
	sort.Strings(files)
	return files
}

// cpythonDumps runs the oracle over files and returns path → dump line.
func cpythonDumps(t testing.TB, py string, files []string) map[string]string {
	cmd := exec.Command(py, "-I", "-S", "testdata/astdump.py")
	cmd.Stdin = strings.NewReader(strings.Join(files, "\n") + "\n")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("run astdump.py: %v\n%s", err, stderr.String())
	}
	dumps := make(map[string]string, len(files))
	sc := bufio.NewScanner(bytes.NewReader(out))
	sc.Buffer(make([]byte, 1<<20), 1<<30)
	var path string
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "=== ") && path == "" {
			path = line[4:]
			continue
		}
		dumps[path] = line
		path = ""
	}
	return dumps
}

func TestConformance(t *testing.T) {
	py := python3(t)
	files := stdlibFiles(t, py)
	if !*fullConformance {
		var sample []string
		for i := 0; i < len(files); i += sampleStride {
			sample = append(sample, files[i])
		}
		files = sample
	}
	dumps := cpythonDumps(t, py, files)
	var accepted, same, rejected, rejectedToo int
	var failures []string
	for _, path := range files {
		want, ok := dumps[path]
		if !ok {
			t.Fatalf("oracle printed nothing for %s", path)
		}
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		tree, perr := Parse(path, src, ModeExec)
		if strings.HasPrefix(want, "ERROR ") {
			rejected++
			if perr != nil {
				rejectedToo++
			} else {
				failures = append(failures, path+": CPython rejects it, we accept it")
			}
			continue
		}
		accepted++
		if perr != nil {
			failures = append(failures, path+": "+perr.Error())
			continue
		}
		if got := Dump(tree); got != want {
			failures = append(failures, path+": dump differs at "+firstDiff(got, want))
			continue
		}
		same++
	}
	pct := 100 * float64(same) / float64(max(accepted, 1))
	t.Logf("conformance: %d files, CPython accepts %d, identical %d (%.3f%%); CPython rejects %d, we reject %d of them",
		len(files), accepted, same, pct, rejected, rejectedToo)
	for i, f := range failures {
		if i == 30 {
			t.Logf("... and %d more", len(failures)-30)
			break
		}
		t.Log(f)
	}
	if *fullConformance {
		if pct < 99.9 || rejectedToo != rejected {
			t.Errorf("conformance %.3f%% (want >= 99.9%%), rejected %d/%d", pct, rejectedToo, rejected)
		}
	} else if len(failures) > 0 {
		t.Errorf("%d of the %d sampled files differ from CPython", len(failures), len(files))
	}
}

func firstDiff(got, want string) string {
	i := 0
	for i < len(got) && i < len(want) && got[i] == want[i] {
		i++
	}
	lo := max(i-80, 0)
	return "\n  ours:    …" + got[lo:min(i+80, len(got))] + "\n  CPython: …" + want[lo:min(i+80, len(want))]
}
