package workspace

import (
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"strings"

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
	clean := p
	if !path.IsAbs(clean) {
		clean = path.Join(kernel.SandboxRoot, clean)
	}
	clean = path.Clean(clean)
	rest, ok := strings.CutPrefix(clean, kernel.SandboxRoot+"/")
	if !ok {
		return "", kernel.Mount{}, outside(p)
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
		return "", kernel.Mount{}, fmt.Errorf("%s: %w", p, fs.ErrNotExist)
	}
	host := filepath.Join(m.HostPath, filepath.FromSlash(rel))
	real, err := filepath.EvalSymlinks(host)
	if err != nil {
		return "", kernel.Mount{}, fmt.Errorf("%s: %w", p, fs.ErrNotExist)
	}
	root, err := filepath.EvalSymlinks(m.HostPath)
	if err != nil {
		return "", kernel.Mount{}, fmt.Errorf("%s: %w", p, fs.ErrNotExist)
	}
	if real != root && !strings.HasPrefix(real, root+string(filepath.Separator)) {
		return "", kernel.Mount{}, outside(p)
	}
	if rel != "" {
		fi, err := os.Stat(real)
		if err != nil {
			return "", kernel.Mount{}, fmt.Errorf("%s: %w", p, fs.ErrNotExist)
		}
		// Judge the path as written and as it resolves: a link must not
		// reach a hidden file by another name.
		realRel, _ := filepath.Rel(root, real)
		filter := NewFilter(m.HostPath)
		if filter.Hidden(rel, fi.IsDir()) || filter.Hidden(filepath.ToSlash(realRel), fi.IsDir()) {
			return "", kernel.Mount{}, fmt.Errorf("%s: %w", p, fs.ErrNotExist)
		}
	}
	return real, m, nil
}

func outside(p string) error {
	return &kernel.UsageError{Msg: fmt.Sprintf("%s is outside the workspace (paths live under %s/<mount>)", p, kernel.SandboxRoot)}
}
