package container

import (
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/docker/docker/api/types/container"

	"github.com/backyard-dev/backyard/kernel"
	"github.com/backyard-dev/backyard/kernel/container/engine"
)

func TestContainerConfigIsHardened(t *testing.T) {
	opts, err := Options{Mounts: []kernel.Mount{{HostPath: "/h/data", Name: "data", Dir: true}}, ReadOnly: true}.resolve()
	if err != nil {
		t.Fatal(err)
	}
	cfg, host := spec{opts: opts, image: "img", runtime: "runc", volume: "vol", labels: self().labels("kernel")}.config()
	checks := []struct {
		what string
		ok   bool
	}{
		{"no network", host.NetworkMode == "none" && cfg.NetworkDisabled},
		{"every capability dropped", slices.Equal(host.CapDrop, []string{"ALL"})},
		{"no new privileges", slices.Contains(host.SecurityOpt, "no-new-privileges")},
		{"pids limit", host.PidsLimit != nil && *host.PidsLimit == DefaultPids},
		{"swap equals memory", host.Memory == kernel.DefaultMemoryBytes && host.MemorySwap == host.Memory},
		{"cpu quota", host.NanoCPUs == int64(kernel.DefaultCPUs*1e9)},
		{"read-only root", host.ReadonlyRootfs},
		{"bounded tmpfs", strings.Contains(host.Tmpfs["/tmp"], "size=16m")},
		{"non-root user", cfg.User == DefaultUser},
		{"init", host.Init != nil && *host.Init},
		{"open files and processes bounded", len(host.Ulimits) == 2 && host.Ulimits[0].Name == "nofile" && host.Ulimits[1].Name == "nproc"},
		{"only our environment", reflect.DeepEqual(cfg.Env, env)},
		{"labelled", cfg.Labels[LabelKernel] == "1" && cfg.Labels[LabelOwner] != ""},
		{"runtime", host.Runtime == "runc"},
		{"no log copy of the protocol", host.LogConfig.Type == "none"},
		{"workspace read-only", len(host.Mounts) == 2 && host.Mounts[0].Target == "/sandbox/data" && host.Mounts[0].ReadOnly},
		{"package cache read-only", host.Mounts[1].Source == "vol" && host.Mounts[1].ReadOnly},
		{"works in the first mount", cfg.WorkingDir == "/sandbox/data"},
		{"agent with the cache's site dir", slices.Equal(cfg.Cmd, []string{"python3", "-u", "/opt/backyard/agent.py", packagesSite})},
	}
	for _, c := range checks {
		if !c.ok {
			t.Errorf("%s: not so in %+v / %+v", c.what, cfg, host)
		}
	}

	_, host = spec{opts: opts, runtime: "runsc"}.config()
	nproc := slices.IndexFunc(host.Ulimits, func(u *container.Ulimit) bool { return u.Name == "nproc" })
	if nproc < 0 || host.Ulimits[nproc].Hard != DefaultPids || *host.PidsLimit <= DefaultPids {
		t.Errorf("under runsc the guest's processes are bounded by RLIMIT_NPROC: %+v, pids %d", host.Ulimits, *host.PidsLimit)
	}

	opts, _ = Options{Network: true, TmpfsMB: -1}.resolve()
	cfg, host = spec{opts: opts}.config()
	if host.NetworkMode == "none" || cfg.NetworkDisabled || host.Tmpfs != nil || cfg.WorkingDir != "/" {
		t.Errorf("network and no tmpfs: %+v / %+v", cfg, host)
	}
}

func TestOptionsRefuseRootAndNegativeLimits(t *testing.T) {
	for _, o := range []Options{{User: "0"}, {User: "root:root"}, {Pids: -1}, {Limits: kernel.Limits{Timeout: -1}}} {
		if _, err := o.resolve(); err == nil {
			t.Errorf("%+v resolved", o)
		}
	}
}

func TestOwnersAreAliveWhileTheirProcessRuns(t *testing.T) {
	me := self()
	if me.start == "" {
		t.Skip("no /proc on this system")
	}
	tests := []struct {
		name   string
		labels map[string]string
		alive  bool
	}{
		{"this process", me.labels("kernel"), true},
		{"an earlier process with our pid", map[string]string{LabelOwner: strconv.Itoa(me.pid), LabelOwnerStart: "1", LabelOwnerHost: me.host}, false},
		{"a process that is gone", map[string]string{LabelOwner: "999999999", LabelOwnerStart: "5", LabelOwnerHost: me.host}, false},
		{"another host's", map[string]string{LabelOwner: "1", LabelOwnerHost: me.host + "-other"}, true},
		{"no owner", map[string]string{LabelOwnerHost: me.host}, false},
	}
	for _, tt := range tests {
		if got := alive(tt.labels, me); got != tt.alive {
			t.Errorf("%s: alive = %v, want %v", tt.name, got, tt.alive)
		}
	}
}

func TestPackagesForImports(t *testing.T) {
	for module, want := range map[string]string{"sklearn": "scikit-learn", "PIL": "pillow", "yaml": "pyyaml", "requests": "requests"} {
		if got := PackageFor(module); got != want {
			t.Errorf("PackageFor(%s) = %s, want %s", module, got, want)
		}
	}
}

func TestRequirementsThatLookLikeOptionsAreRefused(t *testing.T) {
	if err := checkRequirements([]string{"numpy>=1", "pkg [extra] ; python_version>'3'"}); err != nil {
		t.Error(err)
	}
	for _, r := range []string{"--index-url=http://evil", "-e.", " "} {
		if err := checkRequirements([]string{r}); err == nil {
			t.Errorf("%q accepted", r)
		}
	}
}

// TestSeccompProfile checks that the shipped profile refuses what it promises and that
// each engine is given it in the form it takes: Docker the text, Podman a file.
func TestSeccompProfile(t *testing.T) {
	var prof struct {
		DefaultAction string `json:"defaultAction"`
		Syscalls      []struct {
			Names    []string `json:"names"`
			Action   string   `json:"action"`
			ErrnoRet int      `json:"errnoRet"`
		} `json:"syscalls"`
	}
	if err := json.Unmarshal([]byte(SeccompProfile), &prof); err != nil {
		t.Fatalf("seccomp.json: %v", err)
	}
	refused := map[string]bool{}
	for _, s := range prof.Syscalls {
		if s.Action == "SCMP_ACT_ERRNO" {
			for _, n := range s.Names {
				refused[n] = true
			}
		}
	}
	for _, n := range []string{"io_uring_setup", "io_uring_enter", "io_uring_register", "ptrace", "keyctl", "add_key", "bpf",
		"userfaultfd", "perf_event_open", "mount", "umount2", "fsopen", "fsmount", "move_mount", "open_tree", "unshare", "setns", "clone3"} {
		if !refused[n] {
			t.Errorf("the profile lets %s through", n)
		}
	}

	opt, err := seccompOpt(&engine.Engine{Kind: engine.Docker}, t.TempDir())
	if err != nil || opt != "seccomp="+SeccompProfile {
		t.Errorf("Docker's option: %.40q, %v; want the profile's text", opt, err)
	}
	dir := t.TempDir()
	opt, err = seccompOpt(&engine.Engine{Kind: engine.Podman}, dir)
	path, ok := strings.CutPrefix(opt, "seccomp=")
	if err != nil || !ok || filepath.Dir(path) != dir {
		t.Fatalf("Podman's option: %q, %v; want a file in %s", opt, err, dir)
	}
	if b, err := os.ReadFile(path); err != nil || string(b) != SeccompProfile {
		t.Errorf("Podman's profile file holds %d bytes, %v", len(b), err)
	}
	_, host := spec{opts: Options{}.mustResolve(t), seccomp: opt}.config()
	if !slices.Contains(host.SecurityOpt, opt) || !slices.Contains(host.SecurityOpt, "no-new-privileges") {
		t.Errorf("security options %q", host.SecurityOpt)
	}
}

func (o Options) mustResolve(t *testing.T) Options {
	t.Helper()
	r, err := o.resolve()
	if err != nil {
		t.Fatal(err)
	}
	return r
}
