# datetime parsing (fromisoformat, strptime) and arithmetic (timedelta
# sums, differences, comparisons, formatting).
from datetime import datetime, timedelta, date

stamps = ["2024-%02d-%02dT%02d:%02d:%02d" % (i % 12 + 1, i % 28 + 1, i % 24, i % 60, (i * 7) % 60)
          for i in range(5000)]
short = ["%02d/%02d/2023 %02d:%02d" % (i % 28 + 1, i % 12 + 1, i % 24, i % 60) for i in range(1000)]


def bench():
    parsed = [datetime.fromisoformat(s) for s in stamps]
    parsed += [datetime.strptime(s, "%d/%m/%Y %H:%M") for s in short]
    start = datetime(2023, 1, 1)
    total = timedelta()
    late = 0
    for d in parsed:
        delta = d - start
        total += delta
        if d + timedelta(days=30, hours=5) > datetime(2024, 6, 1):
            late += 1
    days = {d.date() for d in parsed}
    weekdays = [d.weekday() for d in parsed]
    out = [d.isoformat() for d in parsed[:2000]]
    return total.days, late, len(days), sum(weekdays), len(out)
