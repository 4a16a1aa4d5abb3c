// Package doctor checks that this machine can run the container kernel, and says how to
// fix what it cannot. It is `backyard doctor`.
//
// Each check builds on the ones before: no engine means no runtime can be tried, and a
// runtime is only known to work once a container has started on it from the kernel
// image — gVisor's runsc is often registered yet refuses to start (see engine-setup.sh
// for the argument it needs on these VMs). So the report says, for every check, what was
// found and, when something is missing, the exact command that fixes it.
package doctor

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"strings"
	"time"

	"github.com/containerd/errdefs"

	"github.com/backyard-dev/backyard/kernel/container/engine"
	"github.com/backyard-dev/backyard/kernel/container/image"
)

// Level grades a check.
type Level int

// The grades, from good to bad.
const (
	OK   Level = iota
	Warn       // backyard works, with less: e.g. no gVisor, so runc with a warning
	Fail       // the container kernel cannot run
)

// String is the level as the report prints it; FAIL is in capitals to stand out.
func (l Level) String() string {
	return [...]string{"ok", "warn", "FAIL"}[l]
}

// Check is one line of the report.
type Check struct {
	Name   string
	Level  Level
	Detail string // what was found
	Fix    string // the command that fixes it, when Level is not OK
}

// Report is the outcome of all checks, in order.
type Report struct {
	Checks []Check
}

// Healthy reports whether no check failed (warnings allowed).
func (r *Report) Healthy() bool {
	for _, c := range r.Checks {
		if c.Level == Fail {
			return false
		}
	}
	return true
}

// Options configure the checks.
type Options struct {
	// Image is the kernel image to check; empty means the one the kernel would find.
	Image string
	// Python is the host's reference interpreter; empty means "python3".
	Python string
	// Workspaces, when given, are folders a session would mount with write
	// access: the report says whether the container can write to them.
	Workspaces []string
}

// Fix commands, for a Debian host as root (what .ci/run does).
const (
	fixEngine = "apt-get install -y docker.io && dockerd &   (or: systemctl --user start podman.socket; or set DOCKER_HOST)"
	fixRunsc  = `apt-get install -y runsc && echo '{"runtimes":{"runsc":{"path":"/usr/bin/runsc","runtimeArgs":["--network=none"]}}}' > /etc/docker/daemon.json && kill -HUP $(pidof dockerd)`
	fixArgs   = `add "runtimeArgs": ["--network=none"] to runsc in /etc/docker/daemon.json, then kill -HUP $(pidof dockerd)`
	// Podman reads its runtimes from containers.conf and passes them no
	// arguments of their own: a wrapper gives runsc its --network=none.
	fixRunscPodman = `apt-get install -y runsc && printf '#!/bin/sh\nexec /usr/bin/runsc --network=none "$@"\n' > /usr/local/bin/runsc-nonet && chmod +x /usr/local/bin/runsc-nonet, ` +
		`then add runsc = ["/usr/local/bin/runsc-nonet"] to the [engine.runtimes] table of /etc/containers/containers.conf ` +
		`(rootless: ~/.config/containers/containers.conf) and restart podman system service`
	fixArgsPodman = `register runsc in containers.conf through a wrapper that runs /usr/bin/runsc --network=none "$@" ` +
		`([engine.runtimes] runsc = ["/usr/local/bin/runsc-nonet"] in /etc/containers/containers.conf), then restart podman system service`
	fixImage  = "backyard image build --offline   (or: make image)"
	fixDebo   = "apt-get install -y debootstrap"
	fixPython = "apt-get install -y python3"
)

// Run performs every check. It does not fail: what goes wrong is in the report.
func Run(ctx context.Context, opts Options) *Report {
	r := &Report{}
	add := func(c Check) { r.Checks = append(r.Checks, c) }

	e, err := engine.Connect(ctx)
	if err != nil {
		add(Check{Name: "engine", Level: Fail, Detail: firstLine(err), Fix: fixEngine})
		add(checkDebootstrap(false))
		add(checkHostPython(ctx, opts.Python))
		return r
	}
	defer e.Close()
	add(Check{Name: "engine", Detail: e.String()})

	ref := opts.Image
	imageCheck := Check{Name: "image"}
	if ref == "" {
		ref, err = image.Find(ctx, e)
	} else if _, ierr := e.Client.ImageInspect(ctx, ref); ierr != nil {
		// An image named by the caller that is not there would otherwise
		// show as every runtime failing to start a container.
		err = fmt.Errorf("%s: %w", ref, ierr)
		if errdefs.IsNotFound(ierr) {
			err = fmt.Errorf("%s is not in the engine", ref)
		}
	}
	if err != nil {
		imageCheck.Level, imageCheck.Detail, imageCheck.Fix = Fail, firstLine(err), fixImage
		if opts.Image != "" {
			imageCheck.Fix = "docker pull " + opts.Image + "   (or leave out --image to check backyard's own image)"
		}
		ref = ""
	} else {
		imageCheck.Detail = ref
	}

	add(checkRuntime(ctx, e, engine.Runc, ref))
	add(checkRuntime(ctx, e, engine.Runsc, ref))
	add(imageCheck)
	add(checkDebootstrap(ref != ""))
	if ref != "" {
		add(checkImagePython(ctx, e, ref))
	}
	if ref != "" && len(opts.Workspaces) > 0 {
		add(checkWorkspace(ctx, e, ref, opts.Workspaces))
	}
	add(checkHostPython(ctx, opts.Python))
	return r
}

func checkRuntime(ctx context.Context, e *engine.Engine, runtime, ref string) Check {
	c := Check{Name: runtime}
	missing := Fail
	if runtime == engine.Runsc {
		missing = Warn // the kernel falls back to runc, with a warning
	}
	if !e.HasRuntime(runtime) {
		c.Level, c.Detail = missing, fmt.Sprintf("not registered (engine has %s)", strings.Join(e.Runtimes, ", "))
		if runtime == engine.Runsc {
			c.Fix = runscFix(e.Kind, false)
		}
		return c
	}
	if ref == "" {
		// The image check says how to get one; saying it here too would
		// repeat it once per runtime.
		c.Level, c.Detail = Warn, "registered; not tried (no image)"
		return c
	}
	start := time.Now()
	if err := e.CheckRuntime(ctx, runtime, ref); err != nil {
		c.Level, c.Detail = missing, "registered but does not start a container: "+firstLine(err)
		if runtime == engine.Runsc {
			c.Fix = runscFix(e.Kind, true)
		}
		return c
	}
	c.Detail = fmt.Sprintf("registered; starts a container (%s)", time.Since(start).Round(10*time.Millisecond))
	return c
}

// runscFix is how to register runsc with an engine of kind, or with
// registered set, how to make a registered runsc start.
func runscFix(kind engine.Kind, registered bool) string {
	switch {
	case kind == engine.Podman && registered:
		return fixArgsPodman
	case kind == engine.Podman:
		return fixRunscPodman
	case registered:
		return fixArgs
	}
	return fixRunsc
}

func checkImagePython(ctx context.Context, e *engine.Engine, ref string) Check {
	c := Check{Name: "python3 (image)"}
	res, err := e.Run(ctx, engine.RunSpec{Image: ref, Purpose: "check", Cmd: []string{"python3", "-c",
		"import sys, numpy; print('Python %d.%d.%d' % sys.version_info[:3], 'numpy', numpy.__version__)"}})
	switch {
	case err != nil:
		c.Level, c.Detail = Fail, firstLine(err)
	case res.ExitCode != 0:
		c.Level, c.Detail = Fail, fmt.Sprintf("exit %d: %s", res.ExitCode, lastLine(res.Stderr))
	default:
		c.Detail = strings.TrimSpace(res.Stdout)
	}
	if c.Level != OK {
		c.Fix = "backyard image build --offline --force"
	}
	return c
}

// checkHostPython reports the reference CPython that differential tests compare with.
func checkHostPython(ctx context.Context, python string) Check {
	if python == "" {
		python = "python3"
	}
	c := Check{Name: "python3 (host)"}
	out, err := exec.CommandContext(ctx, python, "-c",
		"import sys; print('Python %d.%d.%d' % sys.version_info[:3], sys.executable)").Output()
	if err != nil {
		var exit *exec.ExitError
		if errors.As(err, &exit) {
			err = fmt.Errorf("%w: %s", err, lastLine(string(exit.Stderr)))
		}
		c.Level, c.Detail, c.Fix = Warn, "reference interpreter missing: "+firstLine(err), fixPython
		return c
	}
	c.Detail = strings.TrimSpace(string(out)) + " (reference)"
	return c
}

// checkDebootstrap matters only when the image must still be built offline.
func checkDebootstrap(haveImage bool) Check {
	c := Check{Name: "debootstrap"}
	path, err := exec.LookPath("debootstrap")
	switch {
	case err == nil:
		c.Detail = path
	case haveImage:
		c.Detail = "not installed (needed only to rebuild the image offline)"
	default:
		c.Level, c.Detail, c.Fix = Fail, "not installed; the offline image build needs it", fixDebo
	}
	return c
}

// WriteTo prints the report: one line per check, then what to run for each problem.
func (r *Report) WriteTo(w io.Writer) (int64, error) {
	var b strings.Builder
	for _, c := range r.Checks {
		fmt.Fprintf(&b, "%-4s  %-16s %s\n", c.Level, c.Name, c.Detail)
	}
	var fixes []Check
	for _, c := range r.Checks {
		if c.Fix != "" {
			fixes = append(fixes, c)
		}
	}
	if len(fixes) > 0 {
		b.WriteString("\nto fix:\n")
		for _, c := range fixes {
			fmt.Fprintf(&b, "  %s: %s\n", c.Name, c.Fix)
		}
	}
	n, err := io.WriteString(w, b.String())
	return int64(n), err
}

func firstLine(err error) string {
	s, _, _ := strings.Cut(err.Error(), "\n")
	return s
}

func lastLine(s string) string {
	s = strings.TrimSpace(s)
	if i := strings.LastIndexByte(s, '\n'); i >= 0 {
		return s[i+1:]
	}
	return s
}
