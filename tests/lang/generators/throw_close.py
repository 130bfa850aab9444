def g():
    try:
        yield 1
        yield 2
    except KeyError as e:
        print('got', repr(e))
        yield 'recovered'
    finally:
        print('cleanup')

it = g()
print(next(it))
print(it.throw(KeyError('k')))
try:
    next(it)
except StopIteration:
    print('stopped')

it = g()
print(next(it))
try:
    it.throw(ValueError, 'v')
except ValueError as e:
    print('propagated', e)
print(list(it))

it = g()
try:
    it.throw(TypeError('fresh'))
except TypeError as e:
    print('unstarted', e)
print(list(it))

def ignores():
    for _ in range(2):
        try:
            yield 1
        except GeneratorExit:
            print('ignoring')
ig = ignores()
next(ig)
try:
    ig.close()
except RuntimeError as e:
    print(type(e).__name__, e)
print(list(ig))

def closes():
    try:
        yield 1
    except GeneratorExit:
        print('exit seen')
        raise
it = closes()
next(it)
print(it.close())
print(it.close())
it = closes()
print(it.close())

def returns_on_close():
    try:
        yield 1
    finally:
        return 'x'
it = returns_on_close()
next(it)
print(it.close())

def raises_on_close():
    try:
        yield 1
    finally:
        raise ValueError('in finally')
it = raises_on_close()
next(it)
try:
    it.close()
except ValueError as e:
    print('close raised', e)

for bad in (1, 'x', None):
    try:
        g().throw(bad)
    except TypeError as e:
        print(type(e).__name__, e)
it = g()
next(it)
try:
    it.throw(ValueError('a'), 'b')
except TypeError as e:
    print(type(e).__name__, e)
try:
    it.throw(ValueError, ValueError('inst'))
except ValueError as e:
    print('inst', e)
it = g()
next(it)
try:
    it.throw(KeyError, ('a', 'b'))
except Exception as e:
    print(type(e).__name__, e)
print(next(it, 'end'))
