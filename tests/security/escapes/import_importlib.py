# technique: import importlib
# source: pyjail write-ups: import of os/sys/subprocess/ctypes under every spelling
# expect-error: ModuleNotFoundError: No module named 'importlib'
import importlib
