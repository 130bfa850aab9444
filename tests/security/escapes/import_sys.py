# technique: import sys as s
# source: pyjail write-ups: import of os/sys/subprocess/ctypes under every spelling
# expect-error: ModuleNotFoundError: No module named 'sys'
import sys as s
