// Package container is the kernel that runs full CPython in a hardened, long-lived
// container.
//
// A Kernel owns one container whose main process is the agent (package agent): a
// small Python program that keeps the session's namespace and runs cells on request.
// The host talks to it over the container's attached stdin and stdout, so a warm cell
// costs a round trip of frames, not a `docker exec`: milliseconds instead of the
// hundred that starting a process in a container costs.
//
// The container is locked down by default (see spec.config): no network, every
// capability dropped, no-new-privileges, a pids limit, memory with swap equal to it,
// a CPU quota, a read-only root with a bounded tmpfs /tmp, an unprivileged user, an
// init process, no host environment, and gVisor's runsc as the runtime when the
// engine has it registered.
//
// What goes wrong in a cell is handled in three steps. A cell past its timeout is
// interrupted (KeyboardInterrupt in the cell's code); the session goes on. A cell that
// does not stop within a grace period, or whose process dies (the kernel's OOM killer,
// say), costs the container: the Kernel removes it, starts a new one and replays the
// session's successful cells with kernel.Replay, so the next cell finds the variables
// it expects. The Result says TimedOut or MemoryLimitHit either way.
//
// A write quota (kernel.Limits.DiskBytes) is held by a file system of its own
// size: the container binds a copy of the workspace on a loop-mounted ext4
// image, and each cell's changes are applied back to the workspace after it
// (see disk_quota.go). A restart's replay leaves out the cells that changed
// workspace files, as a Sandbox's conversion does, and says so at the head of
// the cell's stderr.
//
// Every container carries labels naming the process that made it; a Kernel starting
// up removes the containers of processes that are gone (see Reap).
//
// Packages are installed by a separate, short-lived install container, the only one
// that may reach a package index, into a named volume that kernel containers mount
// read-only (see install.go).
package container
