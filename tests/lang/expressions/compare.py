print(1 < 2 < 3, 1 < 3 < 2, 3 > 2 > 1 > 0)
print(1 == 1.0, 1 != 2, "a" < "b", "abc" < "abd", "Z" < "a")
print([1, 2] < [1, 3], (1, 2) == (1, 2), [1] == [1.0], (1, 2) < (1, 2, 0))
print(None is None, 1 is not None, [] is [], "x" in "xyz", 3 not in [1, 2])
print({1: 2} == {1: 2}, {1, 2} == {2, 1}, {1} < {1, 2}, {1, 2} <= {1, 2})
a = [1, 2, 3]
b = a
print(a is b, a == [1, 2, 3], a is [1, 2, 3])
print(0 or 5, 3 and 4, 0 and 1, "" or "default", None or 0 or [] or "last")
print(not 0, not [], not [0], 1 if 0 else 2, "yes" if "x" else "no")
def f(v):
    print("f", v)
    return v
print(f(1) < f(2) < f(0) < f(5))
print(float("nan") == float("nan"), 1 < float("inf"))
