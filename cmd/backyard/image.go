package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"

	"github.com/backyard-dev/backyard/kernel/container/engine"
	"github.com/backyard-dev/backyard/kernel/container/image"
)

var imageCommand = command{
	name:    "image",
	args:    "build|status [flags]",
	summary: "build the container kernel's image, or say which images are present",
	doc: "  build            build from the embedded Dockerfile on python:3.12-slim (needs a registry)\n" +
		"  build --offline  build from a Debian rootfs made with debootstrap (needs root; no registry)\n" +
		"  status           list the current and stale backyard images\n\n" +
		"The tag carries a hash of the recipe and the agent: build does nothing when the current\n" +
		"image is present (unless --force), and rebuilds when either changed.",
	define: func(fs *flag.FlagSet) runFunc {
		var opts image.Options
		offline := fs.Bool("offline", false, "build from a debootstrap rootfs instead of pulling python:3.12-slim")
		fs.BoolVar(&opts.Force, "force", false, "rebuild everything (for --offline, debootstrap too) even when the current image is present")
		fs.StringVar(&opts.Mirror, "mirror", "", "Debian mirror for --offline (default http://deb.debian.org/debian)")
		quiet := fs.Bool("quiet", false, "print only the image name, not the build's progress")
		return func(ctx context.Context, std stdio, args []string) error {
			if len(args) == 0 {
				return &usageError{"image needs a verb: build or status"}
			}
			verb := args[0]
			if err := fs.Parse(args[1:]); err != nil {
				return &usageError{err.Error()}
			}
			if fs.NArg() > 0 {
				return &usageError{fmt.Sprintf("image %s takes no arguments, got %q", verb, fs.Args())}
			}
			switch verb {
			case "build":
				if *offline {
					opts.Recipe = image.Offline
				} else {
					opts.Recipe = image.Online
				}
				opts.Log = std.err
				if *quiet {
					opts.Log = io.Discard
				}
				return imageBuild(ctx, std, opts)
			case "status":
				return imageStatus(ctx, std)
			}
			return &usageError{fmt.Sprintf("unknown image verb %q (want build or status)", verb)}
		}
	},
}

func imageBuild(ctx context.Context, std stdio, opts image.Options) error {
	e, err := engine.Connect(ctx)
	if err != nil {
		return err
	}
	defer e.Close()
	ref, err := image.Ensure(ctx, e, opts)
	if err != nil {
		if opts.Recipe == image.Online {
			return fmt.Errorf("%w\n(no registry reachable? `backyard image build --offline` needs none)", err)
		}
		return err
	}
	fmt.Fprintln(std.out, ref)
	return nil
}

func imageStatus(ctx context.Context, std stdio) error {
	e, err := engine.Connect(ctx)
	if err != nil {
		var none *engine.NoEngineError
		if errors.As(err, &none) {
			fmt.Fprintf(std.out, "offline  %s (engine absent)\nonline   %s (engine absent)\n", image.Offline.Ref(), image.Online.Ref())
		}
		return err
	}
	defer e.Close()
	fmt.Fprintf(std.out, "engine   %s\n", e)
	r, err := image.Status(ctx, e)
	if err != nil {
		return err
	}
	_, err = r.WriteTo(std.out)
	return err
}
