a < b <= c > d >= e == f != g
a in b not in c
a is b is not c
(a < b) < c
