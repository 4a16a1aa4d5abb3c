package container_test

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/backyard-dev/backyard/kernel"
	"github.com/backyard-dev/backyard/kernel/container"
	"github.com/backyard-dev/backyard/kernel/container/engine"
)

// quotaWorkspace makes a workspace folder owned by uid:gid with a file,
// a hidden folder and an ignored file in it.
func quotaWorkspace(t *testing.T, uid, gid int) string {
	t.Helper()
	ws := filepath.Join(t.TempDir(), "ws")
	for _, d := range []string{ws, filepath.Join(ws, ".git")} {
		if err := os.Mkdir(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	files := map[string]string{"old.txt": strings.Repeat("o", 300<<10), ".gitignore": "*.secret\n", "k.secret": "hidden", ".git/config": "[core]"}
	for name, data := range files {
		if err := os.WriteFile(filepath.Join(ws, name), []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := filepath.Walk(ws, func(p string, _ os.FileInfo, err error) error {
		if err != nil {
			return err
		}
		return os.Lchown(p, uid, gid)
	}); err != nil {
		t.Fatal(err)
	}
	return ws
}

// TestDiskQuota: with a write quota, a cell's write past it fails at the
// write with OSError errno 28 (ENOSPC); writes under it reach the host
// workspace after the cell, owned by the workspace's owner; the quota
// counts across cells, deleting a file gives its room back, and hidden paths
// stay hidden. Under runc and runsc.
func TestDiskQuota(t *testing.T) {
	if os.Geteuid() != 0 {
		t.Skip("the write quota's image needs root") // and New refuses: TestDiskQuotaRefused
	}
	const uid, gid = 23456, 34567
	for _, runtime := range []string{engine.Runc, engine.Runsc} {
		t.Run(runtime, func(t *testing.T) {
			ws := quotaWorkspace(t, uid, gid)
			k := newKernel(t, container.Options{Runtime: runtime, Limits: kernel.Limits{DiskBytes: 1 << 20},
				Mounts: []kernel.Mount{{HostPath: ws, Name: "ws", Dir: true}}})
			steps := []struct {
				name, code string
				want       string // the cell's value
			}{
				{"under the quota", "open('/sandbox/ws/a.bin', 'wb').write(b'a' * 600_000)", "600000"},
				{"the quota counts across cells",
					"try:\n    open('/sandbox/ws/b.bin', 'wb').write(b'b' * 600_000)\n    r = 'written'\nexcept OSError as e:\n    r = (e.errno, e.strerror)\nr",
					"(28, 'No space left on device')"},
				{"deleting gives room back",
					"import os\nos.remove('/sandbox/ws/a.bin')\nos.remove('/sandbox/ws/b.bin') if os.path.exists('/sandbox/ws/b.bin') else None\nopen('/sandbox/ws/c.bin', 'wb').write(b'c' * 900_000)",
					"900000"},
				{"a modified file past the quota",
					"try:\n    with open('/sandbox/ws/old.txt', 'ab') as f:\n        f.write(b'x' * 400_000)\n    r = 'written'\nexcept OSError as e:\n    r = e.errno\nimport os\nos.truncate('/sandbox/ws/old.txt', 300 << 10)\nr",
					"28"},
				{"hidden paths stay hidden",
					"import os\n(sorted(os.listdir('/sandbox/ws')), os.path.getsize('/sandbox/ws/k.secret'))",
					"(['.gitignore', 'c.bin', 'old.txt'], 0)"},
				{"folders, modes and links",
					"import os\nos.makedirs('/sandbox/ws/sub/deep')\nopen('/sandbox/ws/sub/deep/f.txt', 'w').write('hi')\nos.chmod('/sandbox/ws/sub/deep/f.txt', 0o600)\nos.symlink('/etc', '/sandbox/ws/d')\nos.mkfifo('/sandbox/ws/fifo')\n'ok'",
					"'ok'"},
				{"a link swapped for a folder",
					"import os\nos.remove('/sandbox/ws/d')\nos.mkdir('/sandbox/ws/d')\nopen('/sandbox/ws/d/hostname', 'w').write('pwned')",
					"5"},
			}
			for _, st := range steps {
				res := execute(t, k, kernel.Request{Code: st.code})
				if !res.Success || res.Value == nil || res.Value.Repr != st.want {
					t.Fatalf("%s: got %v %v%s, want %s", st.name, res.Value, res.Error, traceback(res), st.want)
				}
			}
			// What the cells did is in the workspace, the owner's.
			for name, size := range map[string]int64{"c.bin": 900_000} {
				fi, err := os.Stat(filepath.Join(ws, name))
				if err != nil {
					t.Fatalf("%s did not reach the workspace: %v", name, err)
				}
				st := fi.Sys().(*syscall.Stat_t)
				if fi.Size() != size || st.Uid != uid || st.Gid != gid {
					t.Errorf("%s: %d bytes owned by %d:%d, want %d bytes owned by %d:%d", name, fi.Size(), st.Uid, st.Gid, size, uid, gid)
				}
			}
			for _, name := range []string{"a.bin", "b.bin"} {
				if _, err := os.Lstat(filepath.Join(ws, name)); !errors.Is(err, os.ErrNotExist) {
					t.Errorf("%s was deleted by a cell, but is in the workspace: %v", name, err)
				}
			}
			if fi, err := os.Stat(filepath.Join(ws, "sub", "deep", "f.txt")); err != nil || fi.Mode().Perm() != 0o600 || fi.Sys().(*syscall.Stat_t).Uid != uid {
				t.Errorf("sub/deep/f.txt in the workspace: %v %v, want mode 0600 owned by %d", fi, err, uid)
			}
			if data, err := os.ReadFile(filepath.Join(ws, "d", "hostname")); err != nil || string(data) != "pwned" {
				t.Errorf("d/hostname in the workspace: %q %v", data, err)
			}
			if fi, err := os.Lstat(filepath.Join(ws, "d")); err != nil || !fi.IsDir() {
				t.Errorf("d in the workspace: %v %v, want the folder that replaced the link", fi, err)
			}
			if data, _ := os.ReadFile("/etc/hostname"); string(data) == "pwned" {
				t.Fatal("a sync wrote through a link to the host's /etc")
			}
			if data, err := os.ReadFile(filepath.Join(ws, "k.secret")); err != nil || string(data) != "hidden" {
				t.Errorf("the hidden file changed on the host: %q %v", data, err)
			}
			if data, err := os.ReadFile(filepath.Join(ws, ".git", "config")); err != nil || string(data) != "[core]" {
				t.Errorf("the hidden folder changed on the host: %q %v", data, err)
			}
			if fi, err := os.Stat(filepath.Join(ws, "old.txt")); err != nil || fi.Size() < 300<<10 || fi.Size() >= 700<<10 {
				t.Errorf("old.txt grew by the whole write past the quota: %v %v", fi.Size(), err)
			}
			if used := k.DiskUsed(); used < 500_000 || used > 1<<20 {
				t.Errorf("DiskUsed = %d, want between the bytes left and the quota", used)
			}
		})
	}
}

// TestDiskQuotaCarriesUse: a kernel started with DiskUsed (what the session
// wrote on monty) has only the rest of the quota.
func TestDiskQuotaCarriesUse(t *testing.T) {
	if os.Geteuid() != 0 {
		t.Skip("the write quota's image needs root")
	}
	ws := quotaWorkspace(t, 1000, 1000)
	k := newKernel(t, container.Options{Limits: kernel.Limits{DiskBytes: 1 << 20}, DiskUsed: 900 << 10,
		Mounts: []kernel.Mount{{HostPath: ws, Name: "ws", Dir: true}}})
	code := "try:\n    open('/sandbox/ws/a.bin', 'wb').write(b'a' * %d)\n    r = 'written'\nexcept OSError as e:\n    r = e.errno\nr"
	if got := value(t, k, fmt.Sprintf(code, 50_000)); got != "'written'" {
		t.Fatalf("50 kB under the 124 kB left: %s", got)
	}
	if got := value(t, k, fmt.Sprintf(code, 200_000)); got != "28" {
		t.Fatalf("200 kB past the 74 kB left: %s", got)
	}
}

// TestDiskQuotaReadOnly: a read-only workspace needs no image; the quota is
// accepted and the workspace stays read-only.
func TestDiskQuotaReadOnly(t *testing.T) {
	ws := quotaWorkspace(t, os.Getuid(), os.Getgid())
	k := newKernel(t, container.Options{Limits: kernel.Limits{DiskBytes: 1 << 20}, ReadOnly: true,
		Mounts: []kernel.Mount{{HostPath: ws, Name: "ws", Dir: true}}})
	res := execute(t, k, kernel.Request{Code: "open('/sandbox/ws/a.txt', 'w')"})
	if res.Success || res.Error == nil || !strings.Contains(res.Error.Message, "Read-only file system") {
		t.Fatalf("a write to the read-only workspace: %v %v", res.Value, res.Error)
	}
}
