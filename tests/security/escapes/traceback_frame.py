# technique: e.__traceback__.tb_frame.f_globals
# source: 'Sandboxing Untrusted Python' (2025): e.__traceback__.tb_frame.f_globals['__builtins__']
# expect-error: AttributeError: 'NoneType' object has no attribute 'tb_frame'
try:
    1 / 0
except Exception as e:
    e.__traceback__.tb_frame.f_globals
