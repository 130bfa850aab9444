# Argument counts and keywords of bytearray's methods (its table entries,
# checked in one place), through obj.m(...), a bound method object and
# the type's descriptor; the descriptors' own errors and names.
def t(label, f):
    try:
        print(label, repr(f()))
    except Exception as e:
        print(label, type(e).__name__, e)


ba = bytearray(b'abc')
calls = {
    'append': [(), (1, 2)], 'extend': [(), (b'a', b'b')], 'insert': [(), (1,), (1, 2, 3)],
    'pop': [(1, 2)], 'remove': [(), (1, 2)], 'clear': [(1,)], 'copy': [(1,)], 'reverse': [(1,)],
    'upper': [(1,)], 'isdigit': [(1,)], 'find': [(), (1, 2, 3, 4)], 'count': [()], 'startswith': [()],
    'strip': [(1, 2)], 'replace': [(b'a',), (1, 2, 3, 4)], 'join': [(), (1, 2)], 'partition': [()],
    'ljust': [(), (1, 2, 3)], 'zfill': [()], 'removeprefix': [()], 'fromhex': [(), ('a', 'b')],
    'maketrans': [(b'a',)], 'translate': [()], 'decode': [('a', 'b', 'c')], 'hex': [(1, 2, 3)],
    'split': [(1, 2, 3)], 'splitlines': [(1, 2)], 'expandtabs': [(1, 2)],
}
for name, arglists in calls.items():
    for args in arglists:
        t('%s%r' % (name, args), lambda: getattr(ba, name)(*args))
        bound = getattr(ba, name)
        t('bound %s%r' % (name, args), lambda: bound(*args))
for name, kw in [('append', {'x': 1}), ('pop', {'index': 0}), ('insert', {'index': 0, 'item': 1}),
                 ('find', {'sub': b'a'}), ('upper', {'x': 1}), ('strip', {'bytes': b'a'}),
                 ('split', {'sep': b'b', 'maxsplit': 1}), ('split', {'bogus': 1}), ('decode', {'encoding': 'ascii'}),
                 ('decode', {'bogus': 1}), ('hex', {'sep': ':'}), ('hex', {'bogus': 1}),
                 ('splitlines', {'keepends': True}), ('expandtabs', {'tabsize': 2}), ('replace', {'count': 1}),
                 ('extend', {'iterable_of_ints': b'x'})]:
    t('%s kw %r' % (name, kw), lambda: getattr(bytearray(b'abc'), name)(**kw))
    bound = getattr(bytearray(b'abc'), name)
    t('bound %s kw %r' % (name, kw), lambda: bound(**kw))
t('descr append', lambda: (lambda b: (bytearray.append(b, 100), b))(bytearray(b'x')))
t('descr upper', lambda: bytearray.upper(bytearray(b'x')))
t('descr on bytes', lambda: bytearray.upper(b'x'))
t('descr append on bytes', lambda: bytearray.append(b'x', 1))
t('bytes descr on ba', lambda: bytes.upper(bytearray(b'x')))
t('descr no self', lambda: bytearray.append())
t('descr count', lambda: bytearray.count(bytearray(b'aa'), b'a'))
print(bytearray.append.__name__, bytearray.append.__qualname__, ba.append.__name__, ba.append.__qualname__)
print(bytearray.upper.__qualname__, ba.find.__qualname__, bytearray.fromhex.__qualname__, ba.hex.__name__)
print(type(ba.append).__name__, type(bytearray.append).__name__, type(bytearray.fromhex).__name__)
print(ba.append == ba.append, bytearray.append == bytearray.append, ba.append == bytearray(b'abc').append)
for name in ['append', 'extend', 'insert', 'pop', 'remove', 'clear', 'copy', 'reverse', 'find', 'upper', 'hex',
             'fromhex', 'maketrans', 'decode', 'isascii', 'removesuffix']:
    print(name, hasattr(ba, name), hasattr(bytearray, name), hasattr(b'', name))
t('missing attr', lambda: ba.sort)
t('missing attr 2', lambda: ba.format)
t('set attr', lambda: setattr(ba, 'x', 1))
t('set method', lambda: setattr(ba, 'append', 1))
t('getattr', lambda: getattr(ba, 'upper')())
