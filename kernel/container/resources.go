package container

import (
	"context"
	"fmt"
	"strings"

	"github.com/backyard-dev/backyard/kernel"
	"github.com/backyard-dev/backyard/kernel/container/engine"
)

// A cell may set its own memory and CPU limits (kernel.Request.Limits), raised or
// lowered for that call alone. runc changes a running container's limits in place,
// and they are restored when the call ends; gVisor's runsc cannot, and there the
// container is replaced and the session replayed. A replay must not run out of
// memory where the first run did not, so a new container always gets at least the
// largest limit any replayed cell ran under (replayMemory); so after a call that
// raised it, the replacement keeps the raised limit until a reset. A lower limit a
// call asks for that could only be had by a replacement that must keep a larger one
// is refused with an error that says so: a limit asked for is never silently not
// applied.

// fit gives inst the cell's limits, or replaces it with a container that has them,
// and returns the instance to run the cell in. asked are the limits the call set
// itself (zero fields for the kernel's own).
func (k *Kernel) fit(ctx context.Context, inst *instance, limits, asked kernel.Limits) (*instance, error) {
	err := inst.resize(ctx, k.e, limits.MemoryBytes, limits.CPUs)
	if err == nil {
		return inst, nil
	}
	if need := k.replayMemory(); limits.MemoryBytes < inst.memory && need > limits.MemoryBytes {
		if asked.MemoryBytes == 0 {
			// Back to the kernel's own limit after a call that raised it: the
			// container keeps the larger one, which its replay needs.
			k.opts.Log.Info("keeping the kernel container's larger memory limit: it cannot be lowered in place, and replaying the session needs it",
				"memory_mb", inst.memory>>20, "kernel_mb", limits.MemoryBytes>>20)
			return inst, nil
		}
		return nil, &kernel.UsageError{Msg: fmt.Sprintf(
			"memory limit %d MB cannot be applied: the kernel container (%s) cannot lower its %d MB limit while it runs (%s), "+
				"and a new container must replay this session's cells, which ran under %d MB; "+
				"reset the session first, or start it with the lower limit",
			limits.MemoryBytes>>20, k.spec.runtime, inst.memory>>20, firstLine(err), need>>20)}
	}
	k.opts.Log.Info("replacing the kernel container to change its limits",
		"memory_mb", limits.MemoryBytes>>20, "cpus", limits.CPUs, "err", firstLine(err))
	k.drop(inst)
	if err := k.restartWith(ctx, limits); err != nil {
		return nil, fmt.Errorf("replace the kernel container with new limits: %w", err)
	}
	return k.current(ctx)
}

// unfit restores the kernel's own limits on inst after a call that changed them in
// place. A failure is only logged: the next call's fit tries again.
func (k *Kernel) unfit(ctx context.Context, inst *instance) {
	if inst.memory == k.opts.Limits.MemoryBytes && inst.cpus == k.opts.Limits.CPUs {
		return
	}
	if !k.resizable() {
		return // the replacement keeps its limits until a later call needs others
	}
	if err := inst.resize(ctx, k.e, k.opts.Limits.MemoryBytes, k.opts.Limits.CPUs); err != nil {
		k.opts.Log.Info("restoring the kernel container's limits after the call failed; the next call retries", "err", firstLine(err))
	}
}

// resizable reports whether the engine changes a running container's limits:
// runsc cannot, and Podman's Docker API (4.3) has no container update.
func (k *Kernel) resizable() bool {
	return k.spec.runtime != engine.Runsc && k.e.Kind != engine.Podman
}

// Resizable reports whether per-call memory and CPU limits are applied to the
// running container in place (else it is replaced and the session replayed).
func (k *Kernel) Resizable() bool { return k.resizable() }

// replayMemory is the largest memory limit a cell that a replay would run had when
// it ran.
func (k *Kernel) replayMemory() int64 {
	var m int64
	for _, e := range k.history.Replayable() {
		m = max(m, k.memory[e.Seq])
	}
	return m
}

// firstLine is the first line of err's message: engines answer with pages.
func firstLine(err error) string {
	s, _, _ := strings.Cut(err.Error(), "\n")
	return s
}
