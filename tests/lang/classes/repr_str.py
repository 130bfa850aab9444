class P:
    def __init__(self, x):
        self.x = x
    def __repr__(self):
        return 'P(%r)' % (self.x,)
class Q(P):
    def __str__(self):
        return 'q=' + str(self.x)
print(P(1), [P(1), P('a')], {'k': P(2)}, (P(3),))
print(Q(1), repr(Q(1)), [Q(2)], f'{Q(3)}', f'{Q(3)!r}', '%s %r' % (Q(4), Q(5)))
print(str(P(6)), format(P(7)), '{}'.format(Q(8)))
class Bad:
    def __repr__(self):
        return 5
try:
    repr(Bad())
except TypeError as e:
    print(e)
class BadS:
    def __str__(self):
        return None
try:
    str(BadS())
except TypeError as e:
    print(e)
