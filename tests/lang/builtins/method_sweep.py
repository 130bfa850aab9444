# A sweep of the core types' methods with odd arguments (None, negative and
# huge numbers, wrong types, too many arguments): results and error texts
# must be CPython's. bytes and set are left out: see docs/language.md.
samples = {
    'str': lambda: 'Hello, World  ab',
    'list': lambda: [3, 1, 2, 1],
    'dict': lambda: {'a': 1, 'b': 2},
    'int': lambda: 42,
    'float': lambda: 2.5,
    'tuple': lambda: (3, 1, 2, 1),
}
METHODS = {'str': ['capitalize', 'casefold', 'center', 'count', 'encode', 'endswith', 'expandtabs', 'find', 'format', 'format_map', 'index', 'isalnum', 'isalpha', 'isascii', 'isdecimal', 'isdigit', 'isidentifier', 'islower', 'isnumeric', 'isprintable', 'isspace', 'istitle', 'isupper', 'join', 'ljust', 'lower', 'lstrip', 'maketrans', 'partition', 'removeprefix', 'removesuffix', 'replace', 'rfind', 'rindex', 'rjust', 'rpartition', 'rsplit', 'rstrip', 'split', 'splitlines', 'startswith', 'strip', 'swapcase', 'title', 'translate', 'upper', 'zfill'], 'bytes': ['capitalize', 'center', 'count', 'decode', 'endswith', 'expandtabs', 'find', 'fromhex', 'hex', 'index', 'isalnum', 'isalpha', 'isascii', 'isdigit', 'islower', 'isspace', 'istitle', 'isupper', 'join', 'ljust', 'lower', 'lstrip', 'maketrans', 'partition', 'removeprefix', 'removesuffix', 'replace', 'rfind', 'rindex', 'rjust', 'rpartition', 'rsplit', 'rstrip', 'split', 'splitlines', 'startswith', 'strip', 'swapcase', 'title', 'translate', 'upper', 'zfill'], 'list': ['append', 'clear', 'copy', 'count', 'extend', 'index', 'insert', 'pop', 'remove', 'reverse', 'sort'], 'dict': ['clear', 'copy', 'fromkeys', 'get', 'items', 'keys', 'pop', 'popitem', 'setdefault', 'update', 'values'], 'set': ['add', 'clear', 'copy', 'difference', 'difference_update', 'discard', 'intersection', 'intersection_update', 'isdisjoint', 'issubset', 'issuperset', 'pop', 'remove', 'symmetric_difference', 'symmetric_difference_update', 'union', 'update'], 'frozenset': ['copy', 'difference', 'intersection', 'isdisjoint', 'issubset', 'issuperset', 'symmetric_difference', 'union'], 'int': ['as_integer_ratio', 'bit_count', 'bit_length', 'conjugate', 'from_bytes', 'to_bytes'], 'float': ['as_integer_ratio', 'conjugate', 'fromhex', 'hex', 'is_integer'], 'tuple': ['count', 'index']}
argsets = [(), (None,), (-1,), (-100,), (10**20,), (2**63,), ('a',), ('l',), (b'l',), (1, 2), (-1, -2), ([],), ('a', None), (0, 10**30), ('', ''), (1.5,), ('l', 'L', -1), ((), ())]
for tn, mk in samples.items():
    for m in METHODS[tn]:
        for a in argsets:
            o = mk()
            try:
                r = getattr(o, m)(*a)
                s = repr(r)
                if isinstance(r, (set, frozenset)):
                    s = 'set' + repr(sorted(r, key=repr))
                print(tn, m, a, '->', s, repr(o) if not isinstance(o, (set, frozenset)) else sorted(o))
            except Exception as e:
                print(tn, m, a, '!!', type(e).__name__, e)
