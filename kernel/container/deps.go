package container

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/backyard-dev/backyard/kernel"
)

// dependencies installs what a cell needs before it runs: the requested
// dependencies, and with AutoInstall the packages of imports that are missing. It
// returns a Result only when the cell must not run (a requested dependency could not
// be installed).
func (k *Kernel) dependencies(ctx context.Context, inst *instance, req kernel.Request) (*kernel.Result, error) {
	code := ""
	if k.opts.AutoInstall {
		code = req.Code
	}
	if len(req.Dependencies) == 0 && code == "" {
		return nil, nil
	}
	missing, imports, err := inst.conn.Check(ctx, req.Dependencies, code)
	if err != nil {
		return nil, fmt.Errorf("check dependencies: %w", err)
	}
	if len(missing) > 0 {
		out, err := k.installer.install(ctx, missing)
		var ie *InstallError
		switch {
		case errors.As(err, &ie):
			return &kernel.Result{
				Stderr:  out,
				Backend: kernel.Container,
				Error: &kernel.PyError{
					Type:      "PackageInstallError",
					Message:   ie.Summary(),
					Traceback: ie.Output + "\n",
				},
			}, nil
		case err != nil:
			return nil, err
		}
		// What was just installed may provide some of the imports too.
		var still []string
		if still, imports, err = inst.conn.Check(ctx, missing, code); err != nil {
			return nil, fmt.Errorf("check dependencies: %w", err)
		} else if len(still) > 0 {
			return nil, fmt.Errorf("pip installed %v but the kernel does not find %v", missing, still)
		}
	}
	var auto []string
	for _, m := range imports {
		if p := PackageFor(m); !slices.Contains(auto, p) && !k.uninstallable[p] {
			auto = append(auto, p)
		}
	}
	if len(auto) > 0 {
		// Best effort: a package that does not install leaves the import to fail
		// in the cell, as it would have anyway.
		// It is not tried again in this session.
		if _, err := k.installer.install(ctx, auto); err != nil {
			k.opts.Log.Info("automatic install failed", "packages", auto, "err", err)
			for _, p := range auto {
				k.uninstallable[p] = true
			}
			// The cell still runs (its import fails as it would have), and
			// its answer says why the package is not there.
			var ie *InstallError
			if errors.As(err, &ie) {
				k.notes = append(k.notes, "backyard: automatic install failed: "+ie.Summary()+"\n")
			} else {
				k.notes = append(k.notes, fmt.Sprintf("backyard: automatic install of %s failed: %v\n", strings.Join(auto, " "), err))
			}
		} else if _, _, err := inst.conn.Check(ctx, nil, ""); err != nil {
			return nil, fmt.Errorf("check dependencies: %w", err)
		}
	}
	return nil, nil
}
