a = [3, 1]
print(a.sort(), a.append(0), a.reverse(), a.extend([]), a.insert(0, 1), a.clear(), a)
