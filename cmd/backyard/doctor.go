package main

import (
	"context"
	"flag"
	"time"

	"github.com/backyard-dev/backyard/kernel/container/doctor"
)

var doctorCommand = command{
	name:    "doctor",
	args:    "[flags]",
	summary: "check the engine, runc and runsc, the kernel image and python3; say how to fix what is missing",
	define: func(fs *flag.FlagSet) runFunc {
		img := fs.String("image", "", "check this kernel image instead of the one backyard would use")
		var workspaces []string
		fs.Func("workspace", "check that the container can write to `DIR`, as a session with write access would; repeatable", func(s string) error {
			workspaces = append(workspaces, s)
			return nil
		})
		timeout := 2 * time.Minute
		durationFlag(fs, &timeout, "timeout", "give up on the checks after this long")
		return func(ctx context.Context, std stdio, args []string) error {
			if len(args) > 0 {
				return &usageError{"doctor takes no arguments"}
			}
			ctx, cancel := context.WithTimeout(ctx, timeout)
			defer cancel()
			r := doctor.Run(ctx, doctor.Options{Image: *img, Workspaces: workspaces})
			if _, err := r.WriteTo(std.out); err != nil {
				return err
			}
			if !r.Healthy() {
				return exitStatus(1)
			}
			return nil
		}
	},
}
