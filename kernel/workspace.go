package kernel

import (
	"fmt"
	"os"
	"path"
	"path/filepath"
	"time"
)

// SandboxRoot is where workspace mounts appear inside a sandbox.
const SandboxRoot = "/sandbox"

// Mount is a host directory or file seen inside the sandbox at
// /sandbox/<Name>.
type Mount struct {
	// HostPath is the absolute path on the host.
	HostPath string
	// Name is the mount's name under SandboxRoot.
	Name string
	// Dir is set when HostPath is a directory.
	Dir bool
}

// Target returns the mount's path inside the sandbox.
func (m Mount) Target() string { return path.Join(SandboxRoot, m.Name) }

// HiddenDirs returns the directory names that are never visible inside a
// sandbox, whatever .gitignore says.
func HiddenDirs() []string {
	return []string{".git", ".venv", "node_modules", "__pycache__", ".pytest_cache", ".mypy_cache", ".ruff_cache"}
}

// IsHiddenDir reports whether a directory of this base name is hidden.
func IsHiddenDir(name string) bool {
	switch name {
	case ".git", ".venv", "node_modules", "__pycache__", ".pytest_cache", ".mypy_cache", ".ruff_cache":
		return true
	}
	return false
}

// Mounts turns workspace paths into mounts named after their base names.
// Every path must exist; two paths with the same base name are an error,
// since both would appear at the same place.
func Mounts(paths []string) ([]Mount, error) {
	mounts := make([]Mount, 0, len(paths))
	seen := map[string]string{}
	for _, p := range paths {
		abs, err := filepath.Abs(p)
		if err != nil {
			return nil, &UsageError{Msg: fmt.Sprintf("workspace %s: %v", p, err)}
		}
		fi, err := os.Stat(abs)
		if err != nil {
			return nil, &UsageError{Msg: fmt.Sprintf("workspace %s: %v", p, err)}
		}
		name := filepath.Base(abs)
		if name == string(filepath.Separator) || name == "." {
			return nil, &UsageError{Msg: fmt.Sprintf("workspace %s: cannot mount the root directory", p)}
		}
		if prev, ok := seen[name]; ok {
			return nil, &UsageError{Msg: fmt.Sprintf("workspace %s and %s would both mount at %s", prev, p, path.Join(SandboxRoot, name))}
		}
		seen[name] = p
		mounts = append(mounts, Mount{HostPath: abs, Name: name, Dir: fi.IsDir()})
	}
	return mounts, nil
}

// ChangeType says what happened to a file.
type ChangeType string

// The kinds of file change.
const (
	Added    ChangeType = "added"
	Modified ChangeType = "modified"
	Deleted  ChangeType = "deleted"
)

// FileChange is one file a cell added, modified or deleted.
type FileChange struct {
	Type ChangeType `json:"type"`
	// Path is the file's path inside the sandbox, under SandboxRoot.
	Path string `json:"path"`
	// Time is when the change was seen (the file's modification time, or
	// the time of the scan for a deletion).
	Time time.Time `json:"time"`
}

// FileChanges is what a cell did to the workspace.
type FileChanges struct {
	Added    []FileChange `json:"added"`
	Modified []FileChange `json:"modified"`
	Deleted  []FileChange `json:"deleted"`
}

// HasChanges reports whether anything changed.
func (c *FileChanges) HasChanges() bool {
	return c != nil && len(c.Added)+len(c.Modified)+len(c.Deleted) > 0
}

// All returns every change, added first, then modified, then deleted.
func (c *FileChanges) All() []FileChange {
	if c == nil {
		return nil
	}
	out := make([]FileChange, 0, len(c.Added)+len(c.Modified)+len(c.Deleted))
	out = append(out, c.Added...)
	out = append(out, c.Modified...)
	return append(out, c.Deleted...)
}
