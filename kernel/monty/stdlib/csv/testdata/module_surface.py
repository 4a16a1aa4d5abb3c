# The module's names, constants, classes and their reprs.
import csv

print(sorted(csv.__all__), csv.__version__)
print(csv.QUOTE_MINIMAL, csv.QUOTE_ALL, csv.QUOTE_NONNUMERIC, csv.QUOTE_NONE)
print(csv.Error, csv.Error.__module__, issubclass(csv.Error, Exception), csv.Dialect, csv.excel, csv.excel_tab, csv.unix_dialect)
print(type(csv.reader([])), type(csv.writer(__import__('io').StringIO())), type(csv.reader([]).dialect))
print(csv.DictReader, csv.DictWriter, csv.Sniffer, [c.__name__ for c in csv.excel_tab.__mro__])
print(csv.excel.quoting, csv.excel_tab.delimiter, repr(csv.unix_dialect.lineterminator), csv.Dialect.delimiter, csv.Dialect._valid)
e = csv.Error('boom')
print(repr(e), str(e), e.args)
