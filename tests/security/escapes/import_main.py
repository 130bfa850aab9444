# technique: import __main__
# source: pyjail write-ups: import of os/sys/subprocess/ctypes under every spelling
# expect-error: ModuleNotFoundError: No module named '__main__'
import __main__
