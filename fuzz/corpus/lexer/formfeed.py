x = 1
def f():
      pass

class C: pass
