# fnmatch: shell-style matching, case sensitivity, filter, translate.
import fnmatch
names = ["data.csv", "Data.CSV", "notes.txt", "img01.png", "img10.png", "a.b.c", ".hidden"]
for pat in ["*.csv", "*.[ct]??", "img?[0-9].png", "*", ".*", "[!d]*", "*.*.*"]:
    print(pat, fnmatch.filter(names, pat), [n for n in names if fnmatch.fnmatchcase(n, pat)])
print(fnmatch.fnmatch("FILE.TXT", "*.txt"), fnmatch.fnmatchcase("FILE.TXT", "*.txt"), fnmatch.translate("*.py"))
