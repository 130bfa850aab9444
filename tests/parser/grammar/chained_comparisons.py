a < b < c
a < b <= c > d >= e == f != g
a in b not in c is d is not e
1 < x < 10 == y
not a < b
a < b and c > d or e == f
(a < b) < c
a < (b < c)
x is not None is not y
a == b == c == d == e
