from difflib import SequenceMatcher as SM
a = list(map(str, range(1, 40)))
b = a[:]
b[8:8] = ['i']
b[20] += 'x'
b[23:28] = []
b[30] += 'y'
for n in [0, 1, 3, 10]:
    print(n, list(SM(None, a, b).get_grouped_opcodes(n)))
print(list(SM(None, 'abc', 'abc').get_grouped_opcodes()))
print(list(SM(None, '', '').get_grouped_opcodes()))
print(list(SM(None, '', 'x').get_grouped_opcodes()))
print(list(SM(None, 'x', '').get_grouped_opcodes()))
print(list(SM(None, 'abcdefgh', 'xbcdefgy').get_grouped_opcodes(1)))
