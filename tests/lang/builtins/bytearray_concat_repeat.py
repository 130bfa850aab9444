# + and * make a new object of the left bytes-like operand's type; += and
# *= change a bytearray in place (bytes rebinds).
def t(label, f):
    try:
        r = f()
        print(label, type(r).__name__, repr(r))
    except Exception as e:
        print(label, type(e).__name__, e)


class Idx:
    def __index__(self):
        return 2


class R:
    def __radd__(self, other):
        return 'radd ' + type(other).__name__

    def __rmul__(self, other):
        return 'rmul ' + type(other).__name__


ba = bytearray(b'ab')
t('ba + bytes', lambda: ba + b'cd')
t('ba + ba', lambda: ba + bytearray(b'cd'))
t('bytes + ba', lambda: b'cd' + ba)
t('empty bytes + ba', lambda: b'' + bytearray(b'x'))
t('ba + empty', lambda: ba + b'')
t('ba + self', lambda: ba + ba)
t('ba + str', lambda: ba + 'cd')
t('ba + list', lambda: ba + [1])
t('ba + int', lambda: ba + 1)
t('ba + None', lambda: ba + None)
t('str + ba', lambda: 'x' + ba)
t('list + ba', lambda: [1] + ba)
t('int + ba', lambda: 1 + ba)
t('ba + R', lambda: ba + R())
t('bytes + R', lambda: b'x' + R())
t('ba * 3', lambda: ba * 3)
t('3 * ba', lambda: 3 * ba)
t('ba * 0', lambda: ba * 0)
t('ba * -5', lambda: ba * -5)
t('ba * True', lambda: ba * True)
t('ba * Idx', lambda: ba * Idx())
t('Idx * ba', lambda: Idx() * ba)
t('ba * 1.5', lambda: ba * 1.5)
t('ba * str', lambda: ba * 'x')
t('ba * ba', lambda: ba * ba)
t('bytes * ba', lambda: b'x' * ba)
t('ba * R', lambda: ba * R())
t('ba * huge', lambda: ba * 10**20)
t('empty * huge', lambda: bytearray() * (2**62))
t('ba unchanged', lambda: ba)
t('ba - ba', lambda: ba - ba)
t('-ba', lambda: -ba)

x = bytearray(b'abc')
y = x
x += b'de'
print(x is y, x, y)
x += bytearray(b'!')
print(x is y, x)
x += b''
print(x is y, x)
x *= 2
print(x is y, x)
x *= 1
print(x is y, x)
x *= Idx()
print(x is y, len(x))
x *= 0
print(x is y, x)
x += b'z'
x *= -1
print(x is y, x)
x += b'again'
print(x is y, x)
for bad in ['s', [1], 5, None]:
    try:
        x += bad
    except TypeError as e:
        print(type(e).__name__, e)
for bad in ['s', 1.5, b'x']:
    try:
        x *= bad
    except TypeError as e:
        print(type(e).__name__, e)
try:
    x += x
except BufferError as e:
    print(type(e).__name__, e)
print(x)
z = x
z *= 2
print(z is x, x)
b = b'q'
b2 = b
b += bytearray(b'r')
print(type(b).__name__, b, b2, b is b2)
n = 2
n *= bytearray(b'n')
print(type(n).__name__, n)
r = bytearray(b'r')
r += R()
print(r)
r = bytearray(b'r')
r *= R()
print(r)
acc = bytearray()
for i in range(300):
    acc += bytes([i % 256])
print(len(acc), acc[:5], acc[-3:], sum(acc))
