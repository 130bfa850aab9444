# technique: sys.exc_info()[2] through import sys
# source: 'Sandboxing Untrusted Python' (2025): e.__traceback__.tb_frame.f_globals['__builtins__']
# expect-error: ModuleNotFoundError: No module named 'sys'
import sys
