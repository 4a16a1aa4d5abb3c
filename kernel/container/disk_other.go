//go:build !linux

package container

import (
	"context"
	"errors"
	"log/slog"

	"github.com/backyard-dev/backyard/kernel"
	"github.com/backyard-dev/backyard/kernel/container/engine"
)

// quotaDisk needs Linux's loop devices and ext4; elsewhere a quota is
// refused (diskPossible).
type quotaDisk struct{}

func diskPossible(context.Context, *engine.Engine) error {
	return errors.New("its image needs a Linux host (loop devices and ext4)")
}

func newQuotaDisk(context.Context, []kernel.Mount, int64, *slog.Logger) (*quotaDisk, error) {
	return nil, diskRefusal(diskPossible(context.Background(), nil))
}

func (*quotaDisk) Mounts() []kernel.Mount     { return nil }
func (*quotaDisk) Used() int64                { return 0 }
func (*quotaDisk) Sync(context.Context) error { return nil }
func (*quotaDisk) Close() error               { return nil }
