# Enums inside dataclasses and match statements; sorting by enum value.
from dataclasses import dataclass
from enum import Enum, auto
class Level(Enum):
    DEBUG = auto()
    INFO = auto()
    ERROR = auto()
@dataclass
class Record:
    level: Level
    msg: str
records = [Record(Level.ERROR, "boom"), Record(Level.DEBUG, "details"), Record(Level.INFO, "started")]
for r in sorted(records, key=lambda r: r.level.value):
    match r.level:
        case Level.ERROR:
            print("!!", r.msg)
        case Level.INFO | Level.DEBUG:
            print("  ", r.level.name.lower(), r.msg)
print(records[0], Level["INFO"] in {r.level for r in records})
