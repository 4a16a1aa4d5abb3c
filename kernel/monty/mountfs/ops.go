package mountfs

import (
	"context"
	"io/fs"
	"os"
	"path"
	"strings"
	"syscall"
	"time"
)

// Each operation below is the Python function its comment names, with
// the errors CPython raises for it on Linux.

// Stat returns what os.stat(p) does, following symbolic links.
func (fsys *FS) Stat(p string) (*FileInfo, error) { return fsys.stat("stat", p, true) }

// Lstat returns what os.lstat(p) does: a link itself, not its target.
func (fsys *FS) Lstat(p string) (*FileInfo, error) { return fsys.stat("lstat", p, false) }

func (fsys *FS) stat(op, p string, follow bool) (*FileInfo, error) {
	fsys.mu.Lock()
	defer fsys.mu.Unlock()
	pp, l, err := fsys.find(op, p, follow)
	if err != nil {
		return nil, err
	}
	if !l.exists() {
		return nil, pathErr(op, pp, ENOENT)
	}
	return fsys.info(l), nil
}

// Exists reports whether p names something visible (os.path.exists).
func (fsys *FS) Exists(p string) bool {
	_, err := fsys.Stat(p)
	return err == nil
}

// find parses and locates p. The caller holds fsys.mu.
func (fsys *FS) find(op, p string, follow bool) (parsed, *loc, error) {
	pp, err := fsys.parse(op, p)
	if err != nil {
		return pp, nil, err
	}
	l, err := fsys.locate(pp, follow)
	if err != nil {
		return pp, nil, pathErr(op, pp, err)
	}
	return pp, l, nil
}

// info returns the stat of an existing loc.
func (fsys *FS) info(l *loc) *FileInfo {
	switch l.area {
	case areaTmp:
		return fsys.tmp.info(l.node)
	case areaMount:
		return hostInfo(l.m, l.fi)
	}
	ino := uint64(1)
	if l.area == areaSandbox {
		ino = 2
	}
	return &FileInfo{Mode: fs.ModeDir | 0o555, ModTime: fsys.born, AccessTime: fsys.born, ChangeTime: fsys.born, Ino: ino, Dev: devRoot, Nlink: 2}
}

// dev is the device number of the part of the tree l is in.
func (l *loc) dev() uint64 {
	switch l.area {
	case areaTmp:
		return devTmp
	case areaMount:
		return l.m.dev
	}
	return devRoot
}

// parentDev is the device of the directory holding l, which is what
// rename(2) compares: a mount point's is the tree's it is mounted on.
func (l *loc) parentDev() uint64 {
	if l.mountPoint() {
		return devRoot
	}
	return l.dev()
}

// ReadDir lists the directory p (os.scandir, os.listdir): sorted by name,
// hidden entries left out.
func (fsys *FS) ReadDir(p string) ([]DirEntry, error) {
	fsys.mu.Lock()
	defer fsys.mu.Unlock()
	pp, l, err := fsys.find("scandir", p, true)
	if err != nil {
		return nil, err
	}
	return fsys.readDir(pp, l)
}

func (fsys *FS) readDir(pp parsed, l *loc) ([]DirEntry, error) {
	switch {
	case !l.exists():
		return nil, pathErr("scandir", pp, ENOENT)
	case !l.isDir():
		return nil, pathErr("scandir", pp, ENOTDIR)
	}
	switch l.area {
	case areaTmp:
		return fsys.tmp.readDir(l.node), nil
	case areaMount:
		ents, err := readDirMount(l.m, l.rel)
		if err != nil {
			return nil, pathErr("scandir", pp, err)
		}
		return ents, nil
	}
	return fsys.virtualDirEntries(l.area), nil
}

// Mkdir makes the directory p (os.mkdir) with the permission bits of perm
// less the usual umask (022).
func (fsys *FS) Mkdir(p string, perm fs.FileMode) error {
	fsys.mu.Lock()
	defer fsys.mu.Unlock()
	pp, l, err := fsys.find("mkdir", p, false)
	if err != nil {
		return err
	}
	if l.exists() {
		return pathErr("mkdir", pp, EEXIST)
	}
	perm = perm.Perm() &^ 0o022
	switch l.area {
	case areaTmp:
		_, err := fsys.tmp.create(l.parent, l.name, fs.ModeDir|perm)
		if err != nil {
			return pathErr("mkdir", pp, err)
		}
		return nil
	case areaMount:
		if l.m.file != "" || l.hidden || l.m.filter.Hidden(l.rel, true) {
			return pathErr("mkdir", pp, EACCES)
		}
		if !fsys.Writable() {
			return readOnly("mkdir", pp)
		}
		if err := l.m.root.Mkdir(l.rel, perm); err != nil {
			return pathErr("mkdir", pp, err)
		}
		return nil
	}
	return pathErr("mkdir", pp, EACCES)
}

// MkdirAll makes p and any missing parents (os.makedirs); with existOK an
// existing directory p is not an error.
func (fsys *FS) MkdirAll(p string, perm fs.FileMode, existOK bool) error {
	// os.makedirs, step for step, so that its errors name the same path.
	head, tail := pySplit(p)
	if tail == "" {
		head, tail = pySplit(head)
	}
	if head != "" && tail != "" && !fsys.Exists(head) {
		if err := fsys.MkdirAll(head, 0o777, existOK); err != nil && !isErrno(err, EEXIST) {
			return err
		}
		if tail == "." {
			return nil
		}
	}
	err := fsys.Mkdir(p, perm)
	if err != nil && existOK {
		if fi, serr := fsys.Stat(p); serr == nil && fi.IsDir() {
			return nil
		}
	}
	return err
}

// pySplit is os.path.split.
func pySplit(p string) (head, tail string) {
	i := strings.LastIndexByte(p, '/') + 1
	head, tail = p[:i], p[i:]
	if trimmed := strings.TrimRight(head, "/"); trimmed != "" {
		head = trimmed
	}
	return head, tail
}

func isErrno(err error, no syscall.Errno) bool {
	pe, ok := err.(*PathError)
	return ok && !pe.NullByte && pe.Errno == no
}

// Remove deletes the file or link p (os.remove, os.unlink).
func (fsys *FS) Remove(p string) error {
	fsys.mu.Lock()
	defer fsys.mu.Unlock()
	pp, l, err := fsys.find("remove", p, false)
	if err != nil {
		return err
	}
	switch {
	case !l.exists():
		return pathErr("remove", pp, ENOENT)
	case l.isDir():
		return pathErr("remove", pp, EISDIR)
	case l.mountRoot():
		return pathErr("remove", pp, EBUSY)
	}
	if l.area == areaTmp {
		fsys.tmp.unlink(l.parent, l.name)
		return nil
	}
	if !fsys.Writable() {
		return readOnly("remove", pp)
	}
	pinGitignore(l.m, l.rel)
	if err := l.m.root.Remove(l.rel); err != nil {
		return pathErr("remove", pp, err)
	}
	fsys.released(l)
	return nil
}

// lastDot reports whether p ends in "." or "..", which rmdir and rename
// refuse before looking anything up.
func lastDot(p string) bool {
	_, tail := pySplit(strings.TrimRight(p, "/"))
	return tail == "." || tail == ".."
}

// RemoveDir deletes the empty directory p (os.rmdir). A directory holding
// only hidden entries is not empty.
func (fsys *FS) RemoveDir(p string) error {
	fsys.mu.Lock()
	defer fsys.mu.Unlock()
	pp, l, err := fsys.find("rmdir", p, false)
	if err != nil {
		return err
	}
	if _, tail := pySplit(strings.TrimRight(p, "/")); tail == "." {
		return pathErr("rmdir", pp, EINVAL)
	} else if tail == ".." {
		return pathErr("rmdir", pp, ENOTEMPTY)
	}
	return fsys.rmdir(pp, l)
}

func (fsys *FS) rmdir(pp parsed, l *loc) error {
	switch {
	case !l.exists():
		return pathErr("rmdir", pp, ENOENT)
	case !l.isDir():
		return pathErr("rmdir", pp, ENOTDIR)
	case l.area == areaRoot || l.area == areaSandbox || l.mountPoint():
		return pathErr("rmdir", pp, EBUSY)
	}
	if l.area == areaTmp {
		if len(l.node.children) > 0 {
			return pathErr("rmdir", pp, ENOTEMPTY)
		}
		fsys.tmp.unlink(l.parent, l.name)
		return nil
	}
	if !fsys.Writable() {
		return readOnly("rmdir", pp)
	}
	if err := l.m.root.Remove(l.rel); err != nil {
		if errnoOf(err) == EEXIST {
			err = ENOTEMPTY
		}
		return pathErr("rmdir", pp, err)
	}
	return nil
}

// RemoveAll deletes the directory tree p (shutil.rmtree): p must be a
// directory, not a link to one. Hidden entries stay, so a directory
// holding them is not removed (ENOTEMPTY). A mount point's content is
// removed and then the mount point itself refused (EBUSY), as in the
// container.
func (fsys *FS) RemoveAll(ctx context.Context, p string) error {
	fsys.mu.Lock()
	defer fsys.mu.Unlock()
	pp, l, err := fsys.find("rmtree", p, false)
	if err != nil {
		return err
	}
	switch {
	case !l.exists():
		return pathErr("rmtree", pp, ENOENT)
	case !l.isDir():
		return pathErr("rmtree", pp, ENOTDIR)
	}
	return fsys.removeTree(ctx, pp, l)
}

func (fsys *FS) removeTree(ctx context.Context, pp parsed, l *loc) error {
	if l.area == areaMount && !fsys.Writable() {
		return readOnly("rmtree", pp)
	}
	ents, err := fsys.readDir(pp, l)
	if err != nil {
		return err
	}
	for _, e := range ents {
		if err := ctx.Err(); err != nil {
			return err
		}
		cp := parsed{given: strings.TrimRight(pp.given, "/") + "/" + e.Name, abs: path.Join(pp.abs, e.Name)}
		cl, err := fsys.locate(cp, false)
		if err != nil {
			return pathErr("rmtree", cp, err)
		}
		if !cl.exists() {
			continue
		}
		if cl.isDir() && !cl.mountRoot() {
			err = fsys.removeTree(ctx, cp, cl)
		} else if !cl.isDir() && !cl.mountRoot() {
			err = fsys.unlinkLoc(cp, cl)
		} else {
			err = pathErr("rmtree", cp, EBUSY)
		}
		if err != nil {
			return err
		}
	}
	return fsys.rmdir(pp, l)
}

// unlinkLoc removes a file or link that exists and may be removed.
func (fsys *FS) unlinkLoc(pp parsed, l *loc) error {
	if l.area == areaTmp {
		fsys.tmp.unlink(l.parent, l.name)
		return nil
	}
	pinGitignore(l.m, l.rel)
	if err := l.m.root.Remove(l.rel); err != nil {
		return pathErr("remove", pp, err)
	}
	fsys.released(l)
	return nil
}

// Rename moves old to new (os.rename), replacing a file or empty
// directory at new as rename(2) does.
func (fsys *FS) Rename(old, new string) error { return fsys.rename("rename", old, new) }

// Replace is os.replace, which on Linux is os.rename.
func (fsys *FS) Replace(old, new string) error { return fsys.rename("replace", old, new) }

func (fsys *FS) rename(op, old, new string) error {
	fsys.mu.Lock()
	defer fsys.mu.Unlock()
	fail := func(err error) error {
		if err == nil {
			return nil
		}
		if pe, ok := err.(*PathError); ok && pe.NullByte {
			return pe
		}
		e := &PathError{Op: op, Path: old, Path2: new, Errno: errnoOf(err)}
		if pe, ok := err.(*PathError); ok {
			e.ReadOnly, e.virtual = pe.ReadOnly, pe.virtual
		}
		return e
	}
	po, err := fsys.parse(op, old)
	if err != nil {
		return fail(err)
	}
	pn, err := fsys.parse(op, new)
	if err != nil {
		return fail(err)
	}
	lo, err := fsys.locate(po, false)
	if err != nil {
		return fail(err)
	}
	ln, err := fsys.locate(pn, false)
	if err != nil {
		return fail(err)
	}
	switch {
	case lastDot(old) || lastDot(new):
		return fail(EBUSY)
	case !lo.exists():
		return fail(ENOENT)
	case pn.dirOnly && !lo.isDir():
		return fail(ENOTDIR)
	case ln.exists() && lo.isDir() && !ln.isDir():
		return fail(ENOTDIR)
	case ln.exists() && !lo.isDir() && ln.isDir():
		return fail(EISDIR)
	case lo.parentDev() != ln.parentDev():
		return fail(EXDEV)
	case lo.area == areaRoot || lo.area == areaSandbox || lo.mountPoint() || ln.mountPoint():
		return fail(EBUSY)
	case ln.area == areaRoot || ln.area == areaSandbox:
		return fail(EACCES)
	}
	if lo.area == areaTmp {
		return fail(fsys.tmp.rename(lo, ln))
	}
	m := lo.m
	if ln.hidden || m.filter.Hidden(ln.rel, lo.isDir()) {
		return fail(EACCES)
	}
	if !fsys.Writable() {
		return fail(readOnly(op, po))
	}
	if lo.isDir() && !renameHidesNothing(m, lo.rel) {
		return fail(EACCES)
	}
	pinGitignore(m, lo.rel)
	pinGitignore(m, ln.rel)
	if err := m.root.Rename(lo.rel, ln.rel); err != nil {
		if errnoOf(err) == EEXIST {
			err = ENOTEMPTY
		}
		return fail(err)
	}
	if ln.exists() {
		fsys.released(ln)
	}
	return nil
}

// Readlink returns the target of the link p (os.readlink). Only links
// that lead somewhere inside their mount are there to read.
func (fsys *FS) Readlink(p string) (string, error) {
	fsys.mu.Lock()
	defer fsys.mu.Unlock()
	pp, l, err := fsys.find("readlink", p, false)
	if err != nil {
		return "", err
	}
	switch {
	case !l.exists():
		return "", pathErr("readlink", pp, ENOENT)
	case !l.isSymlink():
		return "", pathErr("readlink", pp, EINVAL)
	}
	t, err := l.m.root.Readlink(l.rel)
	if err != nil {
		return "", pathErr("readlink", pp, err)
	}
	return t, nil
}

// Realpath returns p absolute, with links resolved as far as the path
// exists and the rest appended (os.path.realpath, not strict).
func (fsys *FS) Realpath(p string) (string, error) {
	fsys.mu.Lock()
	defer fsys.mu.Unlock()
	pp, err := fsys.parse("realpath", p)
	if err != nil {
		if pe, ok := err.(*PathError); ok && pe.NullByte {
			return "", err
		}
		if p == "" {
			pp = parsed{abs: fsys.cwd}
		} else {
			return path.Join(fsys.cwd, p), nil
		}
	}
	comps := splitPath(pp.abs)
	for k := len(comps); k >= 0; k-- {
		prefix := parsed{abs: "/" + strings.Join(comps[:k], "/")}
		l, err := fsys.locate(prefix, true)
		if err == nil && l.exists() {
			return path.Join(append([]string{l.real()}, comps[k:]...)...), nil
		}
	}
	return pp.abs, nil
}

// Utime sets the access and modification times of p (os.utime), following
// links.
func (fsys *FS) Utime(p string, atime, mtime time.Time) error {
	fsys.mu.Lock()
	defer fsys.mu.Unlock()
	return fsys.setAttr("utime", p, func(l *loc) error {
		if l.area == areaTmp {
			l.node.atime, l.node.mtime, l.node.ctime = atime, mtime, fsys.clock()
			return nil
		}
		return l.m.root.Chtimes(l.rel, atime, mtime)
	})
}

// Chmod sets the permission bits of p (os.chmod), following links; other
// bits of mode are ignored.
func (fsys *FS) Chmod(p string, mode fs.FileMode) error {
	fsys.mu.Lock()
	defer fsys.mu.Unlock()
	return fsys.setAttr("chmod", p, func(l *loc) error {
		if l.area == areaTmp {
			l.node.mode = l.node.mode&^fs.ModePerm | mode.Perm()
			l.node.ctime = fsys.clock()
			return nil
		}
		return l.m.root.Chmod(l.rel, mode.Perm())
	})
}

// setAttr runs set on what p names once it may be changed.
func (fsys *FS) setAttr(op, p string, set func(*loc) error) (err error) {
	if op == "utime" {
		// CPython's os.utime raises its OSError without the filename.
		defer func() {
			if pe, ok := err.(*PathError); ok && !pe.NullByte {
				pe.fileOp = true
			}
		}()
	}
	pp, l, err := fsys.find(op, p, true)
	if err != nil {
		return err
	}
	switch {
	case !l.exists():
		return pathErr(op, pp, ENOENT)
	case l.area == areaRoot || l.area == areaSandbox:
		return pathErr(op, pp, EPERM)
	case l.area == areaMount && !fsys.Writable():
		return readOnly(op, pp)
	case l.area == areaMount:
		pinGitignore(l.m, l.rel) // chmod 000 would make it unreadable
	}
	if err := set(l); err != nil {
		return pathErr(op, pp, err)
	}
	return nil
}

// Truncate sets the size of the file p (os.truncate).
func (fsys *FS) Truncate(p string, size int64) error {
	fsys.mu.Lock()
	defer fsys.mu.Unlock()
	pp, l, err := fsys.find("truncate", p, true)
	if err != nil {
		return err
	}
	switch {
	case !l.exists():
		return pathErr("truncate", pp, ENOENT)
	case l.isDir():
		return pathErr("truncate", pp, EISDIR)
	case size < 0:
		return pathErr("truncate", pp, EINVAL)
	}
	if l.area == areaTmp {
		if err := fsys.tmp.resize(l.node, size); err != nil {
			return pathErr("truncate", pp, err)
		}
		return nil
	}
	if !fsys.Writable() {
		return readOnly("truncate", pp)
	}
	pinGitignore(l.m, l.rel)
	f, err := openVerified(l, os.O_WRONLY)
	if err != nil {
		return pathErr("truncate", pp, err)
	}
	defer f.Close()
	if err := fsys.resizeHost(f, size); err != nil {
		return pathErr("truncate", pp, err)
	}
	return nil
}

// Usage is what shutil.disk_usage returns, in bytes.
type Usage struct {
	Total, Used, Free uint64
}

// DiskUsage reports the space of the part of the tree p is in: /tmp's
// budget, or the host file system of a mount. The virtual directories
// report zero.
func (fsys *FS) DiskUsage(p string) (Usage, error) {
	fsys.mu.Lock()
	defer fsys.mu.Unlock()
	pp, l, err := fsys.find("disk_usage", p, true)
	if err != nil {
		return Usage{}, err
	}
	if !l.exists() {
		return Usage{}, pathErr("disk_usage", pp, ENOENT)
	}
	switch l.area {
	case areaTmp:
		t := fsys.tmp
		return Usage{Total: uint64(t.limit), Used: uint64(t.used), Free: uint64(t.limit - t.used)}, nil
	case areaMount:
		u, err := hostUsage(l.m)
		if err != nil {
			return Usage{}, pathErr("disk_usage", pp, err)
		}
		return u, nil
	}
	return Usage{}, nil
}
