# technique: e.with_traceback(tb) to attach or fetch a traceback object
# source: 'Sandboxing Untrusted Python' (2025): e.__traceback__.tb_frame.f_globals['__builtins__']
# expect-ok
# expect: True None None
try:
    raise ValueError('x')
except ValueError as e:
    e2 = e.with_traceback(None)
    print(e2 is e, e.__traceback__, e2.__traceback__)
