def f():
    try:
        raise ValueError("first")
    finally:
        print("cleanup")

f()
