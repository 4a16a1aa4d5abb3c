package doctor

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"syscall"

	"github.com/backyard-dev/backyard/kernel"
	"github.com/backyard-dev/backyard/kernel/container"
	"github.com/backyard-dev/backyard/kernel/container/engine"
)

// checkWorkspace starts a kernel with the workspace folders mounted writable, as a
// session with write access has them, and writes a file into the first from inside:
// write access reported where writes fail is worse than none. The file must appear on
// the host owned by the folder's owner, and is removed.
func checkWorkspace(ctx context.Context, e *engine.Engine, ref string, dirs []string) Check {
	c := Check{Name: "workspace"}
	fail := func(detail, fix string) Check {
		c.Level, c.Detail, c.Fix = Fail, detail, fix
		return c
	}
	mounts, err := kernel.Mounts(dirs)
	if err != nil {
		return fail(firstLine(err), "")
	}
	k, err := container.New(ctx, container.Options{Engine: e, Image: ref, Mounts: mounts})
	if err != nil {
		return fail("the kernel does not start: "+firstLine(err), "")
	}
	defer k.Close()
	name := ".backyard-doctor-" + strconv.Itoa(os.Getpid())
	probe := "import os\nwith open(" + strconv.Quote(name) + ", 'w') as f:\n    f.write('x')\n'%d:%d' % (os.getuid(), os.getgid())"
	res, err := k.Execute(ctx, kernel.Request{Code: probe})
	first := mounts[0].HostPath
	fix := fmt.Sprintf("give the kernel's user write access to %s (it runs as the folder's owner), or mount it read-only", first)
	switch {
	case err != nil:
		return fail("the probe did not run: "+firstLine(err), "")
	case !res.Success:
		msg := "the probe failed"
		if res.Error != nil {
			msg = res.Error.Type + ": " + res.Error.Message
		}
		return fail(fmt.Sprintf("%s is not writable from the container (%s as %s): %s", first, k.Runtime(), k.User(), msg), fix)
	}
	host := filepath.Join(first, name)
	defer os.Remove(host)
	st, err := os.Lstat(host)
	if err != nil {
		return fail(fmt.Sprintf("the container wrote %s, but the host does not see it: %v", name, err), "")
	}
	dirSt, err := os.Stat(first)
	if err != nil {
		return fail(firstLine(err), "")
	}
	owner, dirOwner := ownerOf(st), ownerOf(dirSt)
	if owner != dirOwner {
		c.Level = Warn
		c.Detail = fmt.Sprintf("%s is writable from the container (%s), but its files come out owned by %s, not the folder's %s", first, k.Runtime(), owner, dirOwner)
		return c
	}
	c.Detail = fmt.Sprintf("%s is writable from the container (%s, as %s); files belong to %s", first, k.Runtime(), res.Value.Repr, owner)
	return c
}

func ownerOf(fi os.FileInfo) string {
	if st, ok := fi.Sys().(*syscall.Stat_t); ok {
		return fmt.Sprintf("%d:%d", st.Uid, st.Gid)
	}
	return "?"
}
