try:
    pass
except* ValueError:
    pass

try:
    x = 1
except *(TypeError, KeyError) as eg:
    y = eg
except* OSError as e:
    pass
else:
    z = 2
finally:
    w = 3

try: a()
except*E: b()
except* E2 as e2: c()
finally: d()

def f():
    try:
        yield 1
    except* (A, B) as g:
        for x in g.exceptions:
            if x: break
            continue
        def inner():
            return 1
        try:
            pass
        except ValueError:
            pass

async def h():
    try:
        await g()
    except* ValueError as eg:
        async with m:
            pass
