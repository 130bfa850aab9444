class C:
    x = 'class'
    def m(self):
        return 'method'
    @property
    def p(self):
        return 'prop'
c = C()
print(c.x, c.m(), c.p)
c.x = 'inst'
c.m = lambda: 'inst method'
print(c.x, c.m(), C.x, C().m())
try:
    c.p = 'shadow'
except AttributeError as e:
    print(e)
c.__dict__['p'] = 'in dict'
print(c.p, sorted(c.__dict__), c.__dict__['x'])
del c.x
print(c.x)
class D(C):
    x = 'D'
print(D().x, D().m(), D().p)
c2 = C()
c2.__dict__.update(a=1, b=2)
print(c2.a, c2.b, sorted(vars_ := c2.__dict__))
