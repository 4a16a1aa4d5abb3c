package mountfs

import (
	"errors"
	"fmt"
	"io/fs"
	"syscall"

	"github.com/backyard-dev/backyard/kernel"
	"github.com/backyard-dev/backyard/kernel/monty/format"
)

// The error numbers the file system raises, as Linux numbers them (and so
// as Python's errno module and OSError.errno do).
const (
	EPERM        = syscall.EPERM
	ENOENT       = syscall.ENOENT
	EBADF        = syscall.EBADF
	EACCES       = syscall.EACCES
	EBUSY        = syscall.EBUSY
	EEXIST       = syscall.EEXIST
	EXDEV        = syscall.EXDEV
	ENOTDIR      = syscall.ENOTDIR
	EISDIR       = syscall.EISDIR
	EINVAL       = syscall.EINVAL
	EFBIG        = syscall.EFBIG
	ENOSPC       = syscall.ENOSPC
	ENAMETOOLONG = syscall.ENAMETOOLONG
	ENOTEMPTY    = syscall.ENOTEMPTY
	ELOOP        = syscall.ELOOP
)

// strerror is glibc's text for each number, which CPython puts in
// OSError.strerror (Go's own texts are lower-case and differ in places).
var strerror = map[syscall.Errno]string{
	EPERM:        "Operation not permitted",
	ENOENT:       "No such file or directory",
	EBADF:        "Bad file descriptor",
	EACCES:       "Permission denied",
	EBUSY:        "Device or resource busy",
	EEXIST:       "File exists",
	EXDEV:        "Invalid cross-device link",
	ENOTDIR:      "Not a directory",
	EISDIR:       "Is a directory",
	EINVAL:       "Invalid argument",
	EFBIG:        "File too large",
	ENOSPC:       "No space left on device",
	ENAMETOOLONG: "File name too long",
	ENOTEMPTY:    "Directory not empty",
	ELOOP:        "Too many levels of symbolic links",
	syscall.EIO:  "Input/output error",
}

// PathError is an operation on the file system that failed, shaped as the
// OSError CPython raises for it: Errno is OSError.errno, Path and Path2
// are filename and filename2 exactly as the program passed them (Path2 is
// set by rename and replace), and Error() is str() of the exception, such
// as "[Errno 2] No such file or directory: 'x.txt'". Operations on an open
// file leave Path empty, as CPython's do.
//
// A write refused because write access was not granted is EACCES with
// ReadOnly set; only such an error matches kernel.ErrPermission (and
// errors.As to *kernel.PermissionError), so the adapter can tell "grant
// write access" apart from a plain permission error. Every PathError
// matches its errno with errors.Is, and so fs.ErrNotExist, fs.ErrExist and
// fs.ErrPermission where they apply.
type PathError struct {
	// Op is the Python function that failed: "open", "stat", "mkdir",
	// "rename", "write", ...
	Op    string
	Path  string
	Path2 string
	Errno syscall.Errno
	// ReadOnly marks a write refused by read-only mode.
	ReadOnly bool
	// NullByte marks a path holding "\x00", which CPython refuses with
	// ValueError before any system call.
	NullByte bool
	// virtual is the path inside the sandbox, for kernel.PermissionError.
	virtual string
	// fileOp marks an operation on an open file, whose message names no
	// file.
	fileOp bool
}

// Exception returns the name of the Python exception class CPython raises
// for this error: OSError's subclass for the errno, or ValueError.
func (e *PathError) Exception() string {
	if e.NullByte {
		return "ValueError"
	}
	switch e.Errno {
	case ENOENT:
		return "FileNotFoundError"
	case EACCES, EPERM:
		return "PermissionError"
	case EISDIR:
		return "IsADirectoryError"
	case ENOTDIR:
		return "NotADirectoryError"
	case EEXIST:
		return "FileExistsError"
	}
	return "OSError"
}

// Strerror returns OSError.strerror: the C library's text for Errno.
func (e *PathError) Strerror() string {
	if s, ok := strerror[e.Errno]; ok {
		return s
	}
	return fmt.Sprintf("Unknown error %d", int(e.Errno))
}

// Error returns str() of the Python exception.
func (e *PathError) Error() string {
	if e.NullByte {
		return "embedded null byte"
	}
	msg := fmt.Sprintf("[Errno %d] %s", int(e.Errno), e.Strerror())
	if e.fileOp {
		return msg
	}
	msg += ": " + format.StrRepr(e.Path)
	if e.Path2 != "" {
		msg += " -> " + format.StrRepr(e.Path2)
	}
	return msg
}

// Unwrap returns the errno and, for a read-only refusal, the kernel's
// permission error.
func (e *PathError) Unwrap() []error {
	if e.NullByte {
		return []error{EINVAL}
	}
	errs := []error{e.Errno}
	if e.ReadOnly {
		p := e.virtual
		if p == "" {
			p = e.Path
		}
		errs = append(errs, &kernel.PermissionError{Path: p, Op: e.Op})
	}
	return errs
}

// errInvisible is what resolution inside a mount returns for a path that
// must look as if it were not there: a hidden entry, or a symbolic link
// whose target leaves its mount or is hidden. The operations turn it into
// ENOENT.
var errInvisible = errors.New("not visible in the sandbox")

// errnoOf turns an error of the host (an *os.PathError from an os.Root
// operation, say) into an errno. A confinement refusal of os.Root ("path
// escapes from parent") carries no errno: the path leads out of the mount,
// and out of the sandbox nothing exists, so it is ENOENT.
func errnoOf(err error) syscall.Errno {
	var pe *PathError
	if errors.As(err, &pe) {
		return pe.Errno
	}
	var no syscall.Errno
	if errors.As(err, &no) {
		return no
	}
	if errors.Is(err, fs.ErrNotExist) || errors.Is(err, errInvisible) {
		return ENOENT
	}
	if errors.Is(err, fs.ErrPermission) {
		return EACCES
	}
	if errors.Is(err, fs.ErrExist) {
		return EEXIST
	}
	return ENOENT
}

// TooLargeError reports a read that would exceed the caller's limit
// (File.ReadAll); the interpreter raises MemoryError for it.
type TooLargeError struct {
	// Size is what the read would have returned, at least.
	Size  int64
	Limit int64
}

func (e *TooLargeError) Error() string {
	return fmt.Sprintf("reading %d bytes exceeds the limit of %d bytes", e.Size, e.Limit)
}
