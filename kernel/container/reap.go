package container

import (
	"context"
	"errors"
	"fmt"
	"os"
	"strconv"
	"strings"
	"syscall"

	"github.com/containerd/errdefs"
	"github.com/docker/docker/api/types/container"
	"github.com/docker/docker/api/types/filters"

	"github.com/backyard-dev/backyard/kernel/container/engine"
)

// Labels on every container the kernel makes. LabelKernel marks them; the owner
// labels name the process that made them, so that a later process can tell a
// container in use from one whose owner is gone.
const (
	LabelKernel     = "dev.backyard.kernel"
	LabelOwner      = "dev.backyard.owner"       // the owner's pid
	LabelOwnerStart = "dev.backyard.owner-start" // when the owner started, against pid reuse
	LabelOwnerHost  = "dev.backyard.owner-host"  // the owner's host name
)

// owner identifies a process that owns containers.
type owner struct {
	pid   int
	start string // the process's start time in clock ticks since boot ("" when unknown)
	host  string
}

// self is the current process as an owner.
func self() owner {
	host, _ := os.Hostname()
	return owner{pid: os.Getpid(), start: processStart(os.Getpid()), host: host}
}

// labels are the labels of a container made by o for purpose ("kernel",
// "install").
func (o owner) labels(purpose string) map[string]string {
	return map[string]string{
		engine.LabelKey: purpose,
		LabelKernel:     "1",
		LabelOwner:      strconv.Itoa(o.pid),
		LabelOwnerStart: o.start,
		LabelOwnerHost:  o.host,
	}
}

// alive reports whether the owner recorded in labels still runs. A container made
// on another host (an engine shared over TCP) is assumed alive: its owner cannot be
// checked from here.
func alive(labels map[string]string, me owner) bool {
	if labels[LabelOwnerHost] != me.host {
		return true
	}
	pid, err := strconv.Atoi(labels[LabelOwner])
	if err != nil || pid <= 0 {
		return false
	}
	if pid == me.pid {
		return labels[LabelOwnerStart] == me.start
	}
	if start := processStart(pid); start != "" || labels[LabelOwnerStart] != "" {
		return start != "" && start == labels[LabelOwnerStart]
	}
	// No /proc: signal 0 tells whether the pid exists (EPERM: it does, not ours).
	err = syscall.Kill(pid, 0)
	return err == nil || errors.Is(err, syscall.EPERM)
}

// processStart reads a process's start time from /proc/<pid>/stat (field 22), or
// returns "" when it cannot.
func processStart(pid int) string {
	data, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return ""
	}
	// The command name (field 2) is in parentheses and may hold spaces.
	s := string(data)
	i := strings.LastIndexByte(s, ')')
	if i < 0 {
		return ""
	}
	fields := strings.Fields(s[i+1:])
	// fields[0] is field 3 (state); field 22 is fields[19].
	if len(fields) < 20 {
		return ""
	}
	return fields[19]
}

// Reap removes the containers, and the private package volumes, of backyard
// processes on this host that are gone, and returns how many containers it removed.
// New calls it, so a crashed process's containers last until the next kernel starts.
func Reap(ctx context.Context, e *engine.Engine) (int, error) {
	me := self()
	list, err := e.Client.ContainerList(ctx, container.ListOptions{
		All:     true,
		Filters: filters.NewArgs(filters.Arg("label", LabelKernel+"=1")),
	})
	if err != nil {
		return 0, fmt.Errorf("list backyard containers: %w", err)
	}
	var errs []error
	removed := 0
	for _, c := range list {
		if alive(c.Labels, me) {
			continue
		}
		err := forceRemove(ctx, e, c.ID)
		switch {
		case err == nil:
			removed++
		case !isNotFound(err): // another process may be reaping too
			errs = append(errs, fmt.Errorf("remove orphan %s: %w", shortID(c.ID), err))
		}
	}
	errs = append(errs, reapVolumes(ctx, e, me))
	return removed, errors.Join(errs...)
}

func isNotFound(err error) bool {
	return errdefs.IsNotFound(err) || errdefs.IsConflict(err) && strings.Contains(err.Error(), "already in progress")
}
