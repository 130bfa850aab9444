from enum import IntEnum

class N(IntEnum):
    ONE = 1
    TWO = 2
    BIG = 255

print(int(N.TWO), float(N.TWO), round(N.TWO), round(N.TWO, 1))
print(hex(N.BIG), oct(N.TWO), bin(N.TWO), chr(N.BIG - 190))
items = ['a', 'b', 'c']
print(items[N.ONE], items[N.ONE:], 'xyz'[N.TWO], (10, 20, 30)[N.TWO])
print(list(range(N.TWO)), list(range(N.ONE, N.BIG, 100)))
print('ab' * N.TWO, [0] * N.TWO, N.TWO * 'cd')
print('%d|%5d|%x|%.2f' % (N.BIG, N.TWO, N.BIG, N.ONE))
print(N.TWO.real, N.BIG.bit_length(), N.TWO.to_bytes(2, 'big'), N.ONE.numerator)
print(str(N.TWO), repr(N.TWO), ascii(N.ONE))
print(list(enumerate('ab', N.TWO)))
