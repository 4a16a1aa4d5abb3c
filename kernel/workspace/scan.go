package workspace

import (
	"context"
	"crypto/sha256"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/backyard-dev/backyard/kernel"
)

// racyWindow is how close to a scan a file's mtime must be for the scan to
// hash it. File systems stamp times from a coarse clock (a few ms on
// Linux, 2 s on FAT), so a write right after a scan may leave size and
// mtime as they were; hashing such recent files catches it.
const racyWindow = 2 * time.Second

// maxHashBytes bounds the files a scan hashes; a larger racily clean file
// is judged by size and mtime alone.
const maxHashBytes = 64 << 20

// File is one visible file of a workspace.
type File struct {
	// Path is the file's path inside the sandbox, under kernel.SandboxRoot.
	Path string
	// HostPath is where the file is on the host.
	HostPath string
	Size     int64
	ModTime  time.Time
	Mode     fs.FileMode
	// sum is the content's SHA-256, for racily clean files only.
	sum *[sha256.Size]byte
	// root and rel say where the file is for opening it again: rel
	// (slash-separated) beneath the host folder root, never by HostPath,
	// which a link could lead elsewhere.
	root, rel string
}

// Snapshot is the state of a workspace's visible files at one moment.
type Snapshot struct {
	// Time is when the scan started.
	Time  time.Time
	files map[string]*File
}

// Files returns the snapshot's files sorted by path.
func (s *Snapshot) Files() []File {
	out := make([]File, 0, len(s.files))
	for _, f := range s.files {
		out = append(out, *f)
	}
	slices.SortFunc(out, func(a, b File) int { return strings.Compare(a.Path, b.Path) })
	return out
}

// Len returns the number of files.
func (s *Snapshot) Len() int { return len(s.files) }

// Scan records every visible file of the mounts: directories are walked
// without following symbolic links, skipping hidden folders and ignored
// paths; a mounted file is recorded as it is, and so is a folder this
// process may not list (its contents cannot be seen).
func Scan(ctx context.Context, mounts []kernel.Mount) (*Snapshot, error) {
	s := &Snapshot{Time: time.Now(), files: map[string]*File{}}
	for _, m := range mounts {
		if err := s.scanMount(ctx, m); err != nil {
			return nil, fmt.Errorf("scan workspace %s: %w", m.HostPath, err)
		}
	}
	return s, nil
}

func (s *Snapshot) scanMount(ctx context.Context, m kernel.Mount) error {
	if !m.Dir {
		fi, err := os.Lstat(m.HostPath)
		if os.IsNotExist(err) {
			return nil // deleted: Diff reports it
		}
		if err != nil {
			return err
		}
		s.add(m.Target(), filepath.Dir(m.HostPath), filepath.Base(m.HostPath), fi)
		return nil
	}
	// The walk happens beneath the mount's root (os.Root): a folder that
	// a cell swaps for a link to the host's /etc mid-walk is refused, not
	// listed, and no file is read through a link out of the mount.
	root, err := os.OpenRoot(m.HostPath)
	if os.IsNotExist(err) {
		return nil // deleted: Diff reports it
	}
	if err != nil {
		return err
	}
	defer root.Close()
	fsys := root.FS()
	filter := NewFilterFS(fsys)
	return fs.WalkDir(fsys, ".", func(rel string, d fs.DirEntry, err error) error {
		if err != nil {
			if errors.Is(err, fs.ErrNotExist) {
				return nil // removed: Diff reports what was there
			}
			// A folder this user cannot list, such as one the container's
			// user made with mode 0700 (tempfile.mkdtemp does), is recorded
			// as itself: its appearance is a change, and the rest of the
			// workspace is still tracked. Its contents are out of sight.
			if errors.Is(err, fs.ErrPermission) && d != nil && d.IsDir() && rel != "." {
				if fi, ierr := d.Info(); ierr == nil {
					s.add(path.Join(m.Target(), rel), m.HostPath, rel, fi)
				}
				return fs.SkipDir
			}
			if rel != "." {
				// A folder swapped for a link out of the mount, or gone
				// mid-walk: out of sight, and the rest is still tracked.
				return nil
			}
			return err
		}
		if err := ctx.Err(); err != nil {
			return err
		}
		if rel == "." {
			return nil
		}
		// WalkDir visits parents first and skips hidden directories, so
		// only the entry's own name and its parents' patterns matter.
		if filter.hiddenEntry(strings.Split(rel, "/"), d.IsDir()) {
			if d.IsDir() {
				return fs.SkipDir
			}
			return nil
		}
		if d.IsDir() {
			return nil
		}
		fi, err := d.Info()
		if errors.Is(err, fs.ErrNotExist) {
			return nil
		}
		if err != nil {
			return err
		}
		s.add(path.Join(m.Target(), rel), m.HostPath, rel, fi)
		return nil
	})
}

// add records a file found at rel (slash-separated) beneath the host
// folder root.
func (s *Snapshot) add(sandboxPath, root, rel string, fi fs.FileInfo) {
	f := &File{Path: sandboxPath, HostPath: filepath.Join(root, filepath.FromSlash(rel)), Size: fi.Size(), ModTime: fi.ModTime(), Mode: fi.Mode(), root: root, rel: rel}
	if fi.Mode().IsRegular() && !fi.ModTime().Before(s.Time.Add(-racyWindow)) && fi.Size() <= maxHashBytes {
		f.sum = hashFile(root, rel)
	}
	s.files[sandboxPath] = f
}

// hashFile returns the SHA-256 of a file's content, or nil if it cannot be
// read (then size and mtime alone decide). It opens the file beneath the
// mount's root and only if it is still a regular file: a FIFO swapped in
// since the walk would block the scan.
func hashFile(root, rel string) *[sha256.Size]byte {
	fh, fi, err := openBeneath(root, rel)
	if err != nil {
		return nil
	}
	defer fh.Close()
	if !fi.Mode().IsRegular() {
		return nil
	}
	h := sha256.New()
	if _, err := io.Copy(h, io.LimitReader(fh, maxHashBytes+1)); err != nil {
		return nil
	}
	var sum [sha256.Size]byte
	h.Sum(sum[:0])
	return &sum
}

// Diff lists what changed from before to after: files only in after were
// added, files only in before deleted, and files in both modified when
// their size, mtime, type or (for racily clean files) content differ. Added
// and modified changes carry the file's mtime, deletions the time of the
// after scan. Each list is sorted by path.
func Diff(before, after *Snapshot) *kernel.FileChanges {
	c := &kernel.FileChanges{}
	for p, a := range after.files {
		b, ok := before.files[p]
		switch {
		case !ok:
			c.Added = append(c.Added, kernel.FileChange{Type: kernel.Added, Path: p, Time: a.ModTime})
		case changed(b, a):
			c.Modified = append(c.Modified, kernel.FileChange{Type: kernel.Modified, Path: p, Time: a.ModTime})
		}
	}
	for p := range before.files {
		if _, ok := after.files[p]; !ok {
			c.Deleted = append(c.Deleted, kernel.FileChange{Type: kernel.Deleted, Path: p, Time: after.Time})
		}
	}
	for _, l := range []*[]kernel.FileChange{&c.Added, &c.Modified, &c.Deleted} {
		slices.SortFunc(*l, func(x, y kernel.FileChange) int { return strings.Compare(x.Path, y.Path) })
	}
	return c
}

func changed(b, a *File) bool {
	if b.Size != a.Size || b.Mode.Type() != a.Mode.Type() {
		return true
	}
	if b.sum == nil {
		return !b.ModTime.Equal(a.ModTime)
	}
	// Racily clean before the cell: only content can tell.
	sum := a.sum
	if sum == nil {
		sum = hashFile(a.root, a.rel)
	}
	if sum == nil {
		return !b.ModTime.Equal(a.ModTime)
	}
	return *sum != *b.sum
}
