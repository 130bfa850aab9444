# technique: fullwidth ｅｖａｌ
# source: pyjail CTF folklore: identifiers are NFKC-normalised (PEP 3131), so fullwidth or math letters spell forbidden names
# expect-error: NameError: name 'eval' is not defined
ｅｖａｌ('1 + 1')
