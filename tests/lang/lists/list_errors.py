a = [1, 2]
try:
    a[5]
except IndexError as e:
    print(e)
try:
    a[5] = 1
except IndexError as e:
    print(e)
try:
    a["x"]
except TypeError as e:
    print(e)
try:
    a.remove(7)
except ValueError as e:
    print(e)
try:
    a.index(7)
except ValueError as e:
    print(e)
try:
    a[::0]
except ValueError as e:
    print(e)
try:
    [1, 2][0:1:1] = 5
except TypeError as e:
    print(e)
a[1:1] = 5
