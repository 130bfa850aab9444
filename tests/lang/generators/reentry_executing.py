# re-entry of a running generator: ValueError "generator already executing" via next, send, throw, close
def g1():
    yield next(me)
me = g1()
try:
    next(me)
except ValueError as e:
    print(type(e).__name__, e)
print(list(me))

def g2():
    yield me2.send(None)
me2 = g2()
try:
    next(me2)
except ValueError as e:
    print(type(e).__name__, e)

def g3():
    try:
        me3.throw(KeyError)
    except ValueError as e:
        yield ("inner", type(e).__name__, str(e))
me3 = g3()
print(next(me3))

def g4():
    try:
        me4.close()
    except ValueError as e:
        yield ("close", str(e))
me4 = g4()
print(next(me4))

def outer():
    yield from inner_gen
def inner():
    yield next(o)
o = outer()
inner_gen = inner()
try:
    next(o)
except ValueError as e:
    print(type(e).__name__, e)

def gen_list():
    yield list(me5)
me5 = gen_list()
try:
    next(me5)
except ValueError as e:
    print(type(e).__name__, e)
