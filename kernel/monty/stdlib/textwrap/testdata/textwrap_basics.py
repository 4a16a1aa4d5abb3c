import textwrap
from textwrap import TextWrapper, wrap, fill, shorten, dedent, indent

text = ("The quick brown fox jumps over the lazy dog. Pack my box with five dozen liquor jugs. "
        "How vexingly quick daft zebras jump! A well-known, state-of-the-art hyphenated-word -- "
        "with an em-dash -- and averyveryveryverylongwordthatcannotfitonaline at all.")
for width in (10, 20, 33, 70):
    print(width, wrap(text, width))
print(fill(text, 40))
print(fill(text, 30, initial_indent='* ', subsequent_indent='  '))
print(wrap(text, 15, break_long_words=False))
print(wrap(text, 15, break_on_hyphens=False))
print(wrap('  leading and trailing  ', 10), wrap('  leading', 10, drop_whitespace=False))
print(wrap('a\tb\tc\nnext line', 20), wrap('a\tb', 20, expand_tabs=False), wrap('tabs\there', 20, tabsize=4))
print(wrap('one\ntwo', 20, replace_whitespace=False))
print(wrap('Hello there. This is it. done', 40, fix_sentence_endings=True))
print(wrap(text, 20, max_lines=3), wrap(text, 20, max_lines=2, placeholder='...'))
print(wrap('', 10), wrap('   ', 10), fill('word', 1))
print(shorten('Hello  world!', width=12), shorten('Hello  world!', width=11), shorten(text, 50, placeholder=' ...'))
try:
    wrap('x', 0)
except ValueError as e:
    print(e)
try:
    shorten('hello world', 3)
except ValueError as e:
    print(e)
print(repr(dedent('''
    def f():
        return 1

      x
    ''')))
print(repr(dedent('  a\n\tb')), repr(dedent('\t a\n\t b')), repr(dedent('   \n  x\n  y  ')), repr(dedent('no indent\n  x')))
print(repr(indent('a\nb\n\nc', '> ')), repr(indent('a\n  \nb', '+', lambda l: True)), repr(indent('x\r\ny', '-')))
w = TextWrapper(width=25, initial_indent='>>', subsequent_indent='..', max_lines=4)
print(w.wrap(text))
print(w.fill('short'))
print(TextWrapper().width, TextWrapper(break_on_hyphens=False)._split('well-known thing'), TextWrapper()._split('well-known -- thing'))
print(sorted(textwrap.__all__))
