a = 1; b = 2
x; y;
if a: b; c
