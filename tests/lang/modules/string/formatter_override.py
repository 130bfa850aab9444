import string
class Default(string.Formatter):
    def get_value(self, key, args, kwargs):
        if isinstance(key, int):
            return args[key] if key < len(args) else '<%d>' % key
        return kwargs.get(key, '<' + key + '>')
d = Default()
print(d.format('{0} {1} {name} {other}', 'a', name='N'))
print(d.format('{} {} {}', 'x'))
class Upper(string.Formatter):
    def format_field(self, value, spec):
        return super().format_field(value, spec).upper()
    def convert_field(self, value, conversion):
        if conversion == 'u':
            return str(value).upper()
        return super().convert_field(value, conversion)
u = Upper()
print(u.format('{0} {1:x} {2!u} {2!r}', 'abc', 255, 'q'))
class Strict(string.Formatter):
    def check_unused_args(self, used, args, kwargs):
        extra = set(kwargs) - set(k for k in used if isinstance(k, str))
        extra_pos = [i for i in range(len(args)) if i not in used]
        if extra or extra_pos:
            raise ValueError('unused: %s %s' % (sorted(extra), extra_pos))
s = Strict()
print(s.format('{0} {a}', 1, a=2))
for a, k in [((1, 2), {'a': 3}), ((1,), {'a': 2, 'b': 3})]:
    try:
        print(s.format('{0} {a}', *a, **k))
    except ValueError as e:
        print(type(e).__name__, e)
class Fields(string.Formatter):
    def get_field(self, field_name, args, kwargs):
        return ('[' + field_name + ']', field_name)
print(Fields().format('{a.b} {c[0]} {0}'))
print(string.Formatter().vformat('{0}-{k}', ('p',), {'k': 'q'}))
try:
    string.Formatter().vformat('{0}', (), {})
except Exception as e:
    print(type(e).__name__, e)
try:
    string.Formatter().format()
except Exception as e:
    print(type(e).__name__, e)
