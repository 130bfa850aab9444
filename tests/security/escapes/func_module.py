# technique: f.__module__ then sys.modules[...] to reach the module's namespace
# source: simpleeval issue #15 (func_globals / __globals__ of a reachable function)
# expect-error: AttributeError: module 'sys' has no attribute 'modules'
# expect: __main__
def f():
    pass
print(f.__module__)
import sys
sys.modules[f.__module__].__dict__
