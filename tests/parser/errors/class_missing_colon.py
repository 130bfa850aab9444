class A
    pass
