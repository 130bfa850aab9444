# technique: format fields are not normalised: '{0.__ｇｌｏｂａｌｓ__}'
# source: pyjail CTF folklore: identifiers are NFKC-normalised (PEP 3131), so fullwidth or math letters spell forbidden names
# expect-error: AttributeError: 'function' object has no attribute '__ｇｌｏｂａｌｓ__'
def f():
    pass
'{0.__ｇｌｏｂａｌｓ__}'.format(f)
