a, *b = c
*a, b = c
[a, *b, c] = d
