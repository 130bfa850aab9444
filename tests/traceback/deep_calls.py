def a(n):
    return b(n) * 2

def b(n):
    return c(n)[n]

def c(n):
    return [1, 2, 3]

print(a(1))
print(a(5))
