# Bigint arithmetic: N! by repeated multiplication, then its decimal digits
# by divmod in 1000-digit chunks (CPython refuses str() of ints over 4300
# digits), digit sums and a modular fold.
N = 20000

f = 1
for i in range(2, N + 1):
    f *= i
chunk = 10 ** 1000
pieces = []
rest = f
while rest:
    rest, low = divmod(rest, chunk)
    pieces.append(low)
digits = str(pieces[-1]) + "".join([str(p).zfill(1000) for p in reversed(pieces[:-1])])
digit_sum = 0
for ch in digits:
    digit_sum += ord(ch) - 48
zeros = len(digits) - len(digits.rstrip("0"))
powers = 0
g = f
while g % 7 == 0:
    g //= 7
    powers += 1
print(len(digits), digit_sum, zeros, powers, digits[:20], f % 1000000007)
