# Bigint arithmetic: N digits of pi by Gibbons' unbounded spigot, using
# only +, *, // on integers that grow to thousands of digits.
N = 3000

q, r, t, k, m, x = 1, 0, 1, 1, 3, 3
digits = []
while len(digits) < N:
    if 4 * q + r - t < m * t:
        digits.append(m)
        q, r, m = 10 * q, 10 * (r - m * t), (10 * (3 * q + r)) // t - 10 * m
    else:
        q, r, t, k, m, x = q * k, (2 * q + r) * x, t * x, k + 1, (q * (7 * k + 2) + r * x) // (t * x), x + 2
text = "".join([str(d) for d in digits])
for i in range(0, N, 60):
    if i % 600 == 0:
        print(text[i:i + 60])
print(sum(digits), text[-20:])
