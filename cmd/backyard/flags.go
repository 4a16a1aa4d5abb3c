package main

import (
	"flag"
	"fmt"
	"math"
	"strconv"
	"time"

	"github.com/backyard-dev/backyard/kernel"
	"github.com/backyard-dev/backyard/kernel/sandbox"
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
	// Each limit is a Func flag so that a bad value is answered with what a good one
	// looks like; the flag package's own parsers say only "parse error".
	durationFlag(fs, &k.limits.Timeout, "timeout", "how long a cell may run")
	fs.Func("memory", fmt.Sprintf("memory limit in `MB` (default %d)", k.limits.MemoryBytes>>20), func(s string) error {
		mb, err := strconv.ParseInt(s, 10, 64)
		if err != nil || mb <= 0 {
			return fmt.Errorf("want a positive number of megabytes, got %q", s)
		}
		k.limits.MemoryBytes = mb << 20
		return nil
	})
	fs.Func("cpus", fmt.Sprintf("CPU quota of `N` cores, container only (default %g)", k.limits.CPUs), func(s string) error {
		n, err := strconv.ParseFloat(s, 64)
		if err != nil || !(n > 0) || math.IsInf(n, 0) {
			return fmt.Errorf("want a positive number of cores such as 2 or 0.5, got %q", s)
		}
		k.limits.CPUs = n
		return nil
	})
	fs.Func("disk", "write quota of the session in `MB`: the net bytes its code may add to the workspaces (default none)", func(s string) error {
		mb, err := strconv.ParseInt(s, 10, 64)
		if err != nil || mb <= 0 {
			return fmt.Errorf("want a positive number of megabytes, got %q", s)
		}
		k.limits.DiskBytes = mb << 20
		return nil
	})
	fs.BoolVar(&k.network, "network", false, "give the container a network (default none)")
	fs.Func("workspace", "mount host directory `DIR` at /sandbox/<name>; repeatable", func(s string) error {
		k.workspaces = append(k.workspaces, s)
		return nil
	})
	fs.BoolVar(&k.readonly, "readonly", false, "mount the workspaces read-only")
	fs.StringVar(&k.image, "image", "", "container image (default: the current backyard-kernel image)")
	fs.Func("backend", "kernel: auto, monty or container (default auto)", func(s string) error {
		if _, err := sandbox.ParseType(s); err != nil || s == "" {
			return fmt.Errorf("want auto, monty or container, got %q", s)
		}
		k.backend = s
		return nil
	})
}

// durationFlag registers a positive duration flag that, given a bad value, says
// what a good one looks like; flag.Duration says only "parse error".
func durationFlag(fs *flag.FlagSet, p *time.Duration, name, usage string) {
	fs.Func(name, fmt.Sprintf("%s, a `DURATION` in Go syntax: 30s, 500ms (default %v)", usage, *p), func(s string) error {
		d, err := time.ParseDuration(s)
		if err != nil || d <= 0 {
			return fmt.Errorf("want a positive Go duration such as 30s or 500ms, got %q", s)
		}
		*p = d
		return nil
	})
}
