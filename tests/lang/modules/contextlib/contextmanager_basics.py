from contextlib import contextmanager, suppress, nullcontext, closing, ExitStack, redirect_stdout

@contextmanager
def tag(name):
    print(f'<{name}>')
    try:
        yield name.upper()
    finally:
        print(f'</{name}>')

with tag('h1') as t:
    print('inside', t)
try:
    with tag('err'):
        raise ValueError('boom')
except ValueError as e:
    print('propagated', e)

@contextmanager
def swallow():
    try:
        yield
    except KeyError as e:
        print('swallowed', repr(e))

with swallow():
    raise KeyError('k')
print('after swallow')

@contextmanager
def no_yield():
    if False:
        yield
try:
    with no_yield():
        pass
except RuntimeError as e:
    print(type(e).__name__, e)

@contextmanager
def two_yields():
    yield 1
    yield 2
try:
    with two_yields():
        pass
except RuntimeError as e:
    print(type(e).__name__, e)

@contextmanager
def reraises_other():
    try:
        yield
    except ZeroDivisionError:
        raise ValueError('converted')
try:
    with reraises_other():
        1 / 0
except ValueError as e:
    print('converted', e, type(e.__context__).__name__)

@contextmanager
def ignores_throw():
    try:
        yield
    except Exception:
        pass
    yield
try:
    with ignores_throw():
        raise TypeError('t')
except RuntimeError as e:
    print(type(e).__name__, e)

with suppress(KeyError, IndexError):
    {}['missing']
print('suppressed')
try:
    with suppress(KeyError):
        [][1]
except IndexError as e:
    print('not suppressed', e)
with nullcontext(42) as v:
    print('null', v)
with nullcontext() as v:
    print('null none', v)

class Res:
    def close(self):
        print('closed')
with closing(Res()) as r:
    print('using', type(r).__name__)

with ExitStack() as stack:
    for n in ('a', 'b', 'c'):
        print('entered', stack.enter_context(tag(n)))
    stack.callback(print, 'callback ran', 1)
    print('in stack')

class Sink:
    def __init__(self):
        self.parts = []
    def write(self, s):
        self.parts.append(s)
        return len(s)
sink = Sink()
with redirect_stdout(sink) as got:
    print('captured', 1, 2)
    print('second', end='!')
print('after redirect', got is sink, sink.parts)

@tag('deco')
def decorated(x):
    print('decorated body', x)
    return x * 2
print(decorated(3))

@contextmanager
def gives_value():
    yield {'k': 1}
with gives_value() as d:
    d['k'] += 1
    print(d)
print(tag.__name__, tag('x').__class__.__name__)
