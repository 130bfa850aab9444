x = a + b - c * d / e // f % g @ h ** i
x = a << b >> c & d | e ^ f
x = ~a
x = -a
x = +a
x = not a
x = a and b or c
x = a if b else c
x = -a ** b
x = (-a) ** b
x = a ** -b
x = a ** b ** c
x = a * -b
x = --a
x = not not a
x = ~~a
x += 1; x -= 1; x *= 1; x /= 1; x //= 1; x %= 1; x @= 1; x **= 1
x <<= 1; x >>= 1; x &= 1; x |= 1; x ^= 1
x = a.b.c[d](e)[f].g
