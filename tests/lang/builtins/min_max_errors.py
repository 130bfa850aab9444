for call in [lambda: max(), lambda: min([]), lambda: max(1), lambda: max([1, "a"]), lambda: min(1, 2, key=5)]:
    try:
        print(call())
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
print(max([], default="empty"), max([1], default=0), min(3, 2, 1), max("abc", "abd"), max([2, 3], [2, 3, 0]))
