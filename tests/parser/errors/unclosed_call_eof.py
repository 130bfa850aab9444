print("hello"
