# deepcopy of a structure nested deeper than the recursion limit ends with
# RecursionError (CPython's word), never a crash
import copy

x = []
for _ in range(5000):
    x = [x]
try:
    copy.deepcopy(x)
except RecursionError:
    print('RecursionError')
y = []
for _ in range(100):
    y = [y]
z = copy.deepcopy(y)
n = 0
while z:
    z = z[0]
    n += 1
print(n)
