# technique: a coroutine's cr_frame.f_globals, as a generator's gi_frame
# source: simpleeval issue #138 (generator gi_frame.f_globals['__builtins__']), applied to coroutines
# expect-error: AttributeError: 'coroutine' object has no attribute 'cr_frame'
async def c():
    return 1
co = c()
co.cr_frame.f_globals
