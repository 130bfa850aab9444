# bytearray's repr (CPython escapes ' even inside "..."), str, len, truth,
# type name, isinstance, and what it is not (bytes, hashable).
def t(label, f):
    try:
        print(label, repr(f()))
    except Exception as e:
        print(label, type(e).__name__, e)


for b in [b'', b'abc', b"a'b", b'a"b', b'a\'b"c', b'\\', b'\x00\x7f\x80\xff', b'\n\r\t', b'"', b"'"]:
    ba = bytearray(b)
    print(repr(ba), str(ba), len(ba), bool(ba))
print(bytearray(range(32)))
print(bytearray(range(120, 140)))
print(f'{bytearray(b"x")}', f'{bytearray(b"x")!r}', '%s|%r' % (bytearray(b'y'), bytearray(b'z')))
print(format(bytearray(b'q')), format(bytearray(b'q'), ''))
t('format spec', lambda: format(bytearray(b'q'), 'x'))
print([bytearray(b'a'), (bytearray(), 1)], {'k': bytearray(b'v')})
print(type(bytearray()).__name__, type(bytearray()).__qualname__, bytearray.__name__)
print(bytearray, type(bytearray()), repr(bytearray))
print(bytearray(b'a').__class__ is bytearray, type(bytearray(b'a')) is bytes)
print(isinstance(bytearray(), bytearray), isinstance(bytearray(), bytes), isinstance(b'', bytearray))
print(isinstance(bytearray(), (bytes, bytearray)), issubclass(bytearray, bytes), issubclass(bytearray, object))
print(type(iter(bytearray())).__name__)
t('hash', lambda: hash(bytearray(b'a')))
t('hash empty', lambda: hash(bytearray()))
t('set member', lambda: {bytearray(b'a')})
t('dict key', lambda: {bytearray(b'a'): 1})
t('in set', lambda: bytearray(b'a') in {b'a'})
t('in dict', lambda: bytearray(b'a') in {b'a': 1})
t('__hash__', lambda: bytearray.__hash__)
print(bytearray(b'abc').__len__(), bytearray(b'abc').__getitem__(1), bytearray(b'abc').__contains__(99))
print(bytearray(b'abc').__eq__(b'abc'), bytearray(b'abc').__ne__(bytearray(b'abc')), bytearray(b'a').__lt__(b'b'))
print(bytearray(b'ab').__add__(b'c'), bytearray(b'ab').__mul__(2), bytearray(b'ab').__rmul__(2))
print(bytearray(b'ab').__repr__(), bytearray(b'ab').__str__())
ba = bytearray(b'abc')
ba.__setitem__(0, 65)
ba.__delitem__(2)
print(ba, ba.__iter__().__next__())
