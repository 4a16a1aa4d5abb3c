package mountfs

import (
	"io/fs"
	"time"
)

// FileInfo is what os.stat returns, in Go types.
type FileInfo struct {
	// Mode holds the type and permission bits; UnixMode gives st_mode.
	Mode       fs.FileMode
	Size       int64
	ModTime    time.Time
	AccessTime time.Time
	ChangeTime time.Time
	// Ino and Dev identify the file (os.path.samefile); Dev is the
	// sandbox's own number for the mount, /tmp or the virtual tree, not
	// the host's.
	Ino   uint64
	Dev   uint64
	Nlink uint64
}

// IsDir reports whether the file is a directory.
func (fi *FileInfo) IsDir() bool { return fi.Mode.IsDir() }

// UnixMode returns st_mode: the S_IF* type bits and the permission bits.
func (fi *FileInfo) UnixMode() uint32 {
	m := uint32(fi.Mode.Perm())
	if fi.Mode&fs.ModeSetuid != 0 {
		m |= 0o4000
	}
	if fi.Mode&fs.ModeSetgid != 0 {
		m |= 0o2000
	}
	if fi.Mode&fs.ModeSticky != 0 {
		m |= 0o1000
	}
	switch {
	case fi.Mode.IsDir():
		m |= 0o040000
	case fi.Mode&fs.ModeSymlink != 0:
		m |= 0o120000
	case fi.Mode&fs.ModeNamedPipe != 0:
		m |= 0o010000
	case fi.Mode&fs.ModeSocket != 0:
		m |= 0o140000
	case fi.Mode&fs.ModeCharDevice != 0:
		m |= 0o020000
	case fi.Mode&fs.ModeDevice != 0:
		m |= 0o060000
	default:
		m |= 0o100000
	}
	return m
}

// DirEntry is one entry of a directory listing, as os.scandir gives it.
type DirEntry struct {
	Name string
	// Type is the entry's own type bits (fs.ModeDir, fs.ModeSymlink, or 0
	// for a regular file): is_dir(follow_symlinks=False) and is_symlink().
	Type fs.FileMode
	// IsDir and IsFile follow a symbolic link: is_dir() and is_file(). A
	// dangling link is neither.
	IsDir  bool
	IsFile bool
}

// IsSymlink reports whether the entry is a symbolic link.
func (e DirEntry) IsSymlink() bool { return e.Type&fs.ModeSymlink != 0 }

// hostInfo converts what the host's stat said about a file of m.
func hostInfo(m *mount, fi fs.FileInfo) *FileInfo {
	out := &FileInfo{
		Mode: fi.Mode(), Size: fi.Size(), ModTime: fi.ModTime(),
		AccessTime: fi.ModTime(), ChangeTime: fi.ModTime(), Dev: m.dev, Nlink: 1,
	}
	statTimes(out, fi)
	return out
}
