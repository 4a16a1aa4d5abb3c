package mountfs

import (
	"io/fs"
	"syscall"
	"time"
)

// statTimes fills what only the system's stat structure holds.
func statTimes(out *FileInfo, fi fs.FileInfo) {
	st, ok := fi.Sys().(*syscall.Stat_t)
	if !ok {
		return
	}
	out.Ino, out.Nlink = st.Ino, uint64(st.Nlink)
	out.AccessTime = time.Unix(st.Atim.Unix())
	out.ChangeTime = time.Unix(st.Ctim.Unix())
}

// hostUsage is statvfs of the host file system m lives on.
func hostUsage(m *mount) (Usage, error) {
	var st syscall.Statfs_t
	if err := syscall.Statfs(m.root.Name(), &st); err != nil {
		return Usage{}, err
	}
	bs := uint64(st.Frsize)
	return Usage{Total: st.Blocks * bs, Used: (st.Blocks - st.Bfree) * bs, Free: st.Bavail * bs}, nil
}
