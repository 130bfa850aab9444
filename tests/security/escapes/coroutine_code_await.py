# technique: the code and awaited object of a coroutine (cr_code, cr_await, cr_origin) and the async generator's (ag_frame, ag_code, ag_await)
# source: CPython's coroutine attributes (PEP 492), the frame walk of simpleeval issue #138
# expect: cr_code AttributeError
# expect: cr_await AttributeError
# expect: cr_origin AttributeError
# expect: ag_frame AttributeError
# expect: ag_code AttributeError
# expect: ag_await AttributeError
# expect: gi_frame AttributeError
async def c():
    return 1
async def ag():
    yield 1
co = c()
a = ag()
w = co.__await__()
for obj, name in [(co, "cr_code"), (co, "cr_await"), (co, "cr_origin"), (a, "ag_frame"), (a, "ag_code"), (a, "ag_await"), (w, "gi_frame")]:
    try:
        getattr(obj, name)
        print(name, "reachable")
    except AttributeError:
        print(name, "AttributeError")
co.close()
