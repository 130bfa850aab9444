class A:
    pass

print(A, A.__module__)
A.__module__ = 'pkg.mod'
print(A, A.__module__, repr(A()).split(' object')[0])
A.__qualname__ = 'Outer.A'
print(A)
