package image

import (
	"context"
	"crypto/sha256"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"github.com/docker/docker/api/types/image"

	"github.com/backyard-dev/backyard/kernel/container/engine"
)

// The offline base: what debootstrap is asked for. The hash of these (and of the import
// changes) names the rootfs image; editing them makes a new one.
const (
	suite   = "bookworm"
	variant = "minbase"
)

var (
	includes = []string{"python3", "python3-pip", "python3-numpy"}
	// aptPackages are installed after debootstrap by apt-get in the new root, without
	// recommends. debootstrap resolves an "a | b" dependency by taking a, always: for
	// python3-matplotlib, python3-fonttools' "python3-scipy | python3-munkres" then
	// pulls scipy, pythran, g++ and boost, a 1.2 GB image. apt takes an alternative
	// that is already asked for, so the small ones are named here.
	aptPackages = []string{"python3-matplotlib", "python3-munkres", "python3-unicodedata2"}
	// importChanges give the imported rootfs the configuration a Dockerfile would.
	importChanges = []string{
		"ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",
		"ENV LANG=C.UTF-8",
		`CMD ["python3"]`,
	}
	// trimmed are removed from the rootfs before import: apt's downloaded packages and
	// indexes (about 100 MB that the kernel never uses), and the host's name and resolver.
	trimmed = []string{"var/cache/apt/archives/*.deb", "var/lib/apt/lists/*", "etc/hostname", "etc/resolv.conf"}
)

const defaultMirror = "http://deb.debian.org/debian"

// BaseRef is the current name of the offline recipe's rootfs image, e.g.
// "backyard-rootfs:bookworm-0123456789ab".
func BaseRef() string {
	h := sha256.New()
	fmt.Fprintf(h, "debootstrap --variant=%s --include=%s %s\n", variant, strings.Join(includes, ","), suite)
	fmt.Fprintf(h, "apt-get install --no-install-recommends %s\n", strings.Join(aptPackages, " "))
	fmt.Fprintf(h, "changes %q\ntrimmed %q\n", importChanges, trimmed)
	return RootfsRepo + ":" + suite + "-" + shortHash(h.Sum(nil))
}

// debootstrapCommand is the command line that makes the rootfs in dir.
func debootstrapCommand(dir string, opts Options) []string {
	mirror := opts.Mirror
	if mirror == "" {
		mirror = defaultMirror
	}
	args := []string{"debootstrap", "--variant=" + variant, "--include=" + strings.Join(includes, ",")}
	if cache := cacheDir(opts); cache != "" {
		args = append(args, "--cache-dir="+cache)
	}
	return append(args, suite, dir, mirror)
}

func cacheDir(opts Options) string {
	switch opts.CacheDir {
	case "-":
		return ""
	case "":
		base, err := os.UserCacheDir()
		if err != nil {
			return ""
		}
		return filepath.Join(base, "backyard", "debootstrap")
	}
	return opts.CacheDir
}

// buildOffline builds the rootfs base if it is absent, then the kernel layer on it.
func buildOffline(ctx context.Context, e *engine.Engine, opts Options) error {
	base := BaseRef()
	ok, err := exists(ctx, e, base)
	if err != nil {
		return err
	}
	if !ok || opts.Force {
		if err := buildRootfs(ctx, e, base, opts); err != nil {
			return err
		}
	} else {
		fmt.Fprintf(opts.log(), "using base %s\n", base)
	}
	return buildLayer(ctx, e, "FROM "+base+"\n"+layerDockerfile, Offline.Ref(),
		map[string]string{labelRecipe: Offline.String(), labelBase: base}, opts)
}

// buildRootfs runs debootstrap into a temporary directory and imports the result as ref.
func buildRootfs(ctx context.Context, e *engine.Engine, ref string, opts Options) error {
	if _, err := exec.LookPath("debootstrap"); err != nil {
		return errors.New("debootstrap is not installed; install it with `apt-get install -y debootstrap`")
	}
	if os.Geteuid() != 0 {
		return errors.New("debootstrap needs root; run `sudo backyard image build --offline`")
	}
	work, err := os.MkdirTemp(opts.WorkDir, "backyard-rootfs-")
	if err != nil {
		return fmt.Errorf("rootfs work dir: %w", err)
	}
	defer os.RemoveAll(work)
	dir := filepath.Join(work, "rootfs")
	if cache := cacheDir(opts); cache != "" {
		if err := os.MkdirAll(cache, 0o755); err != nil {
			return fmt.Errorf("debootstrap cache: %w", err)
		}
	}
	args := debootstrapCommand(dir, opts)
	fmt.Fprintf(opts.log(), "running %s (a minute or two)\n", strings.Join(args, " "))
	cmd := exec.CommandContext(ctx, args[0], args[1:]...)
	tail := &tailBuffer{max: 4096}
	cmd.Stdout = io.MultiWriter(opts.log(), tail)
	cmd.Stderr = cmd.Stdout
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("debootstrap: %w\n%s", err, tail)
	}
	if err := aptInstall(ctx, dir, cacheDir(opts), opts); err != nil {
		return err
	}
	if err := trim(dir); err != nil {
		return err
	}
	fmt.Fprintf(opts.log(), "importing rootfs as %s\n", ref)
	return importDir(ctx, e, dir, ref)
}

// aptCommand is the command line, run as root, that installs aptPackages in the root
// at dir, with the package lists debootstrap left there.
func aptCommand(dir string) []string {
	return append([]string{"chroot", dir, "apt-get", "install", "-y", "-q", "--no-install-recommends"}, aptPackages...)
}

// aptInstall installs aptPackages in the root at dir. The packages apt downloads are
// kept in cache (when there is one) next to debootstrap's, and offered again to the
// next build.
func aptInstall(ctx context.Context, dir, cache string, opts Options) error {
	archives := filepath.Join(dir, "var", "cache", "apt", "archives")
	if cache != "" {
		if err := copyDebs(cache, archives); err != nil {
			return err
		}
	}
	args := aptCommand(dir)
	fmt.Fprintf(opts.log(), "running %s\n", strings.Join(args, " "))
	cmd := exec.CommandContext(ctx, args[0], args[1:]...)
	cmd.Env = append(os.Environ(), "DEBIAN_FRONTEND=noninteractive")
	tail := &tailBuffer{max: 4096}
	cmd.Stdout = io.MultiWriter(opts.log(), tail)
	cmd.Stderr = cmd.Stdout
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("apt-get install in the rootfs: %w\n%s", err, tail)
	}
	if cache != "" {
		return copyDebs(archives, cache)
	}
	return nil
}

// copyDebs copies the .deb files of from that to lacks.
func copyDebs(from, to string) error {
	debs, err := filepath.Glob(filepath.Join(from, "*.deb"))
	if err != nil {
		return err
	}
	for _, deb := range debs {
		dst := filepath.Join(to, filepath.Base(deb))
		if _, err := os.Stat(dst); err == nil {
			continue
		}
		data, err := os.ReadFile(deb)
		if err != nil {
			return fmt.Errorf("package cache: %w", err)
		}
		if err := os.WriteFile(dst, data, 0o644); err != nil {
			return fmt.Errorf("package cache: %w", err)
		}
	}
	return nil
}

func trim(dir string) error {
	for _, pattern := range trimmed {
		matches, err := filepath.Glob(filepath.Join(dir, pattern))
		if err != nil {
			return fmt.Errorf("trim rootfs: %w", err)
		}
		for _, m := range matches {
			if err := os.RemoveAll(m); err != nil {
				return fmt.Errorf("trim rootfs: %w", err)
			}
		}
	}
	return nil
}

// importDir streams dir as a tar archive into the engine's image import. tar(1) writes
// the archive because it already handles everything a rootfs holds (device nodes, hard
// links, extended attributes, numeric owners) exactly as the engine expects.
func importDir(ctx context.Context, e *engine.Engine, dir, ref string) error {
	cmd := exec.CommandContext(ctx, "tar", "-C", dir, "--numeric-owner", "--xattrs", "-cf", "-", ".")
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return fmt.Errorf("tar rootfs: %w", err)
	}
	stderr := &tailBuffer{max: 4096}
	cmd.Stderr = stderr
	if err := cmd.Start(); err != nil {
		return fmt.Errorf("tar rootfs: %w", err)
	}
	resp, ierr := e.Client.ImageImport(ctx, image.ImportSource{Source: stdout, SourceName: "-"}, ref,
		image.ImportOptions{Changes: importChanges, Message: "backyard offline rootfs"})
	if ierr == nil {
		ierr = readMessages(resp, io.Discard)
		resp.Close()
	}
	// Drain what the engine did not read so tar can exit, then reap it.
	_, _ = io.Copy(io.Discard, stdout)
	if err := cmd.Wait(); err != nil {
		return fmt.Errorf("tar rootfs: %w: %s", err, stderr)
	}
	if ierr != nil {
		return fmt.Errorf("import rootfs: %w", ierr)
	}
	return nil
}

// tailBuffer keeps the last max bytes written to it, for error messages.
type tailBuffer struct {
	max int
	buf []byte
}

func (t *tailBuffer) Write(p []byte) (int, error) {
	t.buf = append(t.buf, p...)
	if over := len(t.buf) - t.max; over > 0 {
		t.buf = t.buf[over:]
	}
	return len(p), nil
}

func (t *tailBuffer) String() string { return strings.TrimSpace(string(t.buf)) }
