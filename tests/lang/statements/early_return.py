def classify(n):
    if n < 0:
        return "negative"
    if n == 0:
        return "zero"
    for p in [2, 3, 5]:
        if n % p == 0:
            return f"divisible by {p}"
    return "other"
print([classify(n) for n in [-3, 0, 4, 9, 25, 7]])
