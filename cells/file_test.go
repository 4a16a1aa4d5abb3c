package cells

import (
	"bytes"
	"errors"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

func TestSaveThenLoadByExtension(t *testing.T) {
	dir := t.TempDir()
	for _, name := range []string{"n.bynb", "n.ipynb"} {
		path := filepath.Join(dir, name)
		if err := Save(path, sample()); err != nil {
			t.Fatal(err)
		}
		nb, err := Load(path)
		if err != nil {
			t.Fatal(err)
		}
		if len(nb.Cells) != len(sample().Cells) || nb.Cells[2].Outputs[0].ErrorType != "ZeroDivisionError" {
			t.Errorf("%s: loaded %+v", name, nb.Cells)
		}
		data, _ := os.ReadFile(path)
		if isJupyter := bytes.Contains(data, []byte(`"nbformat": 4`)); isJupyter != IsIPYNB(path) {
			t.Errorf("%s written in the wrong format:\n%s", name, data)
		}
	}
}

func TestWriteFileAtomicKeepsModeAndSymlinkAndLeavesNoTemp(t *testing.T) {
	dir := t.TempDir()
	real := filepath.Join(dir, "real.bynb")
	link := filepath.Join(dir, "link.bynb")
	if err := os.WriteFile(real, []byte("old"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(real, link); err != nil {
		t.Fatal(err)
	}
	if err := WriteFileAtomic(link, []byte("new"), 0o644); err != nil {
		t.Fatal(err)
	}
	if fi, _ := os.Lstat(link); fi.Mode()&fs.ModeSymlink == 0 {
		t.Error("the symlink was replaced by a file")
	}
	fi, _ := os.Stat(real)
	if data, _ := os.ReadFile(real); string(data) != "new" || fi.Mode().Perm() != 0o600 {
		t.Errorf("real file = %q mode %v, want \"new\" 0600", data, fi.Mode().Perm())
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 2 {
		t.Errorf("directory holds %d entries, want 2 (a temp file was left?)", len(entries))
	}
}

func TestWriteFileAtomicFailureLeavesOriginal(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "n.bynb")
	os.WriteFile(path, []byte("original"), 0o644)
	err := writeAtomic(path, io.MultiReader(strings.NewReader("partial"), errReader{}), 0o644)
	if err == nil || !strings.Contains(err.Error(), "disk on fire") {
		t.Fatalf("err = %v", err)
	}
	if data, _ := os.ReadFile(path); string(data) != "original" {
		t.Errorf("file = %q after a failed save", data)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Errorf("a failed save left %d entries", len(entries))
	}
}

type errReader struct{}

func (errReader) Read([]byte) (int, error) { return 0, errors.New("disk on fire") }

// killEnv makes the test binary act as a process that dies by SIGKILL in
// the middle of saving the file named by the variable's value.
const killEnv = "CELLS_TEST_KILL_MID_SAVE"

// TestMain lets the test binary play the process killed mid-save.
func TestMain(m *testing.M) {
	if path := os.Getenv(killEnv); path != "" {
		big, _ := EncodeBynb(bigNotebook(2000))
		r := io.MultiReader(bytes.NewReader(big[:len(big)/2]), killer{})
		_ = writeAtomic(path, r, 0o644)
		os.Exit(3) // not reached: killer ends the process
	}
	os.Exit(m.Run())
}

type killer struct{}

func (killer) Read([]byte) (int, error) {
	_ = syscall.Kill(os.Getpid(), syscall.SIGKILL)
	time.Sleep(time.Minute)
	return 0, io.EOF
}

func TestKilledMidSaveLeavesOriginalIntact(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "n.bynb")
	if err := Save(path, sample()); err != nil {
		t.Fatal(err)
	}
	before, _ := os.ReadFile(path)
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), killEnv+"="+path)
	err := cmd.Run()
	var ee *exec.ExitError
	if !errors.As(err, &ee) || ee.Sys().(syscall.WaitStatus).Signal() != syscall.SIGKILL {
		t.Fatalf("child did not die by SIGKILL: %v", err)
	}
	after, _ := os.ReadFile(path)
	if !bytes.Equal(before, after) {
		t.Fatal("the file changed after a save was killed midway")
	}
	if _, err := Load(path); err != nil {
		t.Fatalf("the file no longer loads: %v", err)
	}
	// The killed save's partial temp file is beside it, never in its place.
	entries, _ := os.ReadDir(dir)
	var temps int
	for _, e := range entries {
		if strings.HasPrefix(e.Name(), ".n.bynb.tmp") {
			temps++
		}
	}
	if temps != 1 {
		t.Errorf("found %d partial temp files, want 1: %v", temps, entries)
	}
}

func TestOpenPrefersANewerAutosave(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "n.bynb")

	nb, from, err := Open(path)
	if err != nil || from != Fresh || len(nb.Cells) != 1 {
		t.Fatalf("Open(missing) = %v, %v, %v", nb, from, err)
	}

	if err := Save(path, sample()); err != nil {
		t.Fatal(err)
	}
	if _, from, _ := Open(path); from != FromFile {
		t.Errorf("with no autosave, Open came from %v", from)
	}

	edited := sample()
	edited.Cells[0].Source = "unsaved edit"
	if err := WriteAutosave(path, edited); err != nil {
		t.Fatal(err)
	}
	old := time.Now().Add(-time.Minute)
	os.Chtimes(path, old, old)
	nb, from, err = Open(path)
	if err != nil || from != FromAutosave || nb.Cells[0].Source != "unsaved edit" {
		t.Errorf("Open with a newer autosave = %v, %v (source %q)", from, err, nb.Cells[0].Source)
	}

	// A save after the autosave makes the autosave stale.
	os.Chtimes(AutosavePath(path), old.Add(-time.Minute), old.Add(-time.Minute))
	if _, from, _ := Open(path); from != FromFile {
		t.Errorf("with an older autosave, Open came from %v", from)
	}
	if err := RemoveAutosave(path); err != nil {
		t.Fatal(err)
	}
	if err := RemoveAutosave(path); err != nil {
		t.Errorf("removing a missing autosave: %v", err)
	}
	if _, err := os.Stat(AutosavePath(path)); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("autosave still there: %v", err)
	}
}

func TestOpenNeverReplacesAMalformedFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "bad.bynb")
	bad := []byte("{\"format\": \"bynb\",\n  oops\n}")
	os.WriteFile(path, bad, 0o644)
	WriteAutosave(path, sample())
	_, _, err := Open(path)
	var fe *FormatError
	if !errors.As(err, &fe) || fe.Line != 2 || fe.Column != 3 {
		t.Fatalf("Open(malformed) = %v, want a *FormatError at 2:3", err)
	}
	if data, _ := os.ReadFile(path); !bytes.Equal(data, bad) {
		t.Error("the malformed file was changed")
	}
}

func bigNotebook(n int) *Notebook {
	nb := &Notebook{}
	for i := range n {
		c := NewCell(Code, strings.Repeat("x = 1 + 2\n", 5))
		c.Outputs = []Output{{Kind: Stream, Name: Stdout, Text: strings.Repeat("output line\n", 3)}}
		c.ExecutionCount = i + 1
		nb.Cells = append(nb.Cells, c)
	}
	return nb
}
