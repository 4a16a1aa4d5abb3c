package os

import (
	"crypto/rand"
	_ "embed"
	"io/fs"
	"math/big"
	"runtime"
	"sort"
	"time"

	"github.com/backyard-dev/backyard/kernel/monty/mountfs"
	"github.com/backyard-dev/backyard/kernel/monty/stdlib/internal/native"
	"github.com/backyard-dev/backyard/kernel/monty/vm"
)

//go:embed prelude.py
var prelude string

// runPrelude runs prelude.py in a new module; it is parsed and compiled
// once per process, at the first import, not in every interpreter.
var runPrelude = native.CompiledPrelude("<frozen os>", prelude)

// pathFunc is an os function of one path.
func pathFunc(name string, f func(t *vm.Thread, fsys *mountfs.FS, p string, a []vm.Value) (vm.Value, error), params ...string) vm.BuiltinFunc {
	return func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
		a, err := native.PyArgs(name, args, kw, 1, append([]string{"path"}, params...)...)
		if err != nil {
			return nil, err
		}
		p, err := pathArg(t, name, "path", a[0])
		if err != nil {
			return nil, err
		}
		fsys, err := fsOf(t)
		if err != nil {
			return nil, err
		}
		return f(t, fsys, p, a[1:])
	}
}

func none(err error) (vm.Value, error) {
	if err != nil {
		return nil, err
	}
	return vm.None, nil
}

func mode(t *vm.Thread, v vm.Value, def int64) (fs.FileMode, error) {
	if v == nil {
		return fs.FileMode(def), nil
	}
	n, err := native.Int64(t, v, "Python int too large to convert to C int")
	return fs.FileMode(n & 0o7777), err
}

func unixTime(tm time.Time) (int64, float64, int64) {
	ns := tm.UnixNano()
	return tm.Unix(), float64(ns) / 1e9, ns
}

// statResult builds os.stat_result.
func statResult(t *vm.Thread, fi *mountfs.FileInfo) (vm.Value, error) {
	m, _ := t.Modules()["os"]
	if m == nil {
		var err error
		if m, err = t.ImportModule("os"); err != nil {
			return nil, err
		}
	}
	cls, _ := m.Dict().GetString("stat_result")
	ai, af, an := unixTime(fi.AccessTime)
	mi, mf, mn := unixTime(fi.ModTime)
	ci, cf, cn := unixTime(fi.ChangeTime)
	seq := vm.Tuple{vm.MakeInt(int64(fi.UnixMode())), vm.MakeBigInt(bigU(fi.Ino)), vm.MakeBigInt(bigU(fi.Dev)), vm.MakeInt(int64(fi.Nlink)),
		vm.MakeInt(0), vm.MakeInt(0), vm.MakeInt(fi.Size), vm.MakeInt(ai), vm.MakeInt(mi), vm.MakeInt(ci)}
	extra := vm.NewDict(8)
	extra.SetString("st_atime", vm.Float(af))
	extra.SetString("st_mtime", vm.Float(mf))
	extra.SetString("st_ctime", vm.Float(cf))
	extra.SetString("st_atime_ns", vm.MakeInt(an))
	extra.SetString("st_mtime_ns", vm.MakeInt(mn))
	extra.SetString("st_ctime_ns", vm.MakeInt(cn))
	extra.SetString("st_blksize", vm.MakeInt(4096))
	extra.SetString("st_blocks", vm.MakeInt((fi.Size+511)/512))
	return t.Call(cls, []vm.Value{seq, extra}, nil)
}

func newOSModule(t *vm.Thread) (*vm.Module, error) {
	m := vm.NewModule("os")
	d := m.Dict()
	pathMod, err := newPathModule(t)
	if err != nil {
		return nil, err
	}
	t.AddModule(pathMod)
	d.SetString("path", pathMod)
	consts := map[string]vm.Value{
		"name": vm.NewStr("posix"), "sep": vm.NewStr("/"), "altsep": vm.None, "extsep": vm.NewStr("."),
		"pathsep": vm.NewStr(":"), "linesep": vm.NewStr("\n"), "curdir": vm.NewStr("."), "pardir": vm.NewStr(".."),
		"devnull": vm.NewStr("/dev/null"), "defpath": vm.NewStr("/bin:/usr/bin"),
		"F_OK": vm.MakeInt(0), "R_OK": vm.MakeInt(4), "W_OK": vm.MakeInt(2), "X_OK": vm.MakeInt(1),
		"SEEK_SET": vm.MakeInt(0), "SEEK_CUR": vm.MakeInt(1), "SEEK_END": vm.MakeInt(2),
		"error": vm.OSErrorType, "supports_follow_symlinks": vm.NewSet(),
	}
	for k, v := range consts {
		d.SetString(k, v)
	}
	native.Add(m, native.Funcs{
		"getcwd": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
			fsys, err := fsOf(t)
			if err != nil {
				return nil, err
			}
			return vm.NewStr(fsys.Getcwd()), nil
		},
		"chdir": pathFunc("chdir", func(t *vm.Thread, fsys *mountfs.FS, p string, a []vm.Value) (vm.Value, error) {
			return none(pyError(t, fsys.Chdir(p)))
		}),
		"listdir": listdir,
		"scandir": scandir,
		"stat": pathFunc("stat", func(t *vm.Thread, fsys *mountfs.FS, p string, a []vm.Value) (vm.Value, error) {
			follow := true
			if a[1] != nil {
				follow, _ = t.Truth(a[1])
			}
			var fi *mountfs.FileInfo
			var err error
			if follow {
				fi, err = fsys.Stat(p)
			} else {
				fi, err = fsys.Lstat(p)
			}
			if err != nil {
				return nil, pyError(t, err)
			}
			return statResult(t, fi)
		}, "dir_fd", "follow_symlinks"),
		"lstat": pathFunc("lstat", func(t *vm.Thread, fsys *mountfs.FS, p string, a []vm.Value) (vm.Value, error) {
			fi, err := fsys.Lstat(p)
			if err != nil {
				return nil, pyError(t, err)
			}
			return statResult(t, fi)
		}, "dir_fd"),
		"mkdir": pathFunc("mkdir", func(t *vm.Thread, fsys *mountfs.FS, p string, a []vm.Value) (vm.Value, error) {
			md, err := mode(t, a[0], 0o777)
			if err != nil {
				return nil, err
			}
			return none(pyError(t, fsys.Mkdir(p, md)))
		}, "mode", "dir_fd"),
		"makedirs": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
			a, err := native.PyArgs("makedirs", args, kw, 1, "name", "mode", "exist_ok")
			if err != nil {
				return nil, err
			}
			p, err := fspath(t, a[0])
			if err != nil {
				return nil, err
			}
			md, err := mode(t, a[1], 0o777)
			if err != nil {
				return nil, err
			}
			existOK := false
			if a[2] != nil {
				existOK, _ = t.Truth(a[2])
			}
			fsys, err := fsOf(t)
			if err != nil {
				return nil, err
			}
			return none(pyError(t, fsys.MkdirAll(p, md, existOK)))
		},
		"remove": pathFunc("remove", func(t *vm.Thread, fsys *mountfs.FS, p string, a []vm.Value) (vm.Value, error) {
			return none(pyError(t, fsys.Remove(p)))
		}, "dir_fd"),
		"unlink": pathFunc("unlink", func(t *vm.Thread, fsys *mountfs.FS, p string, a []vm.Value) (vm.Value, error) {
			return none(pyError(t, fsys.Remove(p)))
		}, "dir_fd"),
		"rmdir": pathFunc("rmdir", func(t *vm.Thread, fsys *mountfs.FS, p string, a []vm.Value) (vm.Value, error) {
			return none(pyError(t, fsys.RemoveDir(p)))
		}, "dir_fd"),
		"rename":  twoPaths("rename", (*mountfs.FS).Rename),
		"replace": twoPaths("replace", (*mountfs.FS).Replace),
		"readlink": pathFunc("readlink", func(t *vm.Thread, fsys *mountfs.FS, p string, a []vm.Value) (vm.Value, error) {
			s, err := fsys.Readlink(p)
			if err != nil {
				return nil, pyError(t, err)
			}
			return vm.NewStr(s), nil
		}, "dir_fd"),
		"chmod": pathFunc("chmod", func(t *vm.Thread, fsys *mountfs.FS, p string, a []vm.Value) (vm.Value, error) {
			md, err := mode(t, a[0], 0o644)
			if err != nil {
				return nil, err
			}
			return none(pyError(t, fsys.Chmod(p, md)))
		}, "mode", "dir_fd", "follow_symlinks"),
		"truncate": pathFunc("truncate", func(t *vm.Thread, fsys *mountfs.FS, p string, a []vm.Value) (vm.Value, error) {
			n, err := native.Int64(t, a[0], "Python int too large to convert to C long")
			if err != nil {
				return nil, err
			}
			return none(pyError(t, fsys.Truncate(p, n)))
		}, "length"),
		"utime": pathFunc("utime", func(t *vm.Thread, fsys *mountfs.FS, p string, a []vm.Value) (vm.Value, error) {
			at, mt := time.Now(), time.Now()
			if a[0] != nil && a[0] != vm.None {
				parts, err := t.ToList(a[0])
				if err != nil || len(parts) != 2 {
					return nil, vm.Errorf(vm.TypeErrorType, "utime: 'times' must be either a tuple of two ints or None")
				}
				af, err := native.Float(t, parts[0])
				if err != nil {
					return nil, err
				}
				mf, err := native.Float(t, parts[1])
				if err != nil {
					return nil, err
				}
				at, mt = time.Unix(0, int64(af*1e9)), time.Unix(0, int64(mf*1e9))
			}
			return none(pyError(t, fsys.Utime(p, at, mt)))
		}, "times", "ns", "dir_fd", "follow_symlinks"),
		"access": pathFunc("access", func(t *vm.Thread, fsys *mountfs.FS, p string, a []vm.Value) (vm.Value, error) {
			md, err := native.Int64(t, a[0], "Python int too large to convert to C int")
			if err != nil {
				return nil, err
			}
			fi, err := fsys.Stat(p)
			if err != nil {
				return vm.False, nil
			}
			if md&2 != 0 {
				abs, _ := absPath(fsys, p)
				if !(fsys.Writable() || hasPrefixDir(abs, "/tmp")) || hasPrefixDir(abs, "/sandbox") && abs == "/sandbox" || abs == "/" {
					return vm.False, nil
				}
			}
			if md&1 != 0 && fi.UnixMode()&0o111 == 0 {
				return vm.False, nil
			}
			return vm.True, nil
		}, "mode", "dir_fd", "effective_ids", "follow_symlinks"),
		"fspath": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
			if err := native.One("fspath", args, kw); err != nil {
				return nil, err
			}
			if _, ok := native.Str(args[0]); ok {
				return args[0], nil
			}
			if _, ok := native.Unwrap(args[0]).(*vm.Bytes); ok {
				return args[0], nil
			}
			s, err := fspath(t, args[0])
			if err != nil {
				return nil, err
			}
			return vm.NewStr(s), nil
		},
		"fsencode": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
			s, err := fspath(t, args[0])
			return vm.NewBytes([]byte(s)), err
		},
		"fsdecode": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
			s, err := fspath(t, args[0])
			return vm.NewStr(s), err
		},
		"urandom": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
			if err := native.One("urandom", args, kw); err != nil {
				return nil, err
			}
			n, err := native.Int64(t, args[0], "Python int too large to convert to C ssize_t")
			if err != nil {
				return nil, err
			}
			if n < 0 {
				return nil, vm.Errorf(vm.ValueErrorType, "negative argument not allowed")
			}
			if err := t.Alloc(n); err != nil {
				return nil, err
			}
			b := make([]byte, n)
			_, _ = rand.Read(b)
			return vm.NewBytes(b), nil
		},
		"cpu_count": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
			return vm.MakeInt(int64(runtime.NumCPU())), nil
		},
		"getpid": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) { return vm.MakeInt(1), nil },
		"getuid": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) { return vm.MakeInt(1000), nil },
		"umask":  func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) { return vm.MakeInt(0o022), nil },
		"get_terminal_size": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
			return nil, vm.NewException(vm.OSErrorType, vm.MakeInt(25), vm.NewStr("Inappropriate ioctl for device"))
		},
	})
	if err := runPrelude(t, m); err != nil {
		return nil, err
	}
	env, _ := d.GetString("_Environ")
	envDict := vm.NewDict(0)
	if vars, ok := t.Local[EnvironKey].(map[string]string); ok {
		keys := make([]string, 0, len(vars))
		for k := range vars {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			envDict.SetString(k, vm.NewStr(vars[k]))
		}
	}
	environ, err := t.Call(env, []vm.Value{envDict}, nil)
	if err != nil {
		return nil, err
	}
	d.SetString("environ", environ)
	return m, nil
}

func bigU(x uint64) *big.Int { return new(big.Int).SetUint64(x) }

func twoPaths(name string, f func(*mountfs.FS, string, string) error) vm.BuiltinFunc {
	return func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
		a, err := native.PyArgs(name, args, kw, 2, "src", "dst", "src_dir_fd", "dst_dir_fd")
		if err != nil {
			return nil, err
		}
		src, err := pathArg(t, name, "src", a[0])
		if err != nil {
			return nil, err
		}
		dst, err := pathArg(t, name, "dst", a[1])
		if err != nil {
			return nil, err
		}
		fsys, err := fsOf(t)
		if err != nil {
			return nil, err
		}
		return none(pyError(t, f(fsys, src, dst)))
	}
}

func listdir(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	a, err := native.PyArgs("listdir", args, kw, 0, "path")
	if err != nil {
		return nil, err
	}
	p := "."
	if a[0] != nil && a[0] != vm.None {
		if p, err = pathArg(t, "listdir", "path", a[0]); err != nil {
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
	out := make([]vm.Value, len(entries))
	for i, e := range entries {
		out[i] = vm.NewStr(e.Name)
	}
	return vm.NewList(out), nil
}
