# The name sequences: indexing, slicing, iteration and their values.
import calendar

for seq in (calendar.day_name, calendar.day_abbr, calendar.month_name, calendar.month_abbr):
    print(len(seq), list(seq), seq[0], seq[-2], seq[1:4], seq[::-3], [s.upper() for s in seq][:3])
    for bad in (len(seq), -len(seq) - 1):
        try:
            seq[bad]
        except IndexError as e:
            print('IndexError', e)
print([calendar.month_abbr[m] + str(calendar.monthrange(2024, m)[1]) for m in range(1, 13)])
print(dict(zip(calendar.day_abbr, range(7))), {n: i for i, n in enumerate(calendar.month_name) if n})
print('Mon' in calendar.day_abbr, 'May' in list(calendar.month_name), list(reversed(calendar.day_abbr)))
