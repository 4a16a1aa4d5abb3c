package mountfs_test

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/backyard-dev/backyard/kernel/monty/mountfs"
)

const secret = "TOPSECRET"

// escapeFixture is a mounted directory w beside a directory outside that
// holds a secret, with links of every kind leading out, in, and around.
type escapeFixture struct {
	base, host, outside string
	fsys                *mountfs.FS
}

func newEscapeFixture(t testing.TB, writable bool) *escapeFixture {
	t.Helper()
	base := t.TempDir()
	host := filepath.Join(base, "w")
	outside := filepath.Join(base, "outside")
	tree(t, outside, map[string]string{"secret.txt": secret, "dir/": ""})
	files := map[string]string{
		"a.txt":          "inside",
		"sub/b.txt":      "b",
		".gitignore":     "*.env\n/cfg/key.pem\n",
		"secret.env":     secret,
		".git/config":    secret,
		"node_modules/x": secret,
		"cfg/key.pem":    secret,
		"cfg/ok.txt":     "ok",

		"link_etc":      "->/etc",
		"link_passwd":   "->/etc/passwd",
		"link_out":      "->../outside/secret.txt",
		"link_outdir":   "->../outside",
		"link_abs_in":   "->" + filepath.Join(host, "a.txt"),
		"link_root":     "->/",
		"link_dotdot":   "->..",
		"link_proc":     "->/proc/self/environ",
		"sub/up2":       "->../../outside/secret.txt",
		"sub/up_around": "->../../w/a.txt",
		"dangle_out":    "->../outside/new.txt",
		"link_git":      "->.git/config",
		"link_env":      "->secret.env",
		"link_hidden_d": "->node_modules",
		"loop":          "->loop",
		"loopa":         "->loopb",
		"loopb":         "->loopa",
		"self":          "->.",
		// allowed links
		"link_ok":  "->a.txt",
		"sub/up":   "->../a.txt",
		"dirlink":  "->sub",
		"dangling": "->nothing.txt",
	}
	// A chain longer than the kernel's 40 links.
	for i := range 45 {
		files[fmt.Sprintf("chain%d", i)] = fmt.Sprintf("->chain%d", i+1)
	}
	files["chain45"] = "end"
	tree(t, host, files)
	return &escapeFixture{base: base, host: host, outside: outside, fsys: newFS(t, mountfs.Options{Writable: writable}, host)}
}

// outsideUnchanged checks that nothing outside the mount was created,
// changed or removed.
func (fx *escapeFixture) outsideUnchanged(t testing.TB) {
	t.Helper()
	var got []string
	filepath.WalkDir(fx.base, func(p string, d os.DirEntry, err error) error {
		rel, _ := filepath.Rel(fx.base, p)
		got = append(got, rel)
		if p == fx.host {
			return filepath.SkipDir
		}
		return nil
	})
	want := []string{".", "outside", "outside/dir", "outside/secret.txt", "w"}
	if !slices.Equal(got, want) {
		t.Errorf("outside the mount: %q, want %q", got, want)
	}
	if b, err := os.ReadFile(filepath.Join(fx.outside, "secret.txt")); string(b) != secret || err != nil {
		t.Errorf("outside secret now %q, %v", b, err)
	}
	for _, hidden := range []string{"secret.env", ".git/config", "node_modules/x", "cfg/key.pem"} {
		if b, err := os.ReadFile(filepath.Join(fx.host, hidden)); string(b) != secret || err != nil {
			t.Errorf("hidden %s now %q, %v", hidden, b, err)
		}
	}
}

// contained checks that a read through fsys of p reaches nothing it must
// not: it fails, and if it does not, it did not read a secret.
func readsNothingSecret(fsys *mountfs.FS, p string) string {
	if f, err := fsys.Open(p, os.O_RDONLY, 0); err == nil {
		b, _ := io.ReadAll(f)
		f.Close()
		if strings.Contains(string(b), secret) {
			return "open+read revealed the secret"
		}
		return "open succeeded"
	}
	if ents, err := fsys.ReadDir(p); err == nil {
		return fmt.Sprintf("listed %q", names(ents))
	}
	if _, err := fsys.Stat(p); err == nil {
		return "stat succeeded"
	}
	if fsys.Exists(p) {
		return "exists"
	}
	if t, err := fsys.Readlink(p); err == nil {
		return "readlink gave " + t
	}
	return ""
}

func TestEscapesAreContained(t *testing.T) {
	fx := newEscapeFixture(t, true)
	fsys := fx.fsys
	tests := []struct {
		path string
		want string // the exception open(path) raises
	}{
		{"../../etc/passwd", "FileNotFoundError: [Errno 2] No such file or directory: '../../etc/passwd'"},
		{"/sandbox/w/../../etc", "FileNotFoundError: [Errno 2] No such file or directory: '/sandbox/w/../../etc'"},
		{"/sandbox/w/" + strings.Repeat("../", 50) + "etc/passwd", ""},
		{"/etc/passwd", "FileNotFoundError: [Errno 2] No such file or directory: '/etc/passwd'"},
		{"//etc/passwd", ""},
		{"/./etc/passwd", ""},
		{"/sandbox//w/../../etc/passwd", ""},
		{"/proc/self/environ", "FileNotFoundError: [Errno 2] No such file or directory: '/proc/self/environ'"},
		{"/proc/self/root/etc/passwd", ""},
		{"/proc/self/cwd/a.txt", ""},
		{"/dev/zero", ""},
		{"/sys/kernel", ""},
		{"/root/.ssh/id_rsa", ""},
		{"~/.ssh/id_rsa", "FileNotFoundError: [Errno 2] No such file or directory: '~/.ssh/id_rsa'"},
		{fx.outside + "/secret.txt", ""}, // the host path itself
		{fx.host + "/a.txt", ""},         // even of a mounted file
		{"/sandbox/outside/secret.txt", ""},
		{"/sandbox/w/../outside/secret.txt", ""},
		{"link_etc", "FileNotFoundError: [Errno 2] No such file or directory: 'link_etc'"},
		{"link_etc/passwd", ""},
		{"link_passwd", ""},
		{"link_out", "FileNotFoundError: [Errno 2] No such file or directory: 'link_out'"},
		{"link_outdir", ""},
		{"link_outdir/secret.txt", ""},
		{"link_abs_in", ""}, // absolute targets lead out of the sandbox, even back in
		{"link_root", ""},
		{"link_root/etc/passwd", ""},
		{"link_dotdot", ""},
		{"link_dotdot/outside/secret.txt", ""},
		{"link_proc", ""},
		{"sub/up2", ""},
		{"sub/up_around", ""},
		{"dangle_out", ""},
		{"link_git", ""},
		{"link_env", ""},
		{"link_hidden_d/x", ""},
		{"self/link_out", ""},
		{"dirlink/../link_out", ""},
		{"a.txt\x00../../etc/passwd", "ValueError: embedded null byte"},
		{"\x00", "ValueError: embedded null byte"},
		{"/sandbox/w/a.txt\x00", "ValueError: embedded null byte"},
		{strings.Repeat("a", 256), "OSError: [Errno 36] File name too long: '" + strings.Repeat("a", 256) + "'"},
		{strings.Repeat("x/", 2100) + "a.txt", ""},
		{strings.Repeat("../", 1400) + "etc/passwd", ""},
		{strings.Repeat("self/", 200) + "a.txt", ""},
		{"loop", "OSError: [Errno 40] Too many levels of symbolic links: 'loop'"},
		{"loopa", "OSError: [Errno 40] Too many levels of symbolic links: 'loopa'"},
		{"chain0", "OSError: [Errno 40] Too many levels of symbolic links: 'chain0'"},
		{".git/config", "FileNotFoundError: [Errno 2] No such file or directory: '.git/config'"},
		{".git", ""},
		{"node_modules/x", ""},
		{"secret.env", "FileNotFoundError: [Errno 2] No such file or directory: 'secret.env'"},
		{"cfg/key.pem", ""},
		{"sub/../secret.env", ""},
	}
	for _, tt := range tests {
		f, err := fsys.Open(tt.path, os.O_RDONLY, 0)
		if err == nil {
			f.Close()
			t.Errorf("open(%.80q) succeeded", tt.path)
			continue
		}
		if tt.want != "" && pyErr(err) != tt.want {
			t.Errorf("open(%.80q): %.200s\n\twant %s", tt.path, pyErr(err), tt.want)
		}
		if !strings.HasPrefix(tt.path, "loop") && !strings.HasPrefix(tt.path, "chain") {
			if what := readsNothingSecret(fsys, tt.path); what != "" {
				t.Errorf("%.80q: %s", tt.path, what)
			}
		}
	}

	// None of it is listed, and the allowed links work.
	ents, _ := fsys.ReadDir(".")
	got := strings.Join(names(ents), " ")
	for _, n := range strings.Fields("link_etc link_passwd link_out link_outdir link_abs_in link_root link_dotdot link_proc dangle_out link_git link_env link_hidden_d secret.env .git node_modules") {
		if slices.Contains(names(ents), n) {
			t.Errorf("listing shows %s: %s", n, got)
		}
	}
	for _, n := range strings.Fields("a.txt cfg dangling dirlink link_ok loop loopa self sub .gitignore") {
		if !slices.Contains(names(ents), n) {
			t.Errorf("listing lacks %s: %s", n, got)
		}
	}
	if ents, _ := fsys.ReadDir("cfg"); !slices.Equal(names(ents), []string{"ok.txt"}) {
		t.Errorf("cfg lists %q; key.pem is ignored by an anchored pattern", names(ents))
	}
	if ents, _ := fsys.ReadDir("sub"); !slices.Equal(names(ents), []string{"b.txt", "up"}) {
		t.Errorf("sub lists %q", names(ents))
	}
	for p, want := range map[string]string{"link_ok": "inside", "sub/up": "inside", "dirlink/b.txt": "b", "self/self/a.txt": "inside", "/sandbox/w/dirlink/../a.txt": "inside"} {
		if got, err := readFile(fsys, p); got != want || err != nil {
			t.Errorf("read %q = %q, %v; want %q", p, got, err, want)
		}
	}
	if target, err := fsys.Readlink("sub/up"); target != "../a.txt" || err != nil {
		t.Errorf("readlink sub/up = %q, %v", target, err)
	}
	if p, _ := fsys.Realpath("dirlink/b.txt"); p != "/sandbox/w/sub/b.txt" {
		t.Errorf("realpath dirlink/b.txt = %q", p)
	}
	if _, err := fsys.Lstat("dangling"); err != nil {
		t.Errorf("a dangling link inside the mount is still a link: %v", err)
	}
	fx.outsideUnchanged(t)
}

// TestWritesCannotEscape tries to create, change and delete things outside
// the mount, and hidden things inside it, with write access granted.
func TestWritesCannotEscape(t *testing.T) {
	fx := newEscapeFixture(t, true)
	fsys := fx.fsys
	ctx := context.Background()
	tests := []struct {
		name string
		err  error
		want string
	}{
		{"create through a dangling link out", writeFile(fsys, "dangle_out", "x"), "PermissionError: [Errno 13] Permission denied: 'dangle_out'"},
		{"truncate through a link out", writeFile(fsys, "link_out", ""), "PermissionError: [Errno 13] Permission denied: 'link_out'"},
		{"append through a link out", func() error {
			_, err := fsys.Open("link_out", os.O_WRONLY|os.O_APPEND, 0)
			return err
		}(), "FileNotFoundError: [Errno 2] No such file or directory: 'link_out'"},
		{"create under a dir link out", writeFile(fsys, "link_outdir/new.txt", "x"), "FileNotFoundError: [Errno 2] No such file or directory: 'link_outdir/new.txt'"},
		{"create via ..", writeFile(fsys, "../../outside/new.txt", "x"), "FileNotFoundError: [Errno 2] No such file or directory: '../../outside/new.txt'"},
		{"create at a host path", writeFile(fsys, fx.outside+"/new.txt", "x"), ""},
		{"mkdir under a dir link out", fsys.Mkdir("link_outdir/d", 0o777), "FileNotFoundError: [Errno 2] No such file or directory: 'link_outdir/d'"},
		{"mkdir in /", fsys.Mkdir("/outside", 0o777), "PermissionError: [Errno 13] Permission denied: '/outside'"},
		{"remove a link out", fsys.Remove("link_out"), "FileNotFoundError: [Errno 2] No such file or directory: 'link_out'"},
		{"remove through a dir link", fsys.Remove("link_outdir/secret.txt"), ""},
		{"rmtree a dir link out", fsys.RemoveAll(ctx, "link_outdir"), "FileNotFoundError: [Errno 2] No such file or directory: 'link_outdir'"},
		{"rmdir through a link", fsys.RemoveDir("link_outdir/dir"), ""},
		{"rename out", fsys.Rename("a.txt", "link_outdir/a.txt"), ""},
		{"rename in", fsys.Rename("link_outdir/secret.txt", "stolen.txt"), ""},
		{"rename a link out", fsys.Rename("link_out", "visible"), "FileNotFoundError: [Errno 2] No such file or directory: 'link_out' -> 'visible'"},
		{"rename onto a link out", fsys.Rename("sub/b.txt", "link_out"), "PermissionError: [Errno 13] Permission denied: 'sub/b.txt' -> 'link_out'"},
		{"rename to /tmp", fsys.Rename("a.txt", "/tmp/a.txt"), "OSError: [Errno 18] Invalid cross-device link: 'a.txt' -> '/tmp/a.txt'"},
		{"truncate a link out", fsys.Truncate("link_out", 0), ""},
		{"utime a link out", fsys.Utime("link_out", fx0, fx0), "FileNotFoundError: [Errno 2] No such file or directory"},
		{"chmod a link out", fsys.Chmod("link_out", 0o777), ""},
		{"overwrite a hidden file", writeFile(fsys, "secret.env", ""), "PermissionError: [Errno 13] Permission denied: 'secret.env'"},
		{"append to a hidden file", func() error {
			_, err := fsys.Open("secret.env", os.O_WRONLY|os.O_APPEND, 0)
			return err
		}(), "FileNotFoundError: [Errno 2] No such file or directory: 'secret.env'"},
		{"write into .git", writeFile(fsys, ".git/hooks/pre-commit", "x"), "FileNotFoundError: [Errno 2] No such file or directory: '.git/hooks/pre-commit'"},
		{"make .git", fsys.Mkdir("sub/.git", 0o777), "PermissionError: [Errno 13] Permission denied: 'sub/.git'"},
		{"mkdir over hidden .git", fsys.Mkdir(".git", 0o777), "PermissionError: [Errno 13] Permission denied: '.git'"},
		{"makedirs into .git", fsys.MkdirAll(".git/hooks", 0o777, true), "PermissionError: [Errno 13] Permission denied: '.git'"},
		{"create an ignored name", writeFile(fsys, "new.env", "x"), "PermissionError: [Errno 13] Permission denied: 'new.env'"},
		{"rename to an ignored name", fsys.Rename("sub/b.txt", "b.env"), "PermissionError: [Errno 13] Permission denied: 'sub/b.txt' -> 'b.env'"},
		{"rename a hidden dir", fsys.Rename(".git", "git"), "FileNotFoundError: [Errno 2] No such file or directory: '.git' -> 'git'"},
		{"rename a dir holding an ignored file", fsys.Rename("cfg", "cfg2"), "PermissionError: [Errno 13] Permission denied: 'cfg' -> 'cfg2'"},
		{"remove a hidden file", fsys.Remove("secret.env"), "FileNotFoundError: [Errno 2] No such file or directory: 'secret.env'"},
		{"rmdir a dir holding a hidden file", fsys.RemoveDir("node_modules"), ""},
		{"rmtree a dir holding an ignored file", fsys.RemoveAll(ctx, "cfg"), "OSError: [Errno 39] Directory not empty: 'cfg'"},
	}
	for _, tt := range tests {
		if tt.err == nil {
			t.Errorf("%s: succeeded", tt.name)
		} else if tt.want != "" && pyErr(tt.err) != tt.want {
			t.Errorf("%s: %s\n\twant %s", tt.name, pyErr(tt.err), tt.want)
		}
	}
	// Unignoring by editing .gitignore does not unhide anything.
	if err := writeFile(fsys, ".gitignore", "# nothing\n"); err != nil {
		t.Fatal(err)
	}
	if err := fsys.Remove("sub/../.gitignore"); err != nil {
		t.Fatal(err)
	}
	if err := writeFile(fsys, "cfg/.gitignore", "!key.pem\n"); err != nil {
		t.Fatal(err)
	}
	for _, p := range []string{"secret.env", "cfg/key.pem", "link_env"} {
		if what := readsNothingSecret(fsys, p); what != "" {
			t.Errorf("after editing .gitignore, %s: %s", p, what)
		}
	}
	if err := fsys.RemoveAll(ctx, "/sandbox/w"); pyErr(err) != "OSError: [Errno 39] Directory not empty: '/sandbox/w/cfg'" {
		t.Errorf("rmtree of the whole mount: %s", pyErr(err))
	}
	fx.outsideUnchanged(t)
}

var fx0 = fixedTime

// TestSwappedDirectoryRaceStaysInside swaps a directory of the mount with
// a link out of it, as fast as it can, while the sandbox reads through
// it: os.Root confines each open, so whatever the interleaving, the
// secret outside is never read.
func TestSwappedDirectoryRaceStaysInside(t *testing.T) {
	fx := newEscapeFixture(t, true)
	tree(t, fx.host, map[string]string{"swap/secret.txt": "inside"})
	swap := filepath.Join(fx.host, "swap")
	parked := filepath.Join(fx.host, "parked")
	var stop atomic.Bool
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		// swap is in turn the real directory, an absolute link out and a
		// relative link out.
		for !stop.Load() {
			os.Rename(swap, parked)
			os.Symlink(fx.outside, swap)
			os.Remove(swap)
			os.Symlink("../outside", swap)
			os.Remove(swap)
			os.Rename(parked, swap)
		}
	}()
	var reads, leaks int
	for range 3000 {
		for _, p := range []string{"swap/secret.txt", "swap"} {
			if f, err := fx.fsys.Open(p, os.O_RDONLY, 0); err == nil {
				b, _ := io.ReadAll(f)
				f.Close()
				reads++
				if strings.Contains(string(b), secret) {
					leaks++
				}
			}
		}
	}
	stop.Store(true)
	wg.Wait()
	if leaks > 0 {
		t.Errorf("%d of %d reads through a swapped path reached outside", leaks, reads)
	}
	t.Logf("%d reads succeeded during the swaps, none outside", reads)
}

// TestEditingGitignoreNeverUnhides changes a .gitignore in every way write
// access allows, each in a directory the sandbox has not looked at yet,
// and checks that what it hid stays hidden.
func TestEditingGitignoreNeverUnhides(t *testing.T) {
	host := filepath.Join(t.TempDir(), "w")
	edits := map[string]func(fsys *mountfs.FS, dir string) error{
		"overwrite": func(fsys *mountfs.FS, dir string) error { return writeFile(fsys, dir+"/.gitignore", "") },
		"truncate":  func(fsys *mountfs.FS, dir string) error { return fsys.Truncate(dir+"/.gitignore", 0) },
		"remove":    func(fsys *mountfs.FS, dir string) error { return fsys.Remove(dir + "/.gitignore") },
		"rename":    func(fsys *mountfs.FS, dir string) error { return fsys.Rename(dir+"/.gitignore", dir+"/old") },
		"chmod":     func(fsys *mountfs.FS, dir string) error { return fsys.Chmod(dir+"/.gitignore", 0) },
		"negate in a subdirectory": func(fsys *mountfs.FS, dir string) error {
			return writeFile(fsys, dir+"/sub/.gitignore", "!key.pem\n")
		},
		"replace by rename": func(fsys *mountfs.FS, dir string) error {
			if err := writeFile(fsys, dir+"/new", "# empty\n"); err != nil {
				return err
			}
			return fsys.Replace(dir+"/new", dir+"/.gitignore")
		},
	}
	for name := range edits {
		tree(t, host, map[string]string{name + "/.gitignore": "key.pem\n", name + "/key.pem": secret, name + "/sub/key.pem": secret})
	}
	fsys := newFS(t, mountfs.Options{Writable: true}, host)
	for name, edit := range edits {
		if err := edit(fsys, name); err != nil {
			t.Errorf("%s: %v", name, err)
		}
		for _, p := range []string{name + "/key.pem", name + "/sub/key.pem"} {
			if what := readsNothingSecret(fsys, p); what != "" {
				t.Errorf("after %s of .gitignore, %s: %s", name, p, what)
			}
		}
	}
}
