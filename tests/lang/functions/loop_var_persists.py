for k in range(3):
    pass
print(k)
for k in []:
    pass
print(k)
