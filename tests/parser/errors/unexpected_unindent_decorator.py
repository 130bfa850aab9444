def f():
    @dec
