package container

import (
	"errors"
	"testing"

	"github.com/backyard-dev/backyard/kernel"
)

// TestOptionsRefuseDiskQuota: a write quota the container kernel cannot
// hold is refused as a usage error, not silently ignored.
func TestOptionsRefuseDiskQuota(t *testing.T) {
	_, err := Options{Limits: kernel.Limits{DiskBytes: 1 << 20}}.resolve()
	var ue *kernel.UsageError
	if !errors.As(err, &ue) {
		t.Fatalf("resolve with a disk quota: %v, want a UsageError", err)
	}
	if _, err := (Options{}).resolve(); err != nil {
		t.Fatalf("resolve without a quota: %v", err)
	}
}
