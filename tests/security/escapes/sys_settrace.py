# technique: sys.settrace (a trace function receives every frame)
# source: CPython sandbox escapes via tracing hooks (settrace/setprofile hand out frame objects)
# expect-error: AttributeError: module 'sys' has no attribute 'settrace'
import sys
sys.settrace(lambda frame, event, arg: print(frame.f_globals))
