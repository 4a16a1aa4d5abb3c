package sandbox

import (
	"context"

	"github.com/backyard-dev/backyard/kernel"
	"github.com/backyard-dev/backyard/kernel/container"
	"github.com/backyard-dev/backyard/kernel/monty"
)

// newMonty and newContainer are the kernels a Sandbox uses unless
// Options say otherwise.
func newMonty(ctx context.Context, cfg KernelConfig) (kernel.Kernel, error) {
	opts := []monty.Option{monty.WithLimits(cfg.Limits), monty.WithMounts(cfg.Mounts, cfg.Writable)}
	if cfg.ScriptName != "" {
		opts = append(opts, monty.WithScriptName(cfg.ScriptName))
	}
	return monty.New(opts...)
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
		ScriptName:     cfg.ScriptName,
		Progress:       cfg.Progress,
		Log:            cfg.Log,
	})
}
