def make_counter_class(start):
    class Counter:
        count = start
        def inc(self):
            Counter.count += 1
            return Counter.count
    return Counter
A = make_counter_class(10)
B = make_counter_class(100)
a, b = A(), B()
print(a.inc(), a.inc(), b.inc(), A.count, B.count, A is B, A.__qualname__)
def factory(kind):
    base = {'list': list, 'dict': dict}[kind]
    class Tagged(base):
        tag = kind
    return Tagged
TL = factory('list')
t = TL([1, 2])
print(t, t.tag, isinstance(t, list))
def closure_method():
    secret = 42
    class K:
        def get(self):
            return secret
        value = secret + 1
    return K()
k = closure_method()
print(k.get(), k.value)
