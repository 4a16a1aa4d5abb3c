# strftime of naive dates and datetimes: every common directive, padding,
# small years, %f/%z/%Z, a trailing %, unknown directives, f-strings.
from datetime import date, datetime

fmt = "%Y|%m|%d|%H|%M|%S|%f|%y|%a|%A|%b|%h|%B|%I|%p|%j|%F|%T|%X|%R|%z|%Z|%%|%"
for d in [datetime(2024, 2, 29, 0, 5, 9, 7), datetime(1, 1, 1), datetime(999, 12, 31, 12, 59, 59, 999999),
          datetime(2023, 12, 31, 13), date(2024, 7, 4), date(5, 3, 1)]:
    print(d.strftime(fmt))
    print(d.strftime("%G-%V-%u %U %W %w %e %C %c %x %D %r"), f"{d:%d %B %Y}", format(d, "%A"))
print(datetime(2024, 1, 1).strftime(""), date(2024, 1, 1).strftime("plain"), datetime(2024, 1, 1).strftime("%Q %-d"), datetime(2024, 3, 5, 7, 8, 9).strftime("%-d|%-m|%-H|%-M|%-S|%-j|%-y|%-I"))
