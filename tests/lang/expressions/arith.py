# Integer and float arithmetic with Python's signs and types.
print(7 // 2, -7 // 2, 7 % -3, -7 % 3)  # expect: 3 -4 -2 2
print(7 / 2, 2 ** -1, 2 ** 100)  # expect: 3.5 0.5 1267650600228229401496703205376
print(0.1 + 0.2, 1e16, 1e-7)  # expect: 0.30000000000000004 1e+16 1e-07
print(divmod(-7, 2), abs(-3), True + True)  # expect: (-4, 1) 3 2
