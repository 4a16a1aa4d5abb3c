"""Completion and inspection for backyard's agent: what Tab and Shift+Tab show in the
notebook, from the live namespace.

Both look at the code before the cursor and resolve at most a dotted name (a.b.c)
by dictionary and attribute lookups, never by calling anything the user wrote
(a property's getter aside, which attribute lookup runs). Offsets are str indices;
the host converts them from and to bytes. Standard library only, CPython >= 3.8.
"""

import builtins
import keyword
import sys

# Module names found on sys.path, computed once per sys.path (an install adds some).
_modules = {"path": None, "names": ()}


def _is_name_char(c):
    return c == "_" or c.isalnum()


def _word_before(line):
    """The dotted word that ends line: (its start, the word)."""
    i = len(line)
    while i > 0 and (_is_name_char(line[i - 1]) or line[i - 1] == "."):
        i -= 1
    return i, line[i:]


def _dotted(s):
    parts = s.split(".")
    return all(p.isidentifier() for p in parts)


def resolve(ns, name):
    """The object a dotted name denotes in ns (then builtins), or raises LookupError:
    only what the cell could name itself, so an imported module the cell did not
    import under that name is not found."""
    if not _dotted(name):
        raise LookupError(name)
    first, *rest = name.split(".")
    if first in ns:
        obj = ns[first]
    elif hasattr(builtins, first):
        obj = getattr(builtins, first)
    else:
        raise LookupError(name)
    for part in rest:
        try:
            obj = getattr(obj, part)
        except Exception:
            raise LookupError(name) from None
    return obj


def module_names():
    """The top-level modules importable now: built in, already imported, on sys.path."""
    key = tuple(sys.path)
    if _modules["path"] != key:
        import pkgutil

        names = set(sys.builtin_module_names)
        names.update(m.split(".")[0] for m in sys.modules)
        try:
            names.update(info.name for info in pkgutil.iter_modules())
        except Exception:
            pass
        _modules["path"], _modules["names"] = key, sorted(n for n in names if n.isidentifier())
    return _modules["names"]


def submodule_names(package):
    """The submodules of an imported package."""
    mod = sys.modules.get(package)
    path = getattr(mod, "__path__", None)
    if path is None:
        return []
    import pkgutil

    try:
        return [info.name for info in pkgutil.iter_modules(path)]
    except Exception:
        return []


def open_call(before):
    """The dotted name of the innermost call whose parentheses are still open at the
    end of before, or None. Strings and comments are skipped roughly: enough for a
    cell being typed."""
    stack = []  # index of each open bracket
    i, n = 0, len(before)
    while i < n:
        c = before[i]
        if c in "\"'":
            quote = before[i:i + 3] if before[i:i + 3] in ('"""', "'''") else c
            j = before.find(quote, i + len(quote))
            while j > 0 and len(quote) == 1 and before[j - 1] == "\\":
                j = before.find(quote, j + 1)
            if j < 0:
                return None  # inside a string: no keyword to complete
            i = j + len(quote)
            continue
        if c == "#":
            j = before.find("\n", i)
            if j < 0:
                return None
            i = j
        elif c in "([{":
            stack.append(i)
        elif c in ")]}" and stack:
            stack.pop()
        i += 1
    if not stack or before[stack[-1]] != "(":
        return None
    head = before[:stack[-1]].rstrip()
    _, name = _word_before(head)
    name = name.strip(".")
    if not name or not _dotted(name) or keyword.iskeyword(name.split(".")[0]):
        return None
    return name


def parameters(obj):
    """The names a call of obj accepts as keywords, in order; [] when unknown."""
    import inspect

    try:
        sig = inspect.signature(obj)
    except (TypeError, ValueError):
        return []
    kinds = (inspect.Parameter.POSITIONAL_OR_KEYWORD, inspect.Parameter.KEYWORD_ONLY)
    return [p.name for p in sig.parameters.values() if p.kind in kinds]


def _filter(names, prefix):
    seen, out = set(), []
    for n in names:
        if n in seen or not n.startswith(prefix):
            continue
        if n.startswith("_") and not prefix.startswith("_"):
            continue  # private names only when asked for
        seen.add(n)
        out.append(n)
    return sorted(out)


def complete(ns, code, cursor):
    """The completions of code at cursor (a str index): (start, matches), where the
    matches replace code[start:cursor].

    After "import " or "from ", module names (submodules after a package and a dot);
    after "from m import ", m's names; after a dot, the attributes of the object
    before it; else the keyword arguments of the call the cursor is in ("name="),
    then the namespace's names, builtins and keywords."""
    cursor = max(0, min(cursor, len(code)))
    before = code[:cursor]
    line = before[before.rfind("\n") + 1:]
    i, word = _word_before(line)
    start = cursor - len(word)
    head = line[:i].strip()
    words = head.split()
    if words and words[0] in ("import", "from") and (len(words) == 1 or words[0] == "import" and head.endswith(",")):
        if "." in word:
            dot = word.rfind(".")
            return cursor - (len(word) - dot - 1), _filter(submodule_names(word[:dot]), word[dot + 1:])
        return start, _filter(module_names(), word)
    if len(words) >= 3 and words[0] == "from" and words[2] == "import" and "." not in word:
        mod = sys.modules.get(words[1])
        names = list(getattr(mod, "__all__", None) or dir(mod)) if mod is not None else []
        return start, _filter(names + submodule_names(words[1]), word)
    if "." in word:
        dot = word.rfind(".")
        try:
            obj = resolve(ns, word[:dot])
            names = dir(obj)
        except Exception:
            return cursor, []
        return cursor - (len(word) - dot - 1), _filter(names, word[dot + 1:])
    kwargs = []
    callee = open_call(before)
    if callee is not None:
        try:
            kwargs = [p + "=" for p in parameters(resolve(ns, callee)) if p.startswith(word)]
        except Exception:
            kwargs = []
    names = list(ns) + dir(builtins) + keyword.kwlist
    return start, kwargs + [n for n in _filter(names, word) if n + "=" not in kwargs]


def _name_at(code, cursor):
    i = cursor
    while i > 0 and (_is_name_char(code[i - 1]) or code[i - 1] == "."):
        i -= 1
    j = cursor
    while j < len(code) and _is_name_char(code[j]):
        j += 1
    return code[i:j].strip(".")


def inspect_at(ns, code, cursor):
    """A description of the dotted name at cursor, or of the call the cursor is in:
    "name: type", the signature of a callable, then its docstring (the repr for
    plain data). "" when nothing is known by that name."""
    import inspect

    cursor = max(0, min(cursor, len(code)))
    name = _name_at(code, cursor)
    obj, found = None, False
    if name and _dotted(name):
        try:
            obj, found = resolve(ns, name), True
        except LookupError:
            pass
    if not found:
        name = open_call(code[:cursor])
        if name is None:
            return ""
        try:
            obj = resolve(ns, name)
        except LookupError:
            return ""
    lines = ["%s: %s" % (name, type(obj).__name__)]
    if callable(obj):
        try:
            lines.append(name.rsplit(".", 1)[-1] + str(inspect.signature(obj)))
        except (TypeError, ValueError):
            pass
    if isinstance(obj, (bool, int, float, complex, str, bytes, list, dict, tuple, set)):
        try:
            lines.append(repr(obj)[:300])
        except Exception:
            pass
    else:
        doc = inspect.getdoc(obj)
        if doc:
            lines.append(doc)
    return "\n".join(lines)
