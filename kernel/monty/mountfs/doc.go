// Package mountfs is the file system that monty shows to sandboxed code:
// the layer under Python's open, os, os.path, pathlib, glob, shutil and
// tempfile. The interpreter wraps an *FS; nothing else of the host is
// reachable from Python.
//
// # The tree
//
// The sandbox sees a tree of its own, the same one the container kernel
// shows:
//
//	/                  read-only, holds only the two below
//	/sandbox/<name>    each kernel.Mount: a host directory or a single file
//	/tmp               in memory, always writable, at most Options.TmpBytes
//
// Nothing else exists: /etc/passwd and /proc/self/environ are
// FileNotFoundError, as any missing file is. Paths are strings as Python
// passes them; a relative path is taken from the working directory
// (Chdir, Getcwd), which starts in the first mounted directory as in the
// container. "~" is not expanded.
//
// # Containment
//
// A path is first made absolute and cleaned lexically, so ".." never
// climbs out of the tree's root, and a mount's ".." is /sandbox: this is
// where "/sandbox/w/../../etc" becomes "/etc", which does not exist.
// (Lexical ".." differs from the kernel's after a symbolic link to a
// directory: "link/.." is the link's own directory here.)
//
// Inside a mounted directory the path is then walked one component at a
// time with Lstat, each component checked for visibility, each symbolic
// link read and followed by hand (at most 40, then ELOOP). A link is
// followed only when its target is relative and stays inside the mount;
// a link with an absolute target or one that climbs above the mount root
// leads out of the sandbox, where nothing exists, so the link is treated
// as not being there at all: it is not listed, and stat, lstat, open and
// readlink all raise FileNotFoundError. So is a link whose target is
// hidden.
//
// The operation itself then runs through an os.Root opened on the mount
// when the FS was made. os.Root confines every system call to the mount's
// tree even if the tree changes under us (a directory swapped for a link
// after the walk), so the walk decides what is visible and the Root
// guarantees what is reachable. Open also checks that the file it opened
// is the one the walk found (same device and inode) and refuses anything
// but regular files and directories (a FIFO or device in a workspace
// would block or never end).
//
// # Visibility
//
// The folders kernel.IsHiddenDir names (.git, .venv, node_modules and the
// caches) and whatever a .gitignore of a mounted directory ignores are
// invisible: ReadDir leaves them out, and every operation on them raises
// FileNotFoundError, except creating one, which raises PermissionError
// (the name is taken by something the sandbox may not see or replace).
// The matching is kernel/workspace's Filter. Write access must not widen
// read access, so edits that the sandbox makes to .gitignore files do not
// change what it sees (each directory's patterns are pinned before the
// first write to its .gitignore), and a directory holding ignored files
// cannot be renamed (their paths would change under anchored patterns).
//
// # Writes
//
// Without write access (Options.Writable, SetWritable) every write to a
// mount — open for writing, appending or creating, mkdir, remove, rmdir,
// rename, utime, chmod, truncate, and writes through files opened before
// access was revoked — raises PermissionError "[Errno 13] Permission
// denied: 'path'", and the error matches kernel.ErrPermission. /tmp stays
// writable; / and /sandbox never are (plain EACCES, or EBUSY for a mount
// point itself, as on Linux).
//
// # Errors
//
// Every failure is a *PathError carrying the errno, the Python exception
// class name and the message CPython prints for the same operation on a
// real directory (the oracle test compares them with python3).
//
// An FS is safe for concurrent use, but is meant for one interpreter; it
// holds no package-level state.
package mountfs
