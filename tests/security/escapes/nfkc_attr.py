# technique: f.__ｇｌｏｂａｌｓ__ (normalised attribute name)
# source: pyjail CTF folklore: identifiers are NFKC-normalised (PEP 3131), so fullwidth or math letters spell forbidden names
# expect-error: AttributeError: 'function' object has no attribute '__globals__'
def f():
    pass
f.__ｇｌｏｂａｌｓ__
