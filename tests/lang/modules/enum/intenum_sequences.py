from enum import IntEnum

class Col(IntEnum):
    NAME = 0
    AGE = 1
    CITY = 2

rows = [('ann', 31, 'oslo'), ('bob', 27, 'rome')]
for r in rows:
    print(r[Col.NAME], r[Col.AGE] + 1, r[Col.CITY].upper())
grid = [[0] * 3 for _ in range(3)]
grid[Col.AGE][Col.CITY] = 9
print(grid)
print(rows[0][Col.AGE:], 'abcdef'[Col.AGE:Col.CITY + 2])
print(list(range(Col.CITY)), [Col.NAME] * Col.CITY)
d = {}
d[Col.AGE] = 'age'
print(d, d[1])
s = 'hello'
print(s[Col.CITY], s[-Col.CITY])
lst = [1, 2, 3]
del lst[Col.NAME]
print(lst, lst.pop(Col.NAME), lst)
