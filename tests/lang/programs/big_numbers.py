def fact(n):
    r = 1
    for i in range(2, n + 1):
        r *= i
    return r
f100 = fact(100)
print(f100)
print(len(str(f100)), sum(int(d) for d in str(f100)), f100 % 1000007, f100 // fact(98))
a, b = 0, 1
for _ in range(300):
    a, b = b, a + b
print(a)
print(2 ** 256 - 1, hex(2 ** 64) if False else "0x10000000000000000", (2 ** 127 - 1) % 97)
print(pow(3, 200) > 10 ** 95, int("1" * 50) * 9 + 9)
