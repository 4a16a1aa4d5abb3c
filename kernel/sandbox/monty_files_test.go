package sandbox_test

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/backyard-dev/backyard/kernel"
	"github.com/backyard-dev/backyard/kernel/sandbox"
)

// Tests of the Sandbox on the real monty kernel; they need no engine.

func TestMontyFileChangesAndReadOnly(t *testing.T) {
	t.Parallel()
	dir := filepath.Join(t.TempDir(), "proj")
	os.MkdirAll(filepath.Join(dir, "node_modules"), 0o755)
	os.WriteFile(filepath.Join(dir, ".gitignore"), []byte("*.log\n"), 0o644)
	os.WriteFile(filepath.Join(dir, "edit.txt"), []byte("old"), 0o644)
	os.WriteFile(filepath.Join(dir, "gone.txt"), []byte("bye"), 0o644)
	sb, err := sandbox.New(context.Background(), sandbox.Options{Workspace: []string{dir}, ReadOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	defer sb.Close()
	ctx := context.Background()

	res, err := sb.Run(ctx, "open('new.txt', 'w').write('x')")
	var pe *kernel.PermissionError
	if !errors.As(err, &pe) || res == nil || res.Success || res.FileChanges.HasChanges() {
		t.Fatalf("write in read-only mode: err %v, result %+v", err, res)
	}
	if _, err := sb.GrantWriteAccess(ctx); err != nil {
		t.Fatal(err)
	}
	res = run(t, sb, `
import os
with open('/sandbox/proj/new.txt', 'w') as f:
    f.write('created by sandbox')
with open('edit.txt', 'w') as f:
    f.write('changed!')
os.remove('gone.txt')
with open('run.log', 'w') as f:
    f.write('ignored')
`)
	var got []string
	for _, c := range res.FileChanges.All() {
		got = append(got, string(c.Type)+" "+c.Path)
	}
	want := []string{"added /sandbox/proj/new.txt", "modified /sandbox/proj/edit.txt", "deleted /sandbox/proj/gone.txt"}
	if res.Backend != kernel.Monty || !slices.Equal(got, want) {
		t.Errorf("changes on %s = %q, want %q", res.Backend, got, want)
	}
	if b, _ := os.ReadFile(filepath.Join(dir, "new.txt")); string(b) != "created by sandbox" {
		t.Errorf("new.txt = %q", b)
	}
	if _, err := sb.Run(ctx, "import numpy"); !errors.Is(err, kernel.ErrNotSupported) || sb.Backend() != kernel.Monty {
		t.Errorf("auto conversion after file changes: %v, backend %s", err, sb.Backend())
	}
}
