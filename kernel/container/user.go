package container

import (
	"fmt"
	"log/slog"
	"os"
	"slices"
	"syscall"

	"github.com/backyard-dev/backyard/kernel"
	"github.com/backyard-dev/backyard/kernel/container/engine"
)

// workspaceUser is the uid:gid the kernel runs as when none is chosen: the
// owner of the first workspace folder, so that the kernel can write there
// once write access is granted and what it writes belongs to the
// workspace's owner, not to nobody.
//
// A workspace owned by root is the exception. Under gVisor the kernel then
// runs as root inside the sandbox, with every capability dropped: its root
// is gVisor's, not the host's, and it writes only where the owner may.
// Under runc root in the container would be root on the host (Docker 20.10
// has no idmapped mounts), so the kernel stays nobody and can write only
// where others may; a warning says so.
func workspaceUser(mounts []kernel.Mount, runtime string, log *slog.Logger) string {
	i := slices.IndexFunc(mounts, func(m kernel.Mount) bool { return m.Dir })
	if i < 0 {
		return DefaultUser
	}
	fi, err := os.Stat(mounts[i].HostPath)
	if err != nil {
		return DefaultUser
	}
	st, ok := fi.Sys().(*syscall.Stat_t)
	switch {
	case !ok:
		return DefaultUser
	case st.Uid != 0:
		return fmt.Sprintf("%d:%d", st.Uid, st.Gid)
	case runtime == engine.Runsc:
		return "0:0"
	}
	log.Warn("the workspace is owned by root and the kernel runs with runc: it runs as nobody and can write only where others may; register gVisor (runsc) or chown the workspace",
		"workspace", mounts[i].HostPath)
	return DefaultUser
}
