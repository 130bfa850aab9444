# Awaiting things that are not awaitable: CPython's TypeError texts.


async def probe(obj):
    try:
        await obj
    except TypeError as e:
        return "TypeError: " + str(e)
    return "no error"


def run(coro):
    try:
        coro.send(None)
    except StopIteration as e:
        return e.value
    return "suspended"


class NoAwait:
    pass


class AwaitNone:
    def __await__(self):
        return None


class AwaitInt:
    def __await__(self):
        return 5


class AwaitList:
    def __await__(self):
        return [1, 2]


class AwaitCoro:
    def __await__(self):
        return probe(1)


class AwaitIter:
    def __await__(self):
        return iter([])


class AwaitRaises:
    def __await__(self):
        raise KeyError("inside __await__")


class AwaitNotCallable:
    __await__ = 3


def gen():
    yield 1


for obj in [1, None, "s", [1], {}, NoAwait(), AwaitNone(), AwaitInt(), AwaitList(),
            AwaitIter(), gen(), len, NoAwait, 2.5]:
    print(type(obj).__name__, "->", run(probe(obj)))

c = AwaitCoro()
print(run(probe(c)))


async def raising():
    try:
        await AwaitRaises()
    except KeyError as e:
        return "KeyError " + str(e)


print(run(raising()))


async def not_callable():
    try:
        await AwaitNotCallable()
    except TypeError as e:
        return "TypeError " + str(e)


print(run(not_callable()))


# __await__ set on the instance does not count
class InstanceAwait:
    pass


o = InstanceAwait()
o.__await__ = lambda: iter([])
print(run(probe(o)))
