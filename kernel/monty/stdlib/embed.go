// Package stdlib holds the part of monty's standard library that is best
// written in Python: collections, dataclasses, functools, itertools, typing,
// enum, datetime, asyncio and friends.
//
// The modules are plain Python source under py/, one file per module and one
// directory (with __init__.py) per package, embedded in the binary. monty
// compiles a module the first time a program imports it, exactly as it
// compiles a cell. The sources depend only on the language, the builtins and
// the few modules monty implements in Go (sys, math, time, re, ...);
// NEEDS.md lists the primitives they expect from the VM.
//
// Many of these modules are adapted from CPython 3.11's own Lib/*.py, to
// varying degrees (README.md lists them), so that they behave as
// CPython's do; that code is under the PSF License, whose text is in
// LICENSE-PSF.txt beside this file.
//
// Every module is tested against CPython itself: oracle_test.go runs each
// program under testdata/ twice with python3, once with CPython's own module
// and once with ours loaded under the same name, and compares the outputs.
// The same programs later run on monty.
package stdlib

import (
	"embed"
	"io/fs"
	"path"
	"sort"
	"strings"
)

// The explicit globs (rather than the directory) are what let __init__.py in,
// and they keep any __pycache__ out.
//
//go:embed py/*.py py/*/*.py
var files embed.FS

// Source returns the Python source of the module with the dotted name
// module ("collections", "collections.abc", "urllib.parse"), and whether
// this library provides it. A package's source is its __init__.py.
func Source(module string) ([]byte, bool) {
	name, ok := filename(module)
	if !ok {
		return nil, false
	}
	b, err := files.ReadFile(name)
	if err != nil {
		return nil, false
	}
	return b, true
}

// IsPackage reports whether module is a package (a directory with an
// __init__.py), so that its submodules can be imported.
func IsPackage(module string) bool {
	name, ok := filename(module)
	return ok && strings.HasSuffix(name, "/__init__.py")
}

// Modules returns the dotted names of every module this library provides,
// sorted.
func Modules() []string {
	var names []string
	_ = fs.WalkDir(files, "py", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || path.Ext(p) != ".py" {
			return err
		}
		mod := strings.TrimSuffix(strings.TrimPrefix(p, "py/"), ".py")
		mod = strings.TrimSuffix(mod, "/__init__")
		names = append(names, strings.ReplaceAll(mod, "/", "."))
		return nil
	})
	sort.Strings(names)
	return names
}

// filename maps a dotted module name to its file in the embedded tree.
func filename(module string) (string, bool) {
	if module == "" {
		return "", false
	}
	for _, part := range strings.Split(module, ".") {
		if part == "" || part == "__init__" || strings.ContainsAny(part, "/\\") {
			return "", false
		}
	}
	base := "py/" + strings.ReplaceAll(module, ".", "/")
	if fi, err := fs.Stat(files, base+"/__init__.py"); err == nil && !fi.IsDir() {
		return base + "/__init__.py", true
	}
	if fi, err := fs.Stat(files, base+".py"); err == nil && !fi.IsDir() {
		return base + ".py", true
	}
	return "", false
}
