# technique: types.FrameType / TracebackType (frame types to build or inspect)
# source: pyjail write-ups: frame objects lead to f_globals and f_builtins
# expect-error: AttributeError: module 'types' has no attribute 'FrameType'
import types
types.FrameType
