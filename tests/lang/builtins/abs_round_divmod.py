print(abs(-5), abs(-5.5), abs(0), round(2.5), round(3.5), round(-2.5), round(2.675, 2), round(1234, -2))
print(round(7.0), round(0.5), round(1.5), type(round(2.5)).__name__, round(3.14159, 3))
print(divmod(7, 2), divmod(-7, 2), divmod(7, -2), divmod(7.5, 2), pow(2, 10), pow(2, -1))
divmod(1, 0)
