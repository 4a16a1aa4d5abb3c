package sandbox

import (
	"context"
	"errors"

	"github.com/backyard-dev/backyard/kernel"
	"github.com/backyard-dev/backyard/kernel/container"
)

// newMonty and newContainer are the kernels a Sandbox uses unless
// Options say otherwise.
func newMonty(ctx context.Context, cfg KernelConfig) (kernel.Kernel, error) {
	return nil, errors.New("the monty kernel is not built yet")
}

func newContainer(ctx context.Context, cfg KernelConfig) (kernel.Kernel, error) {
	tmpfs := cfg.TmpfsMB
	if tmpfs == 0 {
		tmpfs = -1 // container.Options reads zero as its default size
	}
	return container.New(ctx, container.Options{
		Image:          cfg.Image,
		Limits:         cfg.Limits,
		Network:        cfg.Network,
		TmpfsMB:        tmpfs,
		Mounts:         cfg.Mounts,
		ReadOnly:       !cfg.Writable,
		NoPackageCache: !cfg.PackageCache,
		PackageIndex:   cfg.PackageIndex,
		AutoInstall:    true,
		Progress:       cfg.Progress,
		Log:            cfg.Log,
	})
}
