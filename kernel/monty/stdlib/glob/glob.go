// Package glob is Python's glob module for monty, on mountfs.Glob
// (CPython 3.11's algorithm over the sandbox's file system).
package glob

import (
	"context"
	"strings"

	"github.com/backyard-dev/backyard/kernel/monty/stdlib/internal/native"
	montyos "github.com/backyard-dev/backyard/kernel/monty/stdlib/os"
	"github.com/backyard-dev/backyard/kernel/monty/vm"
)

func init() { vm.RegisterModule("glob", newModule) }

func escape(p string) string {
	var b strings.Builder
	for _, c := range p {
		if c == '*' || c == '?' || c == '[' {
			b.WriteString("[" + string(c) + "]")
		} else {
			b.WriteRune(c)
		}
	}
	return b.String()
}

func glob(t *vm.Thread, args []vm.Value, kw []string) ([]vm.Value, error) {
	a, err := native.PyArgs("glob", args, kw, 1, "pathname", "root_dir", "dir_fd", "recursive", "include_hidden")
	if err != nil {
		return nil, err
	}
	pattern, err := montyos.Fspath(t, a[0])
	if err != nil {
		return nil, err
	}
	truth := func(v vm.Value) bool {
		if v == nil {
			return false
		}
		b, _ := t.Truth(v)
		return b
	}
	root := ""
	if a[1] != nil && a[1] != vm.None {
		if root, err = montyos.Fspath(t, a[1]); err != nil {
			return nil, err
		}
		if !strings.HasPrefix(pattern, "/") {
			root = strings.TrimSuffix(escape(root), "/") + "/"
			pattern = root + pattern
		} else {
			root = ""
		}
	}
	fsys, err := montyos.FS(t)
	if err != nil {
		return nil, err
	}
	ctx := t.Ctx
	if ctx == nil {
		ctx = context.Background()
	}
	found, err := fsys.Glob(ctx, pattern, truth(a[3]), truth(a[4]))
	if err != nil {
		if lim := t.Interrupted(); lim != nil {
			return nil, lim
		}
		return nil, montyos.PyError(t, err)
	}
	if err := t.AllocElems(int64(len(found)), 64); err != nil {
		return nil, err
	}
	out := make([]vm.Value, 0, len(found))
	unescaped := strings.NewReplacer("[*]", "*", "[?]", "?", "[[]", "[").Replace(root)
	for _, p := range found {
		if root != "" {
			p = strings.TrimPrefix(p, unescaped)
		}
		out = append(out, vm.NewStr(p))
	}
	return out, nil
}

func newModule(t *vm.Thread) (*vm.Module, error) {
	m := native.NewModule("glob", native.Funcs{
		"glob": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
			out, err := glob(t, args, kw)
			if err != nil {
				return nil, err
			}
			return vm.NewList(out), nil
		},
		"iglob": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
			out, err := glob(t, args, kw)
			if err != nil {
				return nil, err
			}
			return t.Iter(vm.NewList(out))
		},
		"escape": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
			if err := native.One("escape", args, kw); err != nil {
				return nil, err
			}
			s, err := montyos.Fspath(t, args[0])
			if err != nil {
				return nil, err
			}
			return vm.NewStr(escape(s)), nil
		},
		"has_magic": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
			if err := native.One("has_magic", args, kw); err != nil {
				return nil, err
			}
			s, err := montyos.Fspath(t, args[0])
			if err != nil {
				return nil, err
			}
			return vm.Bool(strings.ContainsAny(s, "*?[")), nil
		},
	})
	m.Dict().SetString("__all__", vm.NewList([]vm.Value{vm.NewStr("glob"), vm.NewStr("iglob"), vm.NewStr("escape")}))
	return m, nil
}
