# 'return' with a value in an async generator is a SyntaxError.
print("never printed: the file does not compile")


async def agen():
    yield 1
    return 5
