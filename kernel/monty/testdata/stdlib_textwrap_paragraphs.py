# Reformatting paragraphs: wrap each paragraph, justify-like alignment, hanging indents.
import textwrap
doc = """Lorem ipsum dolor sit amet, consectetur adipiscing elit. Sed do eiusmod tempor incididunt ut labore.

Ut enim ad minim veniam, quis nostrud exercitation ullamco laboris nisi ut aliquip ex ea commodo consequat."""
for para in doc.split("\n\n"):
    print(textwrap.fill(para, width=36, initial_indent="  - ", subsequent_indent="    "))
    print()
w = textwrap.TextWrapper(width=25, drop_whitespace=False, replace_whitespace=True)
print(w.wrap("keep   spaces\tand\ttabs here please"))
print(textwrap.wrap("hyphenated-words-break-nicely-here", width=10), textwrap.wrap("hyphenated-words", width=10, break_on_hyphens=False))
