print(pow(2, 10, 1000), pow(3, 200, 10 ** 9 + 7), pow(-2, 3, 5), pow(2, -1, 7), pow(5, 0, 1), pow(7, 3, -5), pow(2 ** 100, 2 ** 80, 2 ** 61 - 1))
print(list(zip([1, 2], "ab", strict=True)), pow(base=2, exp=5))
for call in [lambda: pow(2, 3, 0), lambda: pow(2, -1, 4), lambda: pow(2.0, 3, 5), lambda: list(zip([1], [1, 2], strict=True)), lambda: list(zip([1, 2], [1], strict=True))]:
    try:
        print(call())
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
