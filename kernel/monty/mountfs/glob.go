package mountfs

import (
	"context"
	"io/fs"
	"strings"
)

// Glob returns the paths matching pattern, as glob.glob(pattern,
// recursive=recursive, include_hidden=includeHidden) does: CPython 3.11's
// algorithm step for step, so results have the pattern's form (relative
// stays relative) and names starting with "." match only a pattern
// component starting with "." unless includeHidden. Results come in
// directory order, which here is sorted by name (CPython's is the host's
// order). Hidden entries of the sandbox are never found. ctx bounds the
// work: a "**" over a deep tree stops when the cell's deadline passes.
func (fsys *FS) Glob(ctx context.Context, pattern string, recursive, includeHidden bool) ([]string, error) {
	g := &globber{fsys: fsys, ctx: ctx, recursive: recursive, includeHidden: includeHidden}
	out := g.iglob(pattern, false)
	if g.err != nil {
		return nil, g.err
	}
	// iglob drops the "" that "**" (and an empty pattern) yields first.
	if (pattern == "" || recursive && strings.HasPrefix(pattern, "**")) && len(out) > 0 && out[0] == "" {
		out = out[1:]
	}
	return out, nil
}

type globber struct {
	fsys          *FS
	ctx           context.Context
	recursive     bool
	includeHidden bool
	err           error
}

func hasMagic(s string) bool { return strings.ContainsAny(s, "*?[") }

func isHiddenName(s string) bool { return s != "" && s[0] == '.' }

// pyJoin is os.path.join of two parts.
func pyJoin(a, b string) string {
	switch {
	case strings.HasPrefix(b, "/"):
		return b
	case a == "" || strings.HasSuffix(a, "/"):
		return a + b
	}
	return a + "/" + b
}

// globJoin is glob's _join: either part alone when the other is empty.
func globJoin(a, b string) string {
	if a == "" || b == "" {
		return a + b
	}
	return pyJoin(a, b)
}

func (g *globber) iglob(pathname string, dironly bool) []string {
	dirname, basename := pySplit(pathname)
	if !hasMagic(pathname) {
		if basename != "" {
			if g.lexists(pathname) {
				return []string{pathname}
			}
		} else if g.isdir(dirname) {
			return []string{pathname}
		}
		return nil
	}
	if dirname == "" {
		if g.recursive && basename == "**" {
			return g.glob2("", dironly)
		}
		return g.glob1("", basename, dironly)
	}
	dirs := []string{dirname}
	if dirname != pathname && hasMagic(dirname) {
		dirs = g.iglob(dirname, true)
	}
	var out []string
	for _, d := range dirs {
		var names []string
		switch {
		case !hasMagic(basename):
			names = g.glob0(d, basename)
		case g.recursive && basename == "**":
			names = g.glob2(d, dironly)
		default:
			names = g.glob1(d, basename, dironly)
		}
		for _, n := range names {
			out = append(out, pyJoin(d, n))
		}
	}
	return out
}

func (g *globber) glob0(dirname, basename string) []string {
	if basename != "" {
		if g.lexists(globJoin(dirname, basename)) {
			return []string{basename}
		}
	} else if g.isdir(dirname) {
		return []string{basename}
	}
	return nil
}

func (g *globber) glob1(dirname, pattern string, dironly bool) []string {
	m := compileGlob(pattern)
	hideDots := !g.includeHidden && !isHiddenName(pattern)
	var out []string
	for _, name := range g.listdir(dirname, dironly) {
		if hideDots && isHiddenName(name) {
			continue
		}
		if m.match(name) {
			out = append(out, name)
		}
	}
	return out
}

func (g *globber) glob2(dirname string, dironly bool) []string {
	return append([]string{""}, g.rlistdir(dirname, dironly)...)
}

func (g *globber) rlistdir(dirname string, dironly bool) []string {
	var out []string
	for _, x := range g.listdir(dirname, dironly) {
		if !g.includeHidden && isHiddenName(x) {
			continue
		}
		out = append(out, x)
		p := x
		if dirname != "" {
			p = globJoin(dirname, x)
		}
		for _, y := range g.rlistdir(p, dironly) {
			out = append(out, globJoin(x, y))
		}
	}
	return out
}

// listdir lists dirname ("" for the working directory), only directories
// (links to them included) when dironly; an error lists nothing.
func (g *globber) listdir(dirname string, dironly bool) []string {
	if g.err == nil {
		g.err = g.ctx.Err()
	}
	if g.err != nil {
		return nil
	}
	if dirname == "" {
		dirname = "."
	}
	ents, err := g.fsys.ReadDir(dirname)
	if err != nil {
		return nil
	}
	var out []string
	for _, e := range ents {
		if !dironly || e.IsDir {
			out = append(out, e.Name)
		}
	}
	return out
}

func (g *globber) lexists(p string) bool {
	_, err := g.fsys.Lstat(p)
	return err == nil
}

func (g *globber) isdir(p string) bool {
	fi, err := g.fsys.Stat(p)
	return err == nil && fi.IsDir()
}

// Walk visits the directory tree top as os.walk(top, followlinks=...)
// does, top-down: fn receives each directory with the names of its
// subdirectories (links to directories included) and of its other
// entries, and returns the subdirectories to descend into, in order (the
// pruning that editing dirnames in place does in Python). A link to a
// directory is not descended into unless followLinks. A directory that
// cannot be listed is skipped, as os.walk skips it without onerror. Walk
// stops at the first error fn returns, or when ctx is done.
func (fsys *FS) Walk(ctx context.Context, top string, followLinks bool, fn func(dir string, dirs, files []string) ([]string, error)) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	ents, err := fsys.ReadDir(top)
	if err != nil {
		return nil
	}
	var dirs, files []string
	for _, e := range ents {
		if e.IsDir {
			dirs = append(dirs, e.Name)
		} else {
			files = append(files, e.Name)
		}
	}
	next, err := fn(top, dirs, files)
	if err != nil {
		return err
	}
	for _, d := range next {
		p := pyJoin(top, d)
		if !followLinks {
			if fi, err := fsys.Lstat(p); err == nil && fi.Mode&fs.ModeSymlink != 0 {
				continue
			}
		}
		if err := fsys.Walk(ctx, p, followLinks, fn); err != nil {
			return err
		}
	}
	return nil
}
