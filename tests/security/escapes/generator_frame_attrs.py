# technique: every frame-ish attribute of a paused generator and of a generator expression
# source: simpleeval issue #138; CPython's gi_frame / gi_code / gi_yieldfrom / gi_running
# expect: gi_frame AttributeError
# expect: gi_code AttributeError
# expect: gi_yieldfrom AttributeError
# expect: f_locals AttributeError
# expect: __code__ AttributeError
# expect: gi_frame AttributeError
# expect: gi_code AttributeError
# expect: gi_yieldfrom AttributeError
# expect: f_locals AttributeError
# expect: __code__ AttributeError
def g():
    x = yield 1
for it in (g(), (x for x in [1])):
    next(it)
    for name in ('gi_frame', 'gi_code', 'gi_yieldfrom', 'f_locals', '__code__'):
        try:
            getattr(it, name)
            print(name, 'REACHED')
        except AttributeError:
            print(name, 'AttributeError')
