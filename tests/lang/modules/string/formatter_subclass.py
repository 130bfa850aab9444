from string import Formatter
class Default(Formatter):
    def get_value(self, key, args, kwargs):
        if isinstance(key, str):
            return kwargs.get(key, "<" + key + ">")
        return Formatter.get_value(self, key, args, kwargs)
print(Default().format("{a} {b} {0}", 1, a="A"))
class Strict(Formatter):
    def check_unused_args(self, used_args, args, kwargs):
        unused = set(kwargs) - used_args
        if unused:
            raise ValueError("unused: " + ",".join(sorted(unused)))
try:
    Strict().format("{a}", a=1, b=2, c=3)
except ValueError as e:
    print(type(e).__name__, e)
class Upper(Formatter):
    def format_field(self, value, spec):
        return format(value, spec).upper()
    def convert_field(self, value, conversion):
        if conversion == 'u':
            return str(value) + "!"
        return super().convert_field(value, conversion)
print(Upper().format("{0} {1:x} {0!u}", "hey", 255))
class Used(Formatter):
    def check_unused_args(self, used, args, kwargs):
        print("used", sorted(map(str, used)))
Used().format("{0}{x}{y.real}", 1, x=2, y=3)
print(Formatter().get_field("0[1]", ([5, 6],), {}))
print(Formatter().get_value(0, (7,), {}), Formatter().get_value("k", (), {"k": 8}))
print(Formatter().convert_field(3, None), Formatter().convert_field("x", "r"))
