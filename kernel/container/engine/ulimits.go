package engine

import (
	"syscall"

	"github.com/docker/docker/api/types/container"
)

// Ulimits are the open-file and process limits every container of ours
// is given: modest ones (4,096 each, or this process's hard limit if
// lower), because an engine that applies its own defaults (Podman asks
// for 1,048,576 of each) cannot start a container where they exceed what
// the engine's host process may set ("error setting rlimits ...
// operation not permitted"), and neither a kernel nor pip needs more.
// nproc, when positive, bounds the processes below that.
func Ulimits(nproc int64) []*container.Ulimit {
	files := capped(syscall.RLIMIT_NOFILE, 4096)
	procs := capped(6 /* RLIMIT_NPROC */, 4096)
	if nproc > 0 {
		procs = min(procs, nproc)
	}
	return []*container.Ulimit{
		{Name: "nofile", Soft: files, Hard: files},
		{Name: "nproc", Soft: procs, Hard: procs},
	}
}

// capped is want, or the hard limit of resource if that is lower.
func capped(resource int, want int64) int64 {
	var rl syscall.Rlimit
	if err := syscall.Getrlimit(resource, &rl); err != nil || rl.Max >= uint64(want) {
		return want
	}
	return int64(rl.Max)
}
