// Package workspace watches the host files that a sandbox mounts: which of
// them the sandbox may see, and what each cell did to them.
//
// A workspace is a list of kernel.Mounts, host directories or files seen
// inside the sandbox at /sandbox/<name>. Two ideas live here.
//
// Visibility. Some folders are never shown (kernel.IsHiddenDir: .git,
// .venv, node_modules and the caches), and neither is anything a
// .gitignore file in a mounted directory ignores. A Filter answers "is this
// path hidden?" for one mount, reading .gitignore files as git does: the
// patterns of a directory's .gitignore apply below that directory, deeper
// files override shallower ones, "!" re-includes, and nothing inside an
// ignored directory can be re-included. Matching is go-git's gitignore
// package; this package only feeds it the right files in the right order.
//
// Change tracking. Scan records every visible file of the workspace (size,
// modification time, mode); Diff compares two scans taken before and after
// a cell and lists what it added, modified and deleted. Size and mtime
// decide, as for git's index, with one refinement for the same reason git
// has it: a file whose mtime is so recent that a write in the same clock
// tick could leave it unchanged ("racily clean") is also hashed, and a
// later scan that sees the same size and mtime compares content.
package workspace

import (
	"bufio"
	"bytes"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"strings"

	"github.com/go-git/go-git/v5/plumbing/format/gitignore"

	"github.com/backyard-dev/backyard/kernel"
)

// Filter says which paths inside one mounted directory are hidden. It reads
// each directory's .gitignore at most once; make a new Filter to see edits
// of them. A Filter is not safe for concurrent use.
type Filter struct {
	root string
	// fsys, when set, is where .gitignore files are read instead of root.
	fsys fs.FS
	// patterns caches each directory's own .gitignore patterns, by the
	// directory's slash-separated path relative to root ("" for root).
	patterns map[string][]gitignore.Pattern
}

// NewFilter returns a Filter for the directory tree at root (a host path).
func NewFilter(root string) *Filter {
	return &Filter{root: root, patterns: map[string][]gitignore.Pattern{}}
}

// NewFilterFS returns a Filter for the directory tree fsys, reading its
// .gitignore files through fsys: with an os.Root's FS, a .gitignore that is
// a symbolic link out of the tree is not read.
func NewFilterFS(fsys fs.FS) *Filter {
	return &Filter{fsys: fsys, patterns: map[string][]gitignore.Pattern{}}
}

// Hidden reports whether the path rel (slash-separated, relative to the
// filter's root) is hidden from the sandbox: it or one of its parent
// directories is an always-hidden folder or ignored by a .gitignore. isDir
// says whether rel itself is a directory, which patterns ending in "/" need.
func (f *Filter) Hidden(rel string, isDir bool) bool {
	rel = strings.Trim(filepath.ToSlash(filepath.Clean(rel)), "/")
	if rel == "" || rel == "." {
		return false
	}
	parts := strings.Split(rel, "/")
	for i := range parts {
		last := i == len(parts)-1
		if f.hiddenEntry(parts[:i+1], isDir || !last) {
			return true
		}
	}
	return false
}

// hiddenEntry reports whether the entry at path, whose parents are known
// to be visible, is hidden by its own name or by a pattern of a parent's
// .gitignore.
func (f *Filter) hiddenEntry(path []string, isDir bool) bool {
	if isDir && kernel.IsHiddenDir(path[len(path)-1]) {
		return true
	}
	// Patterns apply in increasing priority from the root down: the
	// nearest .gitignore has the last word, and within a file the last
	// matching line does.
	var ps []gitignore.Pattern
	for i := 0; i < len(path); i++ {
		ps = append(ps, f.dirPatterns(path[:i])...)
	}
	return len(ps) > 0 && gitignore.NewMatcher(ps).Match(path, isDir)
}

// dirPatterns returns the patterns of the .gitignore in the directory dir
// (path elements relative to root).
func (f *Filter) dirPatterns(dir []string) []gitignore.Pattern {
	key := strings.Join(dir, "/")
	if ps, ok := f.patterns[key]; ok {
		return ps
	}
	var data []byte
	var err error
	if f.fsys != nil {
		data, err = fs.ReadFile(f.fsys, path.Join(key, ".gitignore"))
	} else {
		data, err = os.ReadFile(filepath.Join(f.root, filepath.FromSlash(key), ".gitignore"))
	}
	var ps []gitignore.Pattern
	if err == nil {
		ps = ParseGitignore(data, dir)
	}
	// An unreadable .gitignore ignores nothing, as in git.
	f.patterns[key] = ps
	return ps
}

// ParseGitignore reads the patterns of a .gitignore file found in the
// directory domain (path elements relative to the tree's root).
func ParseGitignore(data []byte, domain []string) []gitignore.Pattern {
	var ps []gitignore.Pattern
	sc := bufio.NewScanner(bytes.NewReader(data))
	for sc.Scan() {
		line := strings.TrimSuffix(sc.Text(), "\r")
		if strings.HasPrefix(line, "#") || strings.TrimSpace(line) == "" {
			continue
		}
		// A leading backslash escaping "#" or "!" needs no work: the
		// glob matcher reads "\#" and "\!" as the literal characters.
		ps = append(ps, gitignore.ParsePattern(line, domain))
	}
	return ps
}
