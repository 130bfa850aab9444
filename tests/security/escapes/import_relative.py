# technique: from . import os (relative import)
# source: pyjail write-ups: import of os/sys/subprocess/ctypes under every spelling
# expect-error: SyntaxError: 
from . import os
