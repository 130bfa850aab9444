x = 'global'
class A:
    x = 'class'
    y = x + '!'
    def m(self):
        return x
    z = [x for _ in range(2)]
print(A.y, A().m(), A.z)
def outer():
    v = 'outer'
    class B:
        w = v
        def get(self):
            return v
    return B
B = outer()
print(B.w, B().get())
def outer2():
    v = 1
    class C:
        v = 2
        def get(self):
            return v
        got = v
    return C
C = outer2()
print(C.v, C().get(), C.got)
class D:
    items = [1, 2, 3]
    total = sum(items)
    doubled = list(map(lambda i: i * 2, items))
print(D.total, D.doubled)
class E:
    def f(self):
        return E
print(E().f() is E)
class F:
    count = 0
    for i in range(3):
        count += i
    del i
print(F.count, hasattr(F, 'i'))
