# technique: walking tb_next / tb_frame.f_back
# source: 'Sandboxing Untrusted Python' (2025): e.__traceback__.tb_frame.f_globals['__builtins__']
# expect-error: AttributeError: 'NoneType' object has no attribute 'tb_next'
try:
    [][1]
except IndexError as e:
    tb = e.__traceback__
    print(tb)
    tb.tb_next.tb_frame.f_back
