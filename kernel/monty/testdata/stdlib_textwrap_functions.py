# textwrap: wrap, fill, shorten, dedent, indent, TextWrapper options.
import textwrap
text = "The quick brown fox jumps over the lazy dog. " * 3
print(textwrap.wrap(text, width=30))
print(textwrap.fill(text, width=40, initial_indent="* ", subsequent_indent="  "))
print(textwrap.shorten(text, width=40), textwrap.shorten("Hello  world!", width=12), textwrap.shorten("abc", 10, placeholder="~"))
block = """
    def f():
        return 1
    """
print(repr(textwrap.dedent(block)))
print(textwrap.indent("a\nb\n\nc", "> "), textwrap.indent("a\n\nb", "+", lambda line: True), sep="\n")
w = textwrap.TextWrapper(width=20, break_long_words=True, max_lines=3, placeholder=" [...]")
print(w.wrap("supercalifragilisticexpialidocious is a long word indeed, it is"))
print(textwrap.wrap("a\tb c", width=5, expand_tabs=True, tabsize=4), textwrap.wrap("", 10), textwrap.wrap("word " * 3, 4))
