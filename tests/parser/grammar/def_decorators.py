@dec
def f(): pass
@a.b(1)
@c
class C: pass
@x[0]
def g(): pass
