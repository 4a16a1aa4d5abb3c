# fromisoformat of date, datetime and time over the forms 3.11 accepts.
from datetime import date, datetime, time

samples = ['2020-01-02', '20200102', '2020-W01', '2020-W01-3', '2020W013', '2020W01', '2020-01', '2020-1-02',
           '2020-01-02T10', '2020-01-02T1030', '2020-01-02T10:30', '2020-01-02T103015', '2020-01-02T10:30:15.5',
           '2020-01-02T10:30:15.1234567', '2020-01-02T10:30:15,123', '2020-01-02 10:30Z', '2020-01-02T10:30+05',
           '2020-01-02T10:30+0530', '2020-01-02T10:30-05:30:15', '2020-01-02T10:30+05:30:15.123',
           '2020-01-02T24:00', '2020-01-02T10:30:15.', '2020-01-02X10:30', '20200102T103015Z',
           '2020-01-02T10:30:15.123+00:00', '2020-01-02T', '2020-01-02T10:3', '2020-01-02T10:30:60',
           '2020-W53-1', '2021-W53-1', '2024-13-01', '2023-02-29', '2020W00', '2020-W01-8', '', 'x',
           '2020-01-02T10:30:15.12345678901', '0000-01-01', '9999-12-31T23:59:59.999999']
for s in samples:
    for cls in (datetime, date):
        try:
            print(cls.__name__, repr(s), repr(cls.fromisoformat(s)))
        except Exception as e:
            print(cls.__name__, repr(s), type(e).__name__, e)
for s in ['10', '1030', '10:30', '10:30:15.123', '10:30:15.123456+01:00', 'T10:30', '10:30Z',
          '103015,5-0100', '24:00', '10:30:15.1234567', '1', '10:30:15-00:00', '10:30+24:00', '']:
    try:
        print('time', repr(s), repr(time.fromisoformat(s)))
    except Exception as e:
        print('time', repr(s), type(e).__name__, e)
for bad in (1, b'2020-01-01', None):
    for cls in (date, datetime, time):
        try:
            cls.fromisoformat(bad)
        except Exception as e:
            print(cls.__name__, type(e).__name__, e)
