# technique: from subprocess import Popen
# source: pyjail write-ups: import of os/sys/subprocess/ctypes under every spelling
# expect-error: ModuleNotFoundError: No module named 'subprocess'
from subprocess import Popen
