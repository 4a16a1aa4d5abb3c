# datetime.strptime through _strptime._strptime_datetime: subclasses, %f/%z/%p, errors.
from datetime import datetime, timezone
class My(datetime): pass
print(My.strptime("2024-03-01 10:20", "%Y-%m-%d %H:%M"), type(My.strptime("2024", "%Y")).__name__)
print(datetime.strptime("2024-03-01T10:20:30.123+0530", "%Y-%m-%dT%H:%M:%S.%f%z"), datetime.strptime("Mar 5 2023 1PM", "%b %d %Y %I%p"))
for a in [("x", "%Y"), ("2024-01-01 junk", "%Y-%m-%d"), (1, "%Y"), ("2024", 5), ("2024-02-30", "%Y-%m-%d")]:
    try:
        datetime.strptime(*a)
    except Exception as e:
        print(type(e).__name__, e)
try:
    datetime.strptime("2024")
except TypeError as e:
    print("TypeError", e)
