package container

import (
	"context"
	"fmt"
	"strings"

	"github.com/backyard-dev/backyard/kernel"
)

// A cell may raise the memory and CPU limits for itself (kernel.Request.Limits).
// runc changes a running container's limits in place; gVisor's runsc cannot, and
// there the container is replaced and the session replayed. A replay must not run
// out of memory where the first run did not, so a new container always gets at
// least the largest limit any replayed cell ran under (replayMemory), and where
// lowering the limit would need a replacement that must keep the larger limit
// anyway, the container keeps it.

// fit gives inst the cell's limits, or replaces it with a container that has them,
// and returns the instance to run the cell in.
func (k *Kernel) fit(ctx context.Context, inst *instance, limits kernel.Limits) (*instance, error) {
	err := inst.resize(ctx, k.e, limits.MemoryBytes, limits.CPUs)
	if err == nil {
		return inst, nil
	}
	if limits.MemoryBytes < inst.memory && k.replayMemory() > limits.MemoryBytes {
		k.opts.Log.Info("keeping the kernel container's larger memory limit: it cannot be lowered in place, and replaying the session needs it",
			"memory_mb", inst.memory>>20, "asked_mb", limits.MemoryBytes>>20)
		return inst, nil
	}
	k.opts.Log.Info("replacing the kernel container to change its limits",
		"memory_mb", limits.MemoryBytes>>20, "cpus", limits.CPUs, "err", firstLine(err))
	k.drop(inst)
	if err := k.restartWith(ctx, limits); err != nil {
		return nil, fmt.Errorf("replace the kernel container with new limits: %w", err)
	}
	return k.current(ctx)
}

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
