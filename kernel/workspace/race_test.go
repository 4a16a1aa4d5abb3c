package workspace

import (
	"context"
	"crypto/sha256"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"golang.org/x/sys/unix"

	"github.com/backyard-dev/backyard/kernel"
)

// TestLinkSwapRace plays a hostile cell: for a few seconds it swaps the
// workspace folder ws/d between a real folder and a link to a host folder
// holding a secret, as fast as it can, while the host opens ws/d/secret
// (as read_file does), lists and scans the workspace (list_files and the
// file-change scan). The host must never read or list the secret; a
// check-then-open would (39 times in 4,000 in the report that found it).
// A FIFO left in the workspace must not block the scan either.
func TestLinkSwapRace(t *testing.T) {
	dir := t.TempDir()
	host := filepath.Join(dir, "host")
	ws := filepath.Join(dir, "ws")
	for _, d := range []string{host, ws} {
		if err := os.Mkdir(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	const secret = "host-secret-5e1f"
	if err := os.WriteFile(filepath.Join(host, "secret"), []byte(secret), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := syscall.Mkfifo(filepath.Join(ws, "pipe"), 0o644); err != nil {
		t.Fatal(err)
	}
	mounts := []kernel.Mount{{HostPath: ws, Name: "ws", Dir: true}}

	duration := 3 * time.Second
	if testing.Short() {
		duration = 500 * time.Millisecond
	}
	ctx, cancel := context.WithTimeout(context.Background(), duration)
	defer cancel()
	var wg sync.WaitGroup
	var swaps, opens, scans atomic.Int64
	fail := func(format string, args ...any) {
		t.Errorf(format, args...)
		cancel()
	}
	wg.Add(1)
	// d and its twin are exchanged atomically (renameat2 RENAME_EXCHANGE):
	// d is a real folder half the time and a link to the host the other.
	d, twin := filepath.Join(ws, "d"), filepath.Join(ws, ".twin")
	if err := os.Mkdir(d, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(d, "secret"), []byte("harmless"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(host, twin); err != nil {
		t.Fatal(err)
	}
	go func() { // the cell
		defer wg.Done()
		for ctx.Err() == nil {
			if err := unix.Renameat2(unix.AT_FDCWD, d, unix.AT_FDCWD, twin, unix.RENAME_EXCHANGE); err != nil {
				fail("swap: %v", err)
				return
			}
			swaps.Add(1)
		}
	}()
	for range 2 {
		wg.Add(1)
		go func() { // read_file
			defer wg.Done()
			for ctx.Err() == nil {
				f, _, err := Open(mounts, "/sandbox/ws/d/secret")
				if err != nil {
					continue
				}
				b, _ := io.ReadAll(f)
				f.Close()
				opens.Add(1)
				if strings.Contains(string(b), secret) {
					fail("read the host's secret through a link")
				}
			}
		}()
	}
	wg.Add(1)
	go func() { // list_files and the scan
		defer wg.Done()
		for ctx.Err() == nil {
			snap, err := Scan(context.Background(), mounts)
			if err != nil {
				continue
			}
			scans.Add(1)
			for _, f := range snap.files {
				if f.sum != nil {
					if *f.sum == sha256.Sum256([]byte(secret)) {
						fail("the scan hashed the host's secret as %s", f.Path)
					}
				}
			}
		}
	}()
	wg.Wait()
	t.Logf("%d swaps, %d opens, %d scans", swaps.Load(), opens.Load(), scans.Load())
	if swaps.Load() == 0 || opens.Load() == 0 || scans.Load() == 0 {
		t.Fatalf("the race did not run: %d swaps, %d opens, %d scans", swaps.Load(), opens.Load(), scans.Load())
	}
}

// TestOpenRefusesFIFO: a FIFO a cell leaves is refused at once, not opened
// for a read that would wait for a writer.
func TestOpenRefusesFIFO(t *testing.T) {
	ws := t.TempDir()
	if err := syscall.Mkfifo(filepath.Join(ws, "pipe"), 0o644); err != nil {
		t.Fatal(err)
	}
	mounts := []kernel.Mount{{HostPath: ws, Name: "ws", Dir: true}}
	done := make(chan error, 1)
	go func() {
		_, _, err := Open(mounts, "ws/pipe")
		done <- err
	}()
	select {
	case err := <-done:
		if err == nil {
			t.Fatal("Open of a FIFO succeeded")
		}
	case <-time.After(10 * time.Second):
		t.Fatal("Open of a FIFO blocked")
	}
}

// TestOpenRefusesLinkOut: a link inside the workspace to a host file is
// refused by Open as it is by Resolve.
func TestOpenRefusesLinkOut(t *testing.T) {
	dir := t.TempDir()
	ws := filepath.Join(dir, "ws")
	os.Mkdir(ws, 0o755)
	os.WriteFile(filepath.Join(dir, "secret"), []byte("s"), 0o644)
	os.Symlink(filepath.Join(dir, "secret"), filepath.Join(ws, "link"))
	os.WriteFile(filepath.Join(ws, "ok.txt"), []byte("fine"), 0o644)
	mounts := []kernel.Mount{{HostPath: ws, Name: "ws", Dir: true}}
	if f, _, err := Open(mounts, "ws/link"); err == nil {
		f.Close()
		t.Fatal("Open followed a link out of the workspace")
	}
	f, fi, err := Open(mounts, "/sandbox/ws/ok.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if b, _ := io.ReadAll(f); string(b) != "fine" || fi.Size() != 4 {
		t.Errorf("read %q (%d bytes)", b, fi.Size())
	}
}
