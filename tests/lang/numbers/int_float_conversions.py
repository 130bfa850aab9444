print(int(3.7), int(-3.7), round(3.7), round(-3.7), float(3), int("  42\n"), float("  -1.5e2 "), int(float("1e3")))
print(3 / 2, 3 // 2, 3.0 // 2, -3 // 2, int(-1.5), round(-1.5), round(-0.5), round(0.5000001))
