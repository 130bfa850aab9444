# technique: from math import a private or dunder name
# source: pyjail write-ups: import of os/sys/subprocess/ctypes under every spelling
# expect-error: ImportError: cannot import name '__loader__'
from math import __loader__
