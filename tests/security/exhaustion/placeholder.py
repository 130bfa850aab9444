# technique: placeholder
# expect-ok
print(1)
