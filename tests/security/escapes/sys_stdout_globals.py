# technique: sys.stdout.write.__globals__ (a sys function's module globals)
# source: pyjail write-ups: __globals__ of any reachable function leads to its module's imports
# expect-error: AttributeError: 'function' object has no attribute '__globals__'
import sys
sys.stdout.__class__.write.__globals__
