# int methods and attributes, edge and error cases (differential)
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

for n in [0, 1, -1, 5, -5, 255, 256, 2**31, -2**31, 2**63 - 1, -2**63, 2**64, 2**100 + 7, -(2**100)]:
    print(n, n.bit_length(), n.bit_count(), n.as_integer_ratio(), n.conjugate(), n.real, n.imag, n.numerator, n.denominator)
print(True.bit_length(), True.as_integer_ratio(), False.real, True.numerator, True.denominator, True.conjugate())
t(lambda: (5).bit_length(1))
t(lambda: (5).bit_count(x=1))
t(lambda: (5).as_integer_ratio(2))
# to_bytes
for n, l, o in [(0, 1, 'big'), (1, 1, 'big'), (255, 1, 'little'), (256, 2, 'big'), (256, 2, 'little'), (1024, 4, 'big'), (2**64, 9, 'little'), (2**100, 13, 'big')]:
    print(n.to_bytes(l, o))
print((-1).to_bytes(1, 'big', signed=True), (-129).to_bytes(2, 'little', signed=True), (127).to_bytes(1, 'big', signed=True))
print((5).to_bytes(), (0).to_bytes(0, 'big'), (5).to_bytes(length=3, byteorder='little'))
t(lambda: (256).to_bytes(1, 'big'))
t(lambda: (-1).to_bytes(1, 'big'))
t(lambda: (128).to_bytes(1, 'big', signed=True))
t(lambda: (1).to_bytes(-1, 'big'))
t(lambda: (1).to_bytes(1, 'middle'))
t(lambda: (1).to_bytes(1, 5))
t(lambda: (1).to_bytes('1', 'big'))
t(lambda: (1).to_bytes(1, 'big', True))
t(lambda: (0).to_bytes(0, 'big'))
t(lambda: (1).to_bytes(0, 'big'))
# from_bytes
print(int.from_bytes(b'\x00\x10', 'big'), int.from_bytes(b'\x00\x10', 'little'), int.from_bytes(b'', 'big'))
print(int.from_bytes(b'\xff', 'big', signed=True), int.from_bytes(b'\xff\xff', 'little', signed=True), int.from_bytes(b'\x80' + b'\x00' * 12, 'big', signed=True))
print(int.from_bytes([1, 2, 3], 'big'), int.from_bytes((255,), 'little'), int.from_bytes(b'\x01\x00'))
print(int.from_bytes(bytes=b'\x01', byteorder='big'))
t(lambda: int.from_bytes('ab', 'big'))
t(lambda: int.from_bytes(b'a', 'north'))
t(lambda: int.from_bytes([256], 'big'))
t(lambda: int.from_bytes([-1], 'big'))
t(lambda: int.from_bytes(5, 'big'))
t(lambda: bool.from_bytes(b'\x01', 'big'))
t(lambda: (3).from_bytes(b'\x02', 'big'))
# round-trip
for n in [0, 1, 127, 128, 255, 2**40 + 3, 2**70 - 1]:
    b = n.to_bytes((n.bit_length() + 7) // 8 or 1, 'big')
    assert int.from_bytes(b, 'big') == n
print("ok")
