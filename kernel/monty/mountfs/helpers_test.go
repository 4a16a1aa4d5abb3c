package mountfs_test

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/backyard-dev/backyard/kernel"
	"github.com/backyard-dev/backyard/kernel/monty/mountfs"
)

// tree writes files (slash paths relative to dir) with the given contents;
// a content starting with "->" makes a symbolic link to the rest, and a
// name ending in "/" a directory.
func tree(t testing.TB, dir string, files map[string]string) {
	t.Helper()
	for name, content := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if strings.HasSuffix(name, "/") {
			if err := os.MkdirAll(p, 0o755); err != nil {
				t.Fatal(err)
			}
			continue
		}
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if target, ok := strings.CutPrefix(content, "->"); ok {
			if err := os.Symlink(target, p); err != nil {
				t.Fatal(err)
			}
			continue
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// newFS mounts the host paths and closes the FS when the test ends.
func newFS(t testing.TB, opts mountfs.Options, paths ...string) *mountfs.FS {
	t.Helper()
	mounts, err := kernel.Mounts(paths)
	if err != nil {
		t.Fatal(err)
	}
	fsys, err := mountfs.New(mounts, opts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { fsys.Close() })
	return fsys
}

// readFile reads p whole through fsys.
func readFile(fsys *mountfs.FS, p string) (string, error) {
	f, err := fsys.Open(p, os.O_RDONLY, 0)
	if err != nil {
		return "", err
	}
	defer f.Close()
	b, err := io.ReadAll(f)
	return string(b), err
}

// writeFile creates or truncates p through fsys and writes data.
func writeFile(fsys *mountfs.FS, p, data string) error {
	f, err := fsys.Open(p, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o666)
	if err != nil {
		return err
	}
	if _, err := f.Write([]byte(data)); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// pyErr is the exception CPython would show for err: "Class: message".
func pyErr(err error) string {
	if err == nil {
		return "ok"
	}
	var pe *mountfs.PathError
	if !errors.As(err, &pe) {
		return "Go error: " + err.Error()
	}
	return pe.Exception() + ": " + pe.Error()
}

func errnoOf(err error) syscall.Errno {
	var pe *mountfs.PathError
	if errors.As(err, &pe) {
		return pe.Errno
	}
	return 0
}

var fixedTime = time.Unix(1.6e9, 0)
