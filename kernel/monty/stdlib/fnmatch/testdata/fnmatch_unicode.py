import fnmatch
for name, pat in [('café', 'caf?'), ('naïve.txt', '*.txt'), ('日本語', '日*'), ('日本語', '[日月]??'), ('ß', '[ß]'), ('émoji🙂', '*🙂'),
                  ('Ω', '[α-ω]'), ('Ω', '[Α-Ω]'), ('ω', '[!α-ω]')]:
    print(name, pat, fnmatch.fnmatchcase(name, pat), repr(fnmatch.translate(pat)))
