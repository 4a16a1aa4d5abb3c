package mountfs_test

import (
	"context"
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/backyard-dev/backyard/kernel/monty/mountfs"
)

func names(ents []mountfs.DirEntry) []string {
	var out []string
	for _, e := range ents {
		out = append(out, e.Name)
	}
	return out
}

func TestTreeShowsSandboxAndTmpOnly(t *testing.T) {
	base := t.TempDir()
	tree(t, base, map[string]string{"w/a.txt": "a", "notes.md": "n"})
	fsys := newFS(t, mountfs.Options{}, filepath.Join(base, "w"), filepath.Join(base, "notes.md"))

	tests := []struct {
		dir  string
		want []string
	}{
		{"/", []string{"sandbox", "tmp"}},
		{"/sandbox", []string{"notes.md", "w"}},
		{"/sandbox/w", []string{"a.txt"}},
		{"/tmp", nil},
		{".", []string{"a.txt"}},
		{"..", []string{"notes.md", "w"}},
		{"/sandbox/w/../..", []string{"sandbox", "tmp"}},
	}
	for _, tt := range tests {
		ents, err := fsys.ReadDir(tt.dir)
		if err != nil || !slices.Equal(names(ents), tt.want) {
			t.Errorf("ReadDir(%q) = %q, %v; want %q", tt.dir, names(ents), err, tt.want)
		}
	}
	if got := fsys.Getcwd(); got != "/sandbox/w" {
		t.Errorf("Getcwd() = %q, want the first mounted directory", got)
	}
	root, _ := fsys.Stat("/sandbox")
	w, _ := fsys.Stat("/sandbox/w")
	a, _ := fsys.Stat("/sandbox/w/a.txt")
	if root.Dev == w.Dev || w.Dev != a.Dev {
		t.Errorf("devices: /sandbox %d, /sandbox/w %d, a.txt %d: want a mount point (os.path.ismount)", root.Dev, w.Dev, a.Dev)
	}
	if m := a.UnixMode(); m != 0o100644 {
		t.Errorf("st_mode of a.txt = %o", m)
	}
	noTmp := newFS(t, mountfs.Options{TmpBytes: -1})
	if ents, _ := noTmp.ReadDir("/"); !slices.Equal(names(ents), []string{"sandbox"}) {
		t.Errorf("without /tmp, / holds %q", names(ents))
	}
	if got := noTmp.Getcwd(); got != "/" {
		t.Errorf("with nothing mounted and no /tmp, cwd = %q", got)
	}
	if _, err := noTmp.Stat("/tmp"); errnoOf(err) != mountfs.ENOENT {
		t.Errorf("Stat(/tmp) without /tmp: %v", err)
	}
}

func TestDirectoryMountReadsAndWritesHostFiles(t *testing.T) {
	base := t.TempDir()
	host := filepath.Join(base, "w")
	tree(t, host, map[string]string{"a.txt": "alpha", "sub/b.txt": "beta", "full/x": "x"})
	fsys := newFS(t, mountfs.Options{Writable: true}, host)

	for _, p := range []string{"a.txt", "/sandbox/w/a.txt", "sub/../a.txt", "./a.txt", "/sandbox/../sandbox/w/a.txt"} {
		if got, err := readFile(fsys, p); got != "alpha" || err != nil {
			t.Errorf("read %q = %q, %v", p, got, err)
		}
	}
	hostHas := func(name, want string) {
		t.Helper()
		b, err := os.ReadFile(filepath.Join(host, name))
		if err != nil || string(b) != want {
			t.Errorf("host %s = %q, %v; want %q", name, b, err, want)
		}
	}
	steps := []struct {
		name  string
		do    func() error
		check func()
	}{
		{"write a new file", func() error { return writeFile(fsys, "new.txt", "hello") }, func() { hostHas("new.txt", "hello") }},
		{"append", func() error {
			f, err := fsys.Open("new.txt", os.O_WRONLY|os.O_APPEND, 0)
			if err != nil {
				return err
			}
			f.Write([]byte(", world"))
			return f.Close()
		}, func() { hostHas("new.txt", "hello, world") }},
		{"mkdir", func() error { return fsys.Mkdir("d", 0o777) }, func() {
			if fi, err := os.Stat(filepath.Join(host, "d")); err != nil || fi.Mode().Perm() != 0o755 {
				t.Errorf("host d: %v %v (mode 0777 less umask 022 expected)", fi, err)
			}
		}},
		{"makedirs", func() error { return fsys.MkdirAll("d/e/f", 0o777, false) }, func() {
			if _, err := os.Stat(filepath.Join(host, "d/e/f")); err != nil {
				t.Error(err)
			}
		}},
		{"rename", func() error { return fsys.Rename("new.txt", "d/moved.txt") }, func() { hostHas("d/moved.txt", "hello, world") }},
		{"replace", func() error { return fsys.Replace("d/moved.txt", "sub/b.txt") }, func() { hostHas("sub/b.txt", "hello, world") }},
		{"truncate", func() error { return fsys.Truncate("sub/b.txt", 5) }, func() { hostHas("sub/b.txt", "hello") }},
		{"utime", func() error {
			return fsys.Utime("a.txt", time.Unix(1e9, 0), time.Unix(1.5e9, 0))
		}, func() {
			if fi, _ := os.Stat(filepath.Join(host, "a.txt")); !fi.ModTime().Equal(time.Unix(1.5e9, 0)) {
				t.Errorf("mtime %v", fi.ModTime())
			}
		}},
		{"chmod", func() error { return fsys.Chmod("a.txt", 0o600) }, func() {
			if fi, _ := os.Stat(filepath.Join(host, "a.txt")); fi.Mode().Perm() != 0o600 {
				t.Errorf("mode %v", fi.Mode())
			}
		}},
		{"remove", func() error { return fsys.Remove("a.txt") }, func() {
			if _, err := os.Stat(filepath.Join(host, "a.txt")); !os.IsNotExist(err) {
				t.Errorf("a.txt still there: %v", err)
			}
		}},
		{"rmdir", func() error { return fsys.RemoveDir("d/e/f") }, func() {
			if _, err := os.Stat(filepath.Join(host, "d/e/f")); !os.IsNotExist(err) {
				t.Errorf("d/e/f still there: %v", err)
			}
		}},
		{"rmtree", func() error { return fsys.RemoveAll(context.Background(), "full") }, func() {
			if _, err := os.Stat(filepath.Join(host, "full")); !os.IsNotExist(err) {
				t.Errorf("full still there: %v", err)
			}
		}},
		{"chdir", func() error { return fsys.Chdir("sub") }, func() {
			if got, err := readFile(fsys, "b.txt"); got != "hello" || err != nil || fsys.Getcwd() != "/sandbox/w/sub" {
				t.Errorf("after chdir: cwd %q, b.txt %q %v", fsys.Getcwd(), got, err)
			}
		}},
	}
	for _, s := range steps {
		if err := s.do(); err != nil {
			t.Fatalf("%s: %v", s.name, err)
		}
		s.check()
	}
}

func TestSingleFileMount(t *testing.T) {
	base := t.TempDir()
	tree(t, base, map[string]string{"notes.md": "v1", "other.txt": "secret"})
	fsys := newFS(t, mountfs.Options{Writable: true}, filepath.Join(base, "notes.md"))

	if got := fsys.Getcwd(); got != "/sandbox" {
		t.Errorf("cwd with only a file mounted = %q, want /sandbox", got)
	}
	if got, err := readFile(fsys, "notes.md"); got != "v1" || err != nil {
		t.Errorf("read = %q, %v", got, err)
	}
	if err := writeFile(fsys, "/sandbox/notes.md", "v2"); err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(filepath.Join(base, "notes.md")); string(b) != "v2" {
		t.Errorf("host file = %q after write", b)
	}
	tests := []struct {
		name string
		err  error
		want string
	}{
		{"below a file", func() error { _, err := fsys.Stat("notes.md/x"); return err }(), "NotADirectoryError: [Errno 20] Not a directory: 'notes.md/x'"},
		{"a sibling on the host", func() error { _, err := fsys.Stat("/sandbox/other.txt"); return err }(), "FileNotFoundError: [Errno 2] No such file or directory: '/sandbox/other.txt'"},
		{"sibling via ..", func() error { _, err := readFile(fsys, "/sandbox/notes.md/../other.txt"); return err }(), "FileNotFoundError: [Errno 2] No such file or directory: '/sandbox/notes.md/../other.txt'"},
		{"remove the mount point", fsys.Remove("notes.md"), "OSError: [Errno 16] Device or resource busy: 'notes.md'"},
		{"rename the mount point", fsys.Rename("notes.md", "n.md"), "OSError: [Errno 16] Device or resource busy: 'notes.md' -> 'n.md'"},
		{"create in /sandbox", writeFile(fsys, "/sandbox/new.txt", "x"), "PermissionError: [Errno 13] Permission denied: '/sandbox/new.txt'"},
		{"mkdir in /sandbox", fsys.Mkdir("/sandbox/d", 0o777), "PermissionError: [Errno 13] Permission denied: '/sandbox/d'"},
		{"mkdir in /", fsys.Mkdir("/etc", 0o777), "PermissionError: [Errno 13] Permission denied: '/etc'"},
	}
	for _, tt := range tests {
		if got := pyErr(tt.err); got != tt.want {
			t.Errorf("%s: %s, want %s", tt.name, got, tt.want)
		}
	}
	if _, err := os.Stat(filepath.Join(base, "new.txt")); !os.IsNotExist(err) {
		t.Errorf("a file appeared beside the mounted one: %v", err)
	}
}

func TestOpenFlagsAndOffsets(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "w")
	tree(t, dir, map[string]string{"a.txt": "0123456789"})
	fsys := newFS(t, mountfs.Options{Writable: true, MaxReadBytes: 8}, dir)
	for _, root := range []string{"/sandbox/w", "/tmp"} {
		t.Run(root, func(t *testing.T) {
			p := root + "/f.txt"
			if err := writeFile(fsys, p, "0123456789"); err != nil {
				t.Fatal(err)
			}
			if _, err := fsys.Open(p, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o666); pyErr(err) != "FileExistsError: [Errno 17] File exists: '"+p+"'" {
				t.Errorf("O_EXCL on an existing file: %s", pyErr(err))
			}
			f, err := fsys.Open(p, os.O_RDWR, 0)
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			if fi, _ := f.Stat(); fi.Size != 10 {
				t.Errorf("fstat size %d", fi.Size)
			}
			buf := make([]byte, 4)
			if n, _ := f.Read(buf); string(buf[:n]) != "0123" {
				t.Errorf("read %q", buf[:n])
			}
			if pos, _ := f.Tell(); pos != 4 {
				t.Errorf("tell %d", pos)
			}
			if b, err := f.ReadAll(0); string(b) != "456789" || err != nil {
				t.Errorf("ReadAll of 6 bytes under MaxReadBytes 8 = %q, %v", b, err)
			}
			f.Seek(0, io.SeekStart)
			var tl *mountfs.TooLargeError
			if _, err := f.ReadAll(0); !errors.As(err, &tl) || tl.Size != 10 || tl.Limit != 8 {
				t.Errorf("ReadAll of 10 bytes over MaxReadBytes 8: %v", err)
			}
			if _, err := f.ReadAll(5); !errors.As(err, &tl) || tl.Limit != 5 {
				t.Errorf("ReadAll with a lower limit: %v", err)
			}
			f.Seek(-3, io.SeekEnd)
			if b, err := f.ReadAll(0); string(b) != "789" || err != nil {
				t.Errorf("ReadAll at -3 from the end = %q, %v", b, err)
			}
			if _, err := f.Seek(-1, io.SeekStart); errnoOf(err) != mountfs.EINVAL {
				t.Errorf("seek before the start: %v", err)
			}
			f.Seek(2, io.SeekStart)
			f.Write([]byte("ab"))
			f.Truncate(6)
			f.Seek(0, io.SeekStart)
			if b, _ := io.ReadAll(f); string(b) != "01ab45" {
				t.Errorf("after write and truncate: %q", b)
			}
			if err := f.Close(); err != nil {
				t.Error(err)
			}
			if err := f.Close(); pyErr(err) != "OSError: [Errno 9] Bad file descriptor" {
				t.Errorf("second close: %s", pyErr(err))
			}
			ro, _ := fsys.Open(p, os.O_RDONLY, 0)
			if _, err := ro.Write([]byte("x")); pyErr(err) != "OSError: [Errno 9] Bad file descriptor" {
				t.Errorf("write to a read-only descriptor: %s", pyErr(err))
			}
			ro.Close()
			d, err := fsys.Open(root, os.O_RDONLY, 0)
			if err != nil {
				t.Fatalf("os.open of a directory: %v", err)
			}
			if fi, _ := d.Stat(); !fi.IsDir() {
				t.Error("fstat of a directory is not a directory")
			}
			if ents, err := d.ReadDir(); err != nil || !slices.Contains(names(ents), "f.txt") {
				t.Errorf("ReadDir of an open directory: %q %v", names(ents), err)
			}
			d.Close()
		})
	}
}

func TestTmpIsBoundedAndInMemory(t *testing.T) {
	var now time.Time = time.Unix(1.7e9, 0)
	fsys := newFS(t, mountfs.Options{TmpBytes: 100, Clock: func() time.Time { return now }})

	if err := writeFile(fsys, "/tmp/a", strings.Repeat("a", 60)); err != nil {
		t.Fatal(err)
	}
	f, _ := fsys.Open("/tmp/b", os.O_WRONLY|os.O_CREATE, 0o666)
	n, err := f.Write([]byte(strings.Repeat("b", 60)))
	if n != 40 || pyErr(err) != "OSError: [Errno 28] No space left on device" {
		t.Errorf("write past the budget: %d bytes, %s", n, pyErr(err))
	}
	if _, err := f.Write([]byte("b")); errnoOf(err) != mountfs.ENOSPC {
		t.Errorf("write on a full /tmp: %v", err)
	}
	f.Close()
	if u, _ := fsys.DiskUsage("/tmp"); u.Total != 100 || u.Used != 100 || u.Free != 0 {
		t.Errorf("disk usage of a full /tmp: %+v", u)
	}
	// A removed file's space comes back when it is also closed.
	g, _ := fsys.Open("/tmp/a", os.O_RDONLY, 0)
	fsys.Remove("/tmp/a")
	if err := writeFile(fsys, "/tmp/c", "c"); errnoOf(err) != mountfs.ENOSPC {
		t.Errorf("space of a removed but open file was reused: %v", err)
	}
	if b, _ := io.ReadAll(g); len(b) != 60 {
		t.Errorf("an open removed file reads %d bytes", len(b))
	}
	g.Close()
	if err := writeFile(fsys, "/tmp/c", strings.Repeat("c", 60)); err != nil {
		t.Errorf("after close the space is back: %v", err)
	}
	if err := fsys.Truncate("/tmp/c", 1<<40); pyErr(err) != "OSError: [Errno 28] No space left on device: '/tmp/c'" {
		t.Errorf("truncate to 1 TiB: %s", pyErr(err))
	}
	h, _ := fsys.Open("/tmp/c", os.O_WRONLY, 0)
	h.Seek(1<<50, io.SeekStart)
	if _, err := h.Write([]byte("x")); errnoOf(err) != mountfs.ENOSPC {
		t.Errorf("a write far past the end: %v", err)
	}
	h.Close()
	if fi, _ := fsys.Stat("/tmp/c"); fi.Size != 60 || !fi.ModTime.Equal(now) {
		t.Errorf("stat /tmp/c: %+v", fi)
	}
	// Entries are bounded too: empty files cannot fill memory.
	var made int
	for made = 0; made < 10000; made++ {
		if err := fsys.Mkdir("/tmp/d"+strconv.Itoa(made), 0o777); err != nil {
			if errnoOf(err) != mountfs.ENOSPC {
				t.Fatalf("mkdir %d: %v", made, err)
			}
			break
		}
	}
	if made == 10000 {
		t.Error("10000 directories fit in a 100-byte /tmp")
	}
}

func TestTmpRenameFollowsRename2(t *testing.T) {
	fsys := newFS(t, mountfs.Options{})
	for _, d := range []string{"/tmp/a", "/tmp/a/b", "/tmp/full", "/tmp/empty"} {
		if err := fsys.Mkdir(d, 0o777); err != nil {
			t.Fatal(err)
		}
	}
	writeFile(fsys, "/tmp/full/x", "x")
	writeFile(fsys, "/tmp/f", "f")
	tests := []struct{ from, to, want string }{
		{"/tmp/a", "/tmp/a/b/c", "OSError: [Errno 22] Invalid argument: '/tmp/a' -> '/tmp/a/b/c'"},
		{"/tmp/a", "/tmp/full", "OSError: [Errno 39] Directory not empty: '/tmp/a' -> '/tmp/full'"},
		{"/tmp/a", "/tmp/f", "NotADirectoryError: [Errno 20] Not a directory: '/tmp/a' -> '/tmp/f'"},
		{"/tmp/f", "/tmp/a", "IsADirectoryError: [Errno 21] Is a directory: '/tmp/f' -> '/tmp/a'"},
		{"/tmp/nope", "/tmp/x", "FileNotFoundError: [Errno 2] No such file or directory: '/tmp/nope' -> '/tmp/x'"},
		{"/tmp", "/tmp/x", "OSError: [Errno 18] Invalid cross-device link: '/tmp' -> '/tmp/x'"}, // / and /tmp are two file systems
		{"/tmp", "/tmp2", "OSError: [Errno 16] Device or resource busy: '/tmp' -> '/tmp2'"},
		{"/tmp/f", "/sandbox/f", "OSError: [Errno 18] Invalid cross-device link: '/tmp/f' -> '/sandbox/f'"},
		{"/tmp/a", "/tmp/empty", "ok"},
		{"/tmp/f", "/tmp/empty/b/g", "ok"},
	}
	for _, tt := range tests {
		if got := pyErr(fsys.Rename(tt.from, tt.to)); got != tt.want {
			t.Errorf("rename %s %s: %s, want %s", tt.from, tt.to, got, tt.want)
		}
	}
	if got, err := readFile(fsys, "/tmp/empty/b/g"); got != "f" || err != nil {
		t.Errorf("moved file reads %q, %v", got, err)
	}
	if _, err := fsys.Stat("/tmp/a"); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("/tmp/a still there: %v", err)
	}
}
