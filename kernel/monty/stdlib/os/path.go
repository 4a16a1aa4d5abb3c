package os

import (
	"strings"

	"github.com/backyard-dev/backyard/kernel/monty/mountfs"
	"github.com/backyard-dev/backyard/kernel/monty/stdlib/internal/native"
	"github.com/backyard-dev/backyard/kernel/monty/vm"
)

// os.path is posixpath: the pure functions are ports of posixpath.py
// (the same corner cases: "//" kept at the start by normpath, join
// restarting at an absolute part), the others ask the file system.

func join(a string, parts ...string) string {
	p := a
	for _, b := range parts {
		switch {
		case strings.HasPrefix(b, "/"):
			p = b
		case p == "" || strings.HasSuffix(p, "/"):
			p += b
		default:
			p += "/" + b
		}
	}
	return p
}

func split(p string) (string, string) {
	i := strings.LastIndexByte(p, '/') + 1
	head, tail := p[:i], p[i:]
	if head != "" && head != strings.Repeat("/", len(head)) {
		head = strings.TrimRight(head, "/")
	}
	return head, tail
}

func splitext(p string) (string, string) {
	sep := strings.LastIndexByte(p, '/')
	dot := strings.LastIndexByte(p, '.')
	if dot > sep {
		// skip all leading dots of the base name
		fi := sep + 1
		for fi < dot {
			if p[fi] != '.' {
				return p[:dot], p[dot:]
			}
			fi++
		}
	}
	return p, ""
}

func normpath(p string) string {
	if p == "" {
		return "."
	}
	initial := 0
	if strings.HasPrefix(p, "/") {
		initial = 1
		if strings.HasPrefix(p, "//") && !strings.HasPrefix(p, "///") {
			initial = 2
		}
	}
	var comps []string
	for _, c := range strings.Split(p, "/") {
		if c == "" || c == "." {
			continue
		}
		if c != ".." || (initial == 0 && len(comps) == 0) || (len(comps) > 0 && comps[len(comps)-1] == "..") {
			comps = append(comps, c)
		} else if len(comps) > 0 {
			comps = comps[:len(comps)-1]
		}
	}
	out := strings.Repeat("/", initial) + strings.Join(comps, "/")
	if out == "" {
		return "."
	}
	return out
}

func absPath(fsys *mountfs.FS, p string) (string, error) {
	if !strings.HasPrefix(p, "/") {
		p = join(fsys.Getcwd(), p)
	}
	return normpath(p), nil
}

func hasPrefixDir(p, dir string) bool { return p == dir || strings.HasPrefix(p, dir+"/") }

func relpath(fsys *mountfs.FS, p, start string) (string, error) {
	if p == "" {
		return "", vm.Errorf(vm.ValueErrorType, "no path specified")
	}
	a, _ := absPath(fsys, p)
	b, _ := absPath(fsys, start)
	as := strings.Split(strings.Trim(a, "/"), "/")
	bs := strings.Split(strings.Trim(b, "/"), "/")
	if a == "/" {
		as = nil
	}
	if b == "/" {
		bs = nil
	}
	i := 0
	for i < len(as) && i < len(bs) && as[i] == bs[i] {
		i++
	}
	var rel []string
	for range bs[i:] {
		rel = append(rel, "..")
	}
	rel = append(rel, as[i:]...)
	if len(rel) == 0 {
		return ".", nil
	}
	return strings.Join(rel, "/"), nil
}

func commonprefix(list []string) string {
	if len(list) == 0 {
		return ""
	}
	lo, hi := list[0], list[0]
	for _, s := range list[1:] {
		if s < lo {
			lo = s
		}
		if s > hi {
			hi = s
		}
	}
	for i := 0; i < len(lo); i++ {
		if i >= len(hi) || lo[i] != hi[i] {
			return lo[:i]
		}
	}
	return lo
}

type strFunc func(t *vm.Thread, args []string) (vm.Value, error)

// strs wraps a function of path strings (each through os.fspath).
func strs(name string, lo, hi int, f strFunc) vm.BuiltinFunc {
	return func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
		if len(kw) > 0 || len(args) < lo || (hi >= 0 && len(args) > hi) {
			a, err := native.PyArgs(name, args, kw, lo, []string{"path", "start"}[:max(lo, min(2, len(args)))]...)
			if err != nil {
				return nil, err
			}
			args = a
		}
		ss := make([]string, len(args))
		kinds := 0 // bit 1: a str argument, bit 2: a bytes one
		for i, a := range args {
			if a == nil {
				continue
			}
			if _, isBytes := native.Unwrap(a).(*vm.Bytes); isBytes {
				kinds |= 2
			} else if _, isStr := native.Unwrap(a).(*vm.Str); isStr {
				kinds |= 1
			}
			s, err := fspath(t, a)
			if err != nil {
				return nil, err
			}
			ss[i] = s
		}
		if kinds == 3 {
			return nil, vm.Errorf(vm.TypeErrorType, "Can't mix strings and bytes in path components")
		}
		r, err := f(t, ss)
		if err != nil || kinds != 2 {
			return r, err
		}
		// Bytes in, bytes out, as posixpath does.
		return asBytes(r), nil
	}
}

// asBytes turns the str in a path function's result (a str, or a tuple
// or list of them) into bytes.
func asBytes(v vm.Value) vm.Value {
	switch x := v.(type) {
	case *vm.Str:
		return vm.NewBytes([]byte(x.String()))
	case vm.Tuple:
		out := make(vm.Tuple, len(x))
		for i, e := range x {
			out[i] = asBytes(e)
		}
		return out
	}
	return v
}

func str(s string) vm.Value { return vm.NewStr(s) }

func pair(a, b string) vm.Value { return vm.Tuple{vm.NewStr(a), vm.NewStr(b)} }

// query is an os.path predicate on the file system: false for any error.
func query(name string, f func(fsys *mountfs.FS, p string) bool) vm.BuiltinFunc {
	return strs(name, 1, 1, func(t *vm.Thread, a []string) (vm.Value, error) {
		fsys, err := fsOf(t)
		if err != nil {
			return nil, err
		}
		return vm.Bool(f(fsys, a[0])), nil
	})
}

func statField(name string, f func(fi *mountfs.FileInfo) vm.Value) vm.BuiltinFunc {
	return strs(name, 1, 1, func(t *vm.Thread, a []string) (vm.Value, error) {
		fsys, err := fsOf(t)
		if err != nil {
			return nil, err
		}
		fi, err := fsys.Stat(a[0])
		if err != nil {
			return nil, pyError(t, err)
		}
		return f(fi), nil
	})
}

func newPathModule(t *vm.Thread) (*vm.Module, error) {
	if m, ok := t.Modules()["posixpath"]; ok {
		return m, nil
	}
	m := native.NewModule("posixpath", native.Funcs{
		"join": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
			if len(args) == 0 {
				return nil, vm.Errorf(vm.TypeErrorType, "join() missing 1 required positional argument: 'a'")
			}
			ss := make([]string, len(args))
			kinds := 0 // bit 1: a str argument, bit 2: a bytes one
			for i, a := range args {
				s, err := fspath(t, a)
				if err != nil {
					if e, ok := err.(*vm.Exception); ok && e.Class() == vm.TypeErrorType {
						return nil, vm.Errorf(vm.TypeErrorType, "join() argument must be str, bytes, or os.PathLike object, not '%s'", native.TypeName(a))
					}
					return nil, err
				}
				if _, isBytes := native.Unwrap(a).(*vm.Bytes); isBytes {
					kinds |= 2
				} else {
					kinds |= 1
				}
				ss[i] = s
			}
			if kinds == 3 {
				return nil, vm.Errorf(vm.TypeErrorType, "Can't mix strings and bytes in path components")
			}
			joined := str(join(ss[0], ss[1:]...))
			if kinds == 2 {
				return asBytes(joined), nil
			}
			return joined, nil
		},
		"split": strs("split", 1, 1, func(t *vm.Thread, a []string) (vm.Value, error) { return pair(split(a[0])), nil }),
		"splitext": strs("splitext", 1, 1, func(t *vm.Thread, a []string) (vm.Value, error) {
			return pair(splitext(a[0])), nil
		}),
		"splitdrive": strs("splitdrive", 1, 1, func(t *vm.Thread, a []string) (vm.Value, error) { return pair("", a[0]), nil }),
		"basename": strs("basename", 1, 1, func(t *vm.Thread, a []string) (vm.Value, error) {
			return str(a[0][strings.LastIndexByte(a[0], '/')+1:]), nil
		}),
		"dirname": strs("dirname", 1, 1, func(t *vm.Thread, a []string) (vm.Value, error) {
			h, _ := split(a[0])
			return str(h), nil
		}),
		"isabs": strs("isabs", 1, 1, func(t *vm.Thread, a []string) (vm.Value, error) {
			return vm.Bool(strings.HasPrefix(a[0], "/")), nil
		}),
		"normpath": strs("normpath", 1, 1, func(t *vm.Thread, a []string) (vm.Value, error) { return str(normpath(a[0])), nil }),
		"normcase": strs("normcase", 1, 1, func(t *vm.Thread, a []string) (vm.Value, error) { return str(a[0]), nil }),
		"abspath": strs("abspath", 1, 1, func(t *vm.Thread, a []string) (vm.Value, error) {
			fsys, err := fsOf(t)
			if err != nil {
				return nil, err
			}
			p, _ := absPath(fsys, a[0])
			return str(p), nil
		}),
		"realpath": strs("realpath", 1, 1, func(t *vm.Thread, a []string) (vm.Value, error) {
			fsys, err := fsOf(t)
			if err != nil {
				return nil, err
			}
			p, err := fsys.Realpath(a[0])
			if err != nil {
				p, _ = absPath(fsys, a[0])
			}
			return str(p), nil
		}),
		"relpath": strs("relpath", 1, 2, func(t *vm.Thread, a []string) (vm.Value, error) {
			fsys, err := fsOf(t)
			if err != nil {
				return nil, err
			}
			start := "."
			if len(a) == 2 && a[1] != "" {
				start = a[1]
			}
			p, err := relpath(fsys, a[0], start)
			if err != nil {
				return nil, err
			}
			return str(p), nil
		}),
		"expanduser": strs("expanduser", 1, 1, func(t *vm.Thread, a []string) (vm.Value, error) { return str(a[0]), nil }),
		"expandvars": strs("expandvars", 1, 1, func(t *vm.Thread, a []string) (vm.Value, error) { return str(a[0]), nil }),
		"commonprefix": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
			if err := native.One("commonprefix", args, kw); err != nil {
				return nil, err
			}
			items, err := t.ToList(args[0])
			if err != nil {
				return nil, err
			}
			ss := make([]string, len(items))
			for i, it := range items {
				if ss[i], err = fspath(t, it); err != nil {
					return nil, err
				}
			}
			return str(commonprefix(ss)), nil
		},
		"commonpath": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
			if err := native.One("commonpath", args, kw); err != nil {
				return nil, err
			}
			items, err := t.ToList(args[0])
			if err != nil {
				return nil, err
			}
			if len(items) == 0 {
				return nil, vm.Errorf(vm.ValueErrorType, "commonpath() arg is an empty sequence")
			}
			var split [][]string
			abs := -1
			for _, it := range items {
				s, err := fspath(t, it)
				if err != nil {
					return nil, err
				}
				isAbs := 0
				if strings.HasPrefix(s, "/") {
					isAbs = 1
				}
				if abs >= 0 && abs != isAbs {
					return nil, vm.Errorf(vm.ValueErrorType, "Can't mix absolute and relative paths")
				}
				abs = isAbs
				var parts []string
				for _, c := range strings.Split(s, "/") {
					if c != "" && c != "." {
						parts = append(parts, c)
					}
				}
				split = append(split, parts)
			}
			common := split[0]
			for _, s := range split[1:] {
				i := 0
				for i < len(common) && i < len(s) && common[i] == s[i] {
					i++
				}
				common = common[:i]
			}
			prefix := ""
			if abs == 1 {
				prefix = "/"
			}
			return str(prefix + strings.Join(common, "/")), nil
		},
		"exists":  query("exists", func(fsys *mountfs.FS, p string) bool { return fsys.Exists(p) }),
		"lexists": query("lexists", func(fsys *mountfs.FS, p string) bool { _, err := fsys.Lstat(p); return err == nil }),
		"isfile": query("isfile", func(fsys *mountfs.FS, p string) bool {
			fi, err := fsys.Stat(p)
			return err == nil && fi.Mode.IsRegular()
		}),
		"isdir": query("isdir", func(fsys *mountfs.FS, p string) bool {
			fi, err := fsys.Stat(p)
			return err == nil && fi.IsDir()
		}),
		"islink": query("islink", func(fsys *mountfs.FS, p string) bool {
			fi, err := fsys.Lstat(p)
			return err == nil && fi.UnixMode()&0o170000 == 0o120000
		}),
		"ismount": query("ismount", func(fsys *mountfs.FS, p string) bool {
			a, _ := absPath(fsys, p)
			return a == "/" || a == "/tmp" || strings.Count(a, "/") == 2 && strings.HasPrefix(a, "/sandbox/") && fsys.Exists(a)
		}),
		"getsize":  statField("getsize", func(fi *mountfs.FileInfo) vm.Value { return vm.MakeInt(fi.Size) }),
		"getmtime": statField("getmtime", func(fi *mountfs.FileInfo) vm.Value { _, f, _ := unixTime(fi.ModTime); return vm.Float(f) }),
		"getatime": statField("getatime", func(fi *mountfs.FileInfo) vm.Value { _, f, _ := unixTime(fi.AccessTime); return vm.Float(f) }),
		"getctime": statField("getctime", func(fi *mountfs.FileInfo) vm.Value { _, f, _ := unixTime(fi.ChangeTime); return vm.Float(f) }),
		"samefile": strs("samefile", 2, 2, func(t *vm.Thread, a []string) (vm.Value, error) {
			fsys, err := fsOf(t)
			if err != nil {
				return nil, err
			}
			x, err := fsys.Stat(a[0])
			if err != nil {
				return nil, pyError(t, err)
			}
			y, err := fsys.Stat(a[1])
			if err != nil {
				return nil, pyError(t, err)
			}
			return vm.Bool(x.Ino == y.Ino && x.Dev == y.Dev), nil
		}),
	})
	d := m.Dict()
	for k, v := range map[string]string{"sep": "/", "curdir": ".", "pardir": "..", "extsep": ".", "pathsep": ":", "defpath": "/bin:/usr/bin", "devnull": "/dev/null"} {
		d.SetString(k, vm.NewStr(v))
	}
	d.SetString("altsep", vm.None)
	d.SetString("supports_unicode_filenames", vm.False)
	return m, nil
}
