# pysafe-only: these builtins are never defined in the sandbox (DESIGN.md),
# so each raises NameError exactly as a name that never existed does.
def unknown_message():
    try:
        never_defined_name_xyz
    except NameError as e:
        return str(e).replace('never_defined_name_xyz', '{}')

template = unknown_message()
print(template)
try:
    eval
except NameError as e:
    print(type(e).__name__, e, e.name, str(e) == template.format('eval'))
try:
    exec
except NameError as e:
    print(type(e).__name__, e, e.name, str(e) == template.format('exec'))
try:
    compile
except NameError as e:
    print(type(e).__name__, e, e.name, str(e) == template.format('compile'))
try:
    open
except NameError as e:
    print(type(e).__name__, e, e.name, str(e) == template.format('open'))
try:
    input
except NameError as e:
    print(type(e).__name__, e, e.name, str(e) == template.format('input'))
try:
    __import__
except NameError as e:
    print(type(e).__name__, e, e.name, str(e) == template.format('__import__'))
try:
    globals
except NameError as e:
    print(type(e).__name__, e, e.name, str(e) == template.format('globals'))
try:
    locals
except NameError as e:
    print(type(e).__name__, e, e.name, str(e) == template.format('locals'))
try:
    vars
except NameError as e:
    print(type(e).__name__, e, e.name, str(e) == template.format('vars'))
try:
    dir
except NameError as e:
    print(type(e).__name__, e, e.name, str(e) == template.format('dir'))
try:
    breakpoint
except NameError as e:
    print(type(e).__name__, e, e.name, str(e) == template.format('breakpoint'))
try:
    help
except NameError as e:
    print(type(e).__name__, e, e.name, str(e) == template.format('help'))
try:
    memoryview
except NameError as e:
    print(type(e).__name__, e, e.name, str(e) == template.format('memoryview'))
try:
    exit
except NameError as e:
    print(type(e).__name__, e, e.name, str(e) == template.format('exit'))
try:
    quit
except NameError as e:
    print(type(e).__name__, e, e.name, str(e) == template.format('quit'))
try:
    print(eval('1'))
except NameError as e:
    print(e)
# the names stay free for a script's own use
open = 'mine'
def dir(): return 'my dir'
print(open, dir())
del open
try:
    open
except NameError as e:
    print(e)
quit()
# expect: name '{}' is not defined
# expect: NameError name 'eval' is not defined eval True
# expect: NameError name 'exec' is not defined exec True
# expect: NameError name 'compile' is not defined compile True
# expect: NameError name 'open' is not defined open True
# expect: NameError name 'input' is not defined input True
# expect: NameError name '__import__' is not defined __import__ True
# expect: NameError name 'globals' is not defined globals True
# expect: NameError name 'locals' is not defined locals True
# expect: NameError name 'vars' is not defined vars True
# expect: NameError name 'dir' is not defined dir True
# expect: NameError name 'breakpoint' is not defined breakpoint True
# expect: NameError name 'help' is not defined help True
# expect: NameError name 'memoryview' is not defined memoryview True
# expect: NameError name 'exit' is not defined exit True
# expect: NameError name 'quit' is not defined quit True
# expect: name 'eval' is not defined
# expect: mine my dir
# expect: name 'open' is not defined
# expect-error: NameError: name 'quit' is not defined
