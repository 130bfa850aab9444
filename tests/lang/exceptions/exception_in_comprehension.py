def safe_div(a, b):
    try:
        return a / b
    except ZeroDivisionError:
        return None
print([safe_div(10, x) for x in [1, 0, 5]])
try:
    [1 / x for x in [1, 0]]
except ZeroDivisionError as e:
    print("comp raised", e)
print({k: safe_div(1, k) for k in range(3)})
[int(x) for x in ["1", "two"]]
