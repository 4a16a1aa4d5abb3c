package container

import "github.com/backyard-dev/backyard/kernel"

// checkDiskQuota refuses a write quota (kernel.Limits.DiskBytes, --disk):
// the container kernel cannot hold one yet. The workspace is a bind mount
// of a host folder, which Docker cannot size-limit, and a check by the
// host after each cell would come too late (a cell can fill the disk
// before it ends) and would not see ignored paths. Refusing is better
// than a limit the caller believes in and that does not hold; monty
// enforces the quota on every write (kernel/monty/mountfs/quota.go).
func checkDiskQuota(l kernel.Limits) error {
	if l.DiskBytes > 0 {
		return &kernel.UsageError{Msg: "the container kernel has no write quota (--disk) yet; it is enforced on monty only"}
	}
	return nil
}
