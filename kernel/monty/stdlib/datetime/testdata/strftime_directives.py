# strftime: every C-locale directive, glibc flags, aware values and messages.
from datetime import date, datetime, time, timezone, timedelta

d = datetime(2021, 3, 7, 13, 5, 9, 1234)
codes = ['%', '%Q', '%c', '%x', '%X', '%D', '%r', '%e', '%C', '%G-%V-%u', '%w %U %W', '%n%t', '%k|%l',
         '%-d %_d %0d %^a %#b', '%P', '%y %Y', '%h %j', 'abc%', '%E', '%Ey', '%Od', '%+', '%%z', '%F %T %R',
         '%-H:%-M:%-S %-j %-m %-I', '%a %A %b %B %p %f']
aware = d.replace(tzinfo=timezone(timedelta(hours=-5, minutes=-30), 'EST'))
for f in codes:
    print(repr(f), repr(d.strftime(f)), repr(aware.strftime(f)), repr(d.date().strftime(f)))
for y in (1, 5, 99, 999, 1000, 2024, 9999):
    x = date(y, 12, 31)
    print(y, x.strftime('%Y|%y|%C|%G|%g|%V|%U|%W|%j|%c|%x'))
print(repr(time(1, 2, 3, 4).strftime('%Y %a %j %f %c %z|%Z')), repr(time(1, tzinfo=timezone.utc).strftime('%z %Z')))
print(repr(datetime(2021, 1, 1, tzinfo=timezone.utc).strftime('%z %Z')), repr(datetime(2021, 1, 1, tzinfo=timezone(timedelta(hours=3))).strftime('%z %Z')))
print(date(2020, 1, 1).strftime(format='%Y'), datetime(2020, 1, 1).strftime(format='%d'), time(7).strftime(format='%H'))
print(f'{d:%Y-%m-%d}', format(d, ''), f'{date(2020, 1, 2):%b %d}', '{:%H:%M}'.format(d))
for f in (lambda: d.strftime(), lambda: d.strftime(1), lambda: d.strftime('%Y', 2), lambda: d.strftime(fmt='%Y'),
          lambda: date.strftime(), lambda: datetime.strftime(), lambda: d.date().strftime(None),
          lambda: d.strftime('%Y', format='x'), lambda: format(d, 1)):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
