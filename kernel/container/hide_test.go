package container

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/docker/docker/api/types/mount"

	"github.com/backyard-dev/backyard/kernel"
)

func TestFindHiddenListsTheOutermostHiddenPaths(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "proj")
	for name, data := range map[string]string{
		".git/objects/ab/cd":   "x",
		"a/node_modules/m.js":  "x",
		".gitignore":           "*.log\nbuild/\n",
		"a/debug.log":          "x",
		"build/out/bin":        "x",
		"a/keep.py":            "x",
		"a/.venv/lib/site.py":  "x",
		"docs/__pycache__/x.c": "x",
	} {
		p := filepath.Join(dir, name)
		os.MkdirAll(filepath.Dir(p), 0o755)
		os.WriteFile(p, []byte(data), 0o644)
	}
	os.Symlink("a", filepath.Join(dir, "link.log"))
	mounts, err := kernel.Mounts([]string{dir})
	if err != nil {
		t.Fatal(err)
	}
	hidden, err := findHidden(context.Background(), mounts)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, h := range hidden {
		kind := "file"
		switch {
		case h.link:
			kind = "link"
		case h.dir:
			kind = "dir"
		}
		got = append(got, kind+" "+h.target)
	}
	slices.Sort(got)
	want := []string{
		"dir /sandbox/proj/.git",
		"dir /sandbox/proj/a/.venv",
		"dir /sandbox/proj/a/node_modules",
		"dir /sandbox/proj/build",
		"dir /sandbox/proj/docs/__pycache__",
		"file /sandbox/proj/a/debug.log",
		"link /sandbox/proj/link.log",
	}
	if !slices.Equal(got, want) {
		t.Errorf("hidden = %q\nwant %q", got, want)
	}
	masks := maskMounts(hidden, "", nil)
	if len(masks) != 6 {
		t.Fatalf("%d masks, want 6 (a symbolic link is not masked: a mount would follow it)", len(masks))
	}
	for _, m := range masks {
		if !m.ReadOnly || (m.Type == mount.TypeBind && m.Source != os.DevNull) {
			t.Errorf("mask %+v is not an empty read-only mount", m)
		}
	}
}
