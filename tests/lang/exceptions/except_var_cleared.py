try:
    raise ValueError("v")
except ValueError as err:
    pass
try:
    print(err)
except NameError as e:
    print("cleared:", e)
e2 = "keep"
try:
    1 / 0
except ZeroDivisionError as e2:
    pass
print(e2)
