//go:build linux

package container

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"time"

	"github.com/backyard-dev/backyard/kernel"
	"github.com/backyard-dev/backyard/kernel/workspace"
)

// The copy of a workspace in a quota disk is kept under w/ of the image,
// one entry per mount, named as the mount; an entry's key is its path from
// there ("ws/data/a.csv"). Every access to the workspace or the copy opens
// beneath a root (os.Root): no link is followed out of either, and a FIFO
// or device is never opened.

// node is what a sync compares of one entry of the copy.
type node struct {
	mode       fs.FileMode
	size       int64
	mtime      time.Time
	ino        uint64
	ctime      int64 // changes with any write, and a cell cannot set it
	uid, gid   uint32
	linkTarget string
}

// tree is the copy's entries by key.
type tree map[string]node

// bytes is the size of the tree's regular files.
func (t tree) bytes() int64 {
	var n int64
	for _, e := range t {
		if e.mode.IsRegular() {
			n += e.size
		}
	}
	return n
}

func nodeOf(fi fs.FileInfo) node {
	n := node{mode: fi.Mode(), size: fi.Size(), mtime: fi.ModTime()}
	if st, ok := fi.Sys().(*syscall.Stat_t); ok {
		n.ino, n.ctime, n.uid, n.gid = st.Ino, st.Ctim.Nano(), st.Uid, st.Gid
	}
	return n
}

// changed reports whether an entry needs applying again.
func (n node) changed(o node) bool {
	if n.mode != o.mode || n.uid != o.uid || n.gid != o.gid {
		return true
	}
	if n.mode.IsDir() {
		return false // what matters of a folder is its entries, compared each
	}
	return n.ino != o.ino || n.ctime != o.ctime || n.size != o.size || n.linkTarget != o.linkTarget
}

// need is what copying a workspace takes: blocks of diskBlock and inodes.
type need struct{ blocks, inodes int64 }

// hostRoot opens the folder beneath which mount m's entries are, and the
// name of m's top entry there: the mount's folder itself, or the parent of
// a mounted file.
func hostRoot(m kernel.Mount) (*os.Root, string, error) {
	if m.Dir {
		r, err := os.OpenRoot(m.HostPath)
		return r, ".", err
	}
	r, err := os.OpenRoot(filepath.Dir(m.HostPath))
	return r, filepath.Base(m.HostPath), err
}

// walkVisible calls fn for every entry of mount m that a copy holds, parents
// first: the hidden ones (outermost only) with hidden set.
func walkVisible(ctx context.Context, m kernel.Mount, fn func(r *os.Root, rel string, fi fs.FileInfo, hidden bool) error) error {
	r, top, err := hostRoot(m)
	if err != nil {
		return err
	}
	defer r.Close()
	if !m.Dir {
		fi, err := r.Lstat(top)
		if err != nil {
			return err
		}
		return fn(r, top, fi, false)
	}
	fsys := r.FS()
	filter := workspace.NewFilterFS(fsys)
	return fs.WalkDir(fsys, ".", func(rel string, d fs.DirEntry, err error) error {
		if err != nil {
			if rel != "." && errors.Is(err, fs.ErrNotExist) {
				return nil
			}
			return err
		}
		if err := ctx.Err(); err != nil {
			return err
		}
		fi, err := d.Info()
		if errors.Is(err, fs.ErrNotExist) {
			return nil
		}
		if err != nil {
			return err
		}
		hidden := rel != "." && filter.Hidden(rel, d.IsDir())
		if err := fn(r, rel, fi, hidden); err != nil {
			return err
		}
		if hidden && d.IsDir() {
			return fs.SkipDir
		}
		return nil
	})
}

// measure sums what copying the mounts takes.
func measure(ctx context.Context, mounts []kernel.Mount) (need, error) {
	var n need
	for _, m := range mounts {
		err := walkVisible(ctx, m, func(_ *os.Root, _ string, fi fs.FileInfo, hidden bool) error {
			n.inodes++
			n.blocks++ // a folder's entries, a link, an inode's extent
			if fi.Mode().IsRegular() && !hidden {
				n.blocks += (fi.Size() + diskBlock - 1) / diskBlock
			}
			return nil
		})
		if err != nil {
			return n, fmt.Errorf("%s: %w", m.HostPath, err)
		}
	}
	return n, nil
}

// populate copies the mounts' visible entries into the freshly made image,
// and empty stand-ins of the hidden ones, which the container masks.
func (d *quotaDisk) populate(ctx context.Context) error {
	w := filepath.Join(d.mnt, "w")
	if err := os.Mkdir(w, 0o755); err != nil {
		return fmt.Errorf("write quota: %w", err)
	}
	dst, err := os.OpenRoot(w)
	if err != nil {
		return fmt.Errorf("write quota: %w", err)
	}
	defer dst.Close()
	d.stubs = map[string]bool{}
	for _, m := range d.real {
		err := walkVisible(ctx, m, func(src *os.Root, rel string, fi fs.FileInfo, hidden bool) error {
			key := m.Name
			if m.Dir && rel != "." {
				key = path.Join(m.Name, rel)
			}
			if hidden {
				d.stubs[key] = true
				return makeStub(dst, key, fi)
			}
			return copyEntry(src, rel, dst, key, fi)
		})
		if err != nil {
			return fmt.Errorf("write quota: copy %s into its image: %w", m.HostPath, err)
		}
	}
	return nil
}

// makeStub puts an empty entry of fi's kind and owner in place of a hidden
// one: a folder or an empty file (a link is copied, as masks leave links).
func makeStub(dst *os.Root, key string, fi fs.FileInfo) error {
	switch {
	case fi.IsDir():
		if err := dst.Mkdir(key, 0o700); err != nil {
			return err
		}
		if err := dst.Chmod(key, fi.Mode().Perm()); err != nil {
			return err
		}
	case fi.Mode()&fs.ModeSymlink != 0:
		return nil // the copy's link names a target the cell could not read anyway
	default:
		f, err := dst.OpenFile(key, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
		if err != nil {
			return err
		}
		err = errors.Join(f.Chmod(fi.Mode().Perm()), f.Close())
		if err != nil {
			return err
		}
	}
	return chownLike(dst, key, fi, false)
}

// copyEntry copies the entry rel beneath src to key beneath dst: a folder
// (its contents come with the walk), a regular file, or a link. Other kinds
// (FIFOs, sockets, devices) are not copied. Owner, permissions and the
// modification time come along.
func copyEntry(src *os.Root, rel string, dst *os.Root, key string, fi fs.FileInfo) error {
	switch {
	case fi.IsDir():
		if fi2, err := dst.Lstat(key); err != nil || !fi2.IsDir() {
			if err == nil {
				if err := dst.RemoveAll(key); err != nil {
					return err
				}
			}
			if err := dst.Mkdir(key, 0o700); err != nil {
				return err
			}
		}
		// Chmod, not Mkdir's mode, which the umask would cut.
		if err := dst.Chmod(key, fi.Mode().Perm()|fi.Mode()&(fs.ModeSetgid|fs.ModeSticky)); err != nil {
			return err
		}
		return chownLike(dst, key, fi, false)
	case fi.Mode()&fs.ModeSymlink != 0:
		target, err := src.Readlink(rel)
		if err != nil {
			return err
		}
		if err := removeNonDir(dst, key); err != nil {
			return err
		}
		if err := dst.Symlink(target, key); err != nil {
			return err
		}
		return chownLike(dst, key, fi, true)
	case fi.Mode().IsRegular():
		return copyFile(src, rel, dst, key)
	}
	return nil
}

// copyFile copies a regular file's content to a new file beside key, then
// renames it over key, so that a reader never sees half a file.
func copyFile(src *os.Root, rel string, dst *os.Root, key string) error {
	in, err := src.OpenFile(rel, os.O_RDONLY|syscall.O_NOFOLLOW|syscall.O_NONBLOCK, 0)
	if err != nil {
		return err
	}
	defer in.Close()
	fi, err := in.Stat()
	if err != nil {
		return err
	}
	if !fi.Mode().IsRegular() {
		return nil // swapped for something else since the walk
	}
	var suffix [6]byte
	rand.Read(suffix[:])
	tmp := path.Join(path.Dir(key), ".backyard-sync-"+hex.EncodeToString(suffix[:]))
	out, err := dst.OpenFile(tmp, os.O_WRONLY|os.O_CREATE|os.O_EXCL|syscall.O_NOFOLLOW, 0o600)
	if err != nil {
		return err
	}
	_, err = io.Copy(out, in)
	if err == nil {
		st, _ := fi.Sys().(*syscall.Stat_t)
		if st != nil {
			err = out.Chown(int(st.Uid), int(st.Gid))
		}
	}
	if err == nil {
		err = out.Chmod(fi.Mode().Perm() | fi.Mode()&(fs.ModeSetuid|fs.ModeSetgid|fs.ModeSticky))
	}
	err = errors.Join(err, out.Close())
	if err == nil {
		err = dst.Chtimes(tmp, fi.ModTime(), fi.ModTime())
	}
	if err == nil {
		if old, lerr := dst.Lstat(key); lerr == nil && old.IsDir() {
			err = dst.RemoveAll(key)
		}
	}
	if err == nil {
		err = dst.Rename(tmp, key)
	}
	if err != nil {
		dst.Remove(tmp)
	}
	return err
}

// removeNonDir removes key if it is there, a folder with all it holds.
func removeNonDir(dst *os.Root, key string) error {
	fi, err := dst.Lstat(key)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return nil
	case err != nil:
		return err
	case fi.IsDir():
		return dst.RemoveAll(key)
	}
	return dst.Remove(key)
}

// chownLike gives key fi's owner (the link itself with link set).
func chownLike(dst *os.Root, key string, fi fs.FileInfo, link bool) error {
	st, ok := fi.Sys().(*syscall.Stat_t)
	if !ok {
		return nil
	}
	if link {
		return dst.Lchown(key, int(st.Uid), int(st.Gid))
	}
	return dst.Chown(key, int(st.Uid), int(st.Gid))
}

// snapshot records the copy's entries, leaving out the stand-ins of hidden
// paths and what is beneath them.
func (d *quotaDisk) snapshot(ctx context.Context) (tree, error) {
	r, err := os.OpenRoot(filepath.Join(d.mnt, "w"))
	if err != nil {
		return nil, err
	}
	defer r.Close()
	t := tree{}
	fsys := r.FS()
	for _, m := range d.real {
		err := fs.WalkDir(fsys, m.Name, func(key string, de fs.DirEntry, err error) error {
			if err != nil {
				if key != m.Name && errors.Is(err, fs.ErrNotExist) {
					return nil
				}
				return err
			}
			if err := ctx.Err(); err != nil {
				return err
			}
			if d.stubs[key] {
				if de.IsDir() {
					return fs.SkipDir
				}
				return nil
			}
			if strings.HasPrefix(path.Base(key), ".backyard-sync-") {
				return nil
			}
			fi, err := de.Info()
			if errors.Is(err, fs.ErrNotExist) {
				return nil
			}
			if err != nil {
				return err
			}
			n := nodeOf(fi)
			if fi.Mode()&fs.ModeSymlink != 0 {
				n.linkTarget, _ = r.Readlink(key)
			}
			t[key] = n
			return nil
		})
		if err != nil {
			return nil, fmt.Errorf("scan the workspace copy: %w", err)
		}
	}
	return t, nil
}

// syncLocked applies to the workspace what changed in the copy since base:
// new and changed entries parents first, then removals children first. A
// path that cannot be applied is reported and skipped.
func (d *quotaDisk) syncLocked(ctx context.Context) error {
	after, err := d.snapshot(ctx)
	if err != nil {
		return err
	}
	src, err := os.OpenRoot(filepath.Join(d.mnt, "w"))
	if err != nil {
		return err
	}
	defer src.Close()
	var errs []error
	var apply, remove []string
	for key, n := range after {
		if b, ok := d.base[key]; !ok || n.changed(b) {
			apply = append(apply, key)
		}
	}
	for key := range d.base {
		if _, ok := after[key]; !ok {
			remove = append(remove, key)
		}
	}
	slices.Sort(apply)
	slices.Sort(remove)
	slices.Reverse(remove)
	roots := map[string]*os.Root{}
	defer func() {
		for _, r := range roots {
			r.Close()
		}
	}()
	// target maps a key to its mount's host root and the path there.
	target := func(key string) (*os.Root, string, error) {
		name, rel, _ := strings.Cut(key, "/")
		i := slices.IndexFunc(d.real, func(m kernel.Mount) bool { return m.Name == name })
		if i < 0 {
			return nil, "", fmt.Errorf("%s: no such mount", key)
		}
		m := d.real[i]
		r := roots[name]
		top := "."
		if !m.Dir {
			top = filepath.Base(m.HostPath)
		}
		if r == nil {
			var err error
			if r, top, err = hostRoot(m); err != nil {
				return nil, "", err
			}
			roots[name] = r
		}
		if rel == "" {
			return r, top, nil
		}
		return r, rel, nil
	}
	for _, key := range apply {
		r, rel, err := target(key)
		if err == nil {
			fi, lerr := src.Lstat(key)
			switch {
			case errors.Is(lerr, fs.ErrNotExist):
				continue // gone since the snapshot: the next sync removes it
			case lerr != nil:
				err = lerr
			case rel == "." && !fi.IsDir():
				err = errors.New("the mount's folder became something else")
			case rel == ".":
				err = errors.Join(r.Chmod(".", fi.Mode().Perm()), chownLike(r, ".", fi, false))
			default:
				err = copyEntry(src, key, r, rel, fi)
			}
		}
		if err != nil {
			errs = append(errs, fmt.Errorf("%s: %w", path.Join(kernel.SandboxRoot, key), err))
		}
	}
	for _, key := range remove {
		r, rel, err := target(key)
		if err == nil && rel != "." {
			// Not RemoveAll: a folder that holds hidden entries on the host,
			// which the cell never saw, stays with them.
			if err = r.Remove(rel); errors.Is(err, fs.ErrNotExist) {
				err = nil
			}
		}
		if err != nil {
			errs = append(errs, fmt.Errorf("%s: %w", path.Join(kernel.SandboxRoot, key), err))
		}
	}
	d.base = after
	return errors.Join(errs...)
}
