x = 5
def remove():
    global x
    del x
remove()
print("x" in globals() if False else "deleted")
print(x)
