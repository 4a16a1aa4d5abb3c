package mountfs

import (
	"errors"
	"io"
	"io/fs"
	"math"
	"os"
	"syscall"
)

// openFlags are the os.O_* flags Open understands; others are ignored.
const openFlags = os.O_RDONLY | os.O_WRONLY | os.O_RDWR | os.O_APPEND | os.O_CREATE | os.O_EXCL | os.O_TRUNC |
	syscall.O_NOFOLLOW | syscall.O_DIRECTORY

const accMode = os.O_RDONLY | os.O_WRONLY | os.O_RDWR

// File is an open file or directory (what os.open returns a descriptor
// for). Its methods are the system calls on a descriptor: a failure is a
// *PathError naming no file, as CPython's are. Python's io layer (modes,
// buffering, text) is the interpreter's, on top.
//
// Open succeeds on a directory opened read-only, as os.open does; the
// builtin open must then check Stat().IsDir() and raise IsADirectoryError,
// as CPython's FileIO does.
type File struct {
	fsys   *FS
	name   string
	virt   string
	flag   int
	closed bool

	// A file of a mount.
	host *os.File
	m    *mount
	// A file of /tmp and its offset.
	node *memNode
	pos  int64
	// A directory, listed afresh by ReadDir.
	dir *loc
}

// Open opens p with os.open's flags (os.O_RDONLY, os.O_WRONLY|os.O_CREATE|
// os.O_TRUNC, ...) and creates files with perm less the umask (022).
func (fsys *FS) Open(p string, flag int, perm fs.FileMode) (*File, error) {
	fsys.mu.Lock()
	defer fsys.mu.Unlock()
	flag &= openFlags
	write := flag&accMode != os.O_RDONLY || flag&(os.O_CREATE|os.O_TRUNC) != 0
	pp, l, err := fsys.find("open", p, flag&syscall.O_NOFOLLOW == 0)
	if err != nil {
		return nil, err
	}
	f := &File{fsys: fsys, name: p, virt: pp.abs, flag: flag}
	if !l.exists() {
		switch {
		case flag&os.O_CREATE == 0:
			return nil, pathErr("open", pp, ENOENT)
		case pp.dirOnly:
			return nil, pathErr("open", pp, EISDIR)
		}
		if err := fsys.create(f, pp, l, perm.Perm()&^0o022); err != nil {
			return nil, err
		}
		return f, nil
	}
	switch {
	case flag&(os.O_CREATE|os.O_EXCL) == os.O_CREATE|os.O_EXCL:
		return nil, pathErr("open", pp, EEXIST)
	case l.isSymlink(): // only with O_NOFOLLOW
		return nil, pathErr("open", pp, ELOOP)
	case l.isDir() && write:
		return nil, pathErr("open", pp, EISDIR)
	case l.isDir():
		f.dir = l
		return f, nil
	case flag&syscall.O_DIRECTORY != 0:
		return nil, pathErr("open", pp, ENOTDIR)
	}
	if l.area == areaTmp {
		if flag&os.O_TRUNC != 0 {
			if err := fsys.tmp.resize(l.node, 0); err != nil {
				return nil, pathErr("open", pp, err)
			}
		}
		f.node = l.node
		f.node.opens++
		return f, nil
	}
	if write && !fsys.Writable() {
		return nil, readOnly("open", pp)
	}
	if write {
		pinGitignore(l.m, l.rel)
	}
	f.m = l.m
	f.host, err = openVerified(l, flag&^(os.O_CREATE|os.O_EXCL))
	if err != nil {
		return nil, pathErr("open", pp, err)
	}
	if flag&os.O_TRUNC != 0 && flag&accMode != os.O_RDONLY {
		fsys.released(l)
	}
	return f, nil
}

// create makes the missing file l for Open.
func (fsys *FS) create(f *File, pp parsed, l *loc, perm fs.FileMode) error {
	switch l.area {
	case areaTmp:
		n, err := fsys.tmp.create(l.parent, l.name, perm)
		if err != nil {
			return pathErr("open", pp, err)
		}
		f.node = n
		n.opens++
		return nil
	case areaMount:
		if l.hidden {
			return pathErr("open", pp, EACCES)
		}
		if !fsys.Writable() {
			return readOnly("open", pp)
		}
		pinGitignore(l.m, l.rel)
		h, err := l.m.root.OpenFile(l.rel, f.flag|syscall.O_NONBLOCK|syscall.O_CLOEXEC, perm)
		if err != nil {
			return pathErr("open", pp, err)
		}
		// What was created must be what the name now holds, a regular
		// file: not a link swapped in since the walk.
		st, err1 := h.Stat()
		now, err2 := l.m.root.Lstat(l.rel)
		if err1 != nil || err2 != nil || !os.SameFile(st, now) || !st.Mode().IsRegular() {
			h.Close()
			return pathErr("open", pp, EACCES)
		}
		f.host, f.m = h, l.m
		return nil
	}
	return pathErr("open", pp, EACCES)
}

// openVerified opens the existing file l of a mount through its os.Root
// and checks that it is the file the walk found, and a regular file or a
// directory.
func openVerified(l *loc, flag int) (*os.File, error) {
	// O_NONBLOCK: were a FIFO swapped in, open must not wait for a writer.
	h, err := l.m.root.OpenFile(l.rel, flag|syscall.O_NONBLOCK|syscall.O_CLOEXEC, 0)
	if err != nil {
		return nil, err
	}
	st, err := h.Stat()
	switch {
	case err != nil:
	case !os.SameFile(st, l.fi):
		err = errInvisible
	case !st.Mode().IsRegular() && !st.IsDir():
		err = EACCES
	}
	if err != nil {
		h.Close()
		return nil, err
	}
	return h, nil
}

// Name returns the path the file was opened with.
func (f *File) Name() string { return f.name }

func fileErr(op string, err error) error {
	return &PathError{Op: op, Errno: errnoOf(err), fileOp: true}
}

func (f *File) check(op string, want int) error {
	switch {
	case f.closed:
		return fileErr(op, EBADF)
	case want == os.O_RDONLY && f.flag&accMode == os.O_WRONLY,
		want == os.O_WRONLY && f.flag&accMode == os.O_RDONLY:
		return fileErr(op, EBADF)
	}
	return nil
}

// readOnlyFile is the refusal of a write through a file of a mount opened
// before write access was revoked.
func (f *File) readOnlyFile(op string) error {
	return &PathError{Op: op, Errno: EACCES, ReadOnly: true, fileOp: true, virtual: f.virt}
}

// Read reads up to len(p) bytes at the file's offset (os.read); at the end
// it returns io.EOF.
func (f *File) Read(p []byte) (int, error) {
	if err := f.check("read", os.O_RDONLY); err != nil {
		return 0, err
	}
	switch {
	case f.dir != nil:
		return 0, fileErr("read", EISDIR)
	case f.host != nil:
		n, err := f.host.Read(p)
		if err != nil && err != io.EOF {
			err = fileErr("read", err)
		}
		return n, err
	}
	f.fsys.mu.Lock()
	defer f.fsys.mu.Unlock()
	if len(p) == 0 {
		return 0, nil
	}
	if f.pos >= int64(len(f.node.data)) {
		return 0, io.EOF
	}
	n := copy(p, f.node.data[f.pos:])
	f.pos += int64(n)
	f.node.atime = f.fsys.clock()
	return n, nil
}

// Write writes p at the file's offset, or at its end when opened with
// O_APPEND (os.write). A short write returns an error: ENOSPC when /tmp is
// full.
func (f *File) Write(p []byte) (int, error) {
	if err := f.check("write", os.O_WRONLY); err != nil {
		return 0, err
	}
	switch {
	case f.dir != nil:
		return 0, fileErr("write", EBADF)
	case f.host != nil:
		if !f.fsys.Writable() {
			return 0, f.readOnlyFile("write")
		}
		n, err := f.fsys.writeHost(f, p)
		if err != nil {
			err = fileErr("write", err)
		}
		return n, err
	}
	f.fsys.mu.Lock()
	defer f.fsys.mu.Unlock()
	if f.flag&os.O_APPEND != 0 {
		f.pos = int64(len(f.node.data))
	}
	n, err := f.fsys.tmp.writeAt(f.node, p, f.pos)
	f.pos += int64(n)
	if err != nil {
		err = fileErr("write", err)
	}
	return n, err
}

// Seek sets the offset for the next Read or Write (os.lseek) and returns
// it.
func (f *File) Seek(offset int64, whence int) (int64, error) {
	if err := f.check("seek", -1); err != nil {
		return 0, err
	}
	switch {
	case f.dir != nil:
		return 0, nil
	case f.host != nil:
		n, err := f.host.Seek(offset, whence)
		if err != nil {
			return 0, fileErr("seek", err)
		}
		return n, nil
	}
	f.fsys.mu.Lock()
	defer f.fsys.mu.Unlock()
	var base int64
	switch whence {
	case io.SeekStart:
	case io.SeekCurrent:
		base = f.pos
	case io.SeekEnd:
		base = int64(len(f.node.data))
	default:
		return 0, fileErr("seek", EINVAL)
	}
	if offset < -base || offset > math.MaxInt64-base {
		return 0, fileErr("seek", EINVAL)
	}
	f.pos = base + offset
	return f.pos, nil
}

// Tell returns the offset (f.tell()).
func (f *File) Tell() (int64, error) { return f.Seek(0, io.SeekCurrent) }

// Truncate sets the file's size (os.ftruncate); the file must be open for
// writing.
func (f *File) Truncate(size int64) error {
	if f.closed {
		return fileErr("truncate", EBADF)
	}
	if f.dir != nil || f.flag&accMode == os.O_RDONLY || size < 0 {
		return fileErr("truncate", EINVAL)
	}
	if f.host != nil {
		if !f.fsys.Writable() {
			return f.readOnlyFile("truncate")
		}
		if err := f.fsys.resizeHost(f.host, size); err != nil {
			return fileErr("truncate", err)
		}
		return nil
	}
	f.fsys.mu.Lock()
	defer f.fsys.mu.Unlock()
	if err := f.fsys.tmp.resize(f.node, size); err != nil {
		return fileErr("truncate", err)
	}
	return nil
}

// Stat returns the open file's status (os.fstat); Size is what a read of
// the whole file costs, for the interpreter to charge before reading.
func (f *File) Stat() (*FileInfo, error) {
	if f.closed {
		return nil, fileErr("stat", EBADF)
	}
	f.fsys.mu.Lock()
	defer f.fsys.mu.Unlock()
	switch {
	case f.host != nil:
		fi, err := f.host.Stat()
		if err != nil {
			return nil, fileErr("stat", err)
		}
		return hostInfo(f.m, fi), nil
	case f.node != nil:
		return f.fsys.tmp.info(f.node), nil
	case f.dir.area == areaMount:
		fi, err := f.dir.m.root.Lstat(f.dir.rel)
		if err != nil {
			return nil, fileErr("stat", err)
		}
		return hostInfo(f.dir.m, fi), nil
	}
	return f.fsys.info(f.dir), nil
}

// ReadDir lists an open directory, as ReadDir does its path.
func (f *File) ReadDir() ([]DirEntry, error) {
	if f.closed {
		return nil, fileErr("scandir", EBADF)
	}
	if f.dir == nil {
		return nil, fileErr("scandir", ENOTDIR)
	}
	f.fsys.mu.Lock()
	defer f.fsys.mu.Unlock()
	ents, err := f.fsys.readDir(parsed{given: f.name, abs: f.virt}, f.dir)
	if err != nil {
		var pe *PathError
		if errors.As(err, &pe) {
			return nil, fileErr("scandir", pe.Errno)
		}
		return nil, err
	}
	return ents, nil
}

// ReadAll reads from the offset to the end (f.read() with no size). It
// refuses with a *TooLargeError, before reading, when that is more than
// limit bytes (or Options.MaxReadBytes, whichever is less; a limit of
// zero or less sets none), and never holds more than the limit and one
// byte even if the file grows while it reads.
func (f *File) ReadAll(limit int64) ([]byte, error) {
	if err := f.check("read", os.O_RDONLY); err != nil {
		return nil, err
	}
	if m := f.fsys.maxRead; m > 0 && (limit <= 0 || m < limit) {
		limit = m
	}
	switch {
	case f.dir != nil:
		return nil, fileErr("read", EISDIR)
	case f.host != nil:
		return f.readAllHost(limit)
	}
	f.fsys.mu.Lock()
	defer f.fsys.mu.Unlock()
	remain := max(int64(len(f.node.data))-f.pos, 0)
	if limit > 0 && remain > limit {
		return nil, &TooLargeError{Size: remain, Limit: limit}
	}
	b := make([]byte, remain)
	copy(b, f.node.data[min(f.pos, int64(len(f.node.data))):])
	f.pos += remain
	f.node.atime = f.fsys.clock()
	return b, nil
}

func (f *File) readAllHost(limit int64) ([]byte, error) {
	fi, err := f.host.Stat()
	if err != nil {
		return nil, fileErr("read", err)
	}
	pos, err := f.host.Seek(0, io.SeekCurrent)
	if err != nil {
		return nil, fileErr("read", err)
	}
	remain := max(fi.Size()-pos, 0)
	if limit > 0 && remain > limit {
		return nil, &TooLargeError{Size: remain, Limit: limit}
	}
	var r io.Reader = f.host
	if limit > 0 {
		r = io.LimitReader(f.host, limit+1)
	}
	b := make([]byte, 0, remain+1)
	for {
		if len(b) == cap(b) {
			b = append(b, 0)[:len(b)]
		}
		n, err := r.Read(b[len(b):cap(b)])
		b = b[:len(b)+n]
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, fileErr("read", err)
		}
	}
	if limit > 0 && int64(len(b)) > limit {
		return nil, &TooLargeError{Size: int64(len(b)), Limit: limit}
	}
	return b, nil
}

// Close closes the file (os.close); closing it again is EBADF.
func (f *File) Close() error {
	if f.closed {
		return fileErr("close", EBADF)
	}
	f.closed = true
	if f.host != nil {
		if err := f.host.Close(); err != nil {
			return fileErr("close", err)
		}
		return nil
	}
	if f.node != nil {
		f.fsys.mu.Lock()
		defer f.fsys.mu.Unlock()
		f.node.opens--
		f.fsys.tmp.release(f.node)
	}
	return nil
}
