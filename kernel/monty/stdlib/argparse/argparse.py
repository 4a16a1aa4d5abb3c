"""Command-line parsing for monty: parsers, actions, groups, subcommands, help.

Written for monty from the documented behaviour of CPython 3.11's argparse;
the help and error texts are CPython's.
"""

import os as _os
import re as _re
import sys as _sys

__all__ = [
    "ArgumentParser", "ArgumentError", "ArgumentTypeError", "BooleanOptionalAction",
    "FileType", "HelpFormatter", "ArgumentDefaultsHelpFormatter",
    "RawDescriptionHelpFormatter", "RawTextHelpFormatter", "MetavarTypeHelpFormatter",
    "Namespace", "Action", "ONE_OR_MORE", "OPTIONAL", "PARSER", "REMAINDER",
    "SUPPRESS", "ZERO_OR_MORE",
]

SUPPRESS = "==SUPPRESS=="
OPTIONAL = "?"
ZERO_OR_MORE = "*"
ONE_OR_MORE = "+"
PARSER = "A..."
REMAINDER = "..."
_UNRECOGNIZED_ARGS_ATTR = "_unrecognized_args"


def _plural(n, one, many):
    return one if n == 1 else many


# ---------------------------------------------------------------- reprs

class _AttributeHolder:
    """Gives a class the repr Name(field=value, ...) of its _get_kwargs()."""

    def __repr__(self):
        fields = [repr(a) for a in self._get_args()]
        odd = {}
        for key, value in self._get_kwargs():
            if not key.isidentifier():
                odd[key] = value
                continue
            fields.append(f"{key}={value!r}")
        if odd:
            fields.append(f"**{odd!r}")
        return type(self).__name__ + "(" + ", ".join(fields) + ")"

    def _get_kwargs(self):
        return [*vars(self).items()]

    def _get_args(self):
        return ()


class Namespace(_AttributeHolder):
    """A plain object holding the parsed values as attributes."""

    def __init__(self, **values):
        vars(self).update(values)

    def __eq__(self, other):
        if isinstance(other, Namespace):
            return self.__dict__ == other.__dict__
        return NotImplemented

    def __contains__(self, key):
        return key in vars(self)

    __hash__ = None


# ---------------------------------------------------------------- errors

def _action_name(action):
    """How errors name an argument: its option strings, metavar or dest."""
    if action is None:
        return None
    if action.option_strings:
        return "/".join(action.option_strings)
    for label in (action.metavar, action.dest):
        if label not in (None, SUPPRESS):
            return label
    if action.choices:
        return "{%s}" % ",".join(action.choices)
    return None


class ArgumentError(Exception):
    """A problem with one argument (or with the command line as a whole)."""

    def __init__(self, argument, message):
        self.argument_name, self.message = _action_name(argument), message

    def __str__(self):
        name = self.argument_name
        return self.message if name is None else f"argument {name}: {self.message}"


class ArgumentTypeError(Exception):
    """Raised by a type= function to report a bad value in its own words."""


# ---------------------------------------------------------------- actions

_ACTION_FIELDS = ("option_strings", "dest", "nargs", "const", "default", "type",
                  "choices", "required", "help", "metavar")


class Action(_AttributeHolder):
    """What to do with an argument's strings: the base of every action."""

    def __init__(self, option_strings, dest, nargs=None, const=None, default=None,
                 type=None, choices=None, required=False, help=None, metavar=None):
        given = (option_strings, dest, nargs, const, default, type, choices, required, help, metavar)
        vars(self).update(zip(_ACTION_FIELDS, given))

    def _get_kwargs(self):
        return [(field, getattr(self, field)) for field in _ACTION_FIELDS]

    def format_usage(self):
        """How the action shows in a usage line when it takes no value."""
        first, *_ = self.option_strings
        return first

    def __call__(self, parser, ns, values, option_string=None):
        raise NotImplementedError(".__call__() not defined")


class _ValueAction(Action):
    """An action whose option takes values (store, append, extend)."""

    _verb = "store"

    def __init__(self, option_strings, dest, nargs=None, const=None, default=None, type=None,
                 choices=None, required=False, help=None, metavar=None):
        if nargs == 0:
            if self._verb == "store":
                hint = ("if you have nothing to store, actions such as store true or store const "
                        "may be more appropriate")
            else:
                hint = ("if arg strings are not supplying the value to append, the append const "
                        "action may be more appropriate")
            raise ValueError(f"nargs for {self._verb} actions must be != 0; {hint}")
        if nargs != OPTIONAL and const is not None:
            raise ValueError("nargs must be %r to supply const" % OPTIONAL)
        Action.__init__(self, option_strings, dest, nargs, const, default, type, choices,
                        required, help, metavar)


class _FlagAction(Action):
    """An action whose option takes no value."""

    def __init__(self, option_strings, dest, const=None, default=None, required=False,
                 help=None, metavar=None):
        Action.__init__(self, option_strings, dest, nargs=0, const=const, default=default,
                        required=required, help=help, metavar=metavar)


class _StoreAction(_ValueAction):
    def __call__(self, parser, ns, values, option_string=None):
        setattr(ns, self.dest, values)


class _StoreConstAction(_FlagAction):
    def __init__(self, option_strings, dest, const=None, default=None, required=False,
                 help=None, metavar=None):
        _FlagAction.__init__(self, option_strings, dest, const, default, required, help)

    def __call__(self, parser, ns, values, option_string=None):
        setattr(ns, self.dest, self.const)


class _StoreTrueAction(_StoreConstAction):
    def __init__(self, option_strings, dest, default=False, required=False, help=None):
        _StoreConstAction.__init__(self, option_strings, dest, True, default, required, help)


class _StoreFalseAction(_StoreConstAction):
    def __init__(self, option_strings, dest, default=True, required=False, help=None):
        _StoreConstAction.__init__(self, option_strings, dest, False, default, required, help)


def _add_to_list(ns, dest, new_items):
    """Set ns.dest to a copy of its list (fresh if None) plus new_items: defaults stay intact."""
    current = getattr(ns, dest, None)
    if current is None:
        current = []
    elif type(current) is list:
        current = current[:]
    else:
        import copy
        current = copy.copy(current)
    current.extend(new_items)
    setattr(ns, dest, current)


class _AppendAction(_ValueAction):
    _verb = "append"

    def __call__(self, parser, ns, values, option_string=None):
        _add_to_list(ns, self.dest, [values])


class _AppendConstAction(_FlagAction):
    def __call__(self, parser, ns, values, option_string=None):
        _add_to_list(ns, self.dest, [self.const])


class _CountAction(_FlagAction):
    def __init__(self, option_strings, dest, default=None, required=False, help=None):
        _FlagAction.__init__(self, option_strings, dest, default=default, required=required, help=help)

    def __call__(self, parser, ns, values, option_string=None):
        so_far = getattr(ns, self.dest, None) or 0
        setattr(ns, self.dest, so_far + 1)


class _ExtendAction(_AppendAction):
    def __call__(self, parser, ns, values, option_string=None):
        _add_to_list(ns, self.dest, values)


class _HelpAction(_FlagAction):
    def __init__(self, option_strings, dest=SUPPRESS, default=SUPPRESS, help=None):
        _FlagAction.__init__(self, option_strings, dest, default=default, help=help)

    def __call__(self, parser, ns, values, option_string=None):
        parser.print_help()
        parser.exit()


class _VersionAction(_FlagAction):
    def __init__(self, option_strings, version=None, dest=SUPPRESS,
                 default=SUPPRESS, help="show program's version number and exit"):
        _FlagAction.__init__(self, option_strings, dest, default=default, help=help)
        self.version = version

    def __call__(self, parser, ns, values, option_string=None):
        fmt = parser._get_formatter()
        fmt.add_text(parser.version if self.version is None else self.version)
        parser._print_message(fmt.format_help(), _sys.stdout)
        parser.exit()


class BooleanOptionalAction(Action):
    """--flag sets True, the --no-flag it adds sets False."""

    def __init__(self, option_strings, dest, default=None, type=None, choices=None,
                 required=False, help=None, metavar=None):
        both = []
        for opt in option_strings:
            both += [opt, "--no-" + opt[2:]] if opt[:2] == "--" else [opt]
        Action.__init__(self, both, dest, nargs=0, default=default, type=type, choices=choices,
                        required=required, help=help, metavar=metavar)

    def __call__(self, parser, ns, values, option_string=None):
        if option_string not in self.option_strings:
            return
        setattr(ns, self.dest, option_string[:5] != "--no-")

    def format_usage(self):
        return " | ".join(self.option_strings)


class _ChoicesPseudoAction(Action):
    """A subcommand's line in its parent's help."""

    def __init__(self, name, aliases, help_text):
        shown = f"{name} ({', '.join(aliases)})" if aliases else name
        Action.__init__(self, [], dest=name, help=help_text, metavar=shown)


class _SubParsersAction(Action):
    """The positional that picks a subcommand and hands it the rest of the line."""

    def __init__(self, option_strings, prog, parser_class, dest=SUPPRESS, required=False,
                 help=None, metavar=None):
        # name (or alias) -> its parser; the help lines of those given help.
        self._name_parser_map, self._choices_actions = {}, []
        self._prog_prefix, self._parser_class = prog, parser_class
        Action.__init__(self, option_strings, dest, nargs=PARSER, choices=self._name_parser_map,
                        required=required, help=help, metavar=metavar)

    def add_parser(self, name, **kwargs):
        """Make, register and return the parser of subcommand name."""
        kwargs.setdefault("prog", None)
        if kwargs["prog"] is None:
            kwargs["prog"] = f"{self._prog_prefix} {name}"
        aliases = kwargs.pop("aliases", ())
        taken = self._name_parser_map
        if name in taken:
            raise ArgumentError(self, "conflicting subparser: %s" % name)
        for other in aliases:
            if other in taken:
                raise ArgumentError(self, "conflicting subparser alias: %s" % other)
        if "help" in kwargs:
            self._choices_actions.append(_ChoicesPseudoAction(name, aliases, kwargs.pop("help")))
        made = self._parser_class(**kwargs)
        taken.update(dict.fromkeys((name, *aliases), made))
        return made

    def _get_subactions(self):
        return list(self._choices_actions)

    def __call__(self, parser, ns, values, option_string=None):
        chosen, *rest = values
        if self.dest is not SUPPRESS:
            setattr(ns, self.dest, chosen)
        sub = self._name_parser_map.get(chosen)
        if sub is None:
            known = ", ".join(self._name_parser_map)
            raise ArgumentError(self, f"unknown parser {chosen!r} (choices: {known})")
        found, rest = sub.parse_known_args(rest, None)
        vars(ns).update(vars(found))
        if rest:
            vars(ns).setdefault(_UNRECOGNIZED_ARGS_ATTR, []).extend(rest)


_ACTIONS = {
    None: _StoreAction, "store": _StoreAction, "store_const": _StoreConstAction,
    "store_true": _StoreTrueAction, "store_false": _StoreFalseAction,
    "append": _AppendAction, "append_const": _AppendConstAction, "count": _CountAction,
    "help": _HelpAction, "version": _VersionAction, "parsers": _SubParsersAction,
    "extend": _ExtendAction,
}


# ---------------------------------------------------------------- FileType

class FileType:
    """A type= factory that opens the named file ('-' is stdin or stdout)."""

    def __init__(self, mode="r", bufsize=-1, encoding=None, errors=None):
        self._mode, self._bufsize, self._encoding, self._errors = mode, bufsize, encoding, errors

    def __call__(self, path):
        if path == "-":
            if "r" in self._mode:
                return _sys.stdin.buffer if "b" in self._mode else _sys.stdin
            if any(c in self._mode for c in "wax"):
                return _sys.stdout.buffer if "b" in self._mode else _sys.stdout
            raise ValueError('argument "-" with mode %r' % self._mode)
        try:
            return open(path, self._mode, self._bufsize, self._encoding, self._errors)
        except OSError as err:
            raise ArgumentTypeError("can't open '%s': %s" % (path, err))

    def __repr__(self):
        shown = [repr(a) for a in (self._mode, self._bufsize) if a != -1]
        shown += ["%s=%r" % (k, v) for k, v in (("encoding", self._encoding), ("errors", self._errors))
                  if v is not None]
        return "%s(%s)" % (type(self).__name__, ", ".join(shown))


# ---------------------------------------------------------------- help formatting

# The sections of a help text, in order: each is [heading, parts], a part
# being a zero-argument function (made when the item is added, run at
# format time, when every argument's width is known) or a nested section.


def _usage_parts(text):
    """Split a usage text at spaces, keeping [...] and (...) groups whole."""
    return _re.findall(r"\(.*?\)+(?=\s|$)|\[.*?\]+(?=\s|$)|\S+", text)


# nargs -> how its values show, given the metavar function.
_ARGS_SHAPES = {
    None: lambda names: "%s" % names(1),
    OPTIONAL: lambda names: "[%s]" % names(1),
    ONE_OR_MORE: lambda names: "%s [%s ...]" % names(2),
    REMAINDER: lambda names: "...",
    PARSER: lambda names: "%s ..." % names(1),
    SUPPRESS: lambda names: "",
}


class HelpFormatter:
    """Lays out usage and help: wrapped to the terminal, help text in a column."""

    def __init__(self, prog, indent_increment=2, max_help_position=24, width=None):
        if width is None:
            import shutil
            width = shutil.get_terminal_size().columns - 2
        self._prog, self._width = prog, width
        column = min(max_help_position, max(width - 20, 2 * indent_increment))
        self._indent_increment, self._max_help_position = indent_increment, column
        self._current_indent = self._action_max_length = 0
        self._sections = [[None, []]]

    # -- building

    def _indent(self):
        self._current_indent = self._current_indent + self._indent_increment

    def _dedent(self):
        self._current_indent = self._current_indent - self._indent_increment

    def _add(self, func, *args):
        self._sections[-1][1].append(lambda: func(*args))

    def start_section(self, heading):
        self._indent()
        section = [heading, []]
        self._sections[-1][1].append(section)
        self._sections.append(section)

    def end_section(self):
        self._sections.pop()
        self._dedent()

    def add_text(self, text):
        if text is None or text is SUPPRESS:
            return
        self._add(self._format_text, text)

    def add_usage(self, usage, actions, groups, prefix=None):
        if usage is SUPPRESS:
            return
        self._add(self._format_usage, usage, actions, groups, prefix)

    def add_argument(self, item):
        """Queue item's help; its invocation's width widens the help column."""
        if item.help is SUPPRESS:
            return
        widest = self._current_indent + len(self._format_action_invocation(item))
        for sub in self._iter_indented_subactions(item):
            inner = self._current_indent + self._indent_increment
            widest = max(widest, inner + len(self._format_action_invocation(sub)))
        self._action_max_length = max(widest, self._action_max_length)
        self._add(self._format_action, item)

    def add_arguments(self, items):
        for one in items:
            self.add_argument(one)

    def format_help(self):
        """The text of everything added, blank runs squeezed, ending in one newline."""
        text = self._render(self._sections[0], top=True)
        if not text:
            return text
        return _re.sub(r"\n\n\n+", "\n\n", text).strip("\n") + "\n"

    def _render(self, section, top=False):
        heading, parts = section
        if not top:
            self._indent()
        pieces = []
        for part in parts:
            pieces.append(self._render(part) if isinstance(part, list) else part())
        body = self._join_parts(pieces)
        if not top:
            self._dedent()
        if top or not body:
            return body
        title = ""
        if heading is not None and heading is not SUPPRESS:
            title = f"{' ' * self._current_indent}{heading}:\n"
        return "\n" + title + body + "\n"

    def _join_parts(self, parts):
        return "".join(p for p in parts if p and p is not SUPPRESS)

    # -- usage

    def _format_usage(self, usage, items, groups, prefix):
        prefix = "usage: " if prefix is None else prefix
        if usage is not None:
            text = usage % {"prog": self._prog}
        elif not items:
            text = self._prog
        else:
            opts = [a for a in items if a.option_strings]
            args = [a for a in items if not a.option_strings]
            flat = self._format_actions_usage(opts + args, groups)
            text = self._prog + " " + flat if flat else self._prog
            room = self._width - self._current_indent
            if len(prefix) + len(text) > room:
                text = "\n".join(self._wrap_usage(
                    prefix, _usage_parts(self._format_actions_usage(opts, groups)),
                    _usage_parts(self._format_actions_usage(args, groups)), room))
        return prefix + text + "\n\n"

    def _wrap_usage(self, prefix, opt_parts, pos_parts, room):
        """The usage's lines: after the prog when it is short, else under it."""
        prog = self._prog

        def fill(parts, indent, lead=None):
            rows, row = [], []
            size = len(indent if lead is None else lead) - 1
            for part in parts:
                if row and size + 1 + len(part) > room:
                    rows.append(indent + " ".join(row))
                    row, size = [], len(indent) - 1
                row.append(part)
                size += 1 + len(part)
            if row:
                rows.append(indent + " ".join(row))
            if lead is not None:
                rows[0] = rows[0][len(indent):]
            return rows

        if len(prefix) + len(prog) > 0.75 * room:
            indent = " " * len(prefix)
            rows = fill(opt_parts + pos_parts, indent)
            if len(rows) > 1:
                rows = fill(opt_parts, indent) + fill(pos_parts, indent)
            return [prog, *rows]
        indent = " " * (len(prefix) + len(prog) + 1)
        if opt_parts:
            return fill([prog, *opt_parts], indent, prefix) + fill(pos_parts, indent)
        if pos_parts:
            return fill([prog, *pos_parts], indent, prefix)
        return [prog]

    def _format_actions_usage(self, items, groups):
        # A mutually exclusive group whose items stand together in
        # items is shown as [a | b] (or (a | b) when required).
        runs = {}
        for group in groups:
            members = group._group_actions
            if members and members[0] in items:
                first = items.index(members[0])
                if items[first:first + len(members)] == members:
                    runs[first] = group
        shown = []
        pos = 0
        while pos < len(items):
            group = runs.get(pos)
            if group is None:
                shown.append(self._action_usage(items[pos], grouped=False))
                pos += 1
                continue
            members = group._group_actions
            pos += len(members)
            inner = [t for t in (self._action_usage(a, grouped=True) for a in members) if t]
            if not inner:
                continue
            joined = " | ".join(inner)
            if not group.required:
                shown.append(f"[{joined}]")
            else:
                # A required group of one needs no parentheses.
                shown.append(joined if len(inner) == 1 else f"({joined})")
        return " ".join(t for t in shown if t)

    def _action_usage(self, item, grouped):
        if item.help is SUPPRESS:
            return ""
        if not item.option_strings:
            text = self._format_args(item, self._get_default_metavar_for_positional(item))
            if grouped and text.startswith("[") and text.endswith("]"):
                return text[1:-1]
            return text
        if item.nargs == 0:
            text = item.format_usage()
        else:
            value = self._format_args(item, self._get_default_metavar_for_optional(item))
            text = f"{item.option_strings[0]} {value}"
        if grouped or item.required:
            return text
        return f"[{text}]"

    # -- text and items

    def _format_text(self, text):
        if "%(prog)" in text:
            text = text % {"prog": self._prog}
        room = max(11, self._width - self._current_indent)
        return self._fill_text(text, room, " " * self._current_indent) + "\n\n"

    def _format_action(self, item):
        """The help lines of one argument: its invocation, then its help in the column."""
        column = min(self._max_help_position, self._action_max_length + 2)
        help_room = max(11, self._width - column)
        head_room = column - self._current_indent - 2
        invocation = self._format_action_invocation(item)
        lead = " " * self._current_indent
        first_pad = 0
        if not item.help:
            out = [f"{lead}{invocation}\n"]
        elif len(invocation) > head_room:
            out = [f"{lead}{invocation}\n"]
            first_pad = column
        else:
            out = [f"{lead}{invocation:<{head_room}}  "]
        if item.help and item.help.strip():
            text = self._expand_help(item)
            if text:
                first, *more = self._split_lines(text, help_room)
                out.append(" " * first_pad + first + "\n")
                out += [" " * column + line + "\n" for line in more]
        elif not out[0].endswith("\n"):
            out.append("\n")
        self._indent()
        out += [self._format_action(sub) for sub in self._iter_indented_subactions(item)]
        self._dedent()
        return self._join_parts(out)

    def _iter_indented_subactions(self, item):
        getter = getattr(item, "_get_subactions", None)
        return [] if getter is None else getter()

    def _format_action_invocation(self, item):
        if not item.option_strings:
            names = self._metavar_formatter(item, self._get_default_metavar_for_positional(item))
            return names(1)[0]
        if item.nargs == 0:
            return ", ".join(item.option_strings)
        value = self._format_args(item, self._get_default_metavar_for_optional(item))
        return ", ".join(opt + " " + value for opt in item.option_strings)

    def _metavar_formatter(self, item, fallback):
        label = item.metavar
        if label is None:
            if item.choices is None:
                label = fallback
            else:
                label = "{" + ",".join(map(str, item.choices)) + "}"

        def names(count):
            return label if isinstance(label, tuple) else (label,) * count
        return names

    def _format_args(self, item, fallback):
        names = self._metavar_formatter(item, fallback)
        shape = _ARGS_SHAPES.get(item.nargs) if not isinstance(item.nargs, int) else None
        if shape is not None:
            return shape(names)
        if item.nargs == ZERO_OR_MORE:
            pair = names(1)
            return ("[%s [%s ...]]" if len(pair) == 2 else "[%s ...]") % pair
        try:
            slots = ["%s"] * item.nargs
        except TypeError:
            raise ValueError("invalid nargs value") from None
        return " ".join(slots) % names(item.nargs)

    def _expand_help(self, item):
        fields = {**vars(item), "prog": self._prog}
        fields = {k: v for k, v in fields.items() if v is not SUPPRESS}
        for key, value in fields.items():
            if hasattr(value, "__name__"):
                fields[key] = value.__name__
        if fields.get("choices") is not None:
            fields["choices"] = ", ".join(str(c) for c in fields["choices"])
        return self._get_help_string(item) % fields

    def _split_lines(self, text, room):
        import textwrap
        return textwrap.wrap(" ".join(text.split()), room)

    def _fill_text(self, text, room, indent):
        import textwrap
        flat = " ".join(text.split())
        return textwrap.fill(flat, room, initial_indent=indent, subsequent_indent=indent)

    # The override points of subclasses: help text, default metavars.

    def _get_help_string(self, item):
        return item.help

    def _get_default_metavar_for_optional(self, item):
        return str.upper(item.dest)

    def _get_default_metavar_for_positional(self, item):
        return item.dest


class RawDescriptionHelpFormatter(HelpFormatter):
    """Keeps the description and epilog as written (their lines, indented)."""

    def _fill_text(self, text, room, indent):
        return "".join(indent + row for row in text.splitlines(True))


class RawTextHelpFormatter(RawDescriptionHelpFormatter):
    """Keeps every help text as written."""

    def _split_lines(self, text, room):
        return text.splitlines(False)


class ArgumentDefaultsHelpFormatter(HelpFormatter):
    """Appends ' (default: ...)' to each argument's help."""

    def _get_help_string(self, item):
        text = item.help or ""
        shows_default = item.option_strings or item.nargs in (OPTIONAL, ZERO_OR_MORE)
        if "%(default)" in text or item.default is SUPPRESS or not shows_default:
            return text
        return text + " (default: %(default)s)"


class MetavarTypeHelpFormatter(HelpFormatter):
    """Names values by their type's name instead of their dest."""

    def _get_default_metavar_for_optional(self, item):
        return getattr(item.type, "__name__")

    _get_default_metavar_for_positional = _get_default_metavar_for_optional


# ---------------------------------------------------------------- containers

_NEGATIVE_NUMBER = _re.compile(r"^-\d+$|^-\d*\.\d+$")


class _ActionsContainer:
    """What parsers and groups share: adding arguments and finding them by option."""

    def __init__(self, description, prefix_chars, argument_default, conflict_handler):
        vars(self).update(description=description, prefix_chars=prefix_chars,
                          argument_default=argument_default, conflict_handler=conflict_handler)
        # Shared with the container's groups (see _ArgumentGroup).
        self._registries = {"action": dict(_ACTIONS), "type": {None: lambda text: text}}
        self._actions, self._option_string_actions, self._defaults = [], {}, {}
        self._action_groups, self._mutually_exclusive_groups = [], []
        # Non-empty once an option looks like a negative number (-1): then
        # such strings are options, not values.
        self._negative_number_matcher, self._has_negative_number_optionals = _NEGATIVE_NUMBER, []

    def register(self, registry_name, value, obj):
        """Name obj for action= (registry 'action') or type= (registry 'type')."""
        self._registries.setdefault(registry_name, {})[value] = obj

    def _registry_get(self, registry, key, default=None):
        table = self._registries[registry]
        return table[key] if key in table else default

    def set_defaults(self, **values):
        """Defaults for dests, whether or not an argument sets them."""
        self._defaults.update(values)
        for known in self._actions:
            known.default = values.get(known.dest, known.default)

    def get_default(self, dest):
        """The default of dest: its argument's, else set_defaults'."""
        found = [a.default for a in self._actions if a.dest == dest and a.default is not None]
        return found[0] if found else self._defaults.get(dest)

    def add_argument(self, *args, **kwargs):
        """add_argument(dest, ...) or add_argument(option_string, ...): define one argument."""
        positional = not args or (len(args) == 1 and args[0] and args[0][0] not in self.prefix_chars)
        if positional:
            if args and "dest" in kwargs:
                raise ValueError("dest supplied twice for positional argument")
            spec = self._positional_kwargs(*args, **kwargs)
        else:
            spec = self._optional_kwargs(*args, **kwargs)
        if "default" not in spec:
            if spec["dest"] in self._defaults:
                spec["default"] = self._defaults[spec["dest"]]
            elif self.argument_default is not None:
                spec["default"] = self.argument_default
        kind = spec.pop("action", None)
        factory = self._registry_get("action", kind, kind)
        if not callable(factory):
            raise ValueError(f'unknown action "{factory}"')
        made = factory(**spec)
        convert = self._registry_get("type", made.type, made.type)
        if not callable(convert):
            raise ValueError("%r is not callable" % (convert,))
        if convert is FileType:
            raise ValueError("%r is a FileType class object, instance of it must be passed" % (convert,))
        # A metavar tuple must fit nargs: formatting it now says.
        make_formatter = getattr(self, "_get_formatter", None)
        if make_formatter is not None:
            try:
                make_formatter()._format_args(made, None)
            except TypeError:
                raise ValueError("length of metavar tuple does not match nargs") from None
        return self._add_action(made)

    def add_argument_group(self, *args, **kwargs):
        """A titled group for the help; its arguments belong to this parser."""
        made = _ArgumentGroup(self, *args, **kwargs)
        self._action_groups += [made]
        return made

    def add_mutually_exclusive_group(self, **kwargs):
        """A group of arguments of which at most one may be given (one if required=True)."""
        made = _MutuallyExclusiveGroup(self, **kwargs)
        self._mutually_exclusive_groups += [made]
        return made

    def _add_action(self, new):
        self._check_conflict(new)
        new.container = self
        self._actions += [new]
        for opt in new.option_strings:
            self._option_string_actions[opt] = new
            if _NEGATIVE_NUMBER.match(opt) and not self._has_negative_number_optionals:
                self._has_negative_number_optionals += [True]
        return new

    def _remove_action(self, old):
        self._actions.remove(old)

    def _add_container_actions(self, container):
        """Copy in the arguments and groups of a parent parser (parents=)."""
        by_title = {g.title: g for g in self._action_groups}
        home = {}
        for theirs in container._action_groups:
            mine = by_title.get(theirs.title)
            if mine is None:
                mine = by_title[theirs.title] = self.add_argument_group(
                    theirs.title, theirs.description, conflict_handler=theirs.conflict_handler)
            home.update(dict.fromkeys(theirs._group_actions, mine))
        for theirs in container._mutually_exclusive_groups:
            mine = self.add_mutually_exclusive_group(required=theirs.required)
            home.update(dict.fromkeys(theirs._group_actions, mine))
        for each in container._actions:
            (home[each] if each in home else self)._add_action(each)

    def _positional_kwargs(self, dest=None, **kwargs):
        if "required" in kwargs:
            raise TypeError("'required' is an invalid argument for positionals")
        nargs = kwargs.get("nargs")
        # Only ? and * (with a default) may be left out.
        if nargs not in (OPTIONAL, ZERO_OR_MORE) or (nargs == ZERO_OR_MORE and "default" not in kwargs):
            kwargs["required"] = True
        kwargs.update(dest=dest, option_strings=[])
        return kwargs

    def _optional_kwargs(self, *args, **kwargs):
        leading = self.prefix_chars
        for opt in args:
            if not opt or opt[0] not in leading:
                raise ValueError("invalid option string %r: must start with a character %r"
                                 % (opt, leading))
        dest = kwargs.pop("dest", None)
        if dest is None:
            longs = [o for o in args if len(o) > 1 and o[1] in leading]
            dest = (longs or list(args))[0].lstrip(leading)
            if not dest:
                raise ValueError("dest= is required for options like %r" % args[0])
            dest = dest.replace("-", "_")
        kwargs.update(dest=dest, option_strings=list(args))
        return kwargs

    def _check_conflict(self, new):
        table = self._option_string_actions
        clashes = [(opt, table[opt]) for opt in new.option_strings if opt in table]
        if not clashes:
            return
        how = self.conflict_handler
        if how == "resolve":
            # The newer argument takes the option strings; an older one left
            # with none is dropped.
            for opt, old in clashes:
                old.option_strings.remove(opt)
                del table[opt]
                if not old.option_strings:
                    old.container._remove_action(old)
        elif how == "error":
            ending = "" if len(clashes) == 1 else "s"
            taken = ", ".join(opt for opt, _ in clashes)
            raise ArgumentError(new, f"conflicting option string{ending}: {taken}")
        else:
            raise ValueError("invalid conflict_resolution value: %r" % how)


class _ArgumentGroup(_ActionsContainer):
    """A titled set of arguments in the help; they belong to the parser too."""

    def __init__(self, owner, title=None, description=None, **kwargs):
        for key in ("conflict_handler", "prefix_chars", "argument_default"):
            kwargs.setdefault(key, getattr(owner, key))
        _ActionsContainer.__init__(self, description=description, **kwargs)
        self.title = title
        self._group_actions = []
        # One registry of options and defaults for the parser and its groups.
        for shared in ("_registries", "_actions", "_option_string_actions", "_defaults",
                       "_has_negative_number_optionals", "_mutually_exclusive_groups"):
            setattr(self, shared, getattr(owner, shared))

    def _add_action(self, new):
        _ActionsContainer._add_action(self, new)
        self._group_actions += [new]
        return new

    def _remove_action(self, old):
        _ActionsContainer._remove_action(self, old)
        self._group_actions.remove(old)


class _MutuallyExclusiveGroup(_ArgumentGroup):
    """Arguments of which at most one (exactly one if required) may be given."""

    def __init__(self, owner, required=False):
        _ArgumentGroup.__init__(self, owner)
        self.required, self._container = required, owner

    def _add_action(self, new):
        if new.required:
            raise ValueError("mutually exclusive arguments must be optional")
        self._container._add_action(new)
        self._group_actions += [new]
        return new

    def _remove_action(self, old):
        self._group_actions.remove(old)
        self._container._remove_action(old)


# ---------------------------------------------------------------- the parser

# nargs -> the regex, over a string of letters A (argument), O (option) and
# - (the "--" ending options), of what an argument with it consumes.
_NARGS_RE = {
    None: "(-*A-*)", OPTIONAL: "(-*A?-*)", ZERO_OR_MORE: "(-*[A-]*)",
    ONE_OR_MORE: "(-*A[A-]*)", REMAINDER: "([-AO]*)", PARSER: "(-*A[-AO]*)",
    SUPPRESS: "(-*-*)",
}


def _nargs_pattern(action):
    wanted = action.nargs
    if isinstance(wanted, int):
        regex = "(-*" + "-*".join("A" * wanted) + "-*)"
    else:
        regex = _NARGS_RE[wanted]
    if not action.option_strings:
        return regex
    # An option's arguments stop at "--" and never include it.
    return regex.replace("-*", "").replace("-", "")


_PARSER_FIELDS = ("prog", "usage", "description", "formatter_class", "conflict_handler", "add_help")


class ArgumentParser(_AttributeHolder, _ActionsContainer):
    """Turns a command line into a Namespace, with help and errors as CPython's."""

    def __init__(self, prog=None, usage=None, description=None, epilog=None, parents=[],
                 formatter_class=HelpFormatter, prefix_chars="-", fromfile_prefix_chars=None,
                 argument_default=None, conflict_handler="error", add_help=True,
                 allow_abbrev=True, exit_on_error=True):
        _ActionsContainer.__init__(self, description, prefix_chars, argument_default, conflict_handler)
        if prog is None:
            script = _sys.argv[0] if _sys.argv else ""
            prog = _os.path.basename(script) if script else ""
        vars(self).update(
            prog=prog, usage=usage, epilog=epilog, formatter_class=formatter_class,
            fromfile_prefix_chars=fromfile_prefix_chars, add_help=add_help,
            allow_abbrev=allow_abbrev, exit_on_error=exit_on_error, _subparsers=None)
        self._positionals = self.add_argument_group("positional arguments")
        self._optionals = self.add_argument_group("options")
        if add_help:
            dash = "-" if "-" in prefix_chars else prefix_chars[0]
            self.add_argument(dash + "h", 2 * dash + "help", action="help", default=SUPPRESS,
                              help="show this help message and exit")
        for inherited in parents:
            self._add_container_actions(inherited)
            self._defaults.update(inherited._defaults)

    def _get_kwargs(self):
        return [(field, getattr(self, field)) for field in _PARSER_FIELDS]

    def _add_action(self, new):
        # Each argument lands in the default group of its kind.
        home = self._optionals if new.option_strings else self._positionals
        home._add_action(new)
        return new

    def _get_optional_actions(self):
        return [a for a in self._actions if a.option_strings]

    def _get_positional_actions(self):
        return [a for a in self._actions if not a.option_strings]

    def add_subparsers(self, **kwargs):
        """Add the positional that dispatches to subcommands; returns it (call add_parser on it)."""
        if self._subparsers is not None:
            self.error("cannot have multiple subparser arguments")
        kwargs.setdefault("parser_class", type(self))
        titled = "title" in kwargs or "description" in kwargs
        if titled:
            self._subparsers = self.add_argument_group(kwargs.pop("title", "subcommands"),
                                                       kwargs.pop("description", None))
        else:
            self._subparsers = self._positionals
        if kwargs.get("prog") is None:
            # Subcommands are named after the parent's usage up to them.
            fmt = self._get_formatter()
            fmt.add_usage(self.usage, self._get_positional_actions(),
                          self._mutually_exclusive_groups, "")
            kwargs["prog"] = fmt.format_help().strip()
        dispatcher = self._registry_get("action", "parsers")(option_strings=[], **kwargs)
        return self._subparsers._add_action(dispatcher)

    # -- parsing

    def parse_args(self, args=None, namespace=None):
        """The Namespace of args (sys.argv[1:] by default); leftovers are an error."""
        result, leftover = self.parse_known_args(args, namespace)
        if leftover:
            self.error("unrecognized arguments: " + " ".join(leftover))
        return result

    def parse_known_args(self, args=None, namespace=None):
        """(Namespace, the strings no argument took)."""
        strings = list(_sys.argv[1:] if args is None else args)
        ns = Namespace() if namespace is None else namespace
        for each in self._actions:
            if each.dest is SUPPRESS or each.default is SUPPRESS:
                continue
            if not hasattr(ns, each.dest):
                setattr(ns, each.dest, each.default)
        for dest, value in self._defaults.items():
            if not hasattr(ns, dest):
                setattr(ns, dest, value)
        try:
            ns, strings = self._parse_known_args(strings, ns)
        except ArgumentError as problem:
            if not self.exit_on_error:
                raise
            self.error(str(problem))
        strings.extend(vars(ns).pop(_UNRECOGNIZED_ARGS_ATTR, ()))
        return ns, strings

    def parse_intermixed_args(self, args=None, namespace=None):
        """parse_args, with positionals free to come between the options."""
        result, leftover = self.parse_known_intermixed_args(args, namespace)
        if leftover:
            self.error("unrecognized arguments: " + " ".join(leftover))
        return result

    def parse_known_intermixed_args(self, args=None, namespace=None):
        """parse_known_args, with positionals free to come between the options.

        Two passes: the options first, the positionals taking nothing; then
        the positionals, from the strings the first pass left. Subparsers,
        REMAINDER positionals and positionals in mutually exclusive groups
        cannot be parsed so: TypeError.
        """
        positionals = self._get_positional_actions()
        for each in positionals:
            if each.nargs in (PARSER, REMAINDER):
                raise TypeError("parse_intermixed_args: positional arg with nargs=%s" % each.nargs)
        for group in self._mutually_exclusive_groups:
            if any(each in positionals for each in group._group_actions):
                raise TypeError("parse_intermixed_args: positional in mutuallyExclusiveGroup")
        keep_usage = self.usage
        try:
            if keep_usage is None:
                # Errors of either pass show the whole usage.
                self.usage = self.format_usage()[len("usage: "):].rstrip("\n")
            kept = [(each, each.nargs, each.default) for each in positionals]
            for each in positionals:
                each.nargs = each.default = SUPPRESS
            try:
                ns, rest = self.parse_known_args(args, namespace)
            finally:
                for each, nargs, default in kept:
                    each.nargs, each.default = nargs, default
            options = self._get_optional_actions()
            kept = [(each, each.required) for each in options]
            groups = [(group, group.required) for group in self._mutually_exclusive_groups]
            for each in options:
                each.required = False
            for group, _ in groups:
                group.required = False
            try:
                return self.parse_known_args(rest, ns)
            finally:
                for each, required in kept:
                    each.required = required
                for group, required in groups:
                    group.required = required
        finally:
            self.usage = keep_usage

    def _parse_known_args(self, strings, ns):
        if self.fromfile_prefix_chars:
            strings = self._read_args_from_files(strings)
        walk = _Run(self, strings, ns)
        walk.parse()
        return ns, walk.extras

    def _read_args_from_files(self, strings):
        """@file arguments replaced by the arguments in the file, one a line."""
        out = []
        for text in strings:
            if text and text[0] in self.fromfile_prefix_chars:
                try:
                    with open(text[1:]) as f:
                        lines = f.read().splitlines()
                except OSError as err:
                    raise ArgumentError(None, str(err))
                words = []
                for line in lines:
                    words.extend(self.convert_arg_line_to_args(line))
                out.extend(self._read_args_from_files(words))
            else:
                out.append(text)
        return out

    def convert_arg_line_to_args(self, line):
        """The arguments one line of an @file holds: the line itself."""
        return [line]

    def _parse_optional(self, arg):
        """(action or None, option string, explicit argument) for an option-like string, else None."""
        if not arg or arg[0] not in self.prefix_chars:
            return None
        known = self._option_string_actions
        if arg in known:
            return known[arg], arg, None
        if len(arg) == 1:
            return None
        if "=" in arg:
            opt, _, value = arg.partition("=")
            if opt in known:
                return known[opt], opt, value
        matches = self._get_option_tuples(arg)
        if len(matches) > 1:
            self.error("ambiguous option: %s could match %s"
                       % (arg, ", ".join(opt for _, opt, _ in matches)))
        if matches:
            return matches[0]
        if _NEGATIVE_NUMBER.match(arg) and not self._has_negative_number_optionals:
            return None
        return None if " " in arg else (None, arg, None)

    def _get_option_tuples(self, text):
        """Options that text abbreviates, as (action, option, explicit arg)."""
        leading = self.prefix_chars
        table = self._option_string_actions.items()
        if text[0] not in leading:
            self.error("unexpected option string: %s" % text)
        if text[1] in leading:
            if not self.allow_abbrev:
                return []
            stem, eq, value = text.partition("=")
            explicit = value if eq else None
            return [(a, opt, explicit) for opt, a in table if opt.startswith(stem)]
        # -xVALUE: the option -x with VALUE, or a long option -xyz abbreviated.
        short, explicit = text[:2], text[2:]
        found = []
        for opt, a in table:
            if opt == short:
                found.append((a, opt, explicit))
            elif self.allow_abbrev and opt.startswith(text):
                found.append((a, opt, None))
        return found

    def _get_values(self, action, strings):
        """The value an action receives for its argument strings, typed and checked."""
        if "--" in strings and action.nargs not in (PARSER, REMAINDER):
            strings = list(strings)
            strings.remove("--")
        wanted = action.nargs
        if not strings and wanted in (OPTIONAL, ZERO_OR_MORE) and (
                wanted == OPTIONAL or not action.option_strings):
            if wanted == OPTIONAL:
                # --opt alone: const; a missing positional: its default.
                got = action.const if action.option_strings else action.default
                if isinstance(got, str):
                    got = self._get_value(action, got)
                    self._check_value(action, got)
                return got
            got = strings if action.default is None else action.default
            self._check_value(action, got)
            return got
        if wanted == SUPPRESS:
            return SUPPRESS
        if len(strings) == 1 and wanted in (None, OPTIONAL):
            got = self._get_value(action, strings[0])
            self._check_value(action, got)
            return got
        converted = [self._get_value(action, text) for text in strings]
        if wanted == PARSER:
            self._check_value(action, converted[0])
        elif wanted != REMAINDER:
            for item in converted:
                self._check_value(action, item)
        return converted

    def _get_value(self, action, text):
        convert = self._registry_get("type", action.type, action.type)
        if not callable(convert):
            raise ArgumentError(action, "%r is not callable" % (convert,))
        try:
            return convert(text)
        except ArgumentTypeError as why:
            raise ArgumentError(action, str(why))
        except (TypeError, ValueError):
            kind = getattr(action.type, "__name__", repr(action.type))
            raise ArgumentError(action, "invalid %s value: %r" % (kind, text))

    def _check_value(self, action, got):
        allowed = action.choices
        if allowed is None or got in allowed:
            return
        listed = ", ".join(repr(c) for c in allowed)
        raise ArgumentError(action, "invalid choice: %r (choose from %s)" % (got, listed))

    # -- help and errors

    def format_usage(self):
        """The usage text alone."""
        fmt = self._get_formatter()
        fmt.add_usage(self.usage, self._actions, self._mutually_exclusive_groups)
        return fmt.format_help()

    def format_help(self):
        """Usage, description, each group's arguments, epilog."""
        fmt = self._get_formatter()
        fmt.add_usage(self.usage, self._actions, self._mutually_exclusive_groups)
        fmt.add_text(self.description)
        for section in self._action_groups:
            fmt.start_section(section.title)
            fmt.add_text(section.description)
            fmt.add_arguments(section._group_actions)
            fmt.end_section()
        fmt.add_text(self.epilog)
        return fmt.format_help()

    def _get_formatter(self):
        make = self.formatter_class
        return make(prog=self.prog)

    def print_usage(self, file=None):
        """Write the usage to file (stdout by default)."""
        self._print_message(self.format_usage(), _sys.stdout if file is None else file)

    def print_help(self, file=None):
        """Write the help to file (stdout by default)."""
        self._print_message(self.format_help(), _sys.stdout if file is None else file)

    def _print_message(self, text, file=None):
        if not text:
            return
        try:
            (_sys.stderr if file is None else file).write(text)
        except (AttributeError, OSError):
            pass

    def exit(self, status=0, message=None):
        """Print message to stderr (if any) and raise SystemExit(status)."""
        if message:
            self._print_message(message, file=_sys.stderr)
        raise SystemExit(status)

    def error(self, message):
        """Print the usage and 'prog: error: message' to stderr, then exit with status 2."""
        self.print_usage(_sys.stderr)
        self.exit(2, f"{self.prog}: error: {message}\n")


class _Run:
    """One parse of a command line: the state parse_known_args walks it with."""

    def __init__(self, parser, args, namespace):
        self.parser, self.args, self.namespace = parser, args, namespace
        self.extras = []
        self.seen = set()
        self.seen_set = set()    # actions given a value other than their default
        self.positionals = parser._get_positional_actions()
        # Which actions each action may not be combined with.
        self.rivals = {}
        for group in parser._mutually_exclusive_groups:
            members = group._group_actions
            for member in members:
                self.rivals.setdefault(member, []).extend(a for a in members if a is not member)
        # Classify: O an option, A an argument, - the "--" that ends options.
        self.options = {}
        kinds = []
        rest_are_args = False
        for i, arg in enumerate(args):
            if rest_are_args:
                kinds.append("A")
            elif arg == "--":
                kinds.append("-")
                rest_are_args = True
            else:
                found = parser._parse_optional(arg)
                if found is None:
                    kinds.append("A")
                else:
                    self.options[i] = found
                    kinds.append("O")
        self.kinds = "".join(kinds)

    def parse(self):
        parser = self.parser
        at = 0
        last_option = max(self.options) if self.options else -1
        while at <= last_option:
            next_option = min(i for i in self.options if i >= at)
            if at != next_option:
                moved = self.take_positionals(at)
                if moved > at:
                    at = moved
                    continue
            if at not in self.options:
                self.extras.extend(self.args[at:next_option])
                at = next_option
            at = self.take_option(at)
        at = self.take_positionals(at)
        self.extras.extend(self.args[at:])
        missing = []
        for action in parser._actions:
            if action in self.seen:
                continue
            if action.required:
                missing.append(_action_name(action))
            elif (isinstance(action.default, str) and hasattr(self.namespace, action.dest)
                  and action.default is getattr(self.namespace, action.dest)):
                # A string default goes through type= as a given value would.
                setattr(self.namespace, action.dest, parser._get_value(action, action.default))
        if missing:
            parser.error("the following arguments are required: %s" % ", ".join(missing))
        for group in parser._mutually_exclusive_groups:
            if group.required and not any(a in self.seen_set for a in group._group_actions):
                names = [_action_name(a) for a in group._group_actions if a.help is not SUPPRESS]
                parser.error("one of the arguments %s is required" % " ".join(names))

    def apply(self, action, strings, option_string=None):
        self.seen.add(action)
        value = self.parser._get_values(action, strings)
        if value is not action.default:
            self.seen_set.add(action)
            for rival in self.rivals.get(action, ()):
                if rival in self.seen_set:
                    raise ArgumentError(action, "not allowed with argument %s" % _action_name(rival))
        if value is not SUPPRESS:
            action(self.parser, self.namespace, value, option_string)

    def count_for(self, action, kinds):
        """How many of the leading kinds action takes, or its 'expected ...' error."""
        m = _re.match(_nargs_pattern(action), kinds)
        if m is not None:
            return len(m.group(1))
        wanted = action.nargs
        message = {None: "expected one argument", OPTIONAL: "expected at most one argument",
                   ONE_OR_MORE: "expected at least one argument"}.get(wanted)
        if message is None:
            message = "expected %s argument%s" % (wanted, _plural(wanted, "", "s"))
        raise ArgumentError(action, message)

    def take_option(self, at):
        action, opt, explicit = self.options[at]
        chars = self.parser.prefix_chars
        known = self.parser._option_string_actions
        todo = []
        while True:
            if action is None:
                self.extras.append(self.args[at])
                return at + 1
            if explicit is None:
                start = at + 1
                stop = start + self.count_for(action, self.kinds[start:])
                todo.append((action, self.args[start:stop], opt))
                break
            takes = self.count_for(action, "A")
            if takes == 0 and opt[1] not in chars and explicit != "":
                # -xyz: the flag -x, then -yz.
                todo.append((action, [], opt))
                opt = opt[0] + explicit[0]
                explicit = explicit[1:] or None
                if opt not in known:
                    raise ArgumentError(action, "ignored explicit argument %r" % (opt[1:] + (explicit or "")))
                action = known[opt]
            elif takes == 1:
                stop = at + 1
                todo.append((action, [explicit], opt))
                break
            else:
                raise ArgumentError(action, "ignored explicit argument %r" % explicit)
        for act, strings, opt in todo:
            self.apply(act, strings, opt)
        return stop

    def take_positionals(self, at):
        kinds = self.kinds[at:]
        counts = []
        for n in range(len(self.positionals), 0, -1):
            pattern = "".join(_nargs_pattern(a) for a in self.positionals[:n])
            m = _re.match(pattern, kinds)
            if m is not None:
                counts = [len(g) for g in m.groups()]
                break
        for action, count in zip(self.positionals, counts):
            strings = self.args[at:at + count]
            at += count
            self.apply(action, strings)
        del self.positionals[:len(counts)]
        return at
