# technique: A.__init__.__globals__ of a script class
# source: simpleeval issue #15 (func_globals / __globals__ of a reachable function)
# expect-error: AttributeError: 'function' object has no attribute '__globals__'
class A:
    def __init__(self):
        pass
A.__init__.__globals__
