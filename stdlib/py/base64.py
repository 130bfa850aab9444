"""base64: Base16, Base32, Base64, Base85 and Ascii85, as CPython 3.11's
Lib/base64.py behaves, over the C codecs of binascii (stdlib/binascii.c).
The sandbox has no memoryview: a bytes-like object is bytes or bytearray."""
import binascii

__all__ = [
    'encode', 'decode', 'encodebytes', 'decodebytes',
    'b64encode', 'b64decode', 'b32encode', 'b32decode',
    'b32hexencode', 'b32hexdecode', 'b16encode', 'b16decode',
    'b85encode', 'b85decode', 'a85encode', 'a85decode',
    'standard_b64encode', 'standard_b64decode',
    'urlsafe_b64encode', 'urlsafe_b64decode',
]

bytes_types = (bytes, bytearray)


def _bytes_from_decode_data(s):
    if isinstance(s, str):
        try:
            return s.encode('ascii')
        except UnicodeEncodeError:
            raise ValueError('string argument should contain only ASCII characters')
    if isinstance(s, bytes_types):
        return s
    raise TypeError("argument should be a bytes-like object or ASCII "
                    "string, not %r" % s.__class__.__name__)


def b64encode(s, altchars=None):
    encoded = binascii.b2a_base64(s, newline=False)
    if altchars is not None:
        assert len(altchars) == 2, repr(altchars)
        return encoded.translate(bytes.maketrans(b'+/', altchars))
    return encoded


def b64decode(s, altchars=None, validate=False):
    s = _bytes_from_decode_data(s)
    if altchars is not None:
        altchars = _bytes_from_decode_data(altchars)
        assert len(altchars) == 2, repr(altchars)
        s = s.translate(bytes.maketrans(altchars, b'+/'))
    return binascii.a2b_base64(s, strict_mode=validate)


def standard_b64encode(s):
    return b64encode(s)


def standard_b64decode(s):
    return b64decode(s)


_urlsafe_encode_translation = bytes.maketrans(b'+/', b'-_')
_urlsafe_decode_translation = bytes.maketrans(b'-_', b'+/')


def urlsafe_b64encode(s):
    return b64encode(s).translate(_urlsafe_encode_translation)


def urlsafe_b64decode(s):
    s = _bytes_from_decode_data(s)
    s = s.translate(_urlsafe_decode_translation)
    return b64decode(s)


# ---- Base32 -----------------------------------------------------------------

_b32alphabet = b'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
_b32hexalphabet = b'0123456789ABCDEFGHIJKLMNOPQRSTUV'
_B32_PAD = {1: 6, 2: 4, 3: 3, 4: 1}  # leftover bytes -> '=' at the end


def _b32encode(alphabet, s):
    if not isinstance(s, bytes_types):
        raise TypeError("memoryview: a bytes-like object is required, not '%s'"
                        % type(s).__name__)
    leftover = len(s) % 5
    if leftover:
        s = s + b'\0' * (5 - leftover)
    out = []
    for i in range(0, len(s), 5):
        c = int.from_bytes(s[i:i + 5], 'big')
        for shift in (35, 30, 25, 20, 15, 10, 5, 0):
            out.append(alphabet[(c >> shift) & 31])
    if leftover:
        pad = _B32_PAD[leftover]
        out[-pad:] = [61] * pad
    return bytes(out)


def _b32decode(alphabet, s, casefold=False, map01=None):
    s = _bytes_from_decode_data(s)
    if len(s) % 8:
        raise binascii.Error('Incorrect padding')
    if map01 is not None:
        map01 = _bytes_from_decode_data(map01)
        assert len(map01) == 1, repr(map01)
        s = s.translate(bytes.maketrans(b'01', b'O' + map01))
    if casefold:
        s = s.upper()
    # the count of '=' at the end says how many of the last quantum's five
    # bytes are real
    n = len(s)
    s = s.rstrip(b'=')
    padchars = n - len(s)
    rev = {}
    for k, v in enumerate(alphabet):
        rev[v] = k
    decoded = []
    acc = 0
    for i in range(0, len(s), 8):
        acc = 0
        for c in s[i:i + 8]:
            d = rev.get(c)
            if d is None:
                raise binascii.Error('Non-base32 digit found')
            acc = (acc << 5) + d
        decoded.append(acc.to_bytes(5, 'big'))
    if n % 8 or padchars not in {0, 1, 3, 4, 6}:
        raise binascii.Error('Incorrect padding')
    if padchars and decoded:
        acc <<= 5 * padchars
        keep = (43 - 5 * padchars) // 8
        decoded[-1] = acc.to_bytes(5, 'big')[:keep]
    return b''.join(decoded)


def b32encode(s):
    return _b32encode(_b32alphabet, s)


def b32decode(s, casefold=False, map01=None):
    return _b32decode(_b32alphabet, s, casefold, map01)


def b32hexencode(s):
    return _b32encode(_b32hexalphabet, s)


def b32hexdecode(s, casefold=False):
    return _b32decode(_b32hexalphabet, s, casefold)


# ---- Base16 -----------------------------------------------------------------

def b16encode(s):
    return binascii.hexlify(s).upper()


def b16decode(s, casefold=False):
    s = _bytes_from_decode_data(s)
    if casefold:
        s = s.upper()
    for c in s:
        if not (48 <= c <= 57 or 65 <= c <= 70):
            raise binascii.Error('Non-base16 digit found')
    return binascii.unhexlify(s)


# ---- Ascii85 and Base85 -----------------------------------------------------

_A85START = b"<~"
_A85END = b"~>"
_b85alphabet = (b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"
                b"abcdefghijklmnopqrstuvwxyz!#$%&()*+-;<=>?@^_`{|}~")
_a85alphabet = bytes(range(33, 118))


def _85encode(b, alphabet, pad=False, foldnuls=False, foldspaces=False):
    if not isinstance(b, bytes_types):
        raise TypeError("memoryview: a bytes-like object is required, not '%s'"
                        % type(b).__name__)
    padding = (-len(b)) % 4
    if padding:
        b = b + b'\0' * padding
    chunks = []
    for i in range(0, len(b), 4):
        word = int.from_bytes(b[i:i + 4], 'big')
        if foldnuls and not word:
            chunks.append(b'z')
        elif foldspaces and word == 0x20202020:
            chunks.append(b'y')
        else:
            digits = [0, 0, 0, 0, 0]
            for k in range(4, -1, -1):
                word, d = divmod(word, 85)
                digits[k] = alphabet[d]
            chunks.append(bytes(digits))
    if padding and not pad:
        if chunks[-1] == b'z':
            chunks[-1] = alphabet[0:1] * 5
        chunks[-1] = chunks[-1][:-padding]
    return b''.join(chunks)


def a85encode(b, *, foldspaces=False, wrapcol=0, pad=False, adobe=False):
    result = _85encode(b, _a85alphabet, pad, True, foldspaces)
    if adobe:
        result = _A85START + result
    if wrapcol:
        wrapcol = max(2 if adobe else 1, wrapcol)
        chunks = [result[i:i + wrapcol] for i in range(0, len(result), wrapcol)]
        if adobe:
            if len(chunks[-1]) + 2 > wrapcol:
                chunks.append(b'')
        result = b'\n'.join(chunks)
    if adobe:
        result += _A85END
    return result


def a85decode(b, *, foldspaces=False, adobe=False, ignorechars=b' \t\n\r\v'):
    b = _bytes_from_decode_data(b)
    if adobe:
        if not b.endswith(_A85END):
            raise ValueError("Ascii85 encoded byte sequences must end "
                             "with {!r}".format(_A85END))
        if b.startswith(_A85START):
            b = b[2:-2]
        else:
            b = b[:-2]
    decoded = []
    curr = []
    # four 'u' (84) complete the last group; the padding is cut off after
    for x in b + b'uuuu':
        if 33 <= x <= 117:
            curr.append(x)
            if len(curr) == 5:
                acc = 0
                for y in curr:
                    acc = 85 * acc + (y - 33)
                if acc > 0xffffffff:
                    raise ValueError('Ascii85 overflow')
                decoded.append(acc.to_bytes(4, 'big'))
                curr = []
        elif x == 122:
            if curr:
                raise ValueError('z inside Ascii85 5-tuple')
            decoded.append(b'\0\0\0\0')
        elif foldspaces and x == 121:
            if curr:
                raise ValueError('y inside Ascii85 5-tuple')
            decoded.append(b'    ')
        elif x in ignorechars:
            continue
        else:
            raise ValueError('Non-Ascii85 digit found: %c' % x)
    result = b''.join(decoded)
    padding = 4 - len(curr)
    if padding:
        result = result[:-padding]
    return result


def b85encode(b, pad=False):
    return _85encode(b, _b85alphabet, pad)


_b85dec = None


def b85decode(b):
    global _b85dec
    if _b85dec is None:
        _b85dec = [None] * 256
        for i, c in enumerate(_b85alphabet):
            _b85dec[c] = i
    b = _bytes_from_decode_data(b)
    padding = (-len(b)) % 5
    b = b + b'~' * padding
    out = []
    for i in range(0, len(b), 5):
        acc = 0
        for j in range(5):
            d = _b85dec[b[i + j]]
            if d is None:
                raise ValueError('bad base85 character at position %d' % (i + j))
            acc = acc * 85 + d
        if acc > 0xffffffff:
            raise ValueError('base85 overflow in hunk starting at byte %d' % i)
        out.append(acc.to_bytes(4, 'big'))
    result = b''.join(out)
    if padding:
        result = result[:-padding]
    return result


# ---- MIME -------------------------------------------------------------------

MAXLINESIZE = 76
MAXBINSIZE = (MAXLINESIZE // 4) * 3


def _input_type_check(s):
    if not isinstance(s, bytes_types):
        raise TypeError("expected bytes-like object, not %s" % s.__class__.__name__)


def encodebytes(s):
    _input_type_check(s)
    pieces = []
    for i in range(0, len(s), MAXBINSIZE):
        pieces.append(binascii.b2a_base64(s[i:i + MAXBINSIZE]))
    return b"".join(pieces)


def decodebytes(s):
    _input_type_check(s)
    return binascii.a2b_base64(s)


def encode(input, output):
    """Encode the binary file-like object input to base64 lines on output
    (io.BytesIO in the sandbox: there are no files)."""
    while True:
        chunk = input.read(MAXBINSIZE)
        if not chunk:
            break
        # a short read that is not the end: fill the line first
        while len(chunk) < MAXBINSIZE:
            more = input.read(MAXBINSIZE - len(chunk))
            if not more:
                break
            chunk += more
        output.write(binascii.b2a_base64(chunk))


def decode(input, output):
    """Decode base64 lines read from input, the binary written to output."""
    while True:
        line = input.readline()
        if not line:
            break
        output.write(binascii.a2b_base64(line))
