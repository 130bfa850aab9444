import json
def g():
    try:
        raise ValueError('inside')
    except ValueError:
        yield 'in handler'
        raise
it = g()
print(next(it))
try:
    next(it)
except ValueError as e:
    print('reraised', e)

def ctx():
    try:
        raise KeyError('a')
    except KeyError as e:
        yield e
        try:
            raise TypeError('b')
        except TypeError as t:
            yield repr(t.__context__)
it = ctx()
print(repr(next(it)))
try:
    raise IndexError('caller')
except IndexError:
    print(next(it))

def stop_inside():
    yield 1
    next(iter([]))
try:
    print(list(stop_inside()))
except RuntimeError as e:
    print(type(e).__name__, e, type(e.__cause__).__name__, e.__suppress_context__)

def stop_caught():
    try:
        next(iter([]))
    except StopIteration:
        yield 'caught stop'
print(list(stop_caught()))

def raise_stop_value():
    yield 1
    raise StopIteration('v')
try:
    for x in raise_stop_value():
        print(x)
except RuntimeError as e:
    print(e, e.__cause__.args)

def gen_with_finally():
    try:
        yield 1
        return
    finally:
        print('finally ran')
for x in gen_with_finally():
    print('item', x)

def nested_try():
    for i in range(3):
        try:
            try:
                if i == 1:
                    raise ValueError(i)
                yield i
            finally:
                print('inner finally', i)
        except ValueError as e:
            yield 'caught %s' % e
print(list(nested_try()))

def loop_break():
    for i in range(10):
        if i == 3:
            break
        yield i
    else:
        yield 'no break'
    yield 'after loop'
print(list(loop_break()))

def uses_json():
    for s in ['1', '[2]', 'bad', '{"a": 3}']:
        try:
            yield json.loads(s)
        except json.JSONDecodeError as e:
            yield 'error: ' + e.msg
print(list(uses_json()))
