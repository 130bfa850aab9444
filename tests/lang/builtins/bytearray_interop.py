# bytearray with bytes and the builtins and modules that take bytes-like
# values: conversions both ways, ord, sum, int.from_bytes, json, hashlib,
# binascii, base64, copy, random's seeds, collections.abc, match.
import base64
import binascii
import collections.abc
import copy
import hashlib
import json
import random


def t(label, f):
    try:
        r = f()
        print(label, type(r).__name__, repr(r))
    except Exception as e:
        print(label, type(e).__name__, e)


class Idx:
    def __index__(self):
        return 2


ba = bytearray(b'abc')
t('bytes(ba)', lambda: bytes(ba))
t('bytes(ba) copy', lambda: bytes(ba) is ba)
t('ba(bytes)', lambda: bytearray(b'xyz'))
t('bytes of list', lambda: bytes([1, 2]))
t('bytes of Idx', lambda: bytes(Idx()))
t('bytes items Idx', lambda: bytes([Idx(), 3]))
t('bytes bad item', lambda: bytes([300]))
t('bytes not iterable', lambda: bytes(1.5))
t('bytes of bytes is same', lambda: (lambda b: bytes(b) is b)(b'q'))
t('bytes * Idx', lambda: b'ab' * Idx())
t('empty bytes * huge', lambda: len(b'' * 2**62))
t('bytes index huge', lambda: b'a'[2**100])
t('bytes index Idx', lambda: b'abc'[Idx()])
t('bytes slice', lambda: b'abcdef'[::Idx()])
t('bytes + ba', lambda: b'ab' + ba)
t('bytes join ba', lambda: b'-'.join([ba, b'x', bytearray()]))
t('bytes eq ba', lambda: b'abc' == ba)
t('bytes in', lambda: ba in b'xabcx')
t('list(bytes)', lambda: list(bytes(ba)))
t('ord', lambda: ord(bytearray(b'z')))
t('ord long', lambda: ord(bytearray(b'zz')))
t('ord empty', lambda: ord(bytearray()))
t('sum start ba', lambda: sum([bytearray(b'a')], bytearray()))
t('sum start bytes', lambda: sum([b'a'], b''))
t('sum ints', lambda: sum(bytearray(b'\x01\x02')))
t('int.from_bytes', lambda: int.from_bytes(bytearray(b'\x01\x00'), 'big'))
t('int.from_bytes little', lambda: int.from_bytes(bytearray(b'\xff\xff'), 'little', signed=True))
t('to_bytes', lambda: bytearray((1000).to_bytes(2, 'big')))
t('len', lambda: len(bytearray(b'\x00' * 7)))
t('json loads', lambda: json.loads(bytearray(b'{"a": [1, 2]}')))
t('json loads utf16', lambda: json.loads(bytearray(b'"\x00x\x00"\x00')))
t('json loads bad', lambda: json.loads(bytearray(b'{')))
t('json dumps', lambda: json.dumps(bytearray(b'x')))
t('sha256', lambda: hashlib.sha256(bytearray(b'abc')).hexdigest())
t('md5 empty', lambda: hashlib.md5(bytearray()).hexdigest())


def update():
    h = hashlib.sha1(b'a')
    h.update(bytearray(b'bc'))
    return h.hexdigest() == hashlib.sha1(b'abc').hexdigest()


t('update', update)
t('blake2 key', lambda: hashlib.blake2b(b'x', key=bytearray(b'k'), digest_size=8).hexdigest())
t('hash str', lambda: hashlib.sha1('x'))
t('hexlify', lambda: binascii.hexlify(bytearray(b'\x01\xff')))
t('hexlify sep', lambda: binascii.hexlify(bytearray(b'\x01\xff'), '-'))
t('hexlify ba sep', lambda: binascii.hexlify(b'ab', bytearray(b':')))
t('unhexlify', lambda: binascii.unhexlify(bytearray(b'6162')))
t('crc32', lambda: binascii.crc32(bytearray(b'hello')))
t('b2a_base64', lambda: binascii.b2a_base64(bytearray(b'hi')))
t('a2b_base64', lambda: binascii.a2b_base64(bytearray(b'aGk=')))
t('b64encode', lambda: base64.b64encode(bytearray(b'data')))
t('b64decode', lambda: base64.b64decode(bytearray(b'ZGF0YQ==')))
t('urlsafe', lambda: base64.urlsafe_b64encode(bytearray(b'\xfb\xff')))
t('b32', lambda: base64.b32encode(bytearray(b'abc')))
t('b32decode', lambda: base64.b32decode(bytearray(b'MFRGG===')))
t('b16', lambda: base64.b16encode(bytearray(b'\xab')))
t('a85', lambda: base64.a85encode(bytearray(b'abcd')))
t('b85', lambda: base64.b85encode(bytearray(b'abcd')))
t('b64 altchars', lambda: base64.b64encode(b'\xfb\xff', altchars=bytearray(b'-_')))
t('copy', lambda: copy.copy(ba))
t('copy new', lambda: copy.copy(ba) is ba)
t('deepcopy', lambda: copy.deepcopy(ba))


def deep_shared():
    lst = [ba, ba, b'x']
    c = copy.deepcopy(lst)
    return c, c[0] is c[1], c[0] is ba


t('deepcopy shared', deep_shared)


def seeded(s):
    random.seed(s)
    return random.random()


t('seed bytearray', lambda: seeded(bytearray(b'seed')) == seeded(b'seed'))
t('seed bytearray value', lambda: seeded(bytearray(b'xyz')))
t('seed v1 bytearray', lambda: random.seed(bytearray(b'x'), version=1))
t('Random(ba)', lambda: random.Random(bytearray(b'q')).randrange(1000))
abc = collections.abc
for name in ['MutableSequence', 'Sequence', 'ByteString', 'Sized', 'Iterable', 'Container', 'Reversible',
             'Collection', 'Hashable', 'Mapping', 'Set']:
    t('isinstance %s' % name, lambda: isinstance(bytearray(), getattr(abc, name)))
t('issubclass MutableSequence', lambda: issubclass(bytearray, abc.MutableSequence))
t('bytes MutableSequence', lambda: isinstance(b'', abc.MutableSequence))


def m(x):
    match x:
        case [a, *_]:
            return 'sequence', a
        case bytearray(b'ab'):
            return 'literal-ish'
        case bytearray(b) if len(b) > 3:
            return 'long bytearray', b
        case bytes(b):
            return 'bytes', b
        case bytearray():
            return 'bytearray'
        case {}:
            return 'mapping'
        case _:
            return 'other'


for x in [bytearray(b'ab'), bytearray(b'abcd'), bytearray(), b'xy', [1], {}]:
    t('match %r' % (x,), lambda: m(x))
