# technique: setattr/delattr on shared objects
# source: classic restricted-exec escapes: rebinding attributes of builtins and types shared by every sandbox
# (CPython raises TypeError for types and AttributeError for the others; pysafe raises AttributeError for both,
# so the test asks only that every attempt is refused and nothing changes.)
# expect: refused
# expect: refused
# expect: refused
# expect: refused
# expect: refused
# expect: refused
# expect: refused
# expect: refused
# expect: refused
# expect: refused
# expect: len ABC 1
for target, name in [(len, '__name__'), (len, 'x'), (str, 'upper'), (1, 'real'), (print, '__call__')]:
    try:
        setattr(target, name, 'x')
        print('set', name)
    except (AttributeError, TypeError):
        print('refused')
    try:
        delattr(target, name)
        print('deleted', name)
    except (AttributeError, TypeError):
        print('refused')
print(len.__name__, 'abc'.upper(), (1).real)
