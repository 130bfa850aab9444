# technique: from posix import system
# source: pyjail write-ups: import of os/sys/subprocess/ctypes under every spelling
# expect-error: ModuleNotFoundError: No module named 'posix'
from posix import system
