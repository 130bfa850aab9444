x = “hello”
