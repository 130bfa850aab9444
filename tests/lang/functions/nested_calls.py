def add(a, b):
    return a + b
def mul(a, b):
    return a * b
print(add(mul(2, 3), mul(add(1, 1), 4)), add(*map(int, "12")), mul(**dict(a=3, b=4)))
print(len(str(sum(range(int("100"))))), abs(min(-5, max(-10, -3))), sorted(set(map(abs, [-2, 2, -1]))))
