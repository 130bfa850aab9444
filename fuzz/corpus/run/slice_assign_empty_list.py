from collections import UserList
from collections.abc import MutableSequence
u = UserList([3, 1, 2])
print(u, u.data, len(u), u[0], u[-1], u[1:], type(u[1:]).__name__, 2 in u)
u.append(4); u.insert(0, 0); u.extend([5]); u.extend(UserList([6])); print(u)
print(u.pop(), u.pop(0), u, u.count(1), u.index(2))
u.remove(1); u.reverse(); print(u)
u.sort(); print(u); u.sort(reverse=True); print(u); u.sort(key=lambda x: -x); print(u)
print(u + [9], [9] + u, u + UserList([8]), u * 2, 2 * u, type(u + [9]).__name__)
v = UserList(u); v += [7]; v *= 2; print(v)
print(u == [2, 3, 4], u < [5], u <= UserList([2, 3, 4]), u > [1], u >= [2, 3, 4], u != [1])
u[0] = 'x'; del u[1]; print(u)
c = u.copy(); c.append('c'); print(u, c, type(c).__name__)
u.clear(); print(u, len(u), isinstance(u, MutableSequence), UserList(), UserList('ab'), UserList((1, 2)))
try:
    UserList([1]).index(5)
except ValueError as e:
    print(type(e).__name__, e)
try:
    UserList([])[0]
except IndexError as e:
    print(type(e).__name__, e)
