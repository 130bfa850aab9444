# technique: types.CodeType(...) (hand-built bytecode)
# source: pyjail write-ups: CodeType with crafted co_code to read out of bounds
# expect-error: AttributeError: module 'types' has no attribute 'CodeType'
import types
types.CodeType(0, 0, 0, 0, 0, 0, b'', (), (), (), '', '', '', 0, b'', b'')
