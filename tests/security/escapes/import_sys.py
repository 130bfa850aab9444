# technique: import sys as s, then the interpreter's insides through it
# source: pyjail write-ups: import of os/sys/subprocess/ctypes under every spelling
# expect-error: AttributeError: module 'sys' has no attribute 'modules'
import sys as s
s.modules['os']
