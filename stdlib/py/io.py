"""io: the in-memory streams StringIO and BytesIO, as CPython 3.11's _io
behaves (newline handling, positions past the end, closed-file errors).
There are no files in the sandbox: open() and the file classes are out."""

__all__ = ["StringIO", "BytesIO", "UnsupportedOperation", "SEEK_SET", "SEEK_CUR", "SEEK_END"]

SEEK_SET = 0
SEEK_CUR = 1
SEEK_END = 2


class UnsupportedOperation(OSError, ValueError):
    __module__ = 'io'


_SSIZE_LIMIT = 1 << 63
_INDEX_OVERFLOW = "cannot fit 'int' into an index-sized integer"
_SSIZE_OVERFLOW = "Python int too large to convert to C ssize_t"


def _fit(n, limit, message):
    # the C integer CPython converts the argument to
    if n >= limit or n < -limit:
        raise OverflowError(message)
    return n


def _size_arg(size):
    if size is None:
        return -1
    if type(size) is bool:
        size = int(size)
    elif not isinstance(size, int):
        index = getattr(type(size), '__index__', None)
        if index is None:
            raise TypeError("argument should be integer or None, not '%s'" % type(size).__name__)
        size = index(size)
    return _fit(size, _SSIZE_LIMIT, _INDEX_OVERFLOW)


def _index_arg(n):
    if type(n) is bool:
        return int(n)
    if not isinstance(n, int):
        index = getattr(type(n), '__index__', None)
        if index is None:
            raise TypeError("'%s' object cannot be interpreted as an integer" % type(n).__name__)
        return index(n)
    return n


class _Memory:
    # The buffer (str or bytes) with appends at the end gathered in a list
    # until a read needs them, so writing n pieces costs O(total).
    __slots__ = ('_buf', '_tail', '_pos', '_closed', '_empty')

    def _checkclosed(self, dot=None):
        # StringIO's own methods say it without the full stop, IOBase's
        # (and all of BytesIO's) with it
        if self._closed:
            raise ValueError("I/O operation on closed file" + (self._dot if dot is None else dot))

    def _value(self):
        if self._tail:
            self._buf = self._buf + self._empty.join(self._tail)
            self._tail = []
        return self._buf

    def _put(self, s):
        # s at the position: padded with NULs past the end, overwriting;
        # an empty write changes nothing, even past the end
        if not s:
            return 0
        pos = self._pos
        n = len(self._buf) + sum(map(len, self._tail)) if self._tail else len(self._buf)
        if pos == n:
            self._tail.append(s)
        else:
            buf = self._value()
            if pos > n:
                buf = buf + self._empty.join([self._nul] * (pos - n))
            self._buf = buf[:pos] + s + buf[pos + len(s):]
        self._pos = pos + len(s)
        return len(s)

    def getvalue(self):
        self._checkclosed()
        return self._value()

    def tell(self):
        self._checkclosed()
        return self._pos

    def seek(self, pos, whence=0):
        self._checkclosed()
        pos = _fit(_index_arg(pos), _SSIZE_LIMIT, _SSIZE_OVERFLOW)
        whence = _fit(_index_arg(whence), 1 << 31, "Python int too large to convert to C int")
        if whence == 0:
            if pos < 0:
                raise ValueError("Negative seek position %d" % pos)
            self._pos = pos
        elif whence == 1:
            if pos != 0:
                raise OSError("Can't do nonzero cur-relative seeks")
        elif whence == 2:
            if pos != 0:
                # sic: CPython 3.11's StringIO words both this way
                raise OSError("Can't do nonzero cur-relative seeks")
            self._pos = len(self._value())
        else:
            raise ValueError("Invalid whence (%d, should be 0, 1 or 2)" % whence)
        return self._pos

    def read(self, size=-1):
        self._checkclosed()
        size = _size_arg(size)
        buf = self._value()
        start = min(self._pos, len(buf))
        end = len(buf) if size < 0 else min(len(buf), start + size)
        if end > start:
            self._pos = end
        return buf[start:end]

    def _readline(self, size, find_end):
        self._checkclosed()
        size = _size_arg(size)
        buf = self._value()
        start = min(self._pos, len(buf))
        limit = len(buf) if size < 0 else min(len(buf), start + size)
        end = find_end(buf, start, limit)
        if end > start:
            self._pos = end
        return buf[start:end]

    def readlines(self, hint=-1):
        self._checkclosed('.')
        if hint is None:
            hint = -1
        elif not isinstance(hint, int):
            raise TypeError(self._hint_type_msg % type(hint).__name__)
        else:
            _fit(hint, _SSIZE_LIMIT, self._hint_overflow_msg)
        lines = []
        total = 0
        while True:
            line = self.readline()
            if not line:
                break
            lines.append(line)
            total += len(line)
            if 0 < hint and (total > hint or (total == hint and self._hint_inclusive)):
                break
        return lines

    def writelines(self, lines):
        self._checkclosed('.')
        for line in lines:
            self.write(line)

    def truncate(self, size=None):
        self._checkclosed()
        size = self._pos if size is None else _size_arg(size)
        if size < 0:
            raise ValueError(self._negative_size_msg % size)
        buf = self._value()
        if size < len(buf):
            self._buf = buf[:size]
        return size

    def close(self):
        self._closed = True
        self._buf = self._empty
        self._tail = []

    @property
    def closed(self):
        return self._closed

    def readable(self):
        self._checkclosed()
        return True

    def writable(self):
        self._checkclosed()
        return True

    def seekable(self):
        self._checkclosed()
        return True

    def isatty(self):
        self._checkclosed('.')
        return False

    def flush(self):
        self._checkclosed('.')

    def fileno(self):
        raise UnsupportedOperation("fileno")

    def __iter__(self):
        self._checkclosed('.')
        return self

    def __next__(self):
        line = self.readline()
        if not line:
            raise StopIteration
        return line

    def __enter__(self):
        self._checkclosed('.')
        return self

    def __exit__(self, *args):
        self.close()


def _find_lf(buf, start, limit, nl='\n'):
    i = buf.find(nl, start, limit)
    return limit if i < 0 else i + len(nl)


def _find_any(buf, start, limit):
    # newline='': a line ends at \n, \r or \r\n
    i = start
    while i < limit:
        c = buf[i]
        if c == '\n':
            return i + 1
        if c == '\r':
            if i + 1 < limit and buf[i + 1] == '\n':
                return i + 2
            return i + 1
        i += 1
    return limit


class StringIO(_Memory):
    __module__ = '_io'
    __slots__ = ('_newline',)
    _empty = ''
    _nul = '\0'
    _dot = ''
    _hint_type_msg = "argument should be integer or None, not '%s'"
    _negative_size_msg = "Negative size value %d"
    _hint_inclusive = False
    _hint_overflow_msg = _INDEX_OVERFLOW

    def __init__(self, initial_value='', newline='\n'):
        if newline is not None and not isinstance(newline, str):
            raise TypeError("newline must be str or None, not %s" % type(newline).__name__)
        if newline not in (None, '', '\n', '\r', '\r\n'):
            raise ValueError("illegal newline value: %r" % (newline,))
        if initial_value is not None and not isinstance(initial_value, str):
            raise TypeError("initial_value must be str or None, not %s" % type(initial_value).__name__)
        self._newline = newline
        self._buf = ''
        self._tail = []
        self._pos = 0
        self._closed = False
        if initial_value:
            self.write(initial_value)
            self._pos = 0

    def write(self, s):
        self._checkclosed()
        if not isinstance(s, str):
            raise TypeError("string argument expected, got '%s'" % type(s).__name__)
        n = len(s)
        nl = self._newline
        if nl is None:
            s = s.replace('\r\n', '\n').replace('\r', '\n')
        elif nl == '\r' or nl == '\r\n':
            s = s.replace('\n', nl)
        self._put(s)
        return n

    def readline(self, size=-1):
        nl = self._newline
        if nl == '':
            return self._readline(size, _find_any)
        sep = '\n' if nl is None else nl

        def find(buf, start, limit):
            return _find_lf(buf, start, limit, sep)
        return self._readline(size, find)

    @property
    def line_buffering(self):
        self._checkclosed()
        return False

    @property
    def newlines(self):
        self._checkclosed()
        return None

    encoding = None
    errors = None


class BytesIO(_Memory):
    __module__ = '_io'
    __slots__ = ()
    _empty = b''
    _nul = b'\0'
    _dot = '.'
    _hint_type_msg = "integer argument expected, got '%s'"
    _negative_size_msg = "negative size value %d"
    _hint_inclusive = True
    _hint_overflow_msg = _SSIZE_OVERFLOW

    def __iter__(self):
        # BytesIO (IOBase) does not check closed here; StringIO does
        return self

    def seek(self, pos, whence=0):
        self._checkclosed()
        pos = _fit(_index_arg(pos), _SSIZE_LIMIT, _SSIZE_OVERFLOW)
        whence = _fit(_index_arg(whence), 1 << 31, "Python int too large to convert to C int")
        if whence == 0:
            if pos < 0:
                raise ValueError("negative seek value %d" % pos)
        elif whence == 1:
            pos = max(0, self._pos + pos)
        elif whence == 2:
            pos = max(0, len(self._value()) + pos)
        else:
            raise ValueError("invalid whence (%d, should be 0, 1 or 2)" % whence)
        self._pos = pos
        return pos

    def __init__(self, initial_bytes=b''):
        if initial_bytes is not None and not isinstance(initial_bytes, bytes):
            raise TypeError("a bytes-like object is required, not '%s'" % type(initial_bytes).__name__)
        self._buf = initial_bytes or b''
        self._tail = []
        self._pos = 0
        self._closed = False

    def write(self, b):
        self._checkclosed()
        if not isinstance(b, bytes):
            raise TypeError("a bytes-like object is required, not '%s'" % type(b).__name__)
        return self._put(b)

    def readline(self, size=-1):
        def find(buf, start, limit):
            i = buf.find(b'\n', start, limit)
            return limit if i < 0 else i + 1
        return self._readline(size, find)

    def read1(self, size=-1):
        return self.read(size)
