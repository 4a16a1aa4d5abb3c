package os

import (
	"github.com/backyard-dev/backyard/kernel/monty/mountfs"
	"github.com/backyard-dev/backyard/kernel/monty/stdlib/internal/native"
	"github.com/backyard-dev/backyard/kernel/monty/vm"
)

// dirEntry is os.DirEntry.
type dirEntry struct {
	e    mountfs.DirEntry
	path string
}

func (*dirEntry) Type() *vm.Type { return dirEntryType }

// scandirIter is the iterator os.scandir returns.
type scandirIter struct {
	entries []mountfs.DirEntry
	dir     string
	i       int
	closed  bool
}

func (*scandirIter) Type() *vm.Type { return scandirType }

// Next returns the next entry, nil at the end.
func (it *scandirIter) Next(t *vm.Thread) (vm.Value, error) {
	if it.closed || it.i >= len(it.entries) {
		return nil, nil
	}
	e := it.entries[it.i]
	it.i++
	return &dirEntry{e: e, path: join(it.dir, e.Name)}, nil
}

var dirEntryType, scandirType *vm.Type

func followArg(t *vm.Thread, name string, args []vm.Value, kw []string) (bool, error) {
	a, err := native.PyArgs(name, args, kw, 0, "follow_symlinks")
	if err != nil {
		return false, err
	}
	if a[0] == nil {
		return true, nil
	}
	return t.Truth(a[0])
}

func init() {
	entry := func(x vm.Value) *dirEntry { return x.(*dirEntry) }
	dirEntryType = vm.NewNativeType(vm.NativeType{
		Name: "DirEntry", Module: "posix", Final: true,
		Methods: map[string]vm.BuiltinFunc{
			"is_dir": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
				follow, err := followArg(t, "is_dir", args[1:], kw)
				if err != nil {
					return nil, err
				}
				e := entry(args[0]).e
				if follow {
					return vm.Bool(e.IsDir), nil
				}
				return vm.Bool(e.Type.IsDir()), nil
			},
			"is_file": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
				follow, err := followArg(t, "is_file", args[1:], kw)
				if err != nil {
					return nil, err
				}
				e := entry(args[0]).e
				if follow {
					return vm.Bool(e.IsFile), nil
				}
				return vm.Bool(e.Type == 0), nil
			},
			"is_symlink": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
				return vm.Bool(entry(args[0]).e.IsSymlink()), nil
			},
			"stat": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
				follow, err := followArg(t, "stat", args[1:], kw)
				if err != nil {
					return nil, err
				}
				fsys, err := fsOf(t)
				if err != nil {
					return nil, err
				}
				var fi *mountfs.FileInfo
				if follow {
					fi, err = fsys.Stat(entry(args[0]).path)
				} else {
					fi, err = fsys.Lstat(entry(args[0]).path)
				}
				if err != nil {
					return nil, pyError(t, err)
				}
				return statResult(t, fi)
			},
			"inode": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
				fsys, err := fsOf(t)
				if err != nil {
					return nil, err
				}
				fi, err := fsys.Lstat(entry(args[0]).path)
				if err != nil {
					return nil, pyError(t, err)
				}
				return vm.MakeBigInt(bigU(fi.Ino)), nil
			},
			"__fspath__": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
				return vm.NewStr(entry(args[0]).path), nil
			},
			"__repr__": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
				r, err := t.Repr(vm.NewStr(entry(args[0]).e.Name))
				return vm.NewStr("<DirEntry " + r + ">"), err
			},
		},
		Getters: map[string]func(t *vm.Thread, self vm.Value) (vm.Value, error){
			"name": func(t *vm.Thread, self vm.Value) (vm.Value, error) { return vm.NewStr(entry(self).e.Name), nil },
			"path": func(t *vm.Thread, self vm.Value) (vm.Value, error) { return vm.NewStr(entry(self).path), nil },
		},
	})
	scandirType = vm.NewNativeType(vm.NativeType{
		Name: "ScandirIterator", Module: "posix", Final: true,
		Methods: map[string]vm.BuiltinFunc{
			"__iter__": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) { return args[0], nil },
			"__next__": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
				v, err := args[0].(*scandirIter).Next(t)
				if err == nil && v == nil {
					return nil, vm.NewException(vm.StopIterationType)
				}
				return v, err
			},
			"__enter__": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) { return args[0], nil },
			"__exit__": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
				args[0].(*scandirIter).closed = true
				return vm.False, nil
			},
			"close": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
				args[0].(*scandirIter).closed = true
				return vm.None, nil
			},
		},
	})
}

func scandir(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	a, err := native.PyArgs("scandir", args, kw, 0, "path")
	if err != nil {
		return nil, err
	}
	p := "."
	if a[0] != nil && a[0] != vm.None {
		if p, err = pathArg(t, "scandir", "path", a[0]); err != nil {
			return nil, err
		}
	}
	fsys, err := fsOf(t)
	if err != nil {
		return nil, err
	}
	entries, err := fsys.ReadDir(p)
	if err != nil {
		return nil, pyError(t, err)
	}
	return &scandirIter{entries: entries, dir: p}, nil
}
