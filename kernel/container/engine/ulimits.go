package engine

import (
	"syscall"

	"github.com/docker/docker/api/types/container"
)

// Ulimits are the open-file and process limits every container of ours
// is given, each at most this process's own hard limit: an engine that
// would otherwise apply its defaults (Podman asks for 1,048,576 of each)
// cannot start a container where those exceed what the host allows
// ("error setting rlimits ... operation not permitted"). nproc, when
// positive, bounds the processes below that.
func Ulimits(nproc int64) []*container.Ulimit {
	files := capped(syscall.RLIMIT_NOFILE, 1<<16)
	procs := capped(6 /* RLIMIT_NPROC */, 1<<16)
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
