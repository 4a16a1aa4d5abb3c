# strftime codes on a fixed datetime (C locale names).
from datetime import datetime
dt = datetime(2024, 7, 4, 9, 5, 3, 7000)
for code in ["%a", "%A", "%w", "%d", "%b", "%B", "%m", "%y", "%Y", "%H", "%I", "%p", "%M", "%S", "%f", "%j", "%U", "%W", "%c", "%x", "%X", "%%", "%G-W%V-%u", "%D"]:
    print(code, dt.strftime(code))
print(f"{dt:%Y/%m/%d %H.%M}", "{:%B %d}".format(dt), format(dt.date(), "%A"), dt.time().strftime("%H:%M:%S.%f"))
