from enum import Enum

class Color(Enum):
    RED = 1

try:
    class More(Color):
        BLUE = 2
except TypeError as e:
    print(type(e).__name__, e)

class Base(Enum):
    def hello(self):
        return 'hello ' + self.name

class Greeting(Base):
    WORLD = 1
    THERE = 2

print(Greeting.WORLD.hello(), list(Greeting))
print(isinstance(Greeting.WORLD, Base), issubclass(Greeting, Base))
print(len(Base), list(Base))
