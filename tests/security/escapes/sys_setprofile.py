# technique: sys.setprofile (a profile function receives every frame)
# source: CPython sandbox escapes via tracing hooks (settrace/setprofile hand out frame objects)
# expect-error: AttributeError: module 'sys' has no attribute 'setprofile'
import sys
sys.setprofile(lambda frame, event, arg: None)
