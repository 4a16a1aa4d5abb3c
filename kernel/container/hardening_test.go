package container_test

import (
	"context"
	"strconv"
	"strings"
	"testing"

	"github.com/backyard-dev/backyard/kernel"
	"github.com/backyard-dev/backyard/kernel/container"
	"github.com/backyard-dev/backyard/kernel/container/engine"
)

// TestContainerIsHardened checks the defaults from inside the container, under runc
// and under gVisor: code in the sandbox sees what the hardening promises.
func TestContainerIsHardened(t *testing.T) {
	checks := []struct {
		name string
		code string
		want string // the repr of the cell's value
	}{
		{"runs as a user that is not root", "import os\nos.getuid() != 0 and os.getgid() != 0", "True"},
		{"holds no capabilities",
			"[l.split()[1] for l in open('/proc/self/status') if l.startswith(('CapEff', 'CapPrm', 'CapBnd'))]",
			"['0000000000000000', '0000000000000000', '0000000000000000']"},
		{"has no network but loopback", "import socket\nsorted(n for _, n in socket.if_nameindex())", "['lo']"},
		{"cannot reach out",
			"import socket\ntry:\n    socket.create_connection(('1.1.1.1', 53), timeout=2)\n    r = 'connected'\nexcept OSError:\n    r = 'refused'\nr",
			"'refused'"},
		{"has a read-only root",
			// /var/tmp is world-writable in the image, so only the read-only
			// mount stops the write. Elsewhere gVisor checks permissions first
			// and answers EACCES.
			"import errno\nout = []\nfor p in ('/var/tmp/backyard', '/etc/backyard', '/opt/backyard/agent.py'):\n    try:\n        open(p, 'w')\n        out.append('written')\n    except OSError as e:\n        out.append(errno.errorcode[e.errno] if p == '/var/tmp/backyard' else e.errno in (errno.EROFS, errno.EACCES))\nout",
			"['EROFS', True, True]"},
		{"has a writable, bounded /tmp",
			"import errno\nopen('/tmp/small', 'wb').write(b'x' * 1024)\ntry:\n    with open('/tmp/big', 'wb') as f:\n        for _ in range(64):\n            f.write(b'x' * (1 << 20))\n    r = 'unbounded'\nexcept OSError as e:\n    r = errno.errorcode[e.errno]\nimport os\nos.remove('/tmp/big')\nr",
			"'ENOSPC'"},
		{"has a /dev/shm no larger than /tmp",
			"import os\ns = os.statvfs('/dev/shm')\ns.f_blocks * s.f_frsize <= 16 << 20",
			"True"},
		{"refuses io_uring, ptrace, keyctl, bpf, userfaultfd, perf_event_open, mounts and user namespaces",
			// In a child process: a ptrace(PTRACE_TRACEME) that worked would
			// leave the agent traced by init.
			"import subprocess, sys\nsubprocess.run([sys.executable, '-c', " + strconv.Quote(syscallProbe) + "], capture_output=True, text=True).stdout.strip()",
			"'" + `{"bpf": 1, "fsopen": 1, "io_uring_setup": 1, "keyctl": 1, "mount": 1, "perf_event_open": 1, "ptrace": 1, "unshare": 1, "userfaultfd": 1}` + "'"},
		{"contains a fork bomb",
			"import os, time\nkids = []\ntry:\n    for _ in range(1000):\n        pid = os.fork()\n        if pid == 0:\n            time.sleep(30)\n            os._exit(0)\n        kids.append(pid)\n    r = 'unbounded'\nexcept OSError as e:\n    r = 'stopped'\nfor pid in kids:\n    os.kill(pid, 9)\n    os.waitpid(pid, 0)\n(r, len(kids) < 24)",
			"('stopped', True)"},
		{"sees no engine socket",
			"import os\n[p for p in ('/var/run/docker.sock', '/run/docker.sock', '/run/podman/podman.sock') if os.path.exists(p)]",
			"[]"},
		{"inherits no host environment",
			"import os\nsorted(set(os.environ) - {'PATH', 'LANG', 'HOME', 'PYTHONUNBUFFERED', 'PYTHONDONTWRITEBYTECODE', 'MPLBACKEND', 'HOSTNAME', 'LC_CTYPE'})",
			"[]"},
	}
	for _, runtime := range []string{engine.Runc, engine.Runsc} {
		t.Run(runtime, func(t *testing.T) {
			k := newKernel(t, container.Options{Runtime: runtime, Pids: 24})
			for _, c := range checks {
				t.Run(c.name, func(t *testing.T) {
					res := execute(t, k, kernel.Request{Code: c.code})
					if !res.Success {
						t.Fatalf("cell failed: %s%s", res.Stderr, traceback(res))
					}
					if res.Value == nil || res.Value.Repr != c.want {
						t.Errorf("got %v, want %s", res.Value, c.want)
					}
				})
			}
			t.Run("kernel is gVisor exactly under runsc", func(t *testing.T) {
				res := execute(t, k, kernel.Request{Code: "import subprocess\nsubprocess.run(['dmesg'], capture_output=True, text=True).stdout + open('/proc/version').read()"})
				if !res.Success {
					t.Fatalf("cell failed: %s", traceback(res))
				}
				if gvisor := strings.Contains(res.Value.Repr, "gVisor"); gvisor != (runtime == engine.Runsc) {
					t.Errorf("under %s dmesg and /proc/version say %s", runtime, res.Value.Repr)
				}
			})
		})
	}
}

// TestNetworkOnlyWhenAsked: Options.Network gives the container an interface
// besides loopback (and runc, when runsc is registered without a network).
func TestNetworkOnlyWhenAsked(t *testing.T) {
	e, ref := testEngine(t)
	k, err := container.New(context.Background(), container.Options{Engine: e, Image: ref, Network: true})
	if err != nil {
		t.Fatal(err)
	}
	defer k.Close()
	if got := value(t, k, "import socket\nlen([n for _, n in socket.if_nameindex() if n != 'lo']) > 0"); got != "True" {
		t.Errorf("with a network, interfaces besides lo: %s (runtime %s)", got, k.Runtime())
	}
}

// syscallProbe makes each call the seccomp profile and the agent's filter refuse, with
// arguments that would succeed (or fail for another reason) were it allowed, and
// prints {name: errno}, 0 for a call that worked; EPERM is 1.
const syscallProbe = `import ctypes, platform, json
libc = ctypes.CDLL(None, use_errno=True)
arm = platform.machine() in ("aarch64", "arm64")
nr = {"io_uring_setup": 425, "ptrace": 117 if arm else 101, "keyctl": 219 if arm else 250, "bpf": 280 if arm else 321,
      "userfaultfd": 282 if arm else 323, "perf_event_open": 241 if arm else 298, "mount": 40 if arm else 165,
      "unshare": 97 if arm else 272, "fsopen": 430}
params = ctypes.create_string_buffer(120)
attr = ctypes.create_string_buffer(128)
args = {"io_uring_setup": (8, params), "ptrace": (0, 0, 0, 0), "keyctl": (0, -3, 0), "bpf": (0, attr, 128),
        "userfaultfd": (0,), "perf_event_open": (attr, 0, -1, -1, 0), "mount": (b"none", b"/tmp", b"tmpfs", 0, 0),
        "unshare": (0x10000000,), "fsopen": (b"tmpfs", 0)}
out = {}
for name, n in nr.items():
    ctypes.set_errno(0)
    out[name] = 0 if libc.syscall(n, *args[name]) >= 0 else ctypes.get_errno()
print(json.dumps(out, sort_keys=True))
`
