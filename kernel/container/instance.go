package container

import (
	"context"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/docker/docker/api/types"
	"github.com/docker/docker/api/types/container"
	"github.com/docker/docker/api/types/mount"
	"github.com/docker/docker/pkg/stdcopy"

	"github.com/backyard-dev/backyard/kernel"
	"github.com/backyard-dev/backyard/kernel/container/agent"
	"github.com/backyard-dev/backyard/kernel/container/engine"
)

// Where the package cache volume appears in a kernel container, and the site
// directory inside it that the agent puts on sys.path (a glob: the Python version is
// the image's).
const (
	packagesDir  = agent.Dir + "/packages"
	packagesSite = packagesDir + "/venv/lib/python3*/site-packages"
)

// The host threads a gVisor sandbox needs: a base, and more per guest task.
const (
	runscThreads        = 256
	runscThreadsPerTask = 8
)

// env is the whole environment of a kernel container: nothing of the host's.
var env = []string{
	"PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",
	"LANG=C.UTF-8",
	"HOME=/tmp",
	"PYTHONUNBUFFERED=1",
	"PYTHONDONTWRITEBYTECODE=1",
	// matplotlib draws without a display; the agent returns the figures.
	"MPLBACKEND=Agg",
}

// instance is one running kernel container and the connection to its agent.
type instance struct {
	id     string
	conn   *agent.Conn
	hijack types.HijackedResponse
	stderr *tailBuffer // the agent's own diagnostics
	// memory and cpus are the container's current resource limits.
	memory int64
	cpus   float64
}

// spec is what a kernel container is made of.
type spec struct {
	opts    Options
	image   string
	runtime string
	volume  string // the package volume; empty for none
	labels  map[string]string
	// hidden are the workspace's hidden paths, masked in the container.
	hidden []hiddenPath
	// seccomp is the security option that applies SeccompProfile; empty for
	// the engine's default profile.
	seccomp string
	// podman is set on Podman, whose defaults differ from Docker's (see
	// config); emptyDir is an empty host directory for its masks.
	podman   bool
	emptyDir string
}

// config returns the container's configuration and its hardened host
// configuration.
func (s spec) config() (*container.Config, *container.HostConfig) {
	o := s.opts
	var sites []string
	if s.volume != "" {
		sites = append(sites, packagesSite)
	}
	cfg := &container.Config{
		Image:        s.image,
		Cmd:          agent.Command(sites...),
		User:         o.User,
		Env:          env,
		WorkingDir:   workingDir(o),
		Labels:       s.labels,
		AttachStdin:  true,
		AttachStdout: true,
		AttachStderr: true,
		OpenStdin:    true,
		// When the host's attach connection goes (the host process died), stdin
		// closes and the agent exits: an orphan stops by itself, and reap
		// removes it.
		StdinOnce:       true,
		NetworkDisabled: !o.Network,
	}
	network := "none"
	if o.Network {
		network = "default"
	}
	init := true
	pids := o.Pids
	ulimits := engine.Ulimits(0)
	if s.runtime == engine.Runsc {
		// Under gVisor the pids cgroup counts the sandbox kernel's host threads,
		// about six per guest task, and the sandbox dies when it runs out of
		// them. So the guest is bounded by RLIMIT_NPROC, which gVisor keeps per
		// sandbox, and the cgroup only bounds what that costs the host.
		ulimits = engine.Ulimits(o.Pids)
		pids = o.Pids*runscThreadsPerTask + runscThreads
	}
	host := &container.HostConfig{
		NetworkMode: container.NetworkMode(network),
		CapDrop:     []string{"ALL"},
		SecurityOpt: securityOpts(s.seccomp),
		Resources: container.Resources{
			Memory:     o.Limits.MemoryBytes,
			MemorySwap: o.Limits.MemoryBytes, // no swap beyond the memory limit
			NanoCPUs:   int64(o.Limits.CPUs * 1e9),
			PidsLimit:  &pids,
			Ulimits:    ulimits,
		},
		ReadonlyRootfs: true,
		Init:           &init,
		Runtime:        s.runtime,
		// The agent's stdout is the protocol; logging it would copy every frame
		// to disk.
		LogConfig: container.LogConfig{Type: "none"},
		IpcMode:   container.IPCModePrivate,
	}
	if o.TmpfsMB > 0 {
		host.Tmpfs = map[string]string{"/tmp": fmt.Sprintf("rw,nosuid,nodev,size=%dm,mode=1777", o.TmpfsMB)}
		// /dev/shm is the other writable memory (64 MB by default), which
		// multiprocessing's locks need: it gets /tmp's size.
		host.ShmSize = int64(o.TmpfsMB) << 20
	} else {
		host.IpcMode = container.IPCModeNone // no /dev/shm either
	}
	for _, m := range o.Mounts {
		host.Mounts = append(host.Mounts, mount.Mount{
			Type:     mount.TypeBind,
			Source:   m.HostPath,
			Target:   m.Target(),
			ReadOnly: o.ReadOnly,
		})
	}
	host.Mounts = append(host.Mounts, maskMounts(s.hidden, s.emptyDir, o.Log)...)
	if s.podman && host.ReadonlyRootfs {
		// Podman gives a read-only root writable tmpfs mounts at /var/tmp and
		// /run (its read-only-tmpfs default, which its Docker API cannot turn
		// off): empty read-only ones take their places.
		if host.Tmpfs == nil {
			host.Tmpfs = map[string]string{}
		}
		for _, dir := range []string{"/var/tmp", "/run"} {
			host.Tmpfs[dir] = "ro,nosuid,nodev,noexec,size=4k"
		}
	}
	if v := hiddenVar(s.hidden); v != "" {
		cfg.Env = append(slices.Clip(env), v)
	}
	if s.volume != "" {
		host.Mounts = append(host.Mounts, mount.Mount{
			Type:     mount.TypeVolume,
			Source:   s.volume,
			Target:   packagesDir,
			ReadOnly: true,
		})
	}
	return cfg, host
}

// securityOpts are the security options of our containers.
func securityOpts(seccomp string) []string {
	opts := []string{"no-new-privileges"}
	if seccomp != "" {
		opts = append(opts, seccomp)
	}
	return opts
}

// workingDir is the first mounted directory, else /tmp when there is one.
func workingDir(o Options) string {
	for _, m := range o.Mounts {
		if m.Dir {
			return m.Target()
		}
	}
	if len(o.Mounts) > 0 {
		return kernel.SandboxRoot
	}
	if o.TmpfsMB > 0 {
		return "/tmp"
	}
	return "/"
}

// startInstance creates and starts a kernel container and waits for its agent.
func startInstance(ctx context.Context, e *engine.Engine, s spec) (_ *instance, err error) {
	ctx, cancel := context.WithTimeout(ctx, s.opts.StartTimeout)
	defer cancel()
	// Hidden paths are found again at every start: a replacement container
	// sees the workspace as it is now.
	if s.hidden, err = findHidden(ctx, s.opts.Mounts); err != nil {
		return nil, err
	}
	cfg, host := s.config()
	created, err := e.Client.ContainerCreate(ctx, cfg, host, nil, nil, "")
	if err != nil {
		return nil, fmt.Errorf("create kernel container from %s: %w", s.image, err)
	}
	inst := &instance{id: created.ID, stderr: &tailBuffer{max: 8 << 10}, memory: s.opts.Limits.MemoryBytes, cpus: s.opts.Limits.CPUs}
	defer func() {
		if err != nil {
			inst.remove(e)
		}
	}()
	inst.hijack, err = e.Client.ContainerAttach(ctx, created.ID, container.AttachOptions{
		Stream: true, Stdin: true, Stdout: true, Stderr: true,
	})
	if err != nil {
		return nil, fmt.Errorf("attach to kernel container: %w", err)
	}
	// With no TTY the engine multiplexes stdout and stderr on one stream; the
	// frames are on stdout.
	frames, w := io.Pipe()
	go func() {
		_, err := stdcopy.StdCopy(w, inst.stderr, inst.hijack.Reader)
		w.CloseWithError(err)
	}()
	if err := e.Client.ContainerStart(ctx, created.ID, container.StartOptions{}); err != nil {
		return nil, fmt.Errorf("start kernel container (runtime %s; `backyard doctor` checks it): %w", s.runtime, err)
	}
	inst.conn, err = agent.Open(ctx, frames, inst.hijack.Conn, s.opts.Log)
	if err != nil {
		return nil, fmt.Errorf("start the agent in %s: %w%s", shortID(created.ID), err, inst.diagnostics())
	}
	return inst, nil
}

// diagnostics is what the agent said on stderr, for an error message.
func (inst *instance) diagnostics() string {
	if s := inst.stderr.String(); s != "" {
		return "\nthe agent said:\n" + s
	}
	return ""
}

// removeTimeout bounds removing a container, which must happen even when the
// caller's context has ended.
const removeTimeout = 20 * time.Second

// remove kills and removes the container and drops the connection.
func (inst *instance) remove(e *engine.Engine) error {
	if inst.conn != nil {
		inst.conn.Close()
	}
	if inst.hijack.Conn != nil {
		inst.hijack.Close()
	}
	ctx, cancel := context.WithTimeout(context.Background(), removeTimeout)
	defer cancel()
	err := forceRemove(ctx, e, inst.id)
	if err != nil && !isNotFound(err) {
		return fmt.Errorf("remove kernel container %s: %w", shortID(inst.id), err)
	}
	return nil
}

// forceRemove removes container id, killing it first if it runs. Podman answers
// "container state improper" when the container stopped while it was being
// killed; it is stopped then, and the second try removes it.
func forceRemove(ctx context.Context, e *engine.Engine, id string) error {
	opts := container.RemoveOptions{Force: true, RemoveVolumes: true}
	err := e.Client.ContainerRemove(ctx, id, opts)
	for try := 0; try < 3 && err != nil && strings.Contains(err.Error(), "container state improper"); try++ {
		time.Sleep(100 * time.Millisecond)
		err = e.Client.ContainerRemove(ctx, id, opts)
	}
	return err
}

// exit says how the container's process ended, once the agent is gone.
type exit struct {
	code      int
	oomKilled bool
}

// oom reports an exit by the kernel's OOM killer, which the engine records (under
// runc and runsc alike); a plain SIGKILL (137) from elsewhere is not one.
func (x exit) oom() bool { return x.oomKilled }

// waitExit waits briefly for the container to stop and reads its state.
func (inst *instance) waitExit(e *engine.Engine) (exit, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	waitc, errc := e.Client.ContainerWait(ctx, inst.id, container.WaitConditionNotRunning)
	select {
	case <-waitc:
	case <-errc:
	}
	// The engine learns of an OOM kill from an event of its own, which may
	// come after the exit, later still on a loaded machine (half a second
	// was once not enough): a SIGKILL without the flag is looked at again
	// for two seconds before it counts as a plain kill.
	for try := 0; ; try++ {
		info, err := e.Client.ContainerInspect(ctx, inst.id)
		if err != nil {
			return exit{}, fmt.Errorf("inspect kernel container %s: %w", shortID(inst.id), err)
		}
		if info.State == nil {
			return exit{}, errors.New("inspect kernel container: no state")
		}
		x := exit{code: info.State.ExitCode, oomKilled: info.State.OOMKilled}
		if e.Kind == engine.Podman && x.code == 137 && !x.oomKilled {
			// Podman does not record OOM kills here (cgroup v1), and
			// nothing of the sandbox's SIGKILLs the agent in a cell: a
			// SIGKILL is taken for the memory limit's (a kill from
			// outside, `podman kill`, would be reported so too).
			x.oomKilled = true
		}
		if x.oomKilled || x.code != 137 || try == 20 {
			return x, nil
		}
		select {
		case <-time.After(100 * time.Millisecond):
		case <-ctx.Done():
			return x, nil
		}
	}
}

// resize sets the container's memory and CPU limits, for a cell that overrides
// them.
func (inst *instance) resize(ctx context.Context, e *engine.Engine, memory int64, cpus float64) error {
	if memory == inst.memory && cpus == inst.cpus {
		return nil
	}
	_, err := e.Client.ContainerUpdate(ctx, inst.id, container.UpdateConfig{Resources: container.Resources{
		Memory:     memory,
		MemorySwap: memory,
		NanoCPUs:   int64(cpus * 1e9),
	}})
	if err != nil {
		return fmt.Errorf("set memory %d MB and %g CPUs on %s: %w", memory>>20, cpus, shortID(inst.id), err)
	}
	inst.memory, inst.cpus = memory, cpus
	return nil
}

func shortID(id string) string {
	if len(id) > 12 {
		return id[:12]
	}
	return id
}

// tailBuffer keeps the last max bytes written to it. It is safe for concurrent
// use.
type tailBuffer struct {
	mu  sync.Mutex
	max int
	buf []byte
}

func (t *tailBuffer) Write(p []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.buf = append(t.buf, p...)
	if over := len(t.buf) - t.max; over > 0 {
		t.buf = t.buf[over:]
	}
	return len(p), nil
}

func (t *tailBuffer) String() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	return strings.TrimSpace(string(t.buf))
}
