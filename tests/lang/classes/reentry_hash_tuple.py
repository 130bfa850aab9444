# hash() of tuples holding instances, and tuples as dict/set keys
log = []
class H:
    def __init__(self, v):
        self.v = v
    def __hash__(self):
        log.append(self.v)
        [str(i) for i in range(5)]
        return self.v
    def __eq__(self, o):
        return isinstance(o, H) and self.v == o.v
t = (H(1), H(2), (H(3), 'x'))
print(hash(t) == hash((H(1), H(2), (H(3), 'x'))), log)
log.clear()
d = {t: 'value'}
print(d[(H(1), H(2), (H(3), 'x'))], len(log))
log.clear()
s = {(H(i), i) for i in range(3)}
print(len(s), sorted(log))
class Raise:
    def __hash__(self):
        raise BufferError('hash')
for make in (lambda: hash((1, Raise())), lambda: {(Raise(),): 1}, lambda: {(1, (2, Raise()))},
             lambda: (Raise(),) in {}, lambda: {}.get((Raise(),))):
    try:
        make()
    except BufferError as e:
        print('BufferError', e)
class Unhash:
    __hash__ = None
try:
    hash((1, [2]))
except TypeError as e:
    print('TypeError', e)
try:
    hash((Unhash(),))
except TypeError as e:
    print('TypeError', e)
class Big:
    def __hash__(self):
        return 2 ** 100
class Neg:
    def __hash__(self):
        return -1
print(hash(Big()) == hash(2 ** 100), hash(Neg()), hash((Neg(),)) == hash((-1,)), hash((Big(),)) == hash((2 ** 100,)))
class NotInt:
    def __hash__(self):
        return 1.5
try:
    hash((NotInt(),))
except TypeError as e:
    print('TypeError', e)
# a __hash__ that recurses forever
class Rec:
    def __hash__(self):
        return hash((self,))
try:
    hash(Rec())
except RecursionError:
    print('RecursionError')
# deep tuples: a RecursionError or a value, never a crash
t = ()
for i in range(200):
    t = (t, i)
print(hash(t) == hash(t))
t = ()
for i in range(1200):
    t = (t,)
try:
    hash(t)
except RecursionError:
    pass
print('no crash')
# hashing a tuple whose item's __hash__ drops the last other reference to it
holder = [None]
class Drop:
    def __hash__(self):
        holder[0] = None
        [str(i) for i in range(10)]
        return 5
holder[0] = (Drop(), [1] * 5, Drop())
try:
    print(hash(holder[0]) is not None)
except TypeError as e:
    print('TypeError', e)
holder[0] = ((Drop(), 'a'), (Drop(), 'b'))
print(type(hash(holder[0])).__name__)
