package mountfs

import (
	"io/fs"
	"slices"
	"strings"
	"time"
)

// memFS is /tmp: a tree held in memory. File content counts against limit,
// as on a tmpfs of that size; entries count against maxNodes (a tmpfs's
// inode limit), so that empty files cannot fill memory either. A file's
// content counts until it is removed and no longer open.
type memFS struct {
	root     *memNode
	limit    int64
	used     int64
	maxNodes int
	nodes    int
	nextIno  uint64
	clock    func() time.Time
}

// memNode is a file or directory of /tmp.
type memNode struct {
	ino                 uint64
	mode                fs.FileMode
	data                []byte
	children            map[string]*memNode
	parent              *memNode
	atime, mtime, ctime time.Time
	linked              bool // in the tree
	opens               int
}

// minTmpNodes is the fewest entries any /tmp may hold; beyond that a
// 512-byte share of the size buys one.
const minTmpNodes = 256

func newMemFS(limit int64, clock func() time.Time) *memFS {
	t := &memFS{limit: limit, maxNodes: max(minTmpNodes, int(min(limit/512, 1<<24))), nextIno: 2, clock: clock}
	now := clock()
	t.root = &memNode{ino: 1, mode: fs.ModeDir | fs.ModeSticky | 0o777, children: map[string]*memNode{}, atime: now, mtime: now, ctime: now, linked: true}
	t.root.parent = t.root
	t.nodes = 1
	return t
}

func (n *memNode) isDir() bool { return n.mode.IsDir() }

// locate fills l for the path comps below /tmp.
func (t *memFS) locate(l *loc, comps []string) error {
	l.area = areaTmp
	n := t.root
	l.parent = t.root
	for i, c := range comps {
		if !n.isDir() {
			return ENOTDIR
		}
		child := n.children[c]
		if child == nil {
			if i < len(comps)-1 {
				return ENOENT
			}
			l.parent = n
			return nil
		}
		l.parent, n = n, child
	}
	l.node = n
	return nil
}

// create adds an entry named name to the directory dir.
func (t *memFS) create(dir *memNode, name string, mode fs.FileMode) (*memNode, error) {
	if t.nodes >= t.maxNodes {
		return nil, ENOSPC
	}
	now := t.clock()
	t.nextIno++
	n := &memNode{ino: t.nextIno, mode: mode, parent: dir, atime: now, mtime: now, ctime: now, linked: true}
	if mode.IsDir() {
		n.children = map[string]*memNode{}
	}
	t.nodes++
	dir.children[name] = n
	dir.mtime, dir.ctime = now, now
	return n, nil
}

// unlink takes the entry name out of dir; its memory goes when it is also
// closed.
func (t *memFS) unlink(dir *memNode, name string) {
	n := dir.children[name]
	delete(dir.children, name)
	now := t.clock()
	dir.mtime, dir.ctime = now, now
	n.linked = false
	n.ctime = now
	t.release(n)
}

func (t *memFS) release(n *memNode) {
	if n.linked || n.opens > 0 {
		return
	}
	t.used -= int64(len(n.data))
	t.nodes--
	n.data = nil
}

// resize makes n's content size bytes long, zero-filled, if the limit
// allows.
func (t *memFS) resize(n *memNode, size int64) error {
	cur := int64(len(n.data))
	if size > cur && size-cur > t.limit-t.used {
		return ENOSPC
	}
	if size <= cur {
		clear(n.data[size:])
		n.data = n.data[:size]
	} else {
		n.data = grow(n.data, int(size))
	}
	t.used += size - cur
	now := t.clock()
	n.mtime, n.ctime = now, now
	return nil
}

// grow extends b to length n with zeros, keeping spare capacity small
// (at most 1 MiB) so that what /tmp holds stays close to what it charges.
func grow(b []byte, n int) []byte {
	if n <= cap(b) {
		return b[:n]
	}
	c := max(n, 2*cap(b))
	c = min(c, n+1<<20)
	nb := make([]byte, n, c)
	copy(nb, b)
	return nb
}

// writeAt writes p at off, growing the file as far as the limit allows: a
// short write returns ENOSPC, as write(2) on a full tmpfs does.
func (t *memFS) writeAt(n *memNode, p []byte, off int64) (int, error) {
	if len(p) == 0 {
		return 0, nil
	}
	room := t.limit - t.used + int64(len(n.data)) // the most n may hold
	if off >= room {
		return 0, ENOSPC
	}
	end := off + int64(len(p))
	var err error
	if end > room {
		end, err = room, ENOSPC
	}
	if end > int64(len(n.data)) {
		if e := t.resize(n, end); e != nil {
			return 0, e
		}
	}
	k := copy(n.data[off:end], p)
	now := t.clock()
	n.mtime, n.ctime = now, now
	return k, err
}

// isWithin reports whether n is dir or below it.
func (n *memNode) isWithin(dir *memNode) bool {
	for {
		if n == dir {
			return true
		}
		if n.parent == n {
			return false
		}
		n = n.parent
	}
}

// rename moves the entry of from to the place of to, as rename(2) does.
func (t *memFS) rename(from, to *loc) error {
	src := from.node
	if src == nil {
		return ENOENT
	}
	if src == t.root || to.node == t.root {
		return EBUSY
	}
	dst := to.node
	if dst == src {
		return nil
	}
	if src.isDir() && to.parent.isWithin(src) {
		return EINVAL
	}
	if dst != nil {
		switch {
		case src.isDir() && !dst.isDir():
			return ENOTDIR
		case !src.isDir() && dst.isDir():
			return EISDIR
		case dst.isDir() && len(dst.children) > 0:
			return ENOTEMPTY
		}
		t.unlink(to.parent, to.name)
	}
	delete(from.parent.children, from.name)
	to.parent.children[to.name] = src
	src.parent = to.parent
	now := t.clock()
	from.parent.mtime, from.parent.ctime = now, now
	to.parent.mtime, to.parent.ctime = now, now
	src.ctime = now
	return nil
}

func (t *memFS) info(n *memNode) *FileInfo {
	nlink := uint64(1)
	if n.isDir() {
		nlink = 2
		for _, c := range n.children {
			if c.isDir() {
				nlink++
			}
		}
	}
	if !n.linked {
		nlink = 0
	}
	return &FileInfo{Mode: n.mode, Size: int64(len(n.data)), ModTime: n.mtime, AccessTime: n.atime, ChangeTime: n.ctime, Ino: n.ino, Dev: devTmp, Nlink: nlink}
}

func (t *memFS) readDir(n *memNode) []DirEntry {
	out := make([]DirEntry, 0, len(n.children))
	for name, c := range n.children {
		out = append(out, DirEntry{Name: name, Type: c.mode.Type(), IsDir: c.isDir(), IsFile: !c.isDir()})
	}
	slices.SortFunc(out, func(a, b DirEntry) int { return strings.Compare(a.Name, b.Name) })
	return out
}
