package main

import (
	"context"
	"flag"
	"fmt"
	"path/filepath"

	"github.com/backyard-dev/backyard/cells"
)

var convertCommand = command{
	name:    "convert",
	args:    "FROM TO",
	summary: "convert a notebook between .bynb and .ipynb (Jupyter)",
	doc: "The format of each file is given by its extension: .ipynb is Jupyter's nbformat 4,\n" +
		".bynb backyard's own; any other extension is refused. Cells, outputs and execution counts carry over;\n" +
		"backyard's backend and duration travel in Jupyter's cell metadata.",
	define: func(fs *flag.FlagSet) runFunc {
		return func(ctx context.Context, std stdio, args []string) error {
			if len(args) != 2 {
				return &usageError{msg: "want two files: backyard convert FROM TO"}
			}
			from, to := args[0], args[1]
			for _, p := range args {
				if ext := filepath.Ext(p); ext != ".bynb" && ext != ".ipynb" {
					return &usageError{msg: fmt.Sprintf("%s: a notebook file ends in .bynb or .ipynb, not %q", p, ext)}
				}
			}
			if a, b := abs(from), abs(to); a == b {
				return &usageError{msg: "FROM and TO are the same file"}
			}
			nb, err := cells.Load(from)
			if err != nil {
				return err
			}
			if err := cells.Save(to, nb); err != nil {
				return err
			}
			fmt.Fprintf(std.out, "%s → %s: %d cells\n", from, to, len(nb.Cells))
			return nil
		}
	},
}

func abs(p string) string {
	if a, err := filepath.Abs(p); err == nil {
		return a
	}
	return p
}
