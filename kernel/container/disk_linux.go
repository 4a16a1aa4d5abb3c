//go:build linux

package container

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"

	"github.com/backyard-dev/backyard/kernel"
	"github.com/backyard-dev/backyard/kernel/container/engine"
)

// diskBlock is the block size of the image's file system: small, so that the
// quota is counted closely.
const diskBlock = 1024

// diskDirName is the folder of the user cache dir under which sessions keep
// their images.
const diskDirName = "disk"

// quotaDisk is a session's workspace copy on a loop-mounted image.
type quotaDisk struct {
	dir  string // the session's private folder: the image and its mount point
	mnt  string // where the image is mounted
	real []kernel.Mount
	// copies are real's mounts as they are in the image.
	copies []kernel.Mount
	log    *slog.Logger

	// mu guards the rest: a sync after a cell against Close.
	mu sync.Mutex
	// stubs are the keys of the hidden entries' stand-ins, never synced.
	stubs map[string]bool
	// base is the copy as last synced to the workspace.
	base tree
	// startBytes is the size of the copy's files when it was made, for
	// Used.
	startBytes int64
	closed     bool
}

// diskPossible says why a quota disk cannot be made here, or returns nil.
func diskPossible(ctx context.Context, e *engine.Engine) error {
	if os.Geteuid() != 0 {
		return errors.New("mounting the image that holds it needs root, and backyard runs as a user")
	}
	if e != nil {
		if !strings.HasPrefix(e.Host, "unix://") {
			return fmt.Errorf("the engine at %s may be on another machine, which would not see the image mounted here", e.Host)
		}
		info, err := e.Client.Info(ctx)
		if err != nil {
			return fmt.Errorf("asking the engine whether it is rootless: %w", err)
		}
		for _, o := range info.SecurityOptions {
			if strings.Contains(o, "rootless") {
				return fmt.Errorf("%s runs rootless, and its containers cannot see a mount made by root", e.Kind)
			}
		}
	}
	for _, tool := range []string{"mkfs.ext4", "mount"} {
		if _, err := exec.LookPath(tool); err != nil {
			return fmt.Errorf("%s is not installed (Debian: e2fsprogs, mount)", tool)
		}
	}
	if _, err := os.Stat("/dev/loop-control"); err != nil {
		return errors.New("the host has no loop devices (/dev/loop-control)")
	}
	return nil
}

// newQuotaDisk copies the writable mounts into an image whose free space is
// room bytes, and mounts it.
func newQuotaDisk(ctx context.Context, mounts []kernel.Mount, room int64, log *slog.Logger) (_ *quotaDisk, err error) {
	cache, cerr := os.UserCacheDir()
	if cerr != nil {
		cache = os.TempDir()
	}
	base := filepath.Join(cache, "backyard", diskDirName)
	if err := os.MkdirAll(base, 0o700); err != nil {
		return nil, fmt.Errorf("write quota: %w", err)
	}
	reapDisks(base, log)
	var suffix [6]byte
	rand.Read(suffix[:])
	me := self()
	dir := filepath.Join(base, fmt.Sprintf("%d-%s-%s", me.pid, me.start, hex.EncodeToString(suffix[:])))
	if err := os.Mkdir(dir, 0o700); err != nil {
		return nil, fmt.Errorf("write quota: %w", err)
	}
	d := &quotaDisk{dir: dir, mnt: filepath.Join(dir, "mnt"), real: mounts, log: log}
	defer func() {
		if err != nil {
			d.teardown()
		}
	}()
	if err := os.Mkdir(d.mnt, 0o700); err != nil {
		return nil, fmt.Errorf("write quota: %w", err)
	}
	need, err := measure(ctx, mounts)
	if err != nil {
		return nil, fmt.Errorf("write quota: measure the workspace: %w", err)
	}
	room = max(room, 0)
	// The first size is a generous guess; the padding file takes what is
	// left over, and a guess too small is made again larger.
	size := need.blocks*diskBlock + need.blocks*diskBlock/8 + room + room/16 + need.inodes*512 + 4<<20
	for try := 0; ; try++ {
		if err := d.makeImage(ctx, size, need.inodes+room/8192+1024); err != nil {
			return nil, err
		}
		if err := d.populate(ctx); err != nil {
			return nil, err
		}
		free, err := d.free()
		if err != nil {
			return nil, err
		}
		if free >= room {
			if err := d.pad(room, free-room); err != nil {
				return nil, err
			}
			break
		}
		if try == 3 {
			return nil, fmt.Errorf("write quota: an image of %d MB left only %d bytes free, want %d", size>>20, free, room)
		}
		if err := d.unmount(); err != nil {
			return nil, err
		}
		size += (room-free)*2 + size/8
	}
	for _, m := range mounts {
		c := m
		c.HostPath = filepath.Join(d.mnt, "w", m.Name)
		d.copies = append(d.copies, c)
	}
	if d.base, err = d.snapshot(ctx); err != nil {
		return nil, fmt.Errorf("write quota: %w", err)
	}
	d.startBytes = d.base.bytes()
	return d, nil
}

// makeImage creates a sparse ext4 image of size bytes with inodes inodes,
// replacing an earlier one, and mounts it.
func (d *quotaDisk) makeImage(ctx context.Context, size, inodes int64) error {
	img := filepath.Join(d.dir, "disk.img")
	os.Remove(img)
	f, err := os.OpenFile(img, os.O_RDWR|os.O_CREATE|os.O_EXCL, 0o600)
	if err != nil {
		return fmt.Errorf("write quota: %w", err)
	}
	size = (size + 1<<20 - 1) &^ (1<<20 - 1)
	err = f.Truncate(size)
	f.Close()
	if err != nil {
		return fmt.Errorf("write quota: size the image: %w", err)
	}
	// No journal and no reserved blocks: every free block is the session's.
	// The root folder is root's and 0700: the container sees only w/.
	if out, err := exec.CommandContext(ctx, "mkfs.ext4", "-q", "-F", "-b", strconv.Itoa(diskBlock), "-m", "0",
		"-O", "^has_journal", "-N", strconv.FormatInt(min(inodes, 1<<22), 10), "-E", "root_owner=0:0", "-L", "backyard", img).CombinedOutput(); err != nil {
		return fmt.Errorf("write quota: mkfs.ext4: %w: %s", err, strings.TrimSpace(string(out)))
	}
	if out, err := exec.CommandContext(ctx, "mount", "-t", "ext4", "-o", "loop,nosuid,nodev", img, d.mnt).CombinedOutput(); err != nil {
		return diskRefusal(fmt.Errorf("mounting its image failed: %s", strings.TrimSpace(string(out))))
	}
	return os.Chmod(d.mnt, 0o700)
}

// free is the image's free space in bytes.
func (d *quotaDisk) free() (int64, error) {
	var st syscall.Statfs_t
	if err := syscall.Statfs(d.mnt, &st); err != nil {
		return 0, fmt.Errorf("write quota: %w", err)
	}
	return int64(st.Bavail) * st.Bsize, nil
}

// pad takes n bytes of the image's free space with a file the container
// cannot see, so that what is left is room.
func (d *quotaDisk) pad(room, n int64) error {
	if n < diskBlock {
		return nil
	}
	f, err := os.OpenFile(filepath.Join(d.mnt, "pad"), os.O_RDWR|os.O_CREATE|os.O_EXCL, 0o600)
	if err != nil {
		return fmt.Errorf("write quota: %w", err)
	}
	defer f.Close()
	// The blocks of the pad's own extent tree come out of the room too: the
	// free space is checked and the pad trimmed until the room is there.
	want := n
	for range 4 {
		if err := syscall.Fallocate(int(f.Fd()), 0, 0, want); err != nil {
			return fmt.Errorf("write quota: reserve the padding: %w", err)
		}
		free, err := d.free()
		if err != nil {
			return err
		}
		short := room - free
		if short <= 0 {
			return nil
		}
		if want -= short + diskBlock; want <= 0 {
			return f.Truncate(0)
		}
		if err := f.Truncate(want); err != nil {
			return fmt.Errorf("write quota: %w", err)
		}
	}
	return nil
}

// Mounts are the workspace's mounts as the container binds them: the copy.
func (d *quotaDisk) Mounts() []kernel.Mount { return d.copies }

// Used is the net bytes the session's code has added to the copy's files.
func (d *quotaDisk) Used() int64 {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.base.bytes() - d.startBytes
}

// Sync applies what changed in the copy since the last sync to the
// workspace. The errors are about single paths; the rest is applied.
func (d *quotaDisk) Sync(ctx context.Context) error {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.closed {
		return nil
	}
	return d.syncLocked(ctx)
}

// Close applies what is left, unmounts the image and removes it.
func (d *quotaDisk) Close() error {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.closed {
		return nil
	}
	d.closed = true
	err := d.syncLocked(context.Background())
	return errors.Join(err, d.teardown())
}

// teardown unmounts the image (the loop device goes with it) and removes the
// session's folder.
func (d *quotaDisk) teardown() error {
	if err := d.unmount(); err != nil {
		return err
	}
	if err := os.RemoveAll(d.dir); err != nil {
		return fmt.Errorf("write quota: remove %s: %w", d.dir, err)
	}
	return nil
}

// unmount unmounts the image if it is mounted.
func (d *quotaDisk) unmount() error {
	if !mounted(d.mnt) {
		return nil
	}
	if err := syscall.Unmount(d.mnt, 0); err != nil {
		// Busy: a container still holding it goes away in a moment; detach
		// it lazily rather than leave it for good.
		if err := syscall.Unmount(d.mnt, syscall.MNT_DETACH); err != nil {
			return fmt.Errorf("write quota: unmount %s: %w", d.mnt, err)
		}
	}
	return nil
}

// mounted reports whether something is mounted at dir, by /proc/self/mounts.
func mounted(dir string) bool {
	data, err := os.ReadFile("/proc/self/mounts")
	if err != nil {
		return false
	}
	for line := range strings.SplitSeq(string(data), "\n") {
		if f := strings.Fields(line); len(f) > 1 && f[1] == dir {
			return true
		}
	}
	return false
}

// reapDisks unmounts and removes the images of sessions whose process is
// gone. Their workspaces were synced after each of their cells.
func reapDisks(base string, log *slog.Logger) {
	entries, err := os.ReadDir(base)
	if err != nil {
		return
	}
	me := self()
	for _, e := range entries {
		pid, rest, ok := strings.Cut(e.Name(), "-")
		start, _, _ := strings.Cut(rest, "-")
		if !ok || alive(map[string]string{LabelOwner: pid, LabelOwnerStart: start, LabelOwnerHost: me.host}, me) {
			continue
		}
		d := &quotaDisk{dir: filepath.Join(base, e.Name()), mnt: filepath.Join(base, e.Name(), "mnt")}
		if err := d.teardown(); err != nil && log != nil {
			log.Warn("removing the write-quota image of a session that is gone", "err", err)
		}
	}
}
