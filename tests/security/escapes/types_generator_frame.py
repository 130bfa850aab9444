# technique: types.GeneratorType instances' gi_frame / gi_code
# source: simpleeval issue #138 (generator gi_frame.f_globals['__builtins__'])
# expect-error: AttributeError: 'generator' object has no attribute 'gi_frame'
import types
def g():
    yield 1
x = g()
assert isinstance(x, types.GeneratorType)
x.gi_frame.f_globals
