classes = [BlockingIOError, ChildProcessError, ConnectionError, BrokenPipeError, ConnectionAbortedError,
           ConnectionRefusedError, ConnectionResetError, FileExistsError, FileNotFoundError,
           InterruptedError, IsADirectoryError, NotADirectoryError, PermissionError, ProcessLookupError,
           TimeoutError]
for c in classes:
    print(c.__name__, [b.__name__ for b in classes if b is not c and issubclass(c, b)], issubclass(c, OSError), issubclass(c, Exception))
for args in [('plain',), (2, 'No such file'), ()]:
    for c in (FileNotFoundError, TimeoutError, ConnectionResetError):
        e = c(*args)
        print(c.__name__, repr(e), str(e), e.errno, e.strerror, e.filename, e.args)
try:
    raise TimeoutError('tool timed out')
except OSError as e:
    print('caught as OSError:', type(e).__name__, e)
try:
    raise ConnectionRefusedError(111, 'Connection refused')
except ConnectionError as e:
    print('caught as ConnectionError:', e, e.errno)
class MyTimeout(TimeoutError):
    pass
try:
    raise MyTimeout('mine')
except TimeoutError as e:
    print(type(e).__name__, e, isinstance(e, OSError))
