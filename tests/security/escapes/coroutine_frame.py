# technique: coroutine cr_frame
# source: simpleeval issue #138 (generator gi_frame.f_globals['__builtins__'])
# needs: async def
# expect-error: AttributeError: 'coroutine' object has no attribute 'cr_frame'
async def c():
    return 1
c().cr_frame
