# The words of a method's argument errors depend on how it is reached, as in
# CPython: obj.m(...) names the type that defines the method, a method
# object (getattr, f = obj.m) names type(obj), and a METH_VARARGS method's
# keyword error through a method object only its bare name.
def t(label, f):
    try:
        print(label, repr(f()))
    except TypeError as e:
        print(label, 'TypeError:', e)

t('direct bool', lambda: True.bit_length(1))
t('bound bool', lambda: getattr(True, 'bit_length')(1))
m = True.bit_length
t('saved bool', lambda: m(1))
t('unbound bool', lambda: bool.bit_length())
t('descr int on bool', lambda: bool.bit_length(5))
t('descr on str', lambda: int.bit_length('x'))
t('direct exc', lambda: ValueError().with_traceback())
t('bound exc', lambda: getattr(KeyError(), 'with_traceback')(1, 2))
t('direct kw', lambda: [].append(1, bogus=2))
t('bound kw', lambda: getattr([], 'append')(1, bogus=2))
t('varargs direct', lambda: 'abc'.find('b', bogus=1))
t('varargs bound', lambda: getattr('abc', 'find')('b', bogus=1))
t('varargs count', lambda: 'abc'.find())
t('set varargs bound', lambda: getattr({1}, 'union')({2}, bogus=1))
t('set varargs direct', lambda: {1}.union({2}, bogus=1))
t('fast count', lambda: [].pop(1, 2))
t('fast kw', lambda: {}.get('a', bogus=1))
t('fast ok', lambda: {'a': 1}.get('a'))
t('classmethod', lambda: dict.fromkeys('ab', 0, 1))
t('classmethod inst', lambda: {}.fromkeys())
t('classmethod kw', lambda: dict.fromkeys('ab', bogus=1))
t('kw method missing', lambda: int.from_bytes(bogus=1))
t('kw method unknown', lambda: 'a b'.split(bogus=1))
t('kw method twice', lambda: (5).to_bytes(2, length=3))
t('kw ok', lambda: 'a,b'.split(sep=','))
t('empty kw', lambda: [1].pop(**{}))
t('star args', lambda: [].append(*[1, 2]))
t('many union', lambda: len(set().union(*[{i} for i in range(300)])))
t('proxy', lambda: {}.keys().mapping.get())
t('proxy kw', lambda: {}.keys().mapping.keys(bogus=1))
