class A: pass
class B(A): pass
class C: pass
b = B()
print(isinstance(b, A), isinstance(b, (C, A)), isinstance(b, C), isinstance(A, type), isinstance(B, object))
print(issubclass(B, (C, A)), issubclass(B, B), issubclass(A, B))
try:
    isinstance(b, 'A')
except TypeError as e:
    print(e)
try:
    issubclass(b, A)
except TypeError as e:
    print(e)
print(type(b) == B, type(b) != A, type(B) is type, type(type(b)).__name__)
print(isinstance(ValueError('x'), Exception), isinstance(True, int))
