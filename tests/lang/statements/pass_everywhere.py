if True:
    pass
for _ in range(1):
    pass
def f():
    pass
try:
    pass
except Exception:
    pass
print("passes")
