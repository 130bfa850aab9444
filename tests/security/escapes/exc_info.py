# technique: sys.exc_info()[2] through import sys
# source: 'Sandboxing Untrusted Python' (2025): e.__traceback__.tb_frame.f_globals['__builtins__']
# expect-error: AttributeError: module 'sys' has no attribute 'exc_info'
import sys
try:
    1 / 0
except ZeroDivisionError:
    sys.exc_info()[2].tb_frame.f_globals['__builtins__']
