# technique: an exception raised inside a generator; its traceback's tb_frame.f_back walks to the caller's frames
# source: frame walking through tracebacks (common sandbox escape, e.g. CTF pyjail write-ups)
# expect-error: AttributeError: 'NoneType' object has no attribute 'tb_frame'
def g():
    yield 1
    raise ValueError('x')
it = g()
next(it)
try:
    next(it)
except ValueError as e:
    tb = e.__traceback__
    tb.tb_frame.f_back.f_globals
