package main

import (
	"flag"
	"fmt"
	"strconv"

	"github.com/backyard-dev/backyard/kernel"
)

// kernelFlags are the flags shared by every command that runs code (DESIGN.md, "Common
// flags everywhere"). A command registers them on its FlagSet with register.
type kernelFlags struct {
	limits     kernel.Limits
	network    bool
	workspaces []string // host directories, in order; each mounts at /sandbox/<name>
	readonly   bool
	image      string
	backend    string // auto, monty or container
}

func (k *kernelFlags) register(fs *flag.FlagSet) {
	k.limits = kernel.DefaultLimits()
	k.backend = "auto"
	fs.DurationVar(&k.limits.Timeout, "timeout", k.limits.Timeout, "time a cell may run (Go syntax: 30s, 500ms)")
	fs.Func("memory", fmt.Sprintf("memory limit in MB (default %d)", k.limits.MemoryBytes>>20), func(s string) error {
		mb, err := strconv.ParseInt(s, 10, 64)
		if err != nil || mb <= 0 {
			return fmt.Errorf("want a positive number of megabytes, got %q", s)
		}
		k.limits.MemoryBytes = mb << 20
		return nil
	})
	fs.Float64Var(&k.limits.CPUs, "cpus", k.limits.CPUs, "CPU quota in cores (container)")
	fs.BoolVar(&k.network, "network", false, "give the container a network (default none)")
	fs.Func("workspace", "mount host directory `DIR` at /sandbox/<name>; repeatable", func(s string) error {
		k.workspaces = append(k.workspaces, s)
		return nil
	})
	fs.BoolVar(&k.readonly, "readonly", false, "mount the workspaces read-only")
	fs.StringVar(&k.image, "image", "", "container image (default: the current backyard-kernel image)")
	fs.Func("backend", "kernel: auto, monty or container (default auto)", func(s string) error {
		if s != "auto" {
			if _, err := kernel.ParseBackend(s); err != nil {
				return err
			}
		}
		k.backend = s
		return nil
	})
}
