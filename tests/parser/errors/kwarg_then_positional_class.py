class A(metaclass=M, B):
    pass
