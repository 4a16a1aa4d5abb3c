package mountfs_test

import (
	"context"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/backyard-dev/backyard/kernel"
	"github.com/backyard-dev/backyard/kernel/monty/mountfs"
)

// writeOps are every way to change a mount, each on its own files so that
// they can run again once write access is granted.
func writeOps(fsys *mountfs.FS) []struct {
	name, want string
	do         func() error
} {
	open := func(p string, flag int) func() error {
		return func() error {
			f, err := fsys.Open(p, flag, 0o666)
			if err == nil {
				f.Close()
			}
			return err
		}
	}
	return []struct {
		name, want string
		do         func() error
	}{
		{"open w", "'w.txt'", open("w.txt", os.O_WRONLY|os.O_CREATE|os.O_TRUNC)},
		{"open w new", "'new.txt'", open("new.txt", os.O_WRONLY|os.O_CREATE|os.O_TRUNC)},
		{"open a", "'a.txt'", open("a.txt", os.O_WRONLY|os.O_CREATE|os.O_APPEND)},
		{"open r+", "'rw.txt'", open("rw.txt", os.O_RDWR)},
		{"open x", "'x.txt'", open("x.txt", os.O_WRONLY|os.O_CREATE|os.O_EXCL)},
		{"O_TRUNC alone", "'t.txt'", open("t.txt", os.O_RDONLY|os.O_TRUNC)},
		{"open absolute", "'/sandbox/w/abs.txt'", open("/sandbox/w/abs.txt", os.O_WRONLY|os.O_CREATE)},
		{"mkdir", "'d'", func() error { return fsys.Mkdir("d", 0o777) }},
		{"makedirs", "'m1'", func() error { return fsys.MkdirAll("m1/m2", 0o777, true) }},
		{"remove", "'rm.txt'", func() error { return fsys.Remove("rm.txt") }},
		{"rmdir", "'empty'", func() error { return fsys.RemoveDir("empty") }},
		{"rmtree", "'tree'", func() error { return fsys.RemoveAll(context.Background(), "tree") }},
		{"rename", "'mv.txt' -> 'moved.txt'", func() error { return fsys.Rename("mv.txt", "moved.txt") }},
		{"replace", "'rp.txt' -> 'w.txt'", func() error { return fsys.Replace("rp.txt", "w.txt") }},
		{"utime", "", func() error { return fsys.Utime("ut.txt", fixedTime, fixedTime) }},
		{"chmod", "'ch.txt'", func() error { return fsys.Chmod("ch.txt", 0o600) }},
		{"truncate", "'tr.txt'", func() error { return fsys.Truncate("tr.txt", 1) }},
	}
}

var readOnlyTree = map[string]string{
	"w.txt": "w", "a.txt": "a", "rw.txt": "rw", "t.txt": "t", "rm.txt": "rm", "empty/": "",
	"tree/x/y.txt": "y", "mv.txt": "mv", "rp.txt": "rp", "ut.txt": "ut", "ch.txt": "ch", "tr.txt": "tr",
}

func TestReadOnlyRefusesEveryWriteThenGrantReachesHost(t *testing.T) {
	host := filepath.Join(t.TempDir(), "w")
	tree(t, host, readOnlyTree)
	before := snapshot(t, host)
	fsys := newFS(t, mountfs.Options{}, host)

	for _, op := range writeOps(fsys) {
		err := op.do()
		want := "PermissionError: [Errno 13] Permission denied"
		if op.want != "" {
			want += ": " + op.want
		}
		if got := pyErr(err); got != want {
			t.Errorf("%s: %s, want %s", op.name, got, want)
		}
		var pe *kernel.PermissionError
		if !errors.Is(err, kernel.ErrPermission) || !errors.As(err, &pe) || !errors.Is(err, fs.ErrPermission) {
			t.Errorf("%s: %v does not map to the API's permission error", op.name, err)
		} else if pe.Path == "" || pe.Op == "" {
			t.Errorf("%s: kernel.PermissionError %+v", op.name, pe)
		}
	}
	if after := snapshot(t, host); after != before {
		t.Errorf("read-only mode changed the host:\n%s\nwas\n%s", after, before)
	}
	// Reading still works, /tmp is still writable, and errors that are
	// not about write access do not claim to be.
	if got, err := readFile(fsys, "w.txt"); got != "w" || err != nil {
		t.Errorf("read in read-only mode: %q, %v", got, err)
	}
	if err := writeFile(fsys, "/tmp/scratch", "x"); err != nil {
		t.Errorf("/tmp in read-only mode: %v", err)
	}
	for _, err := range []error{fsys.Remove("missing"), fsys.Mkdir("/sandbox/x", 0o777), writeFile(fsys, "no/dir.txt", "")} {
		if errors.Is(err, kernel.ErrPermission) {
			t.Errorf("%v maps to the write-access error", err)
		}
	}

	fsys.SetWritable(true)
	for _, op := range writeOps(fsys) {
		if err := op.do(); err != nil {
			t.Errorf("%s with write access: %v", op.name, err)
		}
	}
	for name, want := range map[string]bool{"new.txt": true, "x.txt": true, "abs.txt": true, "d": true, "m1/m2": true, "moved.txt": true,
		"rm.txt": false, "empty": false, "tree": false, "mv.txt": false, "rp.txt": false} {
		if _, err := os.Lstat(filepath.Join(host, name)); (err == nil) != want {
			t.Errorf("host %s exists: %v, want %v", name, err == nil, want)
		}
	}
	if b, _ := os.ReadFile(filepath.Join(host, "w.txt")); string(b) != "rp" {
		t.Errorf("host w.txt = %q after replace", b)
	}
	if fi, _ := os.Stat(filepath.Join(host, "ut.txt")); !fi.ModTime().Equal(fixedTime) {
		t.Errorf("host ut.txt mtime %v", fi.ModTime())
	}
	if fi, _ := os.Stat(filepath.Join(host, "ch.txt")); fi.Mode().Perm() != 0o600 {
		t.Errorf("host ch.txt mode %v", fi.Mode())
	}
	if b, _ := os.ReadFile(filepath.Join(host, "tr.txt")); string(b) != "t" {
		t.Errorf("host tr.txt = %q after truncate to 1", b)
	}
}

func TestRevokingWriteAccessStopsOpenFiles(t *testing.T) {
	host := filepath.Join(t.TempDir(), "w")
	tree(t, host, map[string]string{"f.txt": "0123"})
	fsys := newFS(t, mountfs.Options{Writable: true}, host)
	f, err := fsys.Open("f.txt", os.O_RDWR, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	fsys.SetWritable(false)
	if _, err := f.Write([]byte("x")); pyErr(err) != "PermissionError: [Errno 13] Permission denied" || !errors.Is(err, kernel.ErrPermission) {
		t.Errorf("write after revoke: %s", pyErr(err))
	}
	if err := f.Truncate(0); !errors.Is(err, kernel.ErrPermission) {
		t.Errorf("truncate after revoke: %v", err)
	}
	if b, _ := os.ReadFile(filepath.Join(host, "f.txt")); string(b) != "0123" {
		t.Errorf("host file = %q", b)
	}
	fsys.SetWritable(true)
	if _, err := f.Write([]byte("x")); err != nil {
		t.Errorf("write after grant: %v", err)
	}
}

// snapshot describes every entry under dir: path, mode, size, mtime and
// content.
func snapshot(t *testing.T, dir string) string {
	t.Helper()
	var s string
	filepath.Walk(dir, func(p string, fi os.FileInfo, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		s += rel + " " + fi.Mode().String() + " " + fi.ModTime().Format(time.RFC3339Nano)
		if fi.Mode().IsRegular() {
			b, _ := os.ReadFile(p)
			s += " " + string(b)
		}
		s += "\n"
		return nil
	})
	return s
}
