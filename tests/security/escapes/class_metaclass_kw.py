# technique: metaclass= naming type itself, to reach type.__new__ with a crafted namespace
# source: pysandbox / J. McKellar, 'Building and breaking a Python sandbox' (PyCon 2014): the object-graph walk from any literal
# expect-error: TypeError: pysafe does not support metaclasses
class A(metaclass=type):
    pass
