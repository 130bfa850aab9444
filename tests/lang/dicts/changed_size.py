d = {1: 1}
for k in d:
    del d[k]
