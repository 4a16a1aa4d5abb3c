//go:build linux

package container

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"syscall"
	"testing"

	"github.com/backyard-dev/backyard/kernel"
)

// TestQuotaDiskRoom: the copy's free space is the room asked for, within a
// few blocks; a write past it is ENOSPC; Sync brings the copy's changes to
// the workspace, and Close leaves no mount and no folder behind. Several
// mounts, a folder and a file, share the one room.
func TestQuotaDiskRoom(t *testing.T) {
	if os.Geteuid() != 0 {
		t.Skip("mounting the image needs root")
	}
	for _, room := range []int64{0, 100 << 10, 8 << 20} {
		t.Run(fmt.Sprintf("room %d", room), func(t *testing.T) {
			tmp := t.TempDir()
			ws, file := filepath.Join(tmp, "ws"), filepath.Join(tmp, "notes.txt")
			if err := os.Mkdir(ws, 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(ws, "big.bin"), make([]byte, 3<<20), 0o644); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(file, []byte("n"), 0o644); err != nil {
				t.Fatal(err)
			}
			mounts := []kernel.Mount{{HostPath: ws, Name: "ws", Dir: true}, {HostPath: file, Name: "notes.txt"}}
			d, err := newQuotaDisk(context.Background(), mounts, room, nil)
			if err != nil {
				t.Fatal(err)
			}
			closed := false
			defer func() {
				if !closed {
					d.Close()
				}
			}()
			free, err := d.free()
			if err != nil {
				t.Fatal(err)
			}
			if free < room || free > room+16*diskBlock {
				t.Fatalf("free space %d, want the room %d within 16 blocks", free, room)
			}
			copyWS := d.Mounts()[0].HostPath
			data := make([]byte, max(0, room-8*diskBlock))
			if err := os.WriteFile(filepath.Join(copyWS, "under.bin"), data, 0o644); err != nil {
				t.Fatalf("a write under the room: %v", err)
			}
			err = os.WriteFile(filepath.Join(copyWS, "past.bin"), make([]byte, 64*diskBlock), 0o644)
			if !errors.Is(err, syscall.ENOSPC) {
				t.Fatalf("a write past the room: %v, want ENOSPC", err)
			}
			if err := os.Remove(filepath.Join(copyWS, "big.bin")); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(d.Mounts()[1].HostPath, []byte("changed"), 0o644); err != nil {
				t.Fatal(err)
			}
			if err := d.Sync(context.Background()); err != nil {
				t.Fatalf("Sync: %v", err)
			}
			if fi, err := os.Stat(filepath.Join(ws, "under.bin")); err != nil || fi.Size() != int64(len(data)) {
				t.Errorf("under.bin in the workspace: %v %v", fi, err)
			}
			if _, err := os.Stat(filepath.Join(ws, "big.bin")); !errors.Is(err, os.ErrNotExist) {
				t.Errorf("big.bin, removed in the copy, is in the workspace: %v", err)
			}
			if got, _ := os.ReadFile(file); string(got) != "changed" {
				t.Errorf("the mounted file = %q, want the copy's", got)
			}
			dir, mnt := d.dir, d.mnt
			closed = true
			if err := d.Close(); err != nil {
				t.Fatalf("Close: %v", err)
			}
			if mounted(mnt) {
				t.Errorf("%s is still mounted", mnt)
			}
			if _, err := os.Stat(dir); !errors.Is(err, os.ErrNotExist) {
				t.Errorf("the session's folder is left: %v", err)
			}
		})
	}
}
