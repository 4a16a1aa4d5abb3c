from enum import Enum
class Color(Enum):
    RED = 1
    GREEN = 2
    ALIAS = 1
print(Color(1), Color['GREEN'], Color.ALIAS is Color.RED, Color.RED.name, Color.ALIAS.name)
print(list(Color), list(Color.__members__.items()), len(Color), Color.RED in Color)
for bad in (lambda: Color(3), lambda: Color['BLUE'], lambda: Color('RED')):
    try:
        bad()
    except (ValueError, KeyError) as e:
        print(type(e).__name__, e)
print(Color._member_names_, sorted(Color._member_map_), Color._value2member_map_)
print(type(Color.__members__).__name__, Color.__members__['ALIAS'])
try:
    Color.__members__['X'] = 1
except TypeError as e:
    print('TypeError', e)
