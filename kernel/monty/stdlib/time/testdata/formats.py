import time

t = time.gmtime(1234567890)
print(time.strftime('%a %A %b %B %c %d %H %I %j %m %M %p %S %U %w %W %x %X %y %Y %Z %z %% %e %G %g %V %u %C %D %F %T %R %h %r %s %k %l %P %n|%t|', t))
print(time.strftime('%f %q %E', t), time.strftime('%-d/%-m %_H %^a %0e', t), time.strftime('plain'), time.strftime(''))
for secs in [0, 86400 * 3, 1104537600, 1230681600, 1262217600, 1609372800, 1704067200, 1735603200, 951782400, 4102444800]:
    g = time.gmtime(secs)
    print(time.strftime('%Y-%m-%d %G-W%V-%u %U %W %j %a', g))
tup = (2021, 7, 4, 15, 5, 9, 6, 185, 0)
print(time.strftime('%Y-%m-%d %H:%M:%S %Z %z', tup), time.strftime('%I %p', (2021, 1, 1, 0, 0, 0, 4, 1, 0)), time.strftime('%I %p', (2021, 1, 1, 12, 0, 0, 4, 1, 0)))
print(time.strftime('%Y %m %d %j', (2021, 0, 0, 0, 0, 0, 0, 0, 0)))
for bad in [(2021, 13, 1, 0, 0, 0, 0, 1, 0), (2021, 1, 32, 0, 0, 0, 0, 1, 0), (2021, 1, 1, 24, 0, 0, 0, 1, 0), (2021, 1, 1, 0, 60, 0, 0, 1, 0),
            (2021, 1, 1, 0, 0, 62, 0, 1, 0), (2021, 1, 1, 0, 0, 0, -3, 1, 0), (2021, 1, 1, 0, 0, 0, 0, 367, 0), (1, 2, 3), "x", (2021, 1.5, 1, 0, 0, 0, 0, 1, 0)]:
    try:
        print(time.strftime('%Y', bad))
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)

cases = [("2024-03-15", "%Y-%m-%d"), ("15/03/24 10:20", "%d/%m/%y %H:%M"), ("10:20", "%H:%M"), ("Mon Jan  5 10:20:30 2015", None),
         ("2024 3 pm", "%Y %I %p"), ("12 AM", "%I %p"), ("31/12/99", "%d/%m/%y"), ("1 2024", "%j %Y"), ("100 2024", "%j %Y"),
         ("March 7 2021", "%B %d %Y"), ("mar 7 2021", "%b %d %Y"), ("Tuesday 2021 10", "%A %Y %W"), ("2 2021 10", "%w %Y %U"),
         ("2021-W10-3", "%G-W%V-%u"), ("2020-12-31T23:59:59.123+05:30", "%Y-%m-%dT%H:%M:%S.%f%z"), ("2020-01-01 UTC", "%Y-%m-%d %Z"),
         ("2020-01-01Z", "%Y-%m-%d%z"), ("Feb 29", "%b %d"), ("  2020   1  2", " %Y %m %d"), ("2020.01 (x)", "%Y.%m (x)"),
         ("07/04/21", "%x"), ("15:05:09", "%X"), ("Sun Jul  4 15:05:09 2021", "%c"), ("50%", "%S%%"),
         ("2024-13-01", "%Y-%m-%d"), ("2024-01-01x", "%Y-%m-%d"), ("2024-02-30", "%Y-%m-%d"), ("2024", "%Q"), ("2024", "%Y%"),
         ("2021 10", "%G %V"), ("2021 10 1", "%Y %V %u"), ("1", "%G"), (5, "%Y"), ("2020-01-01+0530x", "%Y-%m-%d%z"), ("+05:3030", "%z")]
for data, fmt in cases:
    try:
        r = time.strptime(data) if fmt is None else time.strptime(data, fmt)
        print(repr(data), r, r.tm_zone, r.tm_gmtoff)
    except (ValueError, TypeError) as e:
        print(repr(data), type(e).__name__, e)
import _strptime
print(_strptime._strptime("2020-12-31T23:59:59.5-0130", "%Y-%m-%dT%H:%M:%S.%f%z"))
