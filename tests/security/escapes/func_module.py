# technique: f.__module__ then sys.modules[...] to reach the module's namespace
# source: simpleeval issue #15 (func_globals / __globals__ of a reachable function)
# expect-error: ModuleNotFoundError: No module named 'sys'
# expect: __main__
def f():
    pass
print(f.__module__)
import sys
sys.modules[f.__module__].__dict__
