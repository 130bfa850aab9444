@a.b.c
def f(): pass
@(lambda f: f)
def g(): pass
@x if y else z
def h(): pass
