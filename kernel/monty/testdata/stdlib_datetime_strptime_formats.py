# strptime with many formats; parsing errors.
from datetime import datetime
samples = [("2024-02-29 23:59:59", "%Y-%m-%d %H:%M:%S"), ("29/02/24", "%d/%m/%y"), ("Feb 3 2024 7:05 PM", "%b %d %Y %I:%M %p"),
           ("Thursday, 04 July 2024", "%A, %d %B %Y"), ("20240704T090503.123", "%Y%m%dT%H%M%S.%f"), ("2024-185", "%Y-%j"),
           ("12:30", "%H:%M"), ("2024-07-04 +0200", "%Y-%m-%d %z")]
for s, fmt in samples:
    print(repr(s), "->", datetime.strptime(s, fmt))
for s, fmt in [("2024-02-30", "%Y-%m-%d"), ("24:00", "%H:%M"), ("2024", "%Y-%m"), ("abc", "%Y")]:
    try:
        datetime.strptime(s, fmt)
    except ValueError as e:
        print(repr(s), "ValueError:", e)
