# technique: an import inside a function body, run later
# source: pyjail write-ups: import of os/sys/subprocess/ctypes under every spelling
# expect-error: ModuleNotFoundError: No module named 'os'
def g():
    import os
    return os
g()
