calls = []
def v(n):
    calls.append(n)
    return n
print(v(1) < v(2) < v(3), calls)
calls.clear()
print(v(3) < v(2) < v(1), calls)
