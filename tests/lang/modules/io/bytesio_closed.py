import io
b = io.BytesIO(b'data')
b.close()
print(b.closed)
for name, args in [('read', ()), ('read1', ()), ('readline', ()), ('readlines', ()), ('write', (b'x',)),
                   ('writelines', ([b'x'],)), ('seek', (0,)), ('tell', ()), ('truncate', ()), ('getvalue', ()),
                   ('readable', ()), ('writable', ()), ('seekable', ()), ('isatty', ()), ('flush', ()),
                   ('__iter__', ()), ('__next__', ()), ('__enter__', ())]:
    try:
        r = getattr(b, name)(*args)
        print(name, 'ok', r if not hasattr(r, 'read') else type(r).__name__)
    except Exception as e:
        print(name, type(e).__name__, e)
print(b.close(), b.closed)
