import textwrap
text = 'The quick brown fox jumps over the lazy dog and keeps running far away.'
print(textwrap.wrap(text, 20, initial_indent='* ', subsequent_indent='  '))
print(textwrap.wrap(text, 20, initial_indent='>>>>>>>>', subsequent_indent=''))
print(textwrap.fill(text, 25, initial_indent='1. ', subsequent_indent='   '))
print(textwrap.wrap('a b c', 5, initial_indent='1234'))
print(textwrap.wrap('word', 3, initial_indent='##'))
