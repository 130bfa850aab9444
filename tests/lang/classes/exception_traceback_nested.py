class Outer:
    class Error(Exception):
        pass
def f():
    raise Outer.Error('inner class error')
f()
