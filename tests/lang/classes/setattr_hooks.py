class Logged:
    def __init__(self):
        self.log = []
    def __setattr__(self, name, value):
        if name != 'log':
            self.log.append(name)
        super().__setattr__(name, value)
    def __delattr__(self, name):
        self.log.append('del ' + name)
        object.__delattr__(self, name)
l = Logged()
l.a = 1
l.b = 2
del l.a
print(l.log, l.b, hasattr(l, 'a'))
class Frozen:
    def __init__(self, x):
        object.__setattr__(self, 'x', x)
    def __setattr__(self, name, value):
        raise AttributeError(f'cannot assign {name}')
f = Frozen(3)
print(f.x)
try:
    f.x = 4
except AttributeError as e:
    print(e)
