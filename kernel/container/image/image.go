// Package image builds and finds the container kernel's image.
//
// The image is CPython with pip, numpy and matplotlib, plus backyard's in-container
// agent. There are two recipes for it, and both end in the same layer (layer.Dockerfile,
// with the agent):
//
//   - Offline: a Debian bookworm rootfs made by `debootstrap --variant=minbase` with
//     python3, python3-pip and python3-numpy, then python3-matplotlib installed in it
//     by apt-get (which, unlike debootstrap, takes the small alternatives of its
//     dependencies), imported into the engine from a tar stream (ImageImport) as the
//     base image; the layer is then built FROM that local base (ImageBuild), which
//     needs no registry. This is what runs on machines without one, CI included.
//   - Online: the embedded online.Dockerfile on python:3.12-slim, built by the engine in
//     one ImageBuild; it needs a registry to pull the base.
//
// # Names carry content
//
// Every tag ends in a hash of what went into the image, so a change to a recipe or to the
// agent yields a new name, and an image that is present under the current name is by
// construction up to date. [Ensure] therefore only has to ask whether the name exists.
//
//	backyard-rootfs:bookworm-<hash of the debootstrap recipe>
//	backyard-kernel:deb-<hash of the base name, the layer and the agent files>
//	backyard-kernel:slim-<hash of the online Dockerfile, the layer and the agent files>
//
// The rootfs is kept under its own tag so that changing only the agent re-runs the
// layer build (seconds) and not debootstrap (a minute and a half). Superseded tags are
// removed after a successful build.
package image

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"time"

	"github.com/containerd/errdefs"
	"github.com/docker/docker/api/types/filters"
	"github.com/docker/docker/api/types/image"

	"github.com/backyard-dev/backyard/kernel/container/engine"
)

// Image repositories.
const (
	KernelRepo = "backyard-kernel"
	RootfsRepo = "backyard-rootfs"
)

// Labels set on built images.
const (
	labelRecipe = "dev.backyard.recipe"
	labelBase   = "dev.backyard.base"
)

// Recipe says how the kernel image is built.
type Recipe int

// The recipes. Offline is the zero value: machines here reach no image registry.
const (
	Offline Recipe = iota // debootstrap rootfs + layer
	Online                // python:3.12-slim + layer
)

// String is the recipe's name as `image status` prints it: "offline" or "online".
func (r Recipe) String() string {
	if r == Online {
		return "online"
	}
	return "offline"
}

// tagPrefix distinguishes the recipes' kernel tags.
func (r Recipe) tagPrefix() string {
	if r == Online {
		return "slim-"
	}
	return "deb-"
}

// Ref is the name the kernel image built by this recipe has now, e.g.
// "backyard-kernel:deb-0123456789ab". It changes whenever the recipe or the agent does.
func (r Recipe) Ref() string {
	return KernelRepo + ":" + r.tagPrefix() + r.hash()
}

func (r Recipe) hash() string {
	h := sha256.New()
	if r == Online {
		io.WriteString(h, onlineDockerfile)
	} else {
		io.WriteString(h, BaseRef())
	}
	io.WriteString(h, "\x00"+layerDockerfile)
	for _, f := range agentFiles() {
		fmt.Fprintf(h, "\x00%s\x00%o\x00%d\x00", f.Name, f.Mode, len(f.Data))
		h.Write(f.Data)
	}
	return shortHash(h.Sum(nil))
}

func shortHash(sum []byte) string { return hex.EncodeToString(sum)[:12] }

// DefaultRef is the offline recipe's current name: what CI builds and what the container
// kernel uses when the caller names no image.
func DefaultRef() string { return Offline.Ref() }

// Options configure a build.
type Options struct {
	// Recipe to build when the image is absent (or always, with Force).
	Recipe Recipe
	// Force rebuilds even when the current image is present: every step, the offline
	// rootfs included, with no build cache.
	Force bool
	// Log receives build progress (debootstrap's and the engine's output); nil discards it.
	Log io.Writer
	// Mirror is the Debian mirror for debootstrap; empty means http://deb.debian.org/debian.
	Mirror string
	// CacheDir keeps downloaded .deb files between debootstraps; empty means
	// $XDG_CACHE_HOME/backyard/debootstrap (or ~/.cache/...), "-" disables the cache.
	CacheDir string
	// WorkDir is where the rootfs is assembled; empty means the system temp dir. It must
	// allow device files and execution.
	WorkDir string
}

func (o Options) log() io.Writer {
	if o.Log == nil {
		return io.Discard
	}
	return o.Log
}

// NotFoundError says that no current kernel image is present.
type NotFoundError struct {
	Refs []string // the names looked for
}

// Error names the images looked for and the command that builds one.
func (e *NotFoundError) Error() string {
	return fmt.Sprintf("no backyard kernel image (looked for %s); build it with `backyard image build --offline` or `make image`",
		strings.Join(e.Refs, ", "))
}

// Find returns the name of a present, current kernel image: the offline recipe's if it
// is there, else the online one's. When neither is, the error is a *NotFoundError.
func Find(ctx context.Context, e *engine.Engine) (string, error) {
	refs := []string{Offline.Ref(), Online.Ref()}
	for _, ref := range refs {
		ok, err := exists(ctx, e, ref)
		if err != nil {
			return "", err
		}
		if ok {
			return ref, nil
		}
	}
	return "", &NotFoundError{Refs: refs}
}

// Ensure returns the name of the current image for opts.Recipe, building it first when it
// is absent or opts.Force is set. Concurrent callers on one machine (parallel test
// packages, say) build once: the others wait for the build and then find the image.
func Ensure(ctx context.Context, e *engine.Engine, opts Options) (string, error) {
	ref := opts.Recipe.Ref()
	if !opts.Force {
		if ok, err := exists(ctx, e, ref); err != nil || ok {
			return ref, err
		}
	}
	unlock, err := lock(ctx, filepath.Join(os.TempDir(), "backyard-image-build.lock"))
	if err != nil {
		return "", err
	}
	defer unlock()
	if !opts.Force {
		// Someone else may have built it while we waited for the lock.
		if ok, err := exists(ctx, e, ref); err != nil || ok {
			return ref, err
		}
	}
	start := time.Now()
	if opts.Recipe == Online {
		err = buildOnline(ctx, e, opts)
	} else {
		err = buildOffline(ctx, e, opts)
	}
	if err != nil {
		return "", fmt.Errorf("build %s image %s: %w", opts.Recipe, ref, err)
	}
	fmt.Fprintf(opts.log(), "built %s in %s\n", ref, time.Since(start).Round(time.Second/10))
	removeStale(ctx, e, opts)
	return ref, nil
}

func exists(ctx context.Context, e *engine.Engine, ref string) (bool, error) {
	_, err := e.Client.ImageInspect(ctx, ref)
	if err == nil {
		return true, nil
	}
	if errdefs.IsNotFound(err) {
		return false, nil
	}
	return false, fmt.Errorf("inspect image %s: %w", ref, err)
}

// lock takes an exclusive lock on path, waiting until it is free or ctx ends.
func lock(ctx context.Context, path string) (unlock func(), err error) {
	f, err := os.OpenFile(path, os.O_CREATE|os.O_RDWR, 0o666)
	if err != nil {
		return nil, fmt.Errorf("image build lock: %w", err)
	}
	for {
		err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB)
		if err == nil {
			return func() { f.Close() }, nil
		}
		if !errors.Is(err, syscall.EWOULDBLOCK) {
			f.Close()
			return nil, fmt.Errorf("image build lock %s: %w", path, err)
		}
		select {
		case <-ctx.Done():
			f.Close()
			return nil, fmt.Errorf("waiting for another image build: %w", ctx.Err())
		case <-time.After(250 * time.Millisecond):
		}
	}
}

// staleAfter is how old a superseded image must be before a build removes it. Checkouts
// of different revisions share one engine (worktrees, CI next to a developer): each
// builds its own recipe, and removing what is merely not its own would make them rebuild
// each other's images in turn.
const staleAfter = 24 * time.Hour

// removeStale removes superseded tags of the recipe just built (and of the rootfs, after
// an offline build) older than staleAfter. An image still used by a container stays;
// that is not an error.
func removeStale(ctx context.Context, e *engine.Engine, opts Options) {
	keep := []string{Offline.Ref(), Online.Ref(), BaseRef()}
	prefixes := []string{KernelRepo + ":" + opts.Recipe.tagPrefix()}
	if opts.Recipe == Offline {
		prefixes = append(prefixes, RootfsRepo+":")
	}
	tags, err := listTags(ctx, e)
	if err != nil {
		return
	}
	for _, tag := range tags {
		if slices.Contains(keep, tag.Ref) || !hasAnyPrefix(tag.Ref, prefixes) || time.Since(tag.Created) < staleAfter {
			continue
		}
		if _, err := e.Client.ImageRemove(ctx, tag.Ref, image.RemoveOptions{PruneChildren: true}); err == nil {
			fmt.Fprintf(opts.log(), "removed stale image %s\n", tag.Ref)
		}
	}
}

func hasAnyPrefix(s string, prefixes []string) bool {
	return slices.ContainsFunc(prefixes, func(p string) bool { return strings.HasPrefix(s, p) })
}

// Tag is one backyard image tag present in the engine.
type Tag struct {
	Ref     string
	ID      string
	Size    int64
	Created time.Time
	Labels  map[string]string
}

// shortRef is ref as Docker names a local image: Podman lists the same tag as
// docker.io/library/NAME:TAG (loaded or pulled) or localhost/NAME:TAG (built).
func shortRef(ref string) string {
	for _, prefix := range []string{"docker.io/library/", "localhost/"} {
		if r, ok := strings.CutPrefix(ref, prefix); ok {
			return r
		}
	}
	return ref
}

func listTags(ctx context.Context, e *engine.Engine) ([]Tag, error) {
	var tags []Tag
	for _, repo := range []string{KernelRepo, RootfsRepo} {
		list, err := e.Client.ImageList(ctx, image.ListOptions{Filters: filters.NewArgs(filters.Arg("reference", repo))})
		if err != nil {
			return nil, fmt.Errorf("list %s images: %w", repo, err)
		}
		for _, img := range list {
			for _, ref := range img.RepoTags {
				ref = shortRef(ref)
				if strings.HasPrefix(ref, repo+":") {
					tags = append(tags, Tag{Ref: ref, ID: img.ID, Size: img.Size, Created: time.Unix(img.Created, 0), Labels: img.Labels})
				}
			}
		}
	}
	slices.SortFunc(tags, func(a, b Tag) int { return strings.Compare(a.Ref, b.Ref) })
	return tags, nil
}
