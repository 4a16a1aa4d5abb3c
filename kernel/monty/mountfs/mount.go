package mountfs

import (
	"errors"
	"io/fs"
	"path"
	"slices"
	"strings"

	"github.com/backyard-dev/backyard/kernel"
)

// locateMount fills l for the path comps below the mount m.
func (fsys *FS) locateMount(l *loc, m *mount, comps []string, follow bool) error {
	l.area, l.m = areaMount, m
	if m.file != "" {
		l.rel = m.file
		fi, err := m.root.Lstat(m.file)
		switch {
		case err != nil && errnoOf(err) != ENOENT:
			return errnoOf(err)
		case err == nil && !fi.Mode().IsRegular():
			// Replaced on the host by something that is no longer the
			// file the caller granted.
			return errInvisible
		case err == nil:
			l.fi = fi
		}
		if len(comps) > 0 {
			if l.fi != nil {
				return ENOTDIR
			}
			return ENOENT
		}
		return nil
	}
	hops := 0
	w, err := walk(m, comps, follow, &hops)
	if err != nil {
		return err
	}
	l.rel, l.fi, l.hidden = w.rel, w.fi, w.hidden
	return nil
}

// walked is where a walk inside a mounted directory ended.
type walked struct {
	rel    string      // resolved path relative to the mount root
	fi     fs.FileInfo // Lstat of rel; nil when nothing visible is there
	hidden bool        // rel is hidden (whether or not something is there)
}

// joinRel joins a resolved directory ("." for the root) and a name.
func joinRel(dir, name string) string {
	if dir == "." {
		return name
	}
	return dir + "/" + name
}

// walk resolves comps (clean, without "..") inside the mounted directory
// m, one component at a time: each is Lstat'ed and checked for
// visibility, each link followed by follow, so that the result names no
// link except, without follow, a final one. A missing final component is
// not an error: the result then says where it would be. hops counts the
// links followed on the way.
func walk(m *mount, comps []string, follow bool, hops *int) (walked, error) {
	if len(comps) == 0 {
		fi, err := m.root.Lstat(".")
		if err != nil {
			return walked{}, errnoOf(err)
		}
		return walked{rel: ".", fi: fi}, nil
	}
	dir := "."
	for i, c := range comps {
		last := i == len(comps)-1
		rel := joinRel(dir, c)
		fi, err := m.root.Lstat(rel)
		if err != nil {
			no := errnoOf(err)
			if no == ENOENT && last {
				return walked{rel: rel, hidden: m.filter.Hidden(rel, false)}, nil
			}
			return walked{}, no
		}
		if fi.Mode()&fs.ModeSymlink != 0 {
			if last && !follow {
				// The link itself, as lstat sees it: there only if what
				// it leads to may be seen.
				n := 0
				if _, err := followLink(m, dir, rel, &n); errors.Is(err, errInvisible) || m.filter.Hidden(rel, false) {
					return walked{rel: rel, hidden: true}, nil
				}
				return walked{rel: rel, fi: fi}, nil
			}
			t, err := followLink(m, dir, rel, hops)
			if err == nil && m.filter.Hidden(rel, t.fi != nil && t.fi.IsDir()) {
				err = errInvisible // the link's own name is hidden
			}
			switch {
			case errors.Is(err, errInvisible) && last:
				return walked{rel: rel, hidden: true}, nil
			case err != nil:
				return walked{}, err
			case last:
				// A dangling link's result is its target: creating
				// through it creates the target, as open(O_CREAT) does.
				return t, nil
			case t.fi == nil:
				return walked{}, ENOENT
			case !t.fi.IsDir():
				return walked{}, ENOTDIR
			}
			dir = t.rel
			continue
		}
		if m.filter.Hidden(rel, fi.IsDir()) {
			if last {
				return walked{rel: rel, hidden: true}, nil
			}
			return walked{}, errInvisible
		}
		if last {
			return walked{rel: rel, fi: fi}, nil
		}
		if !fi.IsDir() {
			return walked{}, ENOTDIR
		}
		dir = rel
	}
	panic("unreachable")
}

// followLink resolves the link at rel, which is in the resolved directory
// dir. Its target must be relative and stay inside the mount, and must not
// be hidden; otherwise the link leads out of what the sandbox may see, and
// the result is errInvisible.
func followLink(m *mount, dir, rel string, hops *int) (walked, error) {
	*hops++
	if *hops > maxSymlinks {
		return walked{}, ELOOP
	}
	target, err := m.root.Readlink(rel)
	if err != nil {
		return walked{}, errnoOf(err)
	}
	if target == "" || path.IsAbs(target) {
		return walked{}, errInvisible
	}
	j := path.Join(dir, target)
	if j == ".." || strings.HasPrefix(j, "../") {
		return walked{}, errInvisible
	}
	var comps []string
	if j != "." {
		comps = strings.Split(j, "/")
	}
	t, err := walk(m, comps, true, hops)
	if err != nil {
		return walked{}, err
	}
	if t.hidden {
		return walked{}, errInvisible
	}
	return t, nil
}

// readDirMount lists the visible entries of the directory rel of m,
// sorted by name.
func readDirMount(m *mount, rel string) ([]DirEntry, error) {
	f, err := m.root.Open(rel)
	if err != nil {
		return nil, errnoOf(err)
	}
	defer f.Close()
	ents, err := f.ReadDir(-1)
	if err != nil {
		return nil, errnoOf(err)
	}
	out := make([]DirEntry, 0, len(ents))
	for _, e := range ents {
		child := joinRel(rel, e.Name())
		de := DirEntry{Name: e.Name(), Type: e.Type()}
		if e.Type()&fs.ModeSymlink != 0 {
			n := 0
			t, err := followLink(m, rel, child, &n)
			if errors.Is(err, errInvisible) || m.filter.Hidden(child, t.fi != nil && t.fi.IsDir()) {
				continue
			}
			if err == nil && t.fi != nil {
				de.IsDir, de.IsFile = t.fi.IsDir(), t.fi.Mode().IsRegular()
			}
		} else {
			if m.filter.Hidden(child, e.IsDir()) {
				continue
			}
			de.IsDir, de.IsFile = e.IsDir(), e.Type().IsRegular()
		}
		out = append(out, de)
	}
	slices.SortFunc(out, func(a, b DirEntry) int { return strings.Compare(a.Name, b.Name) })
	return out, nil
}

// pinGitignore loads the patterns that decide visibility at rel before a
// write may change a .gitignore there, so the sandbox's own edits never
// change what it sees.
func pinGitignore(m *mount, rel string) {
	if m.filter != nil && path.Base(rel) == ".gitignore" {
		m.filter.Hidden(joinRel(path.Dir(rel), "x"), false)
	}
}

// maxRenameScan bounds the entries renameHidesNothing looks at.
const maxRenameScan = 100000

// renameHidesNothing reports whether the directory rel of m holds no entry
// that a .gitignore hides: renaming it would change those entries' paths,
// and an anchored pattern ("/secrets/key") would no longer hide them.
// Folders hidden by name (.git, node_modules, ...) stay hidden wherever
// they go and are not looked into.
func renameHidesNothing(m *mount, rel string) bool {
	budget := maxRenameScan
	var scan func(dir string) bool
	scan = func(dir string) bool {
		f, err := m.root.Open(dir)
		if err != nil {
			return false
		}
		ents, err := f.ReadDir(-1)
		f.Close()
		if err != nil {
			return false
		}
		for _, e := range ents {
			if budget--; budget < 0 {
				return false
			}
			child := joinRel(dir, e.Name())
			if e.IsDir() && kernel.IsHiddenDir(e.Name()) {
				continue
			}
			if m.filter.Hidden(child, e.IsDir()) {
				return false
			}
			if e.IsDir() && !scan(child) {
				return false
			}
		}
		return true
	}
	return scan(rel)
}
