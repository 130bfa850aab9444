# __module__ of built-in and module types: 'builtins', the module of a module's type; ExitStack.enter_context's error names it
import re, functools, collections, json, datetime
for t in [int, str, list, dict, type, object, BaseException, KeyError, type(None), type(re.compile('a')), type(re.match('a', 'a')), functools.partial, collections.deque, collections.OrderedDict, range, type(iter([])), type(print), datetime.date]:
    print(t.__name__, t.__module__)
from contextlib import ExitStack
try:
    ExitStack().enter_context(5)
except TypeError as e:
    print(e)
class C: pass
print(C.__module__)
