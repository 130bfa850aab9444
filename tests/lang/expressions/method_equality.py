# two reads of the same method are equal and hash alike
a = []
b = []
print(a.append == a.append, a.append != a.append, a.append == b.append)
print(list.append == list.append, list.append == list.pop, list.append != list.append)
print(hash(a.append) == hash(a.append), hash(list.append) == hash(list.append))
print({list.append: 1}[list.append], {a.append: 2}[a.append])
print(str.maketrans == str.maketrans, dict.fromkeys == dict.fromkeys, dict.fromkeys == {}.fromkeys)
print('x'.upper == 'x'.upper, (5).bit_length == (5).bit_length, len == len, len == abs)
print(a.append == list.append, a.append == 1, list.append == None)
print(a.append in [a.append], a.append in {a.append})
