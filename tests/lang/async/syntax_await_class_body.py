# await in a class body at module level.
class C:
    value = await something()
