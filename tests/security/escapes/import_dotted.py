# technique: import os.path
# source: pyjail write-ups: import of os/sys/subprocess/ctypes under every spelling
# expect-error: ModuleNotFoundError: 
import os.path
