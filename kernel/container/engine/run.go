package engine

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/containerd/errdefs"
	"github.com/docker/docker/api/types/container"
	"github.com/docker/docker/api/types/mount"
	"github.com/docker/docker/pkg/stdcopy"
)

// RunSpec describes a one-shot container: start, wait for it to exit, collect its output,
// remove it. The container kernel keeps its containers alive instead; one-shot runs are
// for checks (`backyard doctor`, tests) where a fresh process per command is the point.
type RunSpec struct {
	Image string
	Cmd   []string
	// Runtime is the OCI runtime ("runc", "runsc"); empty means the engine's default.
	Runtime string
	// Network is the network mode; empty means "none".
	Network string
	// User runs the command as this user ("uid" or "uid:gid"); empty means the image's.
	User string
	// Purpose is the value of the LabelKey label, e.g. "check".
	Purpose string
	// Mounts are mounted in the container.
	Mounts []mount.Mount
}

// RunResult is what a one-shot container did.
type RunResult struct {
	Stdout, Stderr string
	ExitCode       int
	// Duration runs from create to exit.
	Duration time.Duration
}

// removeTimeout bounds removing a container after the caller's context has ended.
const removeTimeout = 10 * time.Second

// Run runs spec to completion and removes the container, also when ctx ends first.
// A non-zero exit is not an error: it is in RunResult.ExitCode. A container the engine
// will not remove is an error: these containers carry no owner for Reap to find, so one
// left behind would stay.
func (e *Engine) Run(ctx context.Context, spec RunSpec) (_ *RunResult, err error) {
	network := spec.Network
	if network == "" {
		network = "none"
	}
	purpose := spec.Purpose
	if purpose == "" {
		purpose = "run"
	}
	start := time.Now()
	created, err := e.Client.ContainerCreate(ctx,
		&container.Config{
			Image:  spec.Image,
			Cmd:    spec.Cmd,
			User:   spec.User,
			Labels: map[string]string{LabelKey: purpose},
		},
		&container.HostConfig{
			NetworkMode: container.NetworkMode(network),
			Runtime:     spec.Runtime,
			Resources:   container.Resources{Ulimits: Ulimits(0)},
			Mounts:      spec.Mounts,
		}, nil, nil, "")
	if err != nil {
		return nil, fmt.Errorf("create container from %s: %w", spec.Image, err)
	}
	defer func() {
		rctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), removeTimeout)
		defer cancel()
		rerr := e.Client.ContainerRemove(rctx, created.ID, container.RemoveOptions{Force: true})
		if rerr != nil && !errdefs.IsNotFound(rerr) {
			err = errors.Join(err, fmt.Errorf("remove %s container %.12s: %w", purpose, created.ID, rerr))
		}
	}()
	if err := e.Client.ContainerStart(ctx, created.ID, container.StartOptions{}); err != nil {
		return nil, fmt.Errorf("start container (runtime %q): %w", runtimeName(spec.Runtime), err)
	}
	waitc, errc := e.Client.ContainerWait(ctx, created.ID, container.WaitConditionNotRunning)
	var code int
	select {
	case w := <-waitc:
		if w.Error != nil {
			return nil, fmt.Errorf("wait for container: %s", w.Error.Message)
		}
		code = int(w.StatusCode)
	case err := <-errc:
		return nil, fmt.Errorf("wait for container: %w", err)
	}
	res := &RunResult{ExitCode: code, Duration: time.Since(start)}
	logs, err := e.Client.ContainerLogs(ctx, created.ID, container.LogsOptions{ShowStdout: true, ShowStderr: true})
	if err != nil {
		return nil, fmt.Errorf("read container output: %w", err)
	}
	defer logs.Close()
	var stdout, stderr bytes.Buffer
	if _, err := stdcopy.StdCopy(&stdout, &stderr, logs); err != nil {
		return nil, fmt.Errorf("read container output: %w", err)
	}
	res.Stdout, res.Stderr = stdout.String(), stderr.String()
	return res, nil
}

// CheckRuntime proves that runtime starts a container from image by running `true` in
// it with no network. It returns nil when it does, and otherwise an error carrying the
// engine's or the container's own words.
func (e *Engine) CheckRuntime(ctx context.Context, runtime, image string) error {
	res, err := e.Run(ctx, RunSpec{Image: image, Cmd: []string{"true"}, Runtime: runtime, Purpose: "check"})
	if err != nil {
		return err
	}
	if res.ExitCode != 0 {
		return fmt.Errorf("runtime %s: `true` exited %d: %s", runtimeName(runtime), res.ExitCode,
			strings.TrimSpace(res.Stderr))
	}
	return nil
}

func runtimeName(r string) string {
	if r == "" {
		return "default"
	}
	return r
}
