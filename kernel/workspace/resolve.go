package workspace

import (
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"strings"
	"syscall"

	"github.com/backyard-dev/backyard/kernel"
)

// Resolve maps a path as the sandbox sees it to the host path of a visible
// file or directory of the workspace. The path is absolute under
// kernel.SandboxRoot ("/sandbox/data/a.csv") or relative to it
// ("data/a.csv"). Resolve refuses, with a *kernel.UsageError, a path
// outside every mount, including through ".." or a symbolic link that
// leads out of its mount; a hidden or missing path is an error matching
// fs.ErrNotExist.
func Resolve(mounts []kernel.Mount, p string) (string, kernel.Mount, error) {
	real, m, _, err := resolve(mounts, p)
	return real, m, err
}

// resolve is Resolve that also returns the path as written relative to
// its mount ("" for the mount itself), slash-separated.
func resolve(mounts []kernel.Mount, p string) (string, kernel.Mount, string, error) {
	clean := p
	if !path.IsAbs(clean) {
		clean = path.Join(kernel.SandboxRoot, clean)
	}
	clean = path.Clean(clean)
	rest, ok := strings.CutPrefix(clean, kernel.SandboxRoot+"/")
	if !ok {
		return "", kernel.Mount{}, "", outside(p)
	}
	name, rel, _ := strings.Cut(rest, "/")
	var m kernel.Mount
	found := false
	for _, mm := range mounts {
		if mm.Name == name {
			m, found = mm, true
			break
		}
	}
	if !found || (!m.Dir && rel != "") {
		return "", kernel.Mount{}, "", fmt.Errorf("%s: %w", p, fs.ErrNotExist)
	}
	host := filepath.Join(m.HostPath, filepath.FromSlash(rel))
	real, err := filepath.EvalSymlinks(host)
	if err != nil {
		return "", kernel.Mount{}, "", fmt.Errorf("%s: %w", p, fs.ErrNotExist)
	}
	root, err := filepath.EvalSymlinks(m.HostPath)
	if err != nil {
		return "", kernel.Mount{}, "", fmt.Errorf("%s: %w", p, fs.ErrNotExist)
	}
	if real != root && !strings.HasPrefix(real, root+string(filepath.Separator)) {
		return "", kernel.Mount{}, "", outside(p)
	}
	if rel != "" {
		fi, err := os.Stat(real)
		if err != nil {
			return "", kernel.Mount{}, "", fmt.Errorf("%s: %w", p, fs.ErrNotExist)
		}
		// Judge the path as written and as it resolves: a link must not
		// reach a hidden file by another name.
		realRel, _ := filepath.Rel(root, real)
		filter := NewFilter(m.HostPath)
		if filter.Hidden(rel, fi.IsDir()) || filter.Hidden(filepath.ToSlash(realRel), fi.IsDir()) {
			return "", kernel.Mount{}, "", fmt.Errorf("%s: %w", p, fs.ErrNotExist)
		}
	}
	return real, m, rel, nil
}

func outside(p string) error {
	return &kernel.UsageError{Msg: fmt.Sprintf("%s is outside the workspace (paths live under %s/<mount>)", p, kernel.SandboxRoot)}
}

// Open opens the visible file or folder at sandbox path p for reading, as
// Resolve judges it, but beneath its mount's root: the open never follows
// a symbolic link out of the mount (os.Root), so a cell that swaps a
// folder for a link between the check and the open reaches nothing of
// the host. The file opened must be the one Resolve judged (a swap to a
// hidden file inside the mount fails too), and it must be a regular file
// or a folder: a FIFO or device a cell left behind is refused, never
// opened for a blocking read.
func Open(mounts []kernel.Mount, p string) (*os.File, fs.FileInfo, error) {
	real, m, rel, err := resolve(mounts, p)
	if err != nil {
		return nil, nil, err
	}
	dir := m.HostPath
	if !m.Dir {
		dir, rel = filepath.Dir(m.HostPath), filepath.Base(m.HostPath)
	}
	if rel == "" {
		rel = "."
	}
	f, fi, err := openBeneath(dir, rel)
	if err != nil {
		return nil, nil, fmt.Errorf("%s: %w", p, err)
	}
	if want, err := os.Stat(real); err != nil || !os.SameFile(fi, want) {
		f.Close()
		return nil, nil, fmt.Errorf("%s changed while it was being opened: %w", p, fs.ErrNotExist)
	}
	return f, fi, nil
}

// openBeneath opens rel (slash-separated) under the folder root for
// reading without leaving root, and only if it is a regular file or a
// folder. O_NONBLOCK keeps the open of a FIFO from waiting for a writer.
func openBeneath(root, rel string) (*os.File, fs.FileInfo, error) {
	r, err := os.OpenRoot(root)
	if err != nil {
		return nil, nil, err
	}
	defer r.Close()
	f, err := r.OpenFile(filepath.FromSlash(rel), os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		return nil, nil, err
	}
	fi, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, nil, err
	}
	if !fi.Mode().IsRegular() && !fi.IsDir() {
		f.Close()
		return nil, nil, fmt.Errorf("not a regular file (%v): %w", fi.Mode().Type(), fs.ErrPermission)
	}
	return f, fi, nil
}
