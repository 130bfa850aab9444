"""sys: the safe part of CPython 3.11's sys module.

Only constants (CPython's own values for a 64-bit Linux build, never a
fact about the host), the recursion limit (clamped to the sandbox's depth
limit), exit(), and stdout/stderr whose write() goes to the run's output.
There is nothing here that reaches frames, code, modules, the import path,
tracing or the host: no _getframe, modules, path, settrace, setprofile,
executable, flags of the interpreter. The helpers are in _sys
(stdlib/sys_helpers.c); docs/language.md lists the differences.
"""

import _sys
from collections import namedtuple as _namedtuple


def _structseq(name, fields, values):
    """A read-only record that prints as CPython's sys.NAME(...)."""
    base = _namedtuple(name, fields)

    class record(base):
        __slots__ = ()

        def __repr__(self):
            items = ', '.join('%s=%r' % (f, v) for f, v in zip(self._fields, self))
            return 'sys.%s(%s)' % (name, items)

    return record(*values)


maxsize = 9223372036854775807
maxunicode = 1114111
byteorder = 'little'
platform = 'linux'
version_info = _structseq('version_info', ('major', 'minor', 'micro', 'releaselevel', 'serial'),
                          (3, 11, 0, 'final', 0))
hexversion = 0x030B00F0
version = '3.11.0 (pysafe)'
api_version = 1013
copyright = ''
float_info = _structseq(
    'float_info',
    ('max', 'max_exp', 'max_10_exp', 'min', 'min_exp', 'min_10_exp', 'dig', 'mant_dig',
     'epsilon', 'radix', 'rounds'),
    (1.7976931348623157e+308, 1024, 308, 2.2250738585072014e-308, -1021, -307, 15, 53,
     2.220446049250313e-16, 2, 1))
int_info = _structseq(
    'int_info', ('bits_per_digit', 'sizeof_digit', 'default_max_str_digits', 'str_digits_check_threshold'),
    (30, 4, 4300, 640))
hash_info = _structseq(
    'hash_info', ('width', 'modulus', 'inf', 'nan', 'imag', 'algorithm', 'hash_bits', 'seed_bits', 'cutoff'),
    (64, 2305843009213693951, 314159, 0, 1000003, 'siphash13', 64, 128, 0))
float_repr_style = 'short'


class _Implementation:
    __slots__ = ('name', 'version', 'cache_tag')

    def __init__(self):
        self.name = 'pysafe'
        self.version = version_info
        self.cache_tag = None

    def __repr__(self):
        return 'namespace(name=%r, cache_tag=None, version=%r)' % (self.name, self.version)


implementation = _Implementation()
argv = [_sys.script_name()]


def getrecursionlimit():
    """Return the current value of the recursion limit."""
    return _sys.getrecursionlimit()


def setrecursionlimit(limit):
    """Set the maximum depth of the Python interpreter stack to n, at most
    the sandbox's own depth limit (a larger n is cut to it)."""
    _sys.setrecursionlimit(limit)


_NO_STATUS = object()


def exit(status=_NO_STATUS):
    """Exit the interpreter by raising SystemExit(status)."""
    # CPython raises the status as the exception's value: None makes no
    # args, a tuple is the args themselves
    if status is _NO_STATUS or status is None:
        raise SystemExit
    if type(status) is tuple:
        raise SystemExit(*status)
    raise SystemExit(status)


def getdefaultencoding():
    return 'utf-8'


class _Output:
    """sys.stdout and sys.stderr: text written goes to the run's output,
    where print() writes (stderr too: the sandbox has one output)."""

    def __init__(self, name):
        self._name = name

    def write(self, s):
        return _sys.write(s)

    def writelines(self, lines):
        for line in lines:
            _sys.write(line)

    def flush(self):
        return None

    def isatty(self):
        return False

    def writable(self):
        return True

    def readable(self):
        return False

    @property
    def name(self):
        return self._name

    @property
    def encoding(self):
        return 'utf-8'

    @property
    def closed(self):
        return False

    def __repr__(self):
        return "<_io.TextIOWrapper name='%s' mode='w' encoding='utf-8'>" % self._name


# sys.stdout and sys.stderr are read through the module's hook (_sys):
# these, or contextlib.redirect_stdout's / redirect_stderr's target.
__stdout__ = _Output('<stdout>')
__stderr__ = _Output('<stderr>')
_sys.serve_streams()
