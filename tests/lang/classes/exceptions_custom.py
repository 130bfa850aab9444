class AppError(Exception):
    pass
class NotFound(AppError):
    def __init__(self, key):
        super().__init__(f'{key!r} not found')
        self.key = key
class Retry(AppError):
    def __init__(self, msg, attempts):
        super().__init__(msg, attempts)
        self.attempts = attempts
for exc in [AppError(), AppError('x'), AppError('a', 1), NotFound('k'), Retry('again', 3)]:
    print(repr(exc), str(exc), exc.args)
try:
    raise NotFound('user')
except AppError as e:
    print('caught', type(e).__name__, e, e.key, isinstance(e, Exception))
try:
    try:
        raise NotFound(1)
    except NotFound as e:
        raise Retry('r', 2) from e
except Retry as e:
    print(type(e.__cause__).__name__, e.__cause__)
class WithStr(ValueError):
    def __str__(self):
        return 'custom str'
try:
    raise WithStr('ignored')
except ValueError as e:
    print(e, repr(e), e.args)
class KE(KeyError):
    pass
print(str(KE('k')), str(KeyError('k')))
class MyLookup(LookupError): pass
try:
    raise MyLookup
except LookupError as e:
    print('lookup', repr(e))
print(issubclass(NotFound, Exception), issubclass(NotFound, BaseException), NotFound.__mro__ if False else 'mro hidden')
class Multi(ValueError, TypeError):
    pass
try:
    raise Multi('m')
except TypeError as e:
    print('as TypeError', e)
e = NotFound('z')
e.extra = 5
print(e.extra, e.key)
