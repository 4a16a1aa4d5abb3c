package container

// Dependencies are installed by pip in a short-lived install container, never in the
// kernel's: the install container alone may reach a package index, and what it
// installs lands in a named volume that kernel containers mount read-only.
//
// The volume holds a virtual environment (venv/) made with --system-site-packages,
// so pip sees the image's own packages (numpy) as installed, resolves dependencies
// against everything already in the volume, and installs nothing twice. The agent
// puts the venv's site-packages first on sys.path. The shared volume is named after
// the image, whose Python it was built for; with Options.NoPackageCache a kernel gets
// a private one, removed with it.

import (
	"bytes"
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"net"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"time"

	"github.com/containerd/errdefs"
	"github.com/docker/docker/api/types/container"
	"github.com/docker/docker/api/types/filters"
	"github.com/docker/docker/api/types/mount"
	"github.com/docker/docker/api/types/volume"
	"github.com/docker/docker/pkg/stdcopy"

	"github.com/backyard-dev/backyard/kernel"
	"github.com/backyard-dev/backyard/kernel/container/engine"
)

// Install limits.
const (
	installTimeout = 10 * time.Minute
	installMemory  = 1 << 30
	wheelsDir      = "/wheels"
	labelVolume    = "dev.backyard.volume"
	labelImage     = "dev.backyard.image" // the image a shared package volume serves
)

// installScript makes the venv on first use, then runs pip with the arguments
// after it.
const installScript = `set -e
v=` + packagesDir + `/venv
[ -x "$v/bin/python" ] || python3 -m venv --without-pip --system-site-packages "$v"
exec "$v/bin/python" -m pip install --no-cache-dir --disable-pip-version-check --no-input --no-warn-script-location "$@"`

// sharedVolume names the package cache shared by kernels on an image.
func sharedVolume(imageID string) string {
	sum := sha256.Sum256([]byte(imageID))
	return "backyard-packages-" + hex.EncodeToString(sum[:])[:12]
}

// privateVolume names a package volume for one kernel.
func privateVolume() string {
	var b [6]byte
	rand.Read(b[:])
	return "backyard-packages-private-" + hex.EncodeToString(b[:])
}

// ensureVolume creates the package volume (the engine answers with the existing one
// when it is there).
//
// Podman gives a new volume to the user of the first container that mounts it,
// which would be the kernel's unprivileged user, and the install container's root
// (without capabilities) could then not write it: on Podman a new volume is first
// mounted by a root container of its own, image is the kernel image.
func ensureVolume(ctx context.Context, e *engine.Engine, name, image string, labels map[string]string) error {
	_, err := e.Client.VolumeInspect(ctx, name)
	fresh := errdefs.IsNotFound(err)
	if _, err := e.Client.VolumeCreate(ctx, volume.CreateOptions{Name: name, Labels: labels}); err != nil {
		return fmt.Errorf("create package volume %s: %w", name, err)
	}
	if !fresh || e.Kind != engine.Podman {
		return nil
	}
	res, err := e.Run(ctx, engine.RunSpec{Image: image, Cmd: []string{"true"}, User: "0:0", Purpose: "volume",
		Mounts: []mount.Mount{{Type: mount.TypeVolume, Source: name, Target: packagesDir}}})
	if err != nil {
		return fmt.Errorf("claim package volume %s for root: %w", name, err)
	}
	if res.ExitCode != 0 {
		return fmt.Errorf("claim package volume %s for root: exit %d: %s", name, res.ExitCode, res.Stderr)
	}
	return nil
}

// reapVolumes removes the private package volumes of processes that are gone, and
// shared ones whose image is gone (a new agent or recipe makes a new image).
func reapVolumes(ctx context.Context, e *engine.Engine, me owner) error {
	list, err := e.Client.VolumeList(ctx, volume.ListOptions{Filters: filters.NewArgs(filters.Arg("label", LabelKernel+"=1"))})
	if err != nil {
		return fmt.Errorf("list backyard volumes: %w", err)
	}
	var errs []error
	for _, v := range list.Volumes {
		switch img, shared := v.Labels[labelImage]; {
		case v.Labels[LabelOwner] != "":
			if alive(v.Labels, me) {
				continue
			}
		case shared:
			if _, err := e.Client.ImageInspect(ctx, img); !errdefs.IsNotFound(err) {
				continue
			}
		default:
			continue
		}
		if err := e.Client.VolumeRemove(ctx, v.Name, true); err != nil && !isNotFound(err) && !isInUse(err) {
			errs = append(errs, fmt.Errorf("remove stale volume %s: %w", v.Name, err))
		}
	}
	return errors.Join(errs...)
}

func isInUse(err error) bool { return strings.Contains(err.Error(), "in use") }

// InstallError reports a pip install that failed.
type InstallError struct {
	Requirements []string
	ExitCode     int
	// Output is the end of pip's output.
	Output string
	// Unreachable is set when pip could reach no package index.
	Unreachable bool
}

// Summary says in one line why the install failed and what to do.
func (e *InstallError) Summary() string {
	if e.Unreachable {
		return fmt.Sprintf("could not install %s: no package index is reachable from here. "+
			"Install from a folder of wheels (--index DIR), name an index this machine reaches (--index URL), "+
			"or give the session a network (--network)", strings.Join(e.Requirements, " "))
	}
	last := ""
	for _, line := range strings.Split(strings.TrimSpace(e.Output), "\n") {
		if strings.HasPrefix(line, "ERROR: ") {
			last = strings.TrimPrefix(line, "ERROR: ")
		}
	}
	if last != "" {
		return fmt.Sprintf("could not install %s: %s", strings.Join(e.Requirements, " "), last)
	}
	return fmt.Sprintf("could not install %s (pip exited %d)", strings.Join(e.Requirements, " "), e.ExitCode)
}

// defaultIndex is pip's index when none is named.
const defaultIndex = "https://pypi.org/simple"

// reachable tries a TCP connection to the index's host, for a second: a
// host that does not resolve or answer fails the install at once.
func reachable(ctx context.Context, index string) error {
	if index == "" {
		index = defaultIndex
	}
	u, err := url.Parse(index)
	if err != nil || u.Host == "" {
		return nil // pip will say what is wrong with it
	}
	addr := u.Host
	if u.Port() == "" {
		port := "443"
		if u.Scheme == "http" {
			port = "80"
		}
		addr = net.JoinHostPort(u.Hostname(), port)
	}
	ctx, cancel := context.WithTimeout(ctx, time.Second)
	defer cancel()
	conn, err := (&net.Dialer{}).DialContext(ctx, "tcp", addr)
	if err != nil {
		return fmt.Errorf("package index %s: %w", index, err)
	}
	conn.Close()
	return nil
}

// unreachable reports whether pip's output says no index could be reached
// (no route, no name resolution, a refused connection).
func unreachable(out string) bool {
	for _, sign := range []string{"Failed to establish a new connection", "Temporary failure in name resolution",
		"Name or service not known", "Network is unreachable", "Connection refused", "No route to host", "ConnectTimeoutError"} {
		if strings.Contains(out, sign) {
			return true
		}
	}
	return false
}

// Error gives the pip command line, its exit status and the end of its output.
func (e *InstallError) Error() string {
	return fmt.Sprintf("pip install %s exited %d:\n%s", strings.Join(e.Requirements, " "), e.ExitCode, e.Output)
}

// checkRequirements refuses requirement strings that pip would read as options.
func checkRequirements(reqs []string) error {
	for _, r := range reqs {
		if strings.TrimSpace(r) == "" || strings.HasPrefix(strings.TrimSpace(r), "-") {
			return &kernel.UsageError{Msg: fmt.Sprintf("dependency %q is not a package requirement", r)}
		}
	}
	return nil
}

// installer runs install containers into one volume.
type installer struct {
	e       *engine.Engine
	image   string
	runtime string
	volume  string
	index   string // an index URL, a local wheel folder, or "" for pip's default
	owner   owner
	opts    Options
	seccomp string // as spec.seccomp
}

// install runs pip for reqs in an install container and returns its output.
func (in *installer) install(ctx context.Context, reqs []string) (string, error) {
	ctx, cancel := context.WithTimeout(ctx, installTimeout)
	defer cancel()
	unlock, err := lockFile(ctx, filepath.Join(os.TempDir(), "backyard-install-"+in.volume+".lock"))
	if err != nil {
		return "", err
	}
	defer unlock()

	args := []string{"sh", "-c", installScript, "install"}
	network := "none"
	runtime := in.runtime
	host := &container.HostConfig{
		CapDrop:        []string{"ALL"},
		SecurityOpt:    securityOpts(in.seccomp),
		ReadonlyRootfs: true,
		Tmpfs:          map[string]string{"/tmp": "rw,nosuid,nodev,size=1g,mode=1777"},
		Mounts:         []mount.Mount{{Type: mount.TypeVolume, Source: in.volume, Target: packagesDir}},
	}
	pids := int64(DefaultPids)
	host.Resources = container.Resources{Memory: installMemory, MemorySwap: installMemory, PidsLimit: &pids, Ulimits: engine.Ulimits(0)}
	init := true
	host.Init = &init
	// One try, and a short wait: without a reachable index pip's default
	// five retries with backoff spent ten seconds before saying so.
	online := []string{"--retries", "0", "--timeout", "5"}
	switch {
	case in.index == "":
		network = "default"
		args = append(args, online...)
	case isURL(in.index):
		network = "default"
		args = append(args, "--index-url", in.index)
		args = append(args, online...)
	default:
		dir, err := filepath.Abs(in.index)
		if err != nil {
			return "", &kernel.UsageError{Msg: fmt.Sprintf("package folder %s: %v", in.index, err)}
		}
		if fi, err := os.Stat(dir); err != nil || !fi.IsDir() {
			return "", &kernel.UsageError{Msg: fmt.Sprintf("package index %s is neither a URL nor a folder of wheels", in.index)}
		}
		host.Mounts = append(host.Mounts, mount.Mount{Type: mount.TypeBind, Source: dir, Target: wheelsDir, ReadOnly: true})
		args = append(args, "--no-index", "--find-links", wheelsDir)
	}
	if network != "none" {
		// Say at once that no index answers, rather than after a container
		// start and pip's own attempts.
		if err := reachable(ctx, in.index); err != nil {
			return "", &InstallError{Requirements: reqs, ExitCode: -1, Output: err.Error(), Unreachable: true}
		}
	}
	if network != "none" && runtime == engine.Runsc && runscOffline(ctx, in.e) {
		// runsc registered with --network=none cannot reach an index.
		in.opts.Log.Info("installing with runc: runsc is registered without a network", "requirements", reqs)
		runtime = engine.Runc
	}
	host.NetworkMode = container.NetworkMode(network)
	host.Runtime = runtime
	args = append(args, "--")
	args = append(args, reqs...)

	start := time.Now()
	created, err := in.e.Client.ContainerCreate(ctx, &container.Config{
		Image:  in.image,
		Cmd:    args,
		User:   "0:0", // owns the volume; holds no capabilities
		Env:    append(slices.Clip(env), "PIP_ROOT_USER_ACTION=ignore"),
		Labels: in.owner.labels("install"),
	}, host, nil, nil, "")
	if err != nil {
		return "", fmt.Errorf("create install container: %w", err)
	}
	defer func() {
		rctx, cancel := context.WithTimeout(context.Background(), removeTimeout)
		defer cancel()
		in.e.Client.ContainerRemove(rctx, created.ID, container.RemoveOptions{Force: true})
	}()
	if err := in.e.Client.ContainerStart(ctx, created.ID, container.StartOptions{}); err != nil {
		return "", fmt.Errorf("start install container: %w", err)
	}
	waitc, errc := in.e.Client.ContainerWait(ctx, created.ID, container.WaitConditionNotRunning)
	var code int
	select {
	case w := <-waitc:
		code = int(w.StatusCode)
	case err := <-errc:
		return "", fmt.Errorf("wait for pip install %s: %w", strings.Join(reqs, " "), err)
	}
	out := containerOutput(ctx, in.e, created.ID)
	in.opts.Log.Info("pip install", "requirements", reqs, "exit", code, "duration", time.Since(start).Round(time.Millisecond))
	if code != 0 {
		return out, &InstallError{Requirements: reqs, ExitCode: code, Output: tail(out, 4000), Unreachable: unreachable(out)}
	}
	return out, nil
}

func containerOutput(ctx context.Context, e *engine.Engine, id string) string {
	logs, err := e.Client.ContainerLogs(ctx, id, container.LogsOptions{ShowStdout: true, ShowStderr: true})
	if err != nil {
		return fmt.Sprintf("(output unavailable: %v)", err)
	}
	defer logs.Close()
	var b bytes.Buffer
	stdcopy.StdCopy(&b, &b, logs)
	return b.String()
}

func tail(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return "..." + s[len(s)-n:]
}

func isURL(s string) bool {
	return strings.HasPrefix(s, "http://") || strings.HasPrefix(s, "https://") || strings.HasPrefix(s, "file://")
}

// runscOffline reports whether runsc is registered with --network=none.
func runscOffline(ctx context.Context, e *engine.Engine) bool {
	info, err := e.Client.Info(ctx)
	if err != nil {
		return false
	}
	rt, ok := info.Runtimes[engine.Runsc]
	return ok && slices.ContainsFunc(rt.Args, func(a string) bool { return a == "--network=none" || a == "-network=none" })
}

// lockFile takes an exclusive lock on path, waiting until it is free or ctx ends.
func lockFile(ctx context.Context, path string) (unlock func(), err error) {
	f, err := os.OpenFile(path, os.O_CREATE|os.O_RDWR, 0o666)
	if err != nil {
		return nil, fmt.Errorf("install lock: %w", err)
	}
	for {
		err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB)
		if err == nil {
			return func() { f.Close() }, nil
		}
		if !errors.Is(err, syscall.EWOULDBLOCK) {
			f.Close()
			return nil, fmt.Errorf("install lock %s: %w", path, err)
		}
		select {
		case <-ctx.Done():
			f.Close()
			return nil, fmt.Errorf("waiting for another install: %w", ctx.Err())
		case <-time.After(100 * time.Millisecond):
		}
	}
}
