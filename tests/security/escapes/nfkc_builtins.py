# technique: __ｂｕｉｌｔｉｎｓ__
# source: pyjail CTF folklore: identifiers are NFKC-normalised (PEP 3131), so fullwidth or math letters spell forbidden names
# expect-error: NameError: name '__builtins__' is not defined
__ｂｕｉｌｔｉｎｓ__
