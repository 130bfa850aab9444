# exceptions whose __str__ / __repr__ run Python code while they are being
# printed: in a container's repr, in an f-string, and uncaught (the last
# line of the traceback is compared with CPython's)
class E(Exception):
    def __str__(self):
        [str(i) for i in range(10)]
        return 'custom str %d' % len(self.args)
    def __repr__(self):
        [str(i) for i in range(10)]
        return 'E<%s>' % (self.args,)
errs = [E(1), E(2, 3), ValueError('plain')]
print(errs, {'e': E()}, (E('x'),))
print(f'{E(1)}', str(E(1, 2)), repr(E()))
try:
    raise E('a', 'b')
except E as e:
    print('caught', e, repr(e), e.args)
class Mut(Exception):
    def __str__(self):
        holder.clear()
        [str(i) for i in range(10)]
        return 'mutated'
holder = [Mut(), Mut()]
print(holder)
holder = [Mut(), Mut()]
print(str(holder[0]), holder)
class BadStr(Exception):
    def __str__(self):
        raise KeyError('in str')
try:
    str(BadStr())
except KeyError as e:
    print('KeyError', e)
raise E('uncaught', [1, 2])
