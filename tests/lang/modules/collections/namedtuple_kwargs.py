from collections import namedtuple

Config = namedtuple('Config', 'host port debug', defaults=(8080, False))
raw = {'host': 'localhost', 'debug': True}
c = Config(**raw)
print(c)
print(Config(**{'host': 'h', 'port': 1, 'debug': 0}))
try:
    Config(**{'host': 'h', 'extra': 1})
except TypeError as e:
    print(type(e).__name__, e)
try:
    Config(**{'port': 1})
except TypeError as e:
    print(type(e).__name__, e)
print(c._replace(**{'port': 9000}))
print(Config._make(['a', 1, True])._asdict())
