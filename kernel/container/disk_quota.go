package container

import (
	"fmt"

	"github.com/backyard-dev/backyard/kernel"
)

// The write quota (kernel.Limits.DiskBytes, --disk) bounds the net bytes a
// session's code may add to its workspace, and a write past it fails at
// once with OSError [Errno 28] No space left on device, as on monty. A bind
// mount of a host folder cannot be size-limited, and a check by the host
// after each cell would come too late (a cell can fill the host's disk
// before it ends), so with a quota and write access the kernel container
// does not see the workspace itself but a copy of it on a file system of
// its own size:
//
//   - the host (root) makes a sparse ext4 image in a private folder of the
//     session, mounts it through a loop device, and copies the workspace's
//     visible files into it, beneath the workspace's root and without
//     following links (hidden paths become empty stand-ins, masked in the
//     container as the real ones are);
//   - the image's free space is then made exactly the quota (less what the
//     session used before, on monty) by a padding file outside the part the
//     container sees; deleting files gives space back;
//   - the container binds the copy instead of the workspace; after every
//     cell what the cell created, modified or deleted in the copy is applied
//     to the real workspace (again beneath its root, never through a link),
//     owned as in the copy, i.e. by the workspace's owner; so the host's
//     readers (read_file, list_files, the file-change scan) find the
//     workspace up to date between cells;
//   - a replacement container (after a timeout or out of memory) mounts the
//     same copy; Close applies what is left, unmounts and removes it.
//
// The quota counts file-system blocks of 1 KiB, so many small files reach it
// a little sooner than their bytes would. What the host changes in the
// workspace while the session runs is not seen by the container; a file
// that a cell also changes is replaced by the cell's version. FIFOs, sockets
// and devices a cell makes stay in the copy.
//
// A read-only workspace needs no image. Where the image cannot be mounted
// (not root, no loop devices, a rootless or remote engine) a quota is
// refused with a *kernel.UsageError that says why: never a limit that does
// not hold.

// diskRefusal is the usage error of a quota that cannot be held.
func diskRefusal(why error) error {
	return &kernel.UsageError{Msg: fmt.Sprintf("the container kernel cannot hold a write quota (--disk) here: %v. "+
		"Run backyard as root on a host with loop devices and a rootful local engine, make the workspace read-only, "+
		"drop --disk, or stay on monty (--backend monty), which enforces it itself", why)}
}
