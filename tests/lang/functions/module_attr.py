# __module__ of functions, methods and classes: '__main__' for the script's, the module's name for those
# defined in the sandbox's modules written in Python (C-implemented ones: docs/language.md)
import functools, collections, dataclasses, enum, contextlib, json, re, textwrap, string, copy, heapq, abc, typing, datetime, fractions, decimal, statistics, operator, itertools, math, random
def f(): pass
class C:
    def m(self): pass
    @classmethod
    def cm(cls): pass
    @staticmethod
    def sm(): pass
print(f.__module__, C.__module__, C.m.__module__, C().m.__module__, C.cm.__module__, C.sm.__module__, (lambda: 0).__module__)
def outer():
    def inner(): pass
    class Local: pass
    return inner, Local
i, L = outer()
print(i.__module__, L.__module__)
for name, obj in [
    ("functools.partial", functools.partial), ("functools.wraps", functools.wraps),
    ("functools.lru_cache", functools.lru_cache), ("functools.total_ordering", functools.total_ordering),
    ("collections.namedtuple", collections.namedtuple), ("collections.OrderedDict", collections.OrderedDict), ("collections.Counter", collections.Counter),
    ("collections.defaultdict", collections.defaultdict), ("collections.deque", collections.deque), ("collections.ChainMap", collections.ChainMap),
    ("Counter.most_common", collections.Counter.most_common),
    ("dataclasses.dataclass", dataclasses.dataclass), ("dataclasses.field", dataclasses.field), ("dataclasses.asdict", dataclasses.asdict),
    ("enum.Enum", enum.Enum), ("enum.auto", enum.auto), ("contextlib.contextmanager", contextlib.contextmanager), ("contextlib.suppress", contextlib.suppress),
    ("json.JSONDecodeError", json.JSONDecodeError), ("json.JSONEncoder", json.JSONEncoder),
    ("re.compile", re.compile), ("re.sub", re.sub), ("textwrap.dedent", textwrap.dedent), ("textwrap.TextWrapper", textwrap.TextWrapper),
    ("string.Template", string.Template), ("string.capwords", string.capwords), ("copy.deepcopy", copy.deepcopy), ("copy.copy", copy.copy),
    ("heapq.nlargest", heapq.nlargest), ("abc.ABC", abc.ABC), ("abc.abstractmethod", abc.abstractmethod),
    ("typing.NamedTuple", typing.NamedTuple), ("typing.cast", typing.cast),
    ("datetime.date", datetime.date), ("datetime.timedelta", datetime.timedelta),
    ("fractions.Fraction", fractions.Fraction), ("Fraction.limit_denominator", fractions.Fraction.limit_denominator),
    ("decimal.Decimal", decimal.Decimal), ("statistics.mean", statistics.mean), ("statistics.median", statistics.median),
    ("operator.itemgetter", operator.itemgetter), ("itertools.chain", itertools.chain),
    ("random.randint", random.randint), ("random.Random", random.Random), ("int", int),
    ("contextlib.ExitStack.enter_context", contextlib.ExitStack.enter_context),
]:
    try:
        print(name, obj.__module__)
    except AttributeError as e:
        print(name, "AttributeError", e)

# assignable, deletable (None), read back through bound methods
def g(): pass
g.__module__ = "somewhere"
print(g.__module__)
del g.__module__
print(g.__module__)
g.__module__ = 42
print(g.__module__)
print(C().m.__module__ == C.m.__module__, textwrap.TextWrapper().wrap.__module__)
@functools.wraps(textwrap.dedent)
def wrapper(*a, **k):
    pass
print(wrapper.__module__, wrapper.__name__, wrapper.__qualname__)
@functools.lru_cache
def cached(x):
    return x
print(cached.__module__, cached.__wrapped__.__module__)
