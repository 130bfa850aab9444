*a, b = c
print(*a)
x = *a, *b
for x in *a, *b: pass
