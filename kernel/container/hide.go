package container

import (
	"context"
	"encoding/json"
	"fmt"
	"io/fs"
	"log/slog"
	"os"
	"path"
	"path/filepath"

	"github.com/docker/docker/api/types/mount"

	"github.com/backyard-dev/backyard/kernel"
	"github.com/backyard-dev/backyard/kernel/workspace"
)

// A workspace's hidden paths (the always-hidden folders such as .git and
// node_modules, and what its .gitignore files ignore) are invisible to monty. A
// bind mount shows everything, so a kernel container masks them when it starts:
// an empty read-only tmpfs over each hidden folder and /dev/null, read-only, over
// each hidden file, so that their contents cannot be read or written, by Python
// or by a subprocess. A mount cannot remove a name from its directory, so the
// agent also leaves the names out of os.listdir and os.scandir (and so of
// pathlib, glob and os.walk), given them in hiddenEnv. Paths hidden after the
// container started (a .gitignore edited by a cell) stay visible to it.

// maxMasks bounds the mounts that mask hidden paths; past it the rest are only
// left out of listings, and a warning says so.
const maxMasks = 256

// hiddenEnv is the agent's environment variable holding the hidden paths, a
// JSON list of container paths.
const hiddenEnv = "BACKYARD_HIDDEN"

// hiddenPath is one hidden entry of a workspace, the outermost one: what lies
// under a hidden folder is hidden with it.
type hiddenPath struct {
	target string // as the container sees it
	dir    bool
	link   bool // a symbolic link, which a mount would follow: named, not masked
}

// findHidden walks the directory mounts for their hidden entries.
func findHidden(ctx context.Context, mounts []kernel.Mount) ([]hiddenPath, error) {
	var out []hiddenPath
	for _, m := range mounts {
		if !m.Dir {
			continue
		}
		filter := workspace.NewFilter(m.HostPath)
		err := filepath.WalkDir(m.HostPath, func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				// What cannot be read here is skipped, not fatal: a folder the
				// host user cannot list must not keep the kernel from starting.
				if os.IsNotExist(err) || os.IsPermission(err) {
					if d != nil && d.IsDir() && p != m.HostPath {
						return filepath.SkipDir
					}
					return nil
				}
				return err
			}
			if err := ctx.Err(); err != nil {
				return err
			}
			if p == m.HostPath {
				return nil
			}
			rel, err := filepath.Rel(m.HostPath, p)
			if err != nil {
				return err
			}
			rel = filepath.ToSlash(rel)
			if !filter.Hidden(rel, d.IsDir()) {
				return nil
			}
			out = append(out, hiddenPath{target: path.Join(m.Target(), rel), dir: d.IsDir(), link: d.Type()&fs.ModeSymlink != 0})
			if d.IsDir() {
				return filepath.SkipDir
			}
			return nil
		})
		if err != nil {
			return nil, fmt.Errorf("find the hidden paths of workspace %s: %w", m.HostPath, err)
		}
	}
	return out, nil
}

// maskMounts returns the mounts that mask hidden paths, at most maxMasks. A
// hidden directory is masked by an empty read-only tmpfs, or, when emptyDir is
// set, by a read-only bind of that empty host directory: Podman mounts tmpfs
// mounts before the binds, so the workspace's bind would cover a tmpfs mask.
func maskMounts(hidden []hiddenPath, emptyDir string, log *slog.Logger) []mount.Mount {
	var out []mount.Mount
	skipped := 0
	for _, h := range hidden {
		if h.link {
			continue
		}
		if len(out) == maxMasks {
			skipped++
			continue
		}
		if h.dir && emptyDir != "" {
			out = append(out, mount.Mount{Type: mount.TypeBind, Source: emptyDir, Target: h.target, ReadOnly: true})
		} else if h.dir {
			out = append(out, mount.Mount{
				Type:         mount.TypeTmpfs,
				Target:       h.target,
				ReadOnly:     true,
				TmpfsOptions: &mount.TmpfsOptions{SizeBytes: 4096, Mode: 0o555},
			})
		} else {
			out = append(out, mount.Mount{Type: mount.TypeBind, Source: os.DevNull, Target: h.target, ReadOnly: true})
		}
	}
	if skipped > 0 && log != nil {
		log.Warn("the workspace has more hidden paths than the container masks; the rest are only left out of listings",
			"masked", maxMasks, "unmasked", skipped)
	}
	return out
}

// hiddenVar is the agent's environment entry naming the hidden paths; "" for
// none.
func hiddenVar(hidden []hiddenPath) string {
	if len(hidden) == 0 {
		return ""
	}
	targets := make([]string, len(hidden))
	for i, h := range hidden {
		targets[i] = h.target
	}
	data, _ := json.Marshal(targets) // strings always marshal
	return hiddenEnv + "=" + string(data)
}
