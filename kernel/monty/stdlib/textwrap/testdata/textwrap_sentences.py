import textwrap
s = 'Dr. Smith arrived. He said "hi." Then left! Really? yes. Mr. X. end'
print(textwrap.wrap(s, 30, fix_sentence_endings=True))
print(textwrap.wrap(s, 30))
print(textwrap.fill('One. Two. Three.', 100, fix_sentence_endings=True))
print(textwrap.fill('a. B. c.  d.', 100, fix_sentence_endings=True))
