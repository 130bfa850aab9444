class EnterFails:
    def __enter__(self):
        raise RuntimeError('enter failed')
    def __exit__(self, *a):
        print('exit should not run')
try:
    with EnterFails():
        print('not here')
except RuntimeError as e:
    print(type(e).__name__, e)

class ExitRaises:
    def __enter__(self):
        return self
    def __exit__(self, t, v, tb):
        raise KeyError('from exit')
try:
    with ExitRaises():
        raise ValueError('body')
except KeyError as e:
    print('exit error', repr(e), 'context:', repr(e.__context__))
try:
    with ExitRaises():
        pass
except KeyError as e:
    print('exit error on clean exit', repr(e), e.__context__)

class A:
    def __enter__(self): return 1
class B:
    def __exit__(self, *a): pass
for o in (1, A(), B(), None, 'str', [1]):
    try:
        with o:
            pass
    except TypeError as e:
        print(type(e).__name__, e)

class Truthy:
    def __init__(self, r):
        self.r = r
    def __enter__(self):
        return self
    def __exit__(self, *a):
        return self.r
for r in (0, 1, '', 'x', [], [0], None):
    try:
        with Truthy(r):
            raise IndexError(r)
        print('suppressed by', repr(r))
    except IndexError as e:
        print('not suppressed by', repr(r))

class BadBool:
    def __bool__(self):
        raise ZeroDivisionError('bool')
class ExitBadBool:
    def __enter__(self): return self
    def __exit__(self, *a): return BadBool()
try:
    with ExitBadBool():
        raise ValueError
except ZeroDivisionError as e:
    print('bool failed', e)

class Log:
    def __init__(self, n, log):
        self.n, self.log = n, log
    def __enter__(self):
        self.log.append('enter %d' % self.n)
        return self.n
    def __exit__(self, t, v, tb):
        self.log.append('exit %d %s' % (self.n, t.__name__ if t else None))
log = []
try:
    with Log(1, log) as a, Log(2, log) as b:
        log.append('body %d %d' % (a, b))
        raise OSError('x')
except OSError:
    log.append('caught')
print(log)

def gen():
    with Log(9, log):
        yield 1
        yield 2
log.clear()
print(list(gen()), log)
try:
    with Log(3, log):
        try:
            raise ValueError('inner')
        finally:
            log.append('finally')
except ValueError:
    pass
print(log)
class ExcInfoInExit:
    def __enter__(self):
        return self
    def __exit__(self, t, v, tb):
        try:
            raise TypeError('inside exit')
        except TypeError as e:
            print('context in exit:', repr(e.__context__))
        return True
with ExcInfoInExit():
    raise NameError('outer')
print('done')
