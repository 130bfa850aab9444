for src in [[1, 2, 3], [1], 5, "abcd"]:
    try:
        a, b = src
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
try:
    a, *b, c = [1]
except ValueError as e:
    print(e)
