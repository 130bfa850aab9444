# technique: a metaclass deriving from type
# source: pysandbox / J. McKellar, 'Building and breaking a Python sandbox' (PyCon 2014): the object-graph walk from any literal
# expect-error: TypeError: pysafe does not support metaclasses
class M(type):
    pass
class A(metaclass=M):
    pass
