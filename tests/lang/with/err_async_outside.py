# syntax error: async_outside
print('before')
def f():
    async with x:
        pass
