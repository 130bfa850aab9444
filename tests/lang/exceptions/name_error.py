x = 1
print(x)  # expect: 1
pritn(x)
# expect-error: NameError: name 'pritn' is not defined. Did you mean: 'print'?
