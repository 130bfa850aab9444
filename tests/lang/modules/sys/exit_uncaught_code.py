# an uncaught sys.exit(3) from inside functions and a finally block: the exit status, finally runs first
import sys
def inner():
    try:
        sys.exit(3)
    finally:
        print('cleanup')
def outer():
    inner()
    print('not reached')
print('start')
outer()
