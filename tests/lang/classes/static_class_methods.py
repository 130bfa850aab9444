class Date:
    def __init__(self, y, m, d):
        self.y, self.m, self.d = y, m, d
    @classmethod
    def from_string(cls, s):
        y, m, d = map(int, s.split('-'))
        return cls(y, m, d)
    @staticmethod
    def is_leap(y):
        return y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)
    def __repr__(self):
        return f'{type(self).__name__}({self.y}, {self.m}, {self.d})'
class MyDate(Date):
    pass
print(Date.from_string('2024-01-02'), MyDate.from_string('2020-3-4'))
print(Date.is_leap(2000), Date(1, 2, 3).is_leap(1900), MyDate.is_leap(2024))
sm = staticmethod(len)
print(type(sm).__name__, sm('abc'))
class K:
    f = staticmethod(lambda x: x + 1)
    g = classmethod(lambda cls, x: (cls.__name__, x))
print(K.f(1), K().f(2), K.g(3), K().g(4))
