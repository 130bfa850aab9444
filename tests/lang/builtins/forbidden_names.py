# pysafe-only
try:
    eval("1")
except NameError as e:
    print(e)
for name in ["exec", "compile", "open", "input", "__import__", "globals", "locals", "vars", "dir", "breakpoint", "help", "memoryview", "exit", "quit"]:
    pass
# expect: name 'eval' is not defined
