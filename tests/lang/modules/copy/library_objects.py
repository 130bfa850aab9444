# copy and deepcopy of the library's objects: datetimes (their __reduce__), Fraction, re objects and enum members (themselves), collections, partial, NormalDist, exceptions
import copy, datetime, re, fractions, types, enum, collections, functools, itertools, operator, statistics
class Color(enum.Enum):
    RED = 1
objs = [datetime.date(2024, 1, 2), datetime.datetime(2024, 1, 2, 3, 4, 5, 6, datetime.timezone.utc), datetime.timedelta(1, 2, 3),
        datetime.time(1, 2), datetime.timezone(datetime.timedelta(hours=2), 'X'), fractions.Fraction(1, 3), re.compile('a+'),
        types.SimpleNamespace(a=[1]), Color.RED, collections.Counter('aab'), collections.OrderedDict(a=1),
        collections.defaultdict(int, a=1), collections.ChainMap({1: 2}), functools.partial(max, 1),
        statistics.NormalDist(1, 2), collections.namedtuple('P', 'x')(1), re.match('a', 'a'), {}.keys(), {1}, frozenset([1]),
        b'x', 3.5, None, NotImplemented, Ellipsis, slice(1, 2), range(3), ValueError('v'), [].append, len, type]
for o in objs:
    for f in (copy.copy, copy.deepcopy):
        try:
            r = f(o)
            print(f.__name__, type(o).__name__, type(r).__name__, r == o, r is o)
        except Exception as e:
            print(f.__name__, type(o).__name__, type(e).__name__, e)
