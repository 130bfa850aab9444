def outer():
    def inner():
        return later
    later = "bound later"
    return inner()
print(outer())
