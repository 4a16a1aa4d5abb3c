# csv quoting modes, escapechar, QUOTE_NONNUMERIC reading, Sniffer.
import csv, io
rows = [["id", "note", "value"], [1, 'said "hi", left', 2.5], [2, "plain", None]]
for mode in [csv.QUOTE_MINIMAL, csv.QUOTE_ALL, csv.QUOTE_NONNUMERIC, csv.QUOTE_NONE]:
    out = io.StringIO()
    w = csv.writer(out, quoting=mode, escapechar="\\", lineterminator="\n")
    w.writerows(rows)
    print(mode, repr(out.getvalue()))
print(list(csv.reader(io.StringIO('"a",1,"2"\n'), quoting=csv.QUOTE_NONNUMERIC)))
sample = "name;age;city\nann;30;nyc\nbob;25;sf\n"
d = csv.Sniffer().sniff(sample)
print(d.delimiter, csv.Sniffer().has_header(sample), list(csv.reader(io.StringIO(sample), d)))
