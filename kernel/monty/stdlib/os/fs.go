// Package os is the sandbox's view of files for monty: the os and os.path
// modules, the builtin open and the file objects it returns, all on
// package mountfs, which decides what exists (the workspace mounts under
// /sandbox and an in-memory /tmp) and what may be written.
//
// The file system belongs to the kernel: Install puts one on a Thread.
// A Thread that has none (an interpreter made without mounts) gets, on
// first use, a file system with only the in-memory /tmp, so that open,
// os and pathlib work and every host path is FileNotFoundError.
//
// What a sandbox must not reach does not exist here at all: os.system,
// popen, fork, the exec and spawn families and kill are absent (an
// AttributeError), and os.environ holds only what the caller passed.
package os

import (
	"errors"

	"github.com/backyard-dev/backyard/kernel/monty/mountfs"
	"github.com/backyard-dev/backyard/kernel/monty/stdlib/internal/native"
	"github.com/backyard-dev/backyard/kernel/monty/vm"
)

// LocalKey is where a Thread keeps its *mountfs.FS (vm.Thread.Local).
const LocalKey = "mountfs"

// EnvironKey is where a Thread keeps the environment the caller passes
// (a map[string]string), which os.environ starts from.
const EnvironKey = "environ"

// Install gives t the file system fsys: open, os, os.path, pathlib, glob,
// shutil and tempfile then see its mounts. The caller keeps ownership of
// fsys (and closes it).
func Install(t *vm.Thread, fsys *mountfs.FS) { t.Local[LocalKey] = fsys }

// fsOf returns the Thread's file system, making the default one (just
// /tmp) the first time one is needed.
func fsOf(t *vm.Thread) (*mountfs.FS, error) {
	if fsys, ok := t.Local[LocalKey].(*mountfs.FS); ok {
		return fsys, nil
	}
	fsys, err := mountfs.New(nil, mountfs.Options{})
	if err != nil {
		return nil, vm.Errorf(vm.OSErrorType, "%s", err.Error())
	}
	t.Local[LocalKey] = fsys
	return fsys, nil
}

func init() {
	vm.RegisterBuiltin("open", openBuiltin)
	vm.RegisterModule("os", newOSModule)
	vm.RegisterModule("os.path", newPathModule)
	vm.RegisterModule("posixpath", newPathModule)
}

// pyError converts mountfs's errors into Python's OSError family.
func pyError(t *vm.Thread, err error) error {
	if err == nil {
		return nil
	}
	var pe *mountfs.PathError
	if errors.As(err, &pe) {
		if pe.NullByte {
			return vm.Errorf(vm.ValueErrorType, "embedded null byte")
		}
		cls := vm.ExceptionTypeByName(pe.Exception())
		if cls == nil {
			cls = vm.OSErrorType
		}
		args := []vm.Value{vm.MakeInt(int64(pe.Errno)), vm.NewStr(pe.Strerror())}
		if pe.Path != "" || pe.Path2 != "" {
			args = append(args, vm.NewStr(pe.Path))
			if pe.Path2 != "" {
				args = append(args, vm.None, vm.NewStr(pe.Path2))
			}
		}
		e, cerr := t.Call(cls, args, nil)
		if cerr != nil {
			return cerr
		}
		return e.(error)
	}
	var tl *mountfs.TooLargeError
	if errors.As(err, &tl) {
		return vm.Errorf(vm.MemoryErrorType, "%s", err.Error())
	}
	if _, ok := err.(*vm.Exception); ok {
		return err
	}
	if _, ok := err.(*vm.LimitError); ok {
		return err
	}
	return vm.Errorf(vm.OSErrorType, "%s", err.Error())
}

// fspath is os.fspath: a str as it is, bytes decoded, or __fspath__.
func fspath(t *vm.Thread, v vm.Value) (string, error) {
	if s, ok := native.Str(v); ok {
		return s, nil
	}
	if b, ok := native.Unwrap(v).(*vm.Bytes); ok {
		return string(b.Bytes()), nil
	}
	r, found, err := native.CallDunder(t, v, "__fspath__")
	if err != nil {
		return "", err
	}
	if found {
		if s, ok := native.Str(r); ok {
			return s, nil
		}
		if b, ok := native.Unwrap(r).(*vm.Bytes); ok {
			return string(b.Bytes()), nil
		}
		return "", vm.Errorf(vm.TypeErrorType, "expected %s.__fspath__() to return str or bytes, not %s", native.TypeName(v), native.TypeName(r))
	}
	return "", vm.Errorf(vm.TypeErrorType, "expected str, bytes or os.PathLike object, not %s", native.TypeName(v))
}

// pathArg is a path argument of an os function: "stat: path should be
// string, bytes, os.PathLike or integer, not list".
func pathArg(t *vm.Thread, fname, param string, v vm.Value) (string, error) {
	s, err := fspath(t, v)
	if err != nil {
		if e, ok := err.(*vm.Exception); ok && e.Class() == vm.TypeErrorType {
			return "", vm.Errorf(vm.TypeErrorType, "%s: %s should be string, bytes or os.PathLike, not %s", fname, param, native.TypeName(v))
		}
	}
	return s, err
}

// FS returns the Thread's file system (see Install), for the other
// modules on it (glob, shutil, pathlib, tempfile).
func FS(t *vm.Thread) (*mountfs.FS, error) { return fsOf(t) }

// PyError converts an error of mountfs into the Python exception CPython
// raises for it.
func PyError(t *vm.Thread, err error) error { return pyError(t, err) }

// Fspath is os.fspath for Go callers: the path a str, bytes or PathLike
// stands for.
func Fspath(t *vm.Thread, v vm.Value) (string, error) { return fspath(t, v) }
