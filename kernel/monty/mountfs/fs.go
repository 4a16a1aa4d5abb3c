package mountfs

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/backyard-dev/backyard/kernel"
	"github.com/backyard-dev/backyard/kernel/workspace"
)

// DefaultTmpBytes is the size of /tmp when Options.TmpBytes is zero: the
// Python API's tmpfs_size_mb default.
const DefaultTmpBytes = 16 << 20

// Linux's limits, which CPython reports as ENAMETOOLONG.
const (
	pathMax     = 4096
	nameMax     = 255
	maxSymlinks = 40
)

// Device numbers of the virtual tree: each mount gets its own, so
// os.path.ismount("/sandbox/w") is true as in the container.
const (
	devRoot = 1
	devTmp  = 2
	devBase = 16
)

// Options configure an FS.
type Options struct {
	// Writable grants write access to the mounts; SetWritable changes it
	// later.
	Writable bool
	// TmpBytes bounds the bytes of file content in /tmp; zero means
	// DefaultTmpBytes and a negative value leaves /tmp out.
	TmpBytes int64
	// Cwd is the initial working directory, an absolute sandbox path. By
	// default it is the first mounted directory, else /sandbox when a file
	// is mounted, else /tmp, else /, as in the container.
	Cwd string
	// Clock stamps times in /tmp; nil means time.Now.
	Clock func() time.Time
	// MaxReadBytes, when positive, bounds what File.ReadAll returns in one
	// call, whatever limit its caller passes.
	MaxReadBytes int64
	// QuotaBytes, when positive, bounds the net bytes writes may add to
	// the mounts over the FS's life (quota.go); past it, ENOSPC.
	QuotaBytes int64
	// UsedBytes is what the session had already added under QuotaBytes
	// before this FS (on another kernel): Grown starts from it.
	UsedBytes int64
}

// FS is the sandbox's file system. Make one with New and Close it when the
// interpreter goes.
type FS struct {
	writable atomic.Bool
	clock    func() time.Time
	maxRead  int64
	born     time.Time
	quota    int64        // Options.QuotaBytes
	grown    atomic.Int64 // net bytes added to the mounts

	mu     sync.Mutex
	mounts []*mount
	byName map[string]*mount
	tmp    *memFS // nil when there is no /tmp
	cwd    string
}

// mount is a kernel.Mount opened for use.
type mount struct {
	kernel.Mount
	dev uint64
	// root is the mounted directory, or a mounted file's parent directory.
	root *os.Root
	// file is a mounted file's name in root; empty for a directory.
	file string
	// filter says what is hidden in a mounted directory.
	filter *workspace.Filter
}

// New opens the mounts and returns their file system. A mount's host path
// is resolved once, here: the caller granted what it names, links
// included.
func New(mounts []kernel.Mount, opts Options) (*FS, error) {
	clock := opts.Clock
	if clock == nil {
		clock = time.Now
	}
	fsys := &FS{clock: clock, maxRead: opts.MaxReadBytes, quota: opts.QuotaBytes, born: clock(), byName: map[string]*mount{}}
	fsys.writable.Store(opts.Writable)
	fsys.grown.Store(opts.UsedBytes)
	for i, km := range mounts {
		m, err := openMount(km, uint64(devBase+i))
		if err == nil && fsys.byName[km.Name] != nil {
			m.root.Close()
			err = fmt.Errorf("two mounts named %q", km.Name)
		}
		if err != nil {
			fsys.Close()
			return nil, &kernel.UsageError{Msg: fmt.Sprintf("workspace %s: %v", km.HostPath, err)}
		}
		fsys.mounts = append(fsys.mounts, m)
		fsys.byName[m.Name] = m
	}
	switch {
	case opts.TmpBytes == 0:
		fsys.tmp = newMemFS(DefaultTmpBytes, clock)
	case opts.TmpBytes > 0:
		fsys.tmp = newMemFS(opts.TmpBytes, clock)
	}
	fsys.cwd = fsys.defaultCwd()
	if opts.Cwd != "" {
		if !path.IsAbs(opts.Cwd) {
			fsys.Close()
			return nil, &kernel.UsageError{Msg: fmt.Sprintf("working directory %q is not an absolute path", opts.Cwd)}
		}
		fsys.cwd = path.Clean(opts.Cwd)
	}
	return fsys, nil
}

func openMount(km kernel.Mount, dev uint64) (*mount, error) {
	if km.Name == "" || km.Name == "." || km.Name == ".." || strings.ContainsAny(km.Name, "/\x00") {
		return nil, fmt.Errorf("bad mount name %q", km.Name)
	}
	real, err := filepath.EvalSymlinks(km.HostPath)
	if err != nil {
		return nil, err
	}
	fi, err := os.Stat(real)
	if err != nil {
		return nil, err
	}
	m := &mount{Mount: km, dev: dev}
	m.Dir = fi.IsDir()
	if m.Dir {
		m.root, err = os.OpenRoot(real)
		if err != nil {
			return nil, err
		}
		m.filter = workspace.NewFilterFS(m.root.FS())
		return m, nil
	}
	if !fi.Mode().IsRegular() {
		return nil, errors.New("not a regular file or a directory")
	}
	m.root, err = os.OpenRoot(filepath.Dir(real))
	if err != nil {
		return nil, err
	}
	m.file = filepath.Base(real)
	return m, nil
}

func (fsys *FS) defaultCwd() string {
	for _, m := range fsys.mounts {
		if m.Dir {
			return m.Target()
		}
	}
	switch {
	case len(fsys.mounts) > 0:
		return kernel.SandboxRoot
	case fsys.tmp != nil:
		return "/tmp"
	}
	return "/"
}

// Close releases the mounts' directory handles. Files still open keep
// working until closed.
func (fsys *FS) Close() error {
	fsys.mu.Lock()
	defer fsys.mu.Unlock()
	var errs []error
	for _, m := range fsys.mounts {
		errs = append(errs, m.root.Close())
	}
	fsys.mounts = nil
	fsys.byName = map[string]*mount{}
	return errors.Join(errs...)
}

// SetWritable grants (true) or revokes (false) write access to the
// mounts. It takes effect at once, for files already open too.
func (fsys *FS) SetWritable(w bool) { fsys.writable.Store(w) }

// Writable reports whether the mounts may be written.
func (fsys *FS) Writable() bool { return fsys.writable.Load() }

// Getcwd returns the working directory (os.getcwd()).
func (fsys *FS) Getcwd() string {
	fsys.mu.Lock()
	defer fsys.mu.Unlock()
	return fsys.cwd
}

// Chdir changes the working directory (os.chdir); like the kernel, it
// keeps the directory's real path, with links resolved.
func (fsys *FS) Chdir(p string) error {
	fsys.mu.Lock()
	defer fsys.mu.Unlock()
	pp, err := fsys.parse("chdir", p)
	if err != nil {
		return err
	}
	l, err := fsys.locate(pp, true)
	if err != nil {
		return pathErr("chdir", pp, err)
	}
	if !l.exists() {
		return pathErr("chdir", pp, ENOENT)
	}
	if !l.isDir() {
		return pathErr("chdir", pp, ENOTDIR)
	}
	fsys.cwd = l.real()
	return nil
}

// parsed is a sandbox path made absolute and lexically clean.
type parsed struct {
	given string // as the program passed it, for messages
	abs   string
	// dirOnly is set for a path ending in "/" or "/.": it must name a
	// directory, and a link at its end is followed.
	dirOnly bool
}

// parse checks p as the kernel would before looking anything up. The
// caller holds fsys.mu.
func (fsys *FS) parse(op, p string) (parsed, error) {
	pp := parsed{given: p}
	if strings.IndexByte(p, 0) >= 0 {
		return pp, &PathError{Op: op, Path: p, Errno: EINVAL, NullByte: true}
	}
	if p == "" {
		return pp, &PathError{Op: op, Path: p, Errno: ENOENT}
	}
	if len(p) >= pathMax {
		return pp, &PathError{Op: op, Path: p, Errno: ENAMETOOLONG}
	}
	for c := range strings.SplitSeq(p, "/") {
		if len(c) > nameMax {
			return pp, &PathError{Op: op, Path: p, Errno: ENAMETOOLONG}
		}
	}
	pp.dirOnly = strings.HasSuffix(p, "/") || strings.HasSuffix(p, "/.")
	if path.IsAbs(p) {
		pp.abs = path.Clean(p)
	} else {
		pp.abs = path.Join(fsys.cwd, p)
	}
	return pp, nil
}

// pathErr turns what resolution or the host returned into the PathError
// that CPython would raise for op on pp.
func pathErr(op string, pp parsed, err error) error {
	var pe *PathError
	if errors.As(err, &pe) {
		return pe
	}
	return &PathError{Op: op, Path: pp.given, Errno: errnoOf(err), virtual: pp.abs}
}

// readOnly is the refusal of a write to a mount without write access.
func readOnly(op string, pp parsed) error {
	return &PathError{Op: op, Path: pp.given, Errno: EACCES, ReadOnly: true, virtual: pp.abs}
}

// area is the part of the tree a path is in.
type area int

const (
	areaRoot    area = iota // "/" or a (missing) name in it
	areaSandbox             // "/sandbox" or a (missing) name in it
	areaTmp                 // "/tmp" and below
	areaMount               // "/sandbox/<name>" and below
)

// loc is where a path leads. A loc exists when it names something visible;
// a missing loc says where it would be created.
type loc struct {
	area area
	virt string // the lexical absolute path
	// name is the last component (empty for "/").
	name string
	// root and sandbox: a name that does not exist there.
	missing bool

	// mount
	m   *mount
	rel string      // resolved, relative to the mount's root ("." for it)
	fi  fs.FileInfo // Lstat of rel; nil when nothing visible is there
	// hidden says rel is hidden, whether or not something is there:
	// reading finds nothing, creating is refused.
	hidden bool

	// tmp
	node   *memNode // nil when missing
	parent *memNode
}

func (l *loc) exists() bool {
	switch l.area {
	case areaMount:
		return l.fi != nil
	case areaTmp:
		return l.node != nil
	}
	return !l.missing
}

// isDir reports whether an existing loc is a directory (not a link to one:
// locate follows links when asked).
func (l *loc) isDir() bool {
	switch l.area {
	case areaMount:
		return l.fi != nil && l.fi.IsDir()
	case areaTmp:
		return l.node != nil && l.node.isDir()
	}
	return !l.missing
}

func (l *loc) isSymlink() bool {
	return l.area == areaMount && l.fi != nil && l.fi.Mode()&fs.ModeSymlink != 0
}

// mountRoot reports whether l is a mount point: a mounted directory's root
// or a mounted file.
func (l *loc) mountRoot() bool {
	return l.area == areaMount && (l.rel == "." || l.m.file != "")
}

// mountPoint reports whether l is where a file system is mounted: a
// mount's root or /tmp.
func (l *loc) mountPoint() bool {
	return l.mountRoot() || (l.area == areaTmp && l.node != nil && l.node.parent == l.node)
}

// real returns the sandbox path of what l names, links resolved.
func (l *loc) real() string {
	if l.area != areaMount {
		return l.virt
	}
	if l.m.file != "" || l.rel == "." {
		return l.m.Target()
	}
	return l.m.Target() + "/" + l.rel
}

// splitPath returns the components of a clean absolute path.
func splitPath(abs string) []string {
	if abs == "/" {
		return nil
	}
	return strings.Split(abs[1:], "/")
}

// locate finds what the path names. With follow, a symbolic link at the
// end is followed (as stat does; lstat does not). The caller holds
// fsys.mu.
func (fsys *FS) locate(pp parsed, follow bool) (*loc, error) {
	follow = follow || pp.dirOnly
	comps := splitPath(pp.abs)
	l := &loc{virt: pp.abs}
	if len(comps) > 0 {
		l.name = comps[len(comps)-1]
	}
	switch {
	case len(comps) == 0:
		l.area = areaRoot
	case comps[0] == "sandbox":
		l.area = areaSandbox
		if len(comps) == 1 {
			break
		}
		m := fsys.byName[comps[1]]
		if m == nil {
			if len(comps) > 2 {
				return nil, ENOENT
			}
			l.missing = true
			break
		}
		if err := fsys.locateMount(l, m, comps[2:], follow); err != nil {
			return nil, err
		}
	case comps[0] == "tmp" && fsys.tmp != nil:
		if err := fsys.tmp.locate(l, comps[1:]); err != nil {
			return nil, err
		}
	default:
		if len(comps) > 1 {
			return nil, ENOENT
		}
		l.area = areaRoot
		l.missing = true
	}
	if pp.dirOnly && l.exists() && !l.isDir() {
		return nil, ENOTDIR
	}
	return l, nil
}

// virtualDirEntries lists "/" or "/sandbox".
func (fsys *FS) virtualDirEntries(a area) []DirEntry {
	if a == areaRoot {
		ents := []DirEntry{{Name: "sandbox", Type: fs.ModeDir, IsDir: true}}
		if fsys.tmp != nil {
			ents = append(ents, DirEntry{Name: "tmp", Type: fs.ModeDir, IsDir: true})
		}
		return ents
	}
	var ents []DirEntry
	for _, m := range fsys.mounts {
		if m.Dir {
			ents = append(ents, DirEntry{Name: m.Name, Type: fs.ModeDir, IsDir: true})
		} else {
			ents = append(ents, DirEntry{Name: m.Name, IsFile: true})
		}
	}
	slices.SortFunc(ents, func(a, b DirEntry) int { return strings.Compare(a.Name, b.Name) })
	return ents
}
