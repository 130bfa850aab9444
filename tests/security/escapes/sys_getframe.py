# technique: sys._getframe().f_back.f_globals (the caller's frame)
# source: pyjail write-ups: frame walking via sys._getframe to reach f_globals/f_builtins
# expect-error: AttributeError: module 'sys' has no attribute '_getframe'
import sys
sys._getframe(0).f_back.f_globals
