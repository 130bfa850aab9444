from enum import IntEnum

class N(IntEnum):
    TWO = 2
    THREE = 3
    ZERO = 0

print(N.TWO + 1, 1 + N.TWO, N.TWO + N.THREE, N.THREE - 1, 10 - N.THREE)
print(N.TWO * 4, 4 * N.TWO, N.THREE / 2, 7 / N.TWO, N.THREE // 2, 7 // N.TWO)
print(N.THREE % 2, 7 % N.THREE, N.TWO ** 3, 2 ** N.THREE, divmod(N.THREE, 2), divmod(7, N.TWO))
print(N.TWO << 2, 1 << N.THREE, N.THREE >> 1, N.THREE & 1, N.THREE | 4, N.THREE ^ 1, 6 & N.TWO)
print(-N.TWO, +N.TWO, abs(N.TWO), ~N.TWO)
print(N.TWO + 0.5, 0.5 + N.TWO, N.TWO * 1.5)
print(type(N.TWO + 1).__name__, type(-N.TWO).__name__)
print(bool(N.ZERO), bool(N.TWO), not N.ZERO)
x = 5
x += N.TWO
print(x)
y = N.THREE
y += 1
print(y, type(y).__name__)
print(sum(N), sum([N.TWO, N.THREE]))
for op in [lambda: N.TWO + 'a', lambda: 'a' + N.TWO, lambda: N.TWO / N.ZERO, lambda: N.TWO & 1.5]:
    try:
        print(op())
    except Exception as e:
        print(type(e).__name__, e)
