from string import Formatter
class Defaults(Formatter):
    def get_value(self, key, args, kwargs):
        if isinstance(key, str):
            return kwargs.get(key, f'<{key}>')
        return super().get_value(key, args, kwargs)
print(Defaults().format('{a} {b} {0}', 'zero', a=1))
class Strict(Formatter):
    def check_unused_args(self, used, args, kwargs):
        unused = set(kwargs) - used
        if unused:
            raise ValueError(f'unused: {sorted(unused)}')
try:
    Strict().format('{a}', a=1, b=2, c=3)
except ValueError as e:
    print('ValueError', e)
print(Strict().format('{a}{b}', a=1, b=2))
class Shout(Formatter):
    def format_field(self, value, spec):
        return super().format_field(value, spec).upper()
    def convert_field(self, value, conversion):
        if conversion == 'u':
            return str(value) + '!'
        return super().convert_field(value, conversion)
print(Shout().format('{0} {0!u} {1:>4}', 'hey', 'x'))
class Tracer(Formatter):
    def parse(self, s):
        for item in super().parse(s):
            print('  parsed', item)
            yield item
print(Tracer().format('a{0}b', 1))
print(Formatter().get_field('0.real', (5,), {}), Formatter().get_field('k[0]', (), {'k': 'xyz'}), Formatter().get_value(0, ('a',), {}))
try:
    Formatter().convert_field(1, 'q')
except ValueError as e:
    print('ValueError', e)
