"""High-level file operations: copying files and trees, moving, removing
trees. The sandbox has no archives, owners, executables or terminal;
those functions say so or answer as an empty system would."""

import collections
import fnmatch
import os
import sys

__all__ = [
    'copyfileobj', 'copyfile', 'copymode', 'copystat',
    'copy', 'copy2', 'copytree', 'move',
    'rmtree', 'Error', 'SpecialFileError', 'ExecError',
    'make_archive', 'get_archive_formats', 'register_archive_format', 'unregister_archive_format',
    'get_unpack_formats', 'register_unpack_format', 'unregister_unpack_format', 'unpack_archive',
    'ignore_patterns', 'chown', 'which', 'get_terminal_size',
    'SameFileError', 'disk_usage',
]

# How much copyfileobj reads at a time by default.
COPY_BUFSIZE = 1 << 16


def _error_class(name, base, doc):
    return type(name, (base,), {'__doc__': doc, '__module__': __name__})


Error = _error_class('Error', OSError, 'A shutil operation failed (copytree gathers its errors in one).')
SameFileError = _error_class('SameFileError', Error, 'Source and destination are the same file.')
SpecialFileError = _error_class('SpecialFileError', OSError,
                                'A copy met a special file (a named pipe, a device).')
ExecError = _error_class('ExecError', OSError, 'An external command could not run.')
ReadError = _error_class('ReadError', OSError, 'An archive could not be read.')
RegistryError = _error_class('RegistryError', Exception, 'An archive format was registered wrongly.')


def copyfileobj(fsrc, fdst, length=0) -> None:
    """Copy what is left of the file object fsrc into fdst."""
    size = length or COPY_BUFSIZE
    while True:
        block = fsrc.read(size)
        if not block:
            return
        fdst.write(block)


def _same_file(a, b):
    try:
        return os.path.samefile(a, b)
    except OSError:
        return False


def copyfile(src, dst, *, follow_symlinks=True) -> object:
    """Copy the contents of file src to the file dst; return dst."""
    if _same_file(src, dst):
        raise SameFileError(f'{src!r} and {dst!r} are the same file')
    if not follow_symlinks and os.path.islink(src):
        os.symlink(os.readlink(src), dst)  # copy the link itself
        return dst
    with open(src, 'rb') as reader, open(dst, 'wb') as writer:
        copyfileobj(reader, writer)
    return dst


def copymode(src, dst, *, follow_symlinks=True) -> None:
    """Give dst the permission bits of src."""
    os.chmod(dst, os.stat(src).st_mode & 0o7777)


def copystat(src, dst, *, follow_symlinks=True) -> None:
    """Give dst the permission bits and the times of src."""
    info = os.stat(src)
    os.utime(dst, (info.st_atime, info.st_mtime))
    os.chmod(dst, info.st_mode & 0o7777)


def _into(src, dst):
    # A directory destination means "into it, under the same name".
    return os.path.join(dst, os.path.basename(src)) if os.path.isdir(dst) else dst


def copy(src, dst, *, follow_symlinks=True) -> object:
    """Copy the file src to dst (a file or a directory), with its
    permission bits; return the new file's path."""
    target = _into(src, dst)
    copyfile(src, target, follow_symlinks=follow_symlinks)
    copymode(src, target, follow_symlinks=follow_symlinks)
    return target


def copy2(src, dst, *, follow_symlinks=True) -> object:
    """copy(), keeping the times of src too."""
    target = _into(src, dst)
    copyfile(src, target, follow_symlinks=follow_symlinks)
    copystat(src, target, follow_symlinks=follow_symlinks)
    return target


def ignore_patterns(*patterns):
    """An ignore callable for copytree that skips the names matching any
    of the glob patterns."""
    def matching(path, names):
        return {name for pat in patterns for name in fnmatch.filter(names, pat)}
    return matching


def copytree(src, dst, symlinks=False, ignore=None, copy_function=copy2,
             ignore_dangling_symlinks=False, dirs_exist_ok=False) -> object:
    """Copy the directory tree src to dst (made; it may exist only with
    dirs_exist_ok); return dst. Errors are collected and raised together
    as shutil.Error at the end."""
    with os.scandir(src) as listing:
        entries = list(listing)
    names = [entry.name for entry in entries]
    skip = ignore(os.fspath(src), names) if ignore is not None else set()
    os.makedirs(dst, exist_ok=dirs_exist_ok)  # FileExistsError unless allowed
    problems = []
    for entry in (e for e in entries if e.name not in skip):
        from_path = os.path.join(src, entry.name)
        to_path = os.path.join(dst, entry.name)
        try:
            if entry.is_symlink() and symlinks:
                os.symlink(os.readlink(from_path), to_path)
            elif entry.is_dir():
                copytree(from_path, to_path, symlinks=symlinks, ignore=ignore,
                         copy_function=copy_function, dirs_exist_ok=dirs_exist_ok,
                         ignore_dangling_symlinks=ignore_dangling_symlinks)
            elif entry.is_symlink() and not os.path.exists(from_path):
                if not ignore_dangling_symlinks:
                    copy_function(from_path, to_path)
            else:
                copy_function(from_path, to_path)
        except Error as err:
            problems += err.args[0]  # a subtree's own list
        except OSError as err:
            problems.append((from_path, to_path, str(err)))
    try:
        copystat(src, dst)
    except OSError as err:
        problems.append((src, dst, str(err)))
    if problems:
        raise Error(problems)
    return dst


def _on_error_handler(ignore_errors, onerror):
    if ignore_errors:
        return lambda *info: None
    if onerror is None:
        def reraise(*info):
            raise
        return reraise
    return onerror


def rmtree(path, ignore_errors=False, onerror=None, *, dir_fd=None) -> None:
    """Delete the directory tree path. Errors go to
    onerror(function, path, exc_info), are ignored with ignore_errors, or
    are raised."""
    handle = _on_error_handler(ignore_errors, onerror)
    try:
        os.lstat(path)
    except OSError:
        handle(os.lstat, path, sys.exc_info())
        return
    try:
        if os.path.islink(path):
            raise OSError('Cannot call rmtree on a symbolic link')
    except OSError:
        handle(os.path.islink, path, sys.exc_info())
        return
    _remove_tree(path, handle)


def _is_real_dir(entry):
    try:
        return entry.is_dir(follow_symlinks=False)
    except OSError:
        return False


def _remove_tree(path, handle):
    try:
        with os.scandir(path) as listing:
            entries = list(listing)
    except OSError:
        handle(os.scandir, path, sys.exc_info())
        entries = []
    for entry in entries:
        if _is_real_dir(entry):
            _remove_tree(entry.path, handle)
            continue
        try:
            os.unlink(entry.path)
        except OSError:
            handle(os.unlink, entry.path, sys.exc_info())
    try:
        os.rmdir(path)
    except OSError:
        handle(os.rmdir, path, sys.exc_info())


rmtree.avoids_symlink_attacks = True


def _is_inside(inner, outer):
    """Whether the path inner is outer or lies under it."""
    def with_sep(p):
        p = os.path.abspath(p)
        return p if p.endswith(os.path.sep) else p + os.path.sep
    return with_sep(inner).startswith(with_sep(outer))


def move(src, dst, copy_function=copy2):
    """Move the file or directory src to dst (into dst when it is a
    directory); return where it went. Renames when it can, else copies and
    deletes."""
    target = dst
    if os.path.isdir(dst):
        if _same_file(src, dst):
            # Only a change of case on a case-insensitive system.
            os.rename(src, dst)
            return None
        target = os.path.join(dst, os.path.basename(os.fspath(src).rstrip(os.path.sep)))
        if os.path.exists(target):
            raise Error(f"Destination path '{target}' already exists")
    try:
        os.rename(src, target)
        return target
    except OSError:
        pass
    if not os.path.isdir(src):
        copy_function(src, target)
        os.unlink(src)
        return target
    if _is_inside(dst, src):
        raise Error(f"Cannot move a directory '{src}' into itself '{dst}'.")
    copytree(src, target, copy_function=copy_function, symlinks=True)
    rmtree(src)
    return target


_ntuple_diskusage = collections.namedtuple('usage', 'total used free')


def disk_usage(path):
    """(total, used, free) bytes of the file system of path; the sandbox
    reports one free gibibyte."""
    os.stat(path)
    gib = 1 << 30
    return _ntuple_diskusage(gib, 0, gib)


def chown(path, user=None, group=None):
    """Change the owner of path: not permitted in the sandbox."""
    raise PermissionError(1, 'Operation not permitted', path)


def which(cmd, mode=os.F_OK | os.X_OK, path=None):
    """The path of the program cmd: there are no programs to run here."""
    return None


_terminal_size = collections.namedtuple('terminal_size', 'columns lines')


def get_terminal_size(fallback=(80, 24)):
    """The terminal's size: there is no terminal, so fallback (or the
    COLUMNS and LINES variables)."""
    make = getattr(os, 'terminal_size', _terminal_size)
    columns, lines = fallback
    env = os.environ
    try:
        columns = int(env['COLUMNS'])
    except (KeyError, ValueError):
        pass
    try:
        lines = int(env['LINES'])
    except (KeyError, ValueError):
        pass
    return make((columns, lines)) if make is not _terminal_size else make(columns, lines)


def _no_archives(*args, **kwargs):
    raise NotImplementedError("archives are not supported in monty's sandbox")


make_archive = unpack_archive = _no_archives
register_archive_format = unregister_archive_format = _no_archives
register_unpack_format = unregister_unpack_format = _no_archives


def get_archive_formats():
    return []


def get_unpack_formats():
    return []
