"""Object-oriented file system paths, POSIX flavour: the pure classes
compute on the text of paths; Path and PosixPath also reach the sandbox's
file system through os. Windows paths are not supported here."""

import fnmatch
import os

__all__ = ['PurePath', 'PurePosixPath', 'PureWindowsPath', 'Path', 'PosixPath', 'WindowsPath']


def _text_of(arg):
    if isinstance(arg, PurePath):
        return arg._tail and str(arg) or arg._root
    text = os.fspath(arg)
    if not isinstance(text, str):
        raise TypeError('argument should be a str object or an os.PathLike object '
                        f'returning str, not {type(text)!r}')
    return text


def _split(args):
    """(root, parts) of the path made by joining args: a later absolute
    argument restarts the path; empty and '.' parts drop out."""
    root, tail = '', []
    for arg in args:
        text = _text_of(arg)
        if text.startswith('/'):
            # Exactly two leading slashes are kept, as POSIX allows.
            root = '//' if text[:2] == '//' and text[2:3] != '/' else '/'
            tail = []
        tail.extend(piece for piece in text.split('/') if piece not in ('', '.'))
    return root, tail


class _PathParents:
    """path.parents: the ancestors of a path, nearest first."""

    __slots__ = ('_path',)

    def __init__(self, path):
        self._path = path

    def __len__(self):
        return len(self._path._tail)

    def __getitem__(self, index):
        count = len(self)
        if isinstance(index, slice):
            return tuple(self[i] for i in range(*index.indices(count)))
        if not -count <= index < count:
            raise IndexError(index)
        up = index % count + 1
        path = self._path
        return path._with_parts(path._root, path._tail[:-up])

    def __iter__(self):
        return (self[i] for i in range(len(self)))

    def __repr__(self):
        return f'<{type(self._path).__name__}.parents>'


class PurePath(object):
    """A path as text, without touching the file system. PurePath(...)
    makes a PurePosixPath."""

    def __new__(cls, *args):
        if cls is PurePath:
            cls = PurePosixPath
        made = object.__new__(cls)
        made._root, made._tail = _split(args)
        made._str = made._hash = None
        return made

    def _with_parts(self, root, tail):
        made = object.__new__(type(self))
        made._root, made._tail, made._str, made._hash = root, list(tail), None, None
        return made

    def __reduce__(self):
        return (type(self), tuple(self.parts))

    # -- text forms --

    def __str__(self):
        if self._str is None:
            self._str = (self._root + '/'.join(self._tail)) or '.'
        return self._str

    __fspath__ = __str__

    def as_posix(self) -> str:
        """The path with forward slashes (it already has them)."""
        return str(self)

    def __bytes__(self) -> bytes:
        return os.fsencode(str(self))

    def __repr__(self):
        return f'{type(self).__name__}({self.as_posix()!r})'

    def as_uri(self) -> str:
        """The path as a file: URI (absolute paths only)."""
        if not self._root:
            raise ValueError("relative path can't be expressed as a file URI")
        from urllib.parse import quote_from_bytes
        return 'file://' + quote_from_bytes(os.fsencode(str(self)))

    # -- comparison --

    def _sort_key(self):
        return self.parts

    def __eq__(self, other):
        if not isinstance(other, PurePath) or _flavour(self) is not _flavour(other):
            return NotImplemented
        return self.parts == other.parts

    def __hash__(self):
        if self._hash is None:
            self._hash = hash(self.parts)
        return self._hash

    def _order(self, other, test):
        if not isinstance(other, PurePath) or _flavour(self) is not _flavour(other):
            return NotImplemented
        return test(self.parts, other.parts)

    def __lt__(self, other):
        return self._order(other, lambda a, b: a < b)

    def __le__(self, other):
        return self._order(other, lambda a, b: a <= b)

    def __gt__(self, other):
        return self._order(other, lambda a, b: a > b)

    def __ge__(self, other):
        return self._order(other, lambda a, b: a >= b)

    # -- pieces --

    drive = property(lambda self: '', doc='Always empty on POSIX.')
    root = property(lambda self: self._root, doc="'/' for an absolute path, else ''.")
    anchor = property(lambda self: self._root, doc='drive + root.')

    @property
    def parts(self):
        """The anchor (if any) and the components, as a tuple."""
        head = (self._root,) if self._root else ()
        return head + tuple(self._tail)

    @property
    def name(self):
        """The last component ('' for the root or '.')."""
        return self._tail[-1] if self._tail else ''

    @property
    def suffix(self):
        """The extension of the name, dot included, or ''."""
        name = self.name
        dot = name.rfind('.')
        return name[dot:] if 0 < dot < len(name) - 1 else ''

    @property
    def suffixes(self):
        """All the extensions of the name, in order."""
        name = self.name
        # A name ending in a dot has no suffixes at all.
        return [] if name[-1:] == '.' else ['.' + ext for ext in name.lstrip('.').split('.')[1:]]

    @property
    def stem(self):
        """The name without its suffix."""
        name = self.name
        dot = name.rfind('.')
        return name[:dot] if 0 < dot < len(name) - 1 else name

    @property
    def parent(self):
        """The path without its last component (the path itself at the top)."""
        if not self._tail:
            return self
        return self._with_parts(self._root, self._tail[:-1])

    @property
    def parents(self):
        return _PathParents(self)

    # -- derived paths --

    def with_name(self, name) -> 'PurePath':
        """The path with its last component replaced by name."""
        if not self.name:
            raise ValueError(f'{self!r} has an empty name')
        if not name or '/' in name or name == '.':
            raise ValueError(f'Invalid name {name!r}')
        return self._with_parts(self._root, self._tail[:-1] + [name])

    def with_stem(self, stem) -> 'PurePath':
        """The path with the stem of its name replaced."""
        return self.with_name(stem + self.suffix)

    def with_suffix(self, suffix) -> 'PurePath':
        """The path with its suffix replaced ('' removes it)."""
        if '/' in suffix or suffix == '.' or (suffix and suffix[0] != '.'):
            raise ValueError(f'Invalid suffix {suffix!r}')
        name = self.name
        if not name:
            raise ValueError(f'{self!r} has an empty name')
        old = self.suffix
        base = name[:-len(old)] if old else name
        return self._with_parts(self._root, self._tail[:-1] + [base + suffix])

    def relative_to(self, *other) -> 'PurePath':
        """The path relative to other (ValueError if it is not under it)."""
        base = type(self)(*other)
        depth = len(base._tail)
        if base._root != self._root or self._tail[:depth] != base._tail:
            raise ValueError(f'{str(self)!r} is not in the subpath of {str(base)!r} '
                             'OR one path is relative and the other is absolute.')
        return self._with_parts('', self._tail[depth:])

    def is_relative_to(self, *other) -> bool:
        """Whether the path lies under other."""
        try:
            self.relative_to(*other)
        except ValueError:
            return False
        return True

    def is_absolute(self) -> bool:
        return bool(self._root)

    def is_reserved(self) -> bool:
        """Whether the name is reserved: never on POSIX."""
        return False

    def joinpath(self, *args) -> 'PurePath':
        """The path with args appended (an absolute arg starts over)."""
        return type(self)(self, *args)

    def _joined(self, first, second):
        try:
            return type(self)(first, second)
        except TypeError:
            return NotImplemented

    def __truediv__(self, key):
        return self._joined(self, key)

    def __rtruediv__(self, key):
        return self._joined(key, self)

    def match(self, path_pattern) -> bool:
        """Whether the path matches the glob pattern, compared from the
        right (from the root, for an absolute pattern)."""
        pattern = type(self)(path_pattern)
        wanted = pattern._tail
        if not wanted and not pattern._root:
            raise ValueError('empty pattern')
        have = self._tail
        if pattern._root:
            if pattern._root != self._root or len(wanted) != len(have):
                return False
        elif len(wanted) > len(have):
            return False
        return all(fnmatch.fnmatchcase(part, pat)
                   for part, pat in zip(reversed(have), reversed(wanted)))


def _flavour(path):
    # Only the POSIX flavour exists here; a class hook keeps the check
    # CPython makes between flavours.
    return getattr(type(path), '_flavour_tag', 'posix')


os.PathLike.register(PurePath)  # PurePath has __fspath__


class PurePosixPath(PurePath):  # the only flavour here
    """A pure path of POSIX systems."""


class PureWindowsPath(PurePath):
    """Windows paths: not supported by monty."""
    _flavour_tag = 'windows'

    def __new__(cls, *args):
        raise NotImplementedError('PureWindowsPath is not supported by monty')


def _glob_parts(pattern):
    parts = [p for p in pattern.split('/') if p not in ('', '.')]
    if not parts:
        raise ValueError(f"Unacceptable pattern: {pattern!r}")
    if pattern.startswith('/'):
        raise NotImplementedError('Non-relative patterns are unsupported')
    return parts


class Path(PurePath):  # and PosixPath, below
    """A path on the file system: the pure operations plus the ones that
    read and change files. Path(...) makes a PosixPath."""


    def __new__(cls, *args, **kwargs):
        if cls is Path:
            cls = PosixPath
        return PurePath.__new__(cls, *args)

    @classmethod
    def cwd(cls) -> 'Path':
        """The current directory."""
        return cls(os.getcwd())

    @classmethod
    def home(cls) -> 'Path':
        """The home directory ($HOME, else the current directory)."""
        home = os.path.expanduser('~') if os.environ.get('HOME') else os.getcwd()
        return cls(home)

    def absolute(self) -> 'Path':
        """The path made absolute against the current directory (not
        normalized)."""
        return self if self._root else type(self)(os.getcwd(), self)

    def resolve(self, strict=False) -> 'Path':
        """The absolute path with symlinks and '..' resolved."""
        if strict:
            os.stat(self)
        return type(self)(os.path.realpath(self))

    def stat(self, *, follow_symlinks=True) -> os.stat_result:
        return os.stat(self) if follow_symlinks else os.lstat(self)

    def lstat(self) -> os.stat_result:
        return os.lstat(self)

    def _test(self, check):
        try:
            return check(self)
        except (OSError, ValueError):
            return False

    def exists(self) -> bool:
        return self._test(os.path.exists)

    def is_dir(self) -> bool:
        return self._test(os.path.isdir)

    def is_file(self) -> bool:
        return self._test(os.path.isfile)

    def is_symlink(self) -> bool:
        return self._test(os.path.islink)

    def is_mount(self) -> bool:
        return str(self) == '/'

    def is_block_device(self) -> bool:
        return False

    is_char_device = is_fifo = is_socket = is_block_device

    def samefile(self, other_path) -> bool:
        return os.path.samefile(self, other_path)

    def iterdir(self) -> 'Iterator[Path]':
        """The entries of the directory, as paths."""
        for name in os.listdir(str(self)):
            yield self._with_parts(self._root, self._tail + [name])

    def glob(self, pattern) -> 'Iterator[Path]':
        """The paths under this one that match the relative glob pattern;
        '**' stands for this directory and every directory below it."""
        current = [self]
        parts = _glob_parts(pattern)
        for i, part in enumerate(parts):
            current = self._glob_step(current, part)
        seen = set()
        for path in current:
            if path not in seen:
                seen.add(path)
                yield path

    def _glob_step(self, paths, part):
        found = []
        for base in paths:
            if part == '**':
                found.extend(base._dirs_below())
            elif any(c in part for c in '*?['):
                try:
                    names = os.listdir(base)
                except OSError:
                    continue
                found.extend(base / name for name in names
                             if fnmatch.fnmatchcase(name, part))
            else:
                candidate = base / part
                if candidate.exists():
                    found.append(candidate)
        return found

    def _dirs_below(self):
        if not self.is_dir():
            return []
        out = [self]
        try:
            names = os.listdir(self)
        except OSError:
            return out
        for name in names:
            child = self / name
            if child.is_dir() and not child.is_symlink():
                out.extend(child._dirs_below())
        return out

    def rglob(self, pattern) -> 'Iterator[Path]':
        """glob('**/' + pattern)."""
        return self.glob('**/' + pattern)

    def open(self, mode='r', buffering=-1, encoding=None, errors=None, newline=None) -> object:
        return open(self, mode, buffering, encoding, errors, newline)

    def read_text(self, encoding=None, errors=None) -> str:
        with self.open(encoding=encoding, errors=errors) as handle:
            return handle.read()

    def read_bytes(self) -> bytes:
        with self.open('rb') as handle:
            return handle.read()

    def write_text(self, data, encoding=None, errors=None, newline=None) -> int:
        """Write the str data to the file (replacing it); return the
        number of characters written."""
        if not isinstance(data, str):
            raise TypeError(f'data must be str, not {type(data).__name__}')
        with self.open('w', encoding=encoding, errors=errors, newline=newline) as handle:
            return handle.write(data)

    def write_bytes(self, data) -> int:
        """Write bytes-like data to the file (replacing it)."""
        payload = bytes(memoryview(data))
        with self.open('wb') as handle:
            return handle.write(payload)

    def touch(self, mode=0o666, exist_ok=True) -> None:
        """Create the file, or (with exist_ok) update its times."""
        if self.exists():
            if not exist_ok:
                raise FileExistsError(17, 'File exists', str(self))
            os.utime(self)
            return
        open(self, 'a').close()

    def mkdir(self, mode=0o777, parents=False, exist_ok=False) -> None:
        """Make the directory (and with parents, the missing ones above)."""
        if parents:
            missing = []
            above = self.parent
            while above != above.parent and not above.exists():
                missing.append(above)
                above = above.parent
            for directory in reversed(missing):
                try:
                    os.mkdir(directory, mode)
                except FileExistsError:
                    pass  # made meanwhile (or a file: the next mkdir says)
        try:
            os.mkdir(self, mode)
        except FileExistsError:
            if exist_ok and self.is_dir():
                return
            raise

    def chmod(self, mode, *, follow_symlinks=True) -> None:
        os.chmod(self, mode)

    def unlink(self, missing_ok=False) -> None:
        try:
            os.unlink(self)
        except FileNotFoundError:
            if missing_ok:
                return
            raise

    def rmdir(self) -> None:
        os.rmdir(self)

    def rename(self, target) -> 'Path':
        """Rename to target; return the new path."""
        return self._moved(os.rename, target)

    def replace(self, target) -> 'Path':
        """Rename to target, replacing it if it exists; return the new path."""
        return self._moved(os.replace, target)

    def _moved(self, how, target):
        how(self, target)
        return type(self)(target)

    def readlink(self) -> 'Path':
        return type(self)(os.readlink(self))

    def symlink_to(self, target, target_is_directory=False) -> None:
        os.symlink(target, self)

    def expanduser(self) -> 'Path':
        """The path with a leading ~ expanded."""
        if self._tail and self._tail[0].startswith('~') and not self._root:
            return type(self)(os.path.expanduser(str(self)))
        return self

    def owner(self) -> str:
        raise NotImplementedError('Path.owner() is unsupported on this system')

    def group(self) -> str:
        raise NotImplementedError('Path.group() is unsupported on this system')

    def __enter__(self):
        return self

    def __exit__(self, *exc_info):
        return None


class PosixPath(Path, PurePosixPath):
    """A path of a POSIX file system."""


class WindowsPath(Path, PureWindowsPath):
    """Windows paths: not supported by monty."""

    def __new__(cls, *args, **kwargs):
        raise NotImplementedError(f'cannot instantiate {cls.__name__!r} on your system')
