package container

import (
	"crypto/sha256"
	_ "embed"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"

	"github.com/backyard-dev/backyard/kernel/container/engine"
)

// SeccompProfile is the seccomp profile every kernel and install container runs
// under, for runc and for runsc alike: everything Docker's default profile refuses
// to a container without capabilities, and besides io_uring (io_uring_setup,
// _enter, _register), ptrace, keyctl and the key calls, bpf, userfaultfd,
// perf_event_open, the mount family (mount, umount2, fsopen, fsconfig, fsmount,
// fspick, move_mount, open_tree, mount_setattr), unshare, setns, and clone with
// any namespace flag; clone3, whose flags a filter cannot see, answers ENOSYS, so
// the C library falls back to clone. A refused call fails with EPERM.
//
// The profile lists what is refused and allows the rest, so that a syscall a
// future Python or C library needs keeps working; the calls that reach the host's
// kernel in ways containers have been escaped through are the ones it names.
// Under gVisor the sentry implements every call itself, and runsc applies the
// profile inside the sandbox when it is registered with --oci-seccomp (as
// .ci/run registers it).
//
//go:embed seccomp.json
var SeccompProfile string

// emptyDir is an empty, read-only directory beneath dir, made once: what a masked
// directory shows under Podman.
func emptyDir(dir string) (string, error) {
	path := filepath.Join(dir, "empty")
	if err := os.MkdirAll(path, 0o755); err != nil {
		return "", fmt.Errorf("empty directory for masks: %w", err)
	}
	if entries, err := os.ReadDir(path); err != nil || len(entries) > 0 {
		return "", fmt.Errorf("empty directory for masks: %s is not empty (%d entries, %v)", path, len(entries), err)
	}
	if err := os.Chmod(path, 0o555); err != nil {
		return "", fmt.Errorf("empty directory for masks: %w", err)
	}
	return path, nil
}

// seccompOpt is the security option that applies SeccompProfile on e: Docker takes
// the profile's text, Podman the path of a file on the engine's host, which this
// writes (once per profile version) beneath dir.
func seccompOpt(e *engine.Engine, dir string) (string, error) {
	if e.Kind != engine.Podman {
		return "seccomp=" + SeccompProfile, nil
	}
	sum := sha256.Sum256([]byte(SeccompProfile))
	path := filepath.Join(dir, "backyard-seccomp-"+hex.EncodeToString(sum[:6])+".json")
	if b, err := os.ReadFile(path); err == nil && string(b) == SeccompProfile {
		return "seccomp=" + path, nil
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", fmt.Errorf("seccomp profile for %s: %w", e.Kind, err)
	}
	tmp, err := os.CreateTemp(dir, ".seccomp-*")
	if err != nil {
		return "", fmt.Errorf("seccomp profile for %s: %w", e.Kind, err)
	}
	defer os.Remove(tmp.Name())
	if _, err := tmp.WriteString(SeccompProfile); err != nil {
		tmp.Close()
		return "", fmt.Errorf("seccomp profile for %s: %w", e.Kind, err)
	}
	if err := tmp.Chmod(0o644); err != nil {
		tmp.Close()
		return "", fmt.Errorf("seccomp profile for %s: %w", e.Kind, err)
	}
	if err := tmp.Close(); err != nil {
		return "", fmt.Errorf("seccomp profile for %s: %w", e.Kind, err)
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		return "", fmt.Errorf("seccomp profile for %s: %w", e.Kind, err)
	}
	return "seccomp=" + path, nil
}
