# technique: inner.__closure__[0].cell_contents
# source: pysandbox / J. McKellar, 'Building and breaking a Python sandbox' (PyCon 2014): the object-graph walk from any literal
# expect-error: AttributeError: 'function' object has no attribute '__closure__'
def outer():
    secret = 1
    def inner():
        return secret
    return inner
outer().__closure__[0].cell_contents
