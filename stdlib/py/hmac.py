"""hmac: keyed hashing (RFC 2104) over hashlib, as CPython 3.11's Lib/hmac.py
behaves when it answers through OpenSSL: new, digest, compare_digest and
the HMAC class."""
import hashlib as _hashlib

trans_5C = bytes((x ^ 0x5C) for x in range(256))
trans_36 = bytes((x ^ 0x36) for x in range(256))

digest_size = None

_hashlib_funcs = (_hashlib.md5, _hashlib.sha1, _hashlib.sha224, _hashlib.sha256,
                  _hashlib.sha384, _hashlib.sha512, _hashlib.sha3_224,
                  _hashlib.sha3_256, _hashlib.sha3_384, _hashlib.sha3_512,
                  _hashlib.shake_128, _hashlib.shake_256, _hashlib.blake2b,
                  _hashlib.blake2s)


def _constructor(digestmod):
    if isinstance(digestmod, str):
        def cons(d=b''):
            return _hashlib.new(digestmod, d)
    elif callable(digestmod):
        cons = digestmod
    else:
        def cons(d=b''):
            return digestmod.new(d)
    return cons


def _openssl_path(digestmod):
    # CPython hands names and hashlib's own constructors to OpenSSL's HMAC,
    # which refuses the extendable-output functions
    return isinstance(digestmod, str) or any(digestmod is f for f in _hashlib_funcs)


def _check_xof(inner, digestmod):
    if _openssl_path(digestmod) and inner.name.startswith('shake_'):
        raise ValueError('no reason supplied')


def _need_buffer(v):
    if not isinstance(v, bytes):
        raise TypeError("a bytes-like object is required, not '%s'" % type(v).__name__)


class HMAC:
    blocksize = 64
    __slots__ = ("_inner", "_outer", "block_size", "digest_size")

    def __init__(self, key, msg=None, digestmod=''):
        if not isinstance(key, bytes):
            raise TypeError("key: expected bytes or bytearray, but got %r" % type(key).__name__)
        if not digestmod:
            raise TypeError("Missing required parameter 'digestmod'.")
        cons = _constructor(digestmod)
        self._outer = cons()
        self._inner = cons()
        _check_xof(self._inner, digestmod)
        self.digest_size = self._inner.digest_size
        blocksize = self._inner.block_size
        if len(key) > blocksize:
            key = cons(key).digest()
        self.block_size = blocksize
        key = key.ljust(blocksize, b'\0')
        self._outer.update(key.translate(trans_5C))
        self._inner.update(key.translate(trans_36))
        if msg is not None:
            self.update(msg)

    @property
    def name(self):
        return "hmac-" + self._inner.name

    def update(self, msg):
        self._inner.update(msg)

    def copy(self):
        other = HMAC.__new__(type(self))
        other.digest_size = self.digest_size
        other.block_size = self.block_size
        other._inner = self._inner.copy()
        other._outer = self._outer.copy()
        return other

    def _current(self):
        h = self._outer.copy()
        h.update(self._inner.digest())
        return h

    def digest(self):
        return self._current().digest()

    def hexdigest(self):
        return self._current().hexdigest()


def new(key, msg=None, digestmod=''):
    return HMAC(key, msg, digestmod)


def digest(key, msg, digest):
    if _openssl_path(digest):
        _need_buffer(key)
        _need_buffer(msg)
    cons = _constructor(digest)
    inner = cons()
    outer = cons()
    _check_xof(inner, digest)
    blocksize = getattr(inner, 'block_size', 64)
    if len(key) > blocksize:
        key = cons(key).digest()
    key = key + b'\x00' * (blocksize - len(key))
    inner.update(key.translate(trans_36))
    outer.update(key.translate(trans_5C))
    inner.update(msg)
    outer.update(inner.digest())
    return outer.digest()


def compare_digest(*args, **kwargs):
    """Return 'a == b' in time that does not depend on where they differ."""
    if kwargs:
        raise TypeError("_hashlib.compare_digest() takes no keyword arguments")
    if len(args) != 2:
        raise TypeError("compare_digest expected 2 arguments, got %d" % len(args))
    a, b = args
    if isinstance(a, str) and isinstance(b, str):
        if not a.isascii() or not b.isascii():
            raise TypeError("comparing strings with non-ASCII characters is not supported")
        a = a.encode('ascii')
        b = b.encode('ascii')
    else:
        if not isinstance(a, bytes) and not isinstance(b, bytes):
            raise TypeError("unsupported operand types(s) or combination of types: "
                            "'%s' and '%s'" % (type(a).__name__, type(b).__name__))
        _need_buffer(a)
        _need_buffer(b)
    # every byte is looked at, whatever the first difference
    result = len(a) ^ len(b)
    if len(a) != len(b):
        b = a
    for x, y in zip(a, b):
        result |= x ^ y
    return result == 0
