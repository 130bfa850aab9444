# A generator's handled exception when its resumer handles the very same exception object
def h():
    try:
        yield 1
    except KeyError:
        yield 2
        raise

err = KeyError('k')
it = h(); next(it)
try:
    raise err
except KeyError as e:
    print(it.throw(e))
try:
    next(it)
except KeyError as z:
    print('bare raise after resume outside the handler:', repr(z))

def h2():
    try:
        yield 1
    except KeyError:
        x = yield 2
        print('resumed', x)
        raise
it = h2(); next(it)
try:
    raise err
except KeyError as e:
    print(it.throw(e))
    try:
        it.send(5)
    except KeyError as z:
        print('bare raise inside the same handler:', repr(z), z is e)

# the generator leaves its handler while resumed by a caller handling another exception
def h3():
    try:
        yield 1
    except ValueError:
        yield 2
    yield 'after'
    try:
        raise TypeError('t')
    except TypeError as t:
        print('context', repr(t.__context__))
    yield 'end'

it = h3(); next(it)
v = ValueError('v')
try:
    raise v
except ValueError as e:
    print(it.throw(e))
try:
    raise IndexError('i')
except IndexError:
    print(next(it))
    print(next(it))
print(next(it, 'done'))

# nested handlers inside the generator, the outer one the same object as the caller's
def h4():
    try:
        yield 1
    except KeyError:
        try:
            yield 2
        except ValueError:
            yield 3
        yield 4
        raise
it = h4(); next(it)
try:
    raise err
except KeyError as e:
    print(it.throw(e), it.throw(ValueError('inner')), next(it))
try:
    next(it)
except KeyError as z:
    print('outer reraised', repr(z))

# a raise with no handler anywhere
def h5():
    yield 1
    raise
it = h5(); next(it)
try:
    next(it)
except RuntimeError as e:
    print(type(e).__name__, e)
