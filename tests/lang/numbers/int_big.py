a = 2 ** 100
b = 3 ** 50
print(a, b, a + b, a - b, a * b, a // b, a % b, -a // b, -a % b, a // -7, a % -7)
print(a > b, a == 2 ** 100, a != b, a < 1e31, a > 1e29, hash(a) == hash(2 ** 100), a & b, a | 1, a ^ b, ~a, -a, abs(-a))
print(a >> 90, a << 10, 1 << 64, (1 << 64) - 1, 10 ** 30, int("9" * 40), -(10 ** 20), 12345678901234567890 * 98765432109876543210)
print(str(2 ** 64), repr(-2 ** 64), 2 ** 64 / 2 ** 32, float(2 ** 70), int(1e20), 10 ** 18 // 10 ** 9, divmod(10 ** 20, 7))
print(sum(range(10 ** 6)), 2 ** 62 + 2 ** 62, (2 ** 47) * 2, -(2 ** 47) - 1, 2 ** 47 - 1 + 1)
x = 1
for i in range(1, 30):
    x *= i
print(x, x.bit_length(), len(str(x)))
print(7 ** -1 if False else 1 / 7)
