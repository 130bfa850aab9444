a, b = b, a
(a, b) = 1, 2
[a, b] = c
a, = b
