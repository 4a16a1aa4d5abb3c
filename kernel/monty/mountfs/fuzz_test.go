package mountfs_test

import (
	"context"
	"io"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"

	"github.com/backyard-dev/backyard/kernel/monty/mountfs"
)

// FuzzResolve feeds random paths to every kind of operation on the escape
// fixture (write access granted) and checks that nothing outside the
// mount, and nothing hidden inside it, is ever reached: no operation
// returns the inode of such a file, reads the secret, lists a hidden name
// or changes anything outside.
func FuzzResolve(f *testing.F) {
	fx := newEscapeFixture(f, true)
	fsys := fx.fsys
	forbidden := map[uint64]string{}
	for _, p := range []string{fx.base, fx.outside, fx.outside + "/secret.txt", fx.outside + "/dir", "/", "/etc", "/etc/passwd"} {
		if fi, err := os.Lstat(p); err == nil {
			forbidden[fi.Sys().(*syscall.Stat_t).Ino] = p
		}
	}
	for _, p := range []string{"secret.env", ".git", ".git/config", "node_modules", "node_modules/x", "cfg/key.pem"} {
		fi, err := os.Lstat(filepath.Join(fx.host, p))
		if err != nil {
			f.Fatal(err)
		}
		forbidden[fi.Sys().(*syscall.Stat_t).Ino] = p
	}
	mountDev := func() uint64 { fi, _ := fsys.Stat("/sandbox/w"); return fi.Dev }()
	hiddenNames := []string{".git", "node_modules", "secret.env", "key.pem", "link_out", "link_etc", "link_outdir", "link_env", "link_git"}

	for _, p := range []string{"a.txt", "../../etc/passwd", "/sandbox/w/../../etc", "/etc/passwd", "/proc/self/environ",
		"link_etc/passwd", "link_out", "link_outdir/secret.txt", "sub/up2", "loop", "chain0", "self/self/a.txt",
		"dangle_out", ".git/config", "secret.env", "cfg/key.pem", "a\x00b", strings.Repeat("../", 100), "/tmp/x",
		"dirlink/../link_out", "link_dotdot/outside", "/sandbox", "/", "sub/", "sub/.", "*", "*/*"} {
		for op := range uint8(10) {
			f.Add(p, op)
		}
	}
	f.Fuzz(func(t *testing.T, p string, op uint8) {
		checkInfo := func(what string, fi *mountfs.FileInfo) {
			if fi.Dev == mountDev && forbidden[fi.Ino] != "" {
				t.Fatalf("%s(%q) reached %s", what, p, forbidden[fi.Ino])
			}
		}
		switch op % 10 {
		case 0:
			if fh, err := fsys.Open(p, os.O_RDONLY, 0); err == nil {
				fi, _ := fh.Stat()
				checkInfo("open", fi)
				if !fi.IsDir() {
					b, _ := io.ReadAll(io.LimitReader(fh, 1<<16))
					if strings.Contains(string(b), secret) {
						t.Fatalf("open(%q) read the secret", p)
					}
				}
				fh.Close()
			}
		case 1:
			if fi, err := fsys.Stat(p); err == nil {
				checkInfo("stat", fi)
			}
		case 2:
			if fi, err := fsys.Lstat(p); err == nil {
				checkInfo("lstat", fi)
			}
		case 3:
			if ents, err := fsys.ReadDir(p); err == nil {
				for _, e := range ents {
					if slices.Contains(hiddenNames, e.Name) {
						t.Fatalf("listdir(%q) shows %s", p, e.Name)
					}
				}
			}
		case 4:
			if target, err := fsys.Readlink(p); err == nil {
				if path.IsAbs(target) {
					t.Fatalf("readlink(%q) = %q", p, target)
				}
			}
		case 5:
			fsys.Realpath(p)
			fsys.Exists(p)
		case 6:
			if fh, err := fsys.Open(p, os.O_WRONLY|os.O_CREATE|os.O_APPEND, 0o666); err == nil {
				fi, _ := fh.Stat()
				checkInfo("open for append", fi)
				fh.Write([]byte("fuzz"))
				fh.Close()
			}
		case 7:
			fsys.Mkdir(p, 0o777)
		case 8:
			fsys.Truncate(p, 0)
			fsys.Utime(p, fixedTime, fixedTime)
		case 9:
			if res, err := fsys.Glob(context.Background(), p, false, true); err == nil {
				for _, r := range res {
					if slices.Contains(hiddenNames, path.Base(r)) {
						t.Fatalf("glob(%q) found %s", p, r)
					}
				}
			}
		}
		if op%10 >= 6 {
			outsideIntact(t, fx)
		}
	})
}

// outsideIntact is a quick outsideUnchanged for every fuzz input.
func outsideIntact(t *testing.T, fx *escapeFixture) {
	ents, _ := os.ReadDir(fx.base)
	out, _ := os.ReadDir(fx.outside)
	b, _ := os.ReadFile(filepath.Join(fx.outside, "secret.txt"))
	env, _ := os.ReadFile(filepath.Join(fx.host, "secret.env"))
	if len(ents) != 2 || len(out) != 2 || string(b) != secret || string(env) != secret {
		t.Fatalf("outside or hidden files changed: %d entries beside the mount, %d outside, secret %q, secret.env %q", len(ents), len(out), b, env)
	}
}
