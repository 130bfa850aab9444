x = 10 ** 5000
print(len(str(x // 10 ** 4000)))
str(x)
