# technique: [].__reduce_ex__(2)
# source: asteval issue #86 (print.__reduce__() hands out getattr and the interpreter)
# expect-error: AttributeError: 'list' object has no attribute '__reduce_ex__'
[].__reduce_ex__(2)
