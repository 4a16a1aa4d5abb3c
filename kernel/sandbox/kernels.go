package sandbox

import (
	"context"

	"github.com/backyard-dev/backyard/kernel"
	"github.com/backyard-dev/backyard/kernel/container"
	"github.com/backyard-dev/backyard/kernel/monty"
)

// MontyKernel is the KernelFunc of monty, the kernel a Sandbox begins on
// unless Options.NewMonty says otherwise. Embedders and tests that wrap
// the real kernel (to count or log them) start from it.
func MontyKernel(ctx context.Context, cfg KernelConfig) (kernel.Kernel, error) {
	opts := []monty.Option{monty.WithLimits(cfg.Limits), monty.WithMounts(cfg.Mounts, cfg.Writable), monty.WithDiskUsed(cfg.DiskUsed)}
	if cfg.ScriptName != "" {
		opts = append(opts, monty.WithScriptName(cfg.ScriptName))
	}
	if cfg.Argv != nil {
		opts = append(opts, monty.WithArgv(cfg.Argv))
	}
	if cfg.ConvertGuardedImports {
		opts = append(opts, monty.WithGuardedImportsRefused())
	}
	return monty.New(opts...)
}

// ContainerKernel is the KernelFunc of the container kernel, the one a
// Sandbox converts to unless Options.NewContainer says otherwise.
func ContainerKernel(ctx context.Context, cfg KernelConfig) (kernel.Kernel, error) {
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
		DiskUsed:       cfg.DiskUsed,
		NoFileTracking: cfg.NoFileTracking,
		NoPackageCache: !cfg.PackageCache,
		PackageIndex:   cfg.PackageIndex,
		AutoInstall:    true,
		ScriptName:     cfg.ScriptName,
		Progress:       cfg.Progress,
		Log:            cfg.Log,
	})
}
