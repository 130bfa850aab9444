# technique: __context__/__cause__ lead only to other exceptions
# source: 'Sandboxing Untrusted Python' (2025): e.__traceback__.tb_frame.f_globals['__builtins__']
# expect-error: AttributeError: 'NoneType' object has no attribute 'tb_frame'
try:
    try:
        1 / 0
    except Exception as a:
        raise ValueError('b') from a
except ValueError as e:
    print(type(e.__cause__).__name__, e.__context__ is e.__cause__, e.__suppress_context__)
    e.__cause__.__traceback__.tb_frame
