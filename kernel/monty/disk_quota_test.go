package monty_test

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/backyard-dev/backyard/kernel"
	"github.com/backyard-dev/backyard/kernel/monty"
)

// TestDiskQuota: with Limits.DiskBytes set, what the session's code adds
// to the workspace through open, os, shutil and pathlib is counted across
// cells; past the quota a write stores what fits and raises
// OSError(ENOSPC); truncating and removing files gives the bytes back.
func TestDiskQuota(t *testing.T) {
	dir := t.TempDir()
	ws := filepath.Join(dir, "ws")
	if err := os.Mkdir(ws, 0o755); err != nil {
		t.Fatal(err)
	}
	lim := kernel.DefaultLimits()
	lim.DiskBytes = 100 << 10
	k, err := monty.New(monty.WithLimits(lim), monty.WithMounts([]kernel.Mount{{Name: "ws", HostPath: ws}}, true))
	if err != nil {
		t.Fatal(err)
	}
	defer k.Close()
	cells := []struct {
		code string
		want string // a line of the cell's stdout
	}{
		{"open('/sandbox/ws/a', 'wb').write(b'x' * 60_000)\nprint('a ok')", "a ok"},
		// The second cell counts on from the first: 40,400 bytes are left.
		{"import pathlib\ntry:\n    pathlib.Path('/sandbox/ws/b').write_bytes(b'y' * 60_000)\nexcept OSError as e:\n    print(type(e).__name__, e.errno, e.strerror)",
			"OSError 28 No space left on device"},
		{"import os\nprint(os.path.getsize('/sandbox/ws/b'))", "42400"},
		{"import os, shutil\nos.remove('/sandbox/ws/b')\nos.truncate('/sandbox/ws/a', 0)\nshutil.copyfile('/sandbox/ws/a', '/sandbox/ws/c')\nopen('/sandbox/ws/d', 'w').write('z' * 90_000)\nprint('freed')", "freed"},
		{"f = open('/sandbox/ws/d', 'a')\ntry:\n    f.write('z' * 20_000)\n    f.close()\nexcept OSError as e:\n    print('append', e.errno)", "append 28"},
		// Rewriting a file with 'w' gives its old size back first.
		{"open('/sandbox/ws/d', 'w').write('q' * 95_000)\nprint('rewritten')", "rewritten"},
	}
	for i, c := range cells {
		r, err := k.Execute(context.Background(), kernel.Request{Code: c.code})
		if err != nil {
			t.Fatalf("cell %d: %v", i, err)
		}
		if !strings.Contains(r.Stdout, c.want) {
			t.Errorf("cell %d: stdout %q, want a line %q (error %+v)", i, r.Stdout, c.want, r.Error)
		}
	}
	var total int64
	entries, _ := os.ReadDir(ws)
	for _, e := range entries {
		fi, _ := e.Info()
		total += fi.Size()
	}
	if total > lim.DiskBytes {
		t.Errorf("the workspace holds %d bytes under a quota of %d", total, lim.DiskBytes)
	}
}
