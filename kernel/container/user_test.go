package container_test

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"

	"github.com/backyard-dev/backyard/kernel"
	"github.com/backyard-dev/backyard/kernel/container"
	"github.com/backyard-dev/backyard/kernel/container/engine"
)

// TestKernelWritesAsTheWorkspaceOwner: with write access, the kernel runs as
// the owner of the workspace folder, so a cell can write into a folder
// only its owner may write (0755), and the file is the owner's on the host.
// A root-owned workspace is written as root inside gVisor; under runc the
// kernel stays nobody (root in the container would be root on the host),
// the documented fallback.
func TestKernelWritesAsTheWorkspaceOwner(t *testing.T) {
	if os.Geteuid() != 0 {
		t.Skip("chowning a folder to another user needs root")
	}
	write := "import os\nopen('/sandbox/ws/c.txt', 'w').write('x')\n(os.getuid(), os.getgid())"
	tests := []struct {
		name     string
		runtime  string
		uid, gid int
		want     string // the cell's value; "" for a PermissionError
	}{
		{"runc and a user's folder", engine.Runc, 12345, 23456, "(12345, 23456)"},
		{"runsc and a user's folder", engine.Runsc, 12345, 23456, "(12345, 23456)"},
		{"runsc and root's folder", engine.Runsc, 0, 0, "(0, 0)"},
		{"runc and root's folder", engine.Runc, 0, 0, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ws := filepath.Join(t.TempDir(), "ws")
			if err := os.Mkdir(ws, 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.Chown(ws, tt.uid, tt.gid); err != nil {
				t.Fatal(err)
			}
			k := newKernel(t, container.Options{Runtime: tt.runtime, Mounts: []kernel.Mount{{HostPath: ws, Name: "ws", Dir: true}}})
			res := execute(t, k, kernel.Request{Code: write})
			if tt.want == "" {
				if res.Success || res.Error == nil || res.Error.Type != "PermissionError" {
					t.Fatalf("want a PermissionError as nobody, got %+v %v", res.Value, res.Error)
				}
				return
			}
			if !res.Success || res.Value == nil || res.Value.Repr != tt.want {
				t.Fatalf("cell: %+v %v %s", res.Value, res.Error, traceback(res))
			}
			fi, err := os.Stat(filepath.Join(ws, "c.txt"))
			if err != nil {
				t.Fatal(err)
			}
			st := fi.Sys().(*syscall.Stat_t)
			if int(st.Uid) != tt.uid || int(st.Gid) != tt.gid {
				t.Errorf("the file is owned by %d:%d on the host, want %d:%d", st.Uid, st.Gid, tt.uid, tt.gid)
			}
		})
	}
}
