# technique: types.FunctionType(code, globals) (a function from a crafted code object)
# source: pysandbox / J. McKellar, 'Building and breaking a Python sandbox' (PyCon 2014): new functions from code objects
# expect-error: TypeError: cannot create 'function' instances
import types
types.FunctionType(None, {'__builtins__': None})
