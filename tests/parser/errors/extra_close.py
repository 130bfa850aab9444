x = foo(1))
