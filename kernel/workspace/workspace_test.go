package workspace_test

import (
	"context"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/backyard-dev/backyard/kernel"
	"github.com/backyard-dev/backyard/kernel/workspace"
)

// tree writes files (slash paths relative to dir) with the given contents.
func tree(t *testing.T, dir string, files map[string]string) {
	t.Helper()
	for name, content := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

func TestFilterHidesAlwaysHiddenFoldersAndGitignoredPaths(t *testing.T) {
	dir := t.TempDir()
	tree(t, dir, map[string]string{
		".gitignore":        "# comment\n*.log\nbuild/\n!keep.log\n/rootonly.txt\n\\#hash\n",
		"sub/.gitignore":    "secret.txt\n!visible.log\n",
		"sub/secret.txt":    "",
		"sub/visible.log":   "",
		"sub/rootonly.txt":  "",
		"build/out.txt":     "",
		"src/a.py":          "",
		".git/config":       "",
		"node_modules/x.js": "",
	})
	f := workspace.NewFilter(dir)
	tests := []struct {
		rel    string
		isDir  bool
		hidden bool
	}{
		{"src/a.py", false, false},
		{".gitignore", false, false},
		{"app.log", false, true},
		{"deep/er/app.log", false, true},
		{"keep.log", false, false},
		{"build", true, true},
		{"build/out.txt", false, true},
		{"build", false, false}, // "build/" matches directories only
		{"rootonly.txt", false, true},
		{"sub/rootonly.txt", false, false}, // anchored to the root
		{"sub/secret.txt", false, true},
		{"secret.txt", false, false}, // sub's .gitignore applies below sub only
		{"sub/visible.log", false, false},
		{".git", true, true},
		{".git/config", false, true},
		{"node_modules/x.js", false, true},
		{"a/__pycache__/m.pyc", false, true},
		{".venv", false, false}, // a file named like a hidden folder is a file
		{"#hash", false, true},
	}
	for _, tt := range tests {
		if got := f.Hidden(tt.rel, tt.isDir); got != tt.hidden {
			t.Errorf("Hidden(%q, dir=%v) = %v, want %v", tt.rel, tt.isDir, got, tt.hidden)
		}
	}
}

func paths(cs []kernel.FileChange) []string {
	var out []string
	for _, c := range cs {
		out = append(out, c.Path)
	}
	return out
}

func mustScan(t *testing.T, mounts []kernel.Mount) *workspace.Snapshot {
	t.Helper()
	s, err := workspace.Scan(context.Background(), mounts)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestDiffReportsAddedModifiedDeletedAndLeavesIgnoredOut(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "proj")
	tree(t, dir, map[string]string{
		".gitignore": "*.tmp\n",
		"keep.txt":   "same",
		"edit.txt":   "old",
		"gone.txt":   "bye",
	})
	single := filepath.Join(t.TempDir(), "notes.md")
	tree(t, filepath.Dir(single), map[string]string{"notes.md": "v1"})
	mounts, err := kernel.Mounts([]string{dir, single})
	if err != nil {
		t.Fatal(err)
	}
	before := mustScan(t, mounts)
	if before.Len() != 5 {
		t.Errorf("before: %d files, want 5: %v", before.Len(), before.Files())
	}

	tree(t, dir, map[string]string{
		"new.txt":            "hello",
		"edit.txt":           "newer",
		"scratch.tmp":        "ignored",
		".git/HEAD":          "hidden",
		"__pycache__/m.pyc":  "hidden",
		"sub/deeper/new.csv": "a,b",
	})
	tree(t, filepath.Dir(single), map[string]string{"notes.md": "v2, longer"})
	if err := os.Remove(filepath.Join(dir, "gone.txt")); err != nil {
		t.Fatal(err)
	}
	after := mustScan(t, mounts)
	c := workspace.Diff(before, after)

	if got, want := paths(c.Added), []string{"/sandbox/proj/new.txt", "/sandbox/proj/sub/deeper/new.csv"}; !slices.Equal(got, want) {
		t.Errorf("added = %q, want %q", got, want)
	}
	if got, want := paths(c.Modified), []string{"/sandbox/notes.md", "/sandbox/proj/edit.txt"}; !slices.Equal(got, want) {
		t.Errorf("modified = %q, want %q", got, want)
	}
	if got, want := paths(c.Deleted), []string{"/sandbox/proj/gone.txt"}; !slices.Equal(got, want) {
		t.Errorf("deleted = %q, want %q", got, want)
	}
	for _, ch := range c.All() {
		if ch.Time.IsZero() || ch.Time.Before(before.Time.Add(-time.Minute)) {
			t.Errorf("%s: time %v not set to the change", ch.Path, ch.Time)
		}
	}
	if c := workspace.Diff(after, mustScan(t, mounts)); c.HasChanges() {
		t.Errorf("a second scan with nothing done reports %+v", c.All())
	}
}

func TestDiffComparesContentOfRacilyCleanFiles(t *testing.T) {
	dir := t.TempDir()
	tree(t, dir, map[string]string{"a.txt": "aaaa", "b.txt": "bbbb"})
	mounts, _ := kernel.Mounts([]string{dir})
	before := mustScan(t, mounts)
	stamp := func(name string) {
		p := filepath.Join(dir, name)
		fi, err := os.Stat(p)
		if err != nil {
			t.Fatal(err)
		}
		mtime := fi.ModTime()
		tree(t, dir, map[string]string{name: map[string]string{"a.txt": "AAAA", "b.txt": "bbbb"}[name]})
		// Same size, same mtime: as when the write lands in the same tick.
		if err := os.Chtimes(p, mtime, mtime); err != nil {
			t.Fatal(err)
		}
	}
	stamp("a.txt") // content changed
	stamp("b.txt") // rewritten with the same content
	c := workspace.Diff(before, mustScan(t, mounts))
	if got := paths(c.Modified); !slices.Equal(got, []string{"/sandbox/" + filepath.Base(dir) + "/a.txt"}) || len(c.Added)+len(c.Deleted) != 0 {
		t.Errorf("changes = %+v, want a.txt modified only", c)
	}
}

func TestResolveStaysInsideVisibleMounts(t *testing.T) {
	base := t.TempDir()
	dir := filepath.Join(base, "w")
	tree(t, dir, map[string]string{".gitignore": "*.secret\n", "a.txt": "a", "sub/b.txt": "b", "x.secret": "s", ".git/config": "c"})
	tree(t, base, map[string]string{"outside.txt": "o", "file.txt": "f"})
	if err := os.Symlink(filepath.Join(base, "outside.txt"), filepath.Join(dir, "link.txt")); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(filepath.Join(dir, "x.secret"), filepath.Join(dir, "alias.txt")); err != nil {
		t.Fatal(err)
	}
	mounts, err := kernel.Mounts([]string{dir, filepath.Join(base, "file.txt")})
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		path string
		want string // host path relative to base, or "" for an error
		err  error
	}{
		{"/sandbox/w/a.txt", "w/a.txt", nil},
		{"w/sub/b.txt", "w/sub/b.txt", nil},
		{"/sandbox/w", "w", nil},
		{"/sandbox/file.txt", "file.txt", nil},
		{"/sandbox/w/../w/a.txt", "w/a.txt", nil},
		{"/sandbox/w/../../etc/passwd", "", kernel.ErrUsage},
		{"/etc/passwd", "", kernel.ErrUsage},
		{"/sandbox/w/link.txt", "", kernel.ErrUsage},
		{"/sandbox/w/x.secret", "", fs.ErrNotExist},
		{"/sandbox/w/alias.txt", "", fs.ErrNotExist},
		{"/sandbox/w/.git/config", "", fs.ErrNotExist},
		{"/sandbox/w/missing", "", fs.ErrNotExist},
		{"/sandbox/nomount/a", "", fs.ErrNotExist},
		{"/sandbox/file.txt/x", "", fs.ErrNotExist},
	}
	realBase, _ := filepath.EvalSymlinks(base)
	for _, tt := range tests {
		host, _, err := workspace.Resolve(mounts, tt.path)
		if tt.err != nil {
			if !errors.Is(err, tt.err) {
				t.Errorf("Resolve(%q) = %q, %v; want error %v", tt.path, host, err, tt.err)
			}
			continue
		}
		if err != nil || host != filepath.Join(realBase, filepath.FromSlash(tt.want)) {
			t.Errorf("Resolve(%q) = %q, %v; want %s", tt.path, host, err, tt.want)
		}
	}
}
