import textwrap
for word in ['supercalifragilisticexpialidocious', 'long-hyphenated-compound-word', '-leading-hyphen', 'a--------b', 'x' * 25]:
    for width in [5, 8, 12]:
        print(width, textwrap.wrap(word, width), textwrap.wrap(word, width, break_long_words=False), textwrap.wrap(word, width, break_on_hyphens=False))
print(textwrap.wrap('short ' + 'y' * 20 + ' end', 10))
