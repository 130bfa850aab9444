def greet(name, greeting="Hello"):
    return f"{greeting}, {name}!"
print(greet("Ann"), greet("Bob", "Hi"), greet(greeting="Yo", name="Cy"))
