# cr_running / cr_suspended (3.11) while a coroutine runs, waits and ends;
# ag_running for async generators.
states = []


class Suspend:
    def __await__(self):
        yield "s"


async def watch():
    states.append(("inside", c.cr_running, c.cr_suspended))
    await Suspend()
    states.append(("resumed", c.cr_running, c.cr_suspended))


c = watch()
states.append(("created", c.cr_running, c.cr_suspended))
c.send(None)
states.append(("suspended", c.cr_running, c.cr_suspended))
try:
    c.send(None)
except StopIteration:
    pass
states.append(("done", c.cr_running, c.cr_suspended))
for s in states:
    print(s)


async def agen():
    print("ag_running inside", a.ag_running)
    yield 1


a = agen()
print("ag_running before", a.ag_running)
n = a.__anext__()
try:
    n.send(None)
except StopIteration as e:
    print("first item", e.value)
print("ag_running after", a.ag_running)

for name in ("cr_frame_x", "gi_running", "ag_running"):
    try:
        getattr(c, name)
    except AttributeError as e:
        print("AttributeError", e)
for name in ("gi_running", "cr_running", "ag_suspended"):
    try:
        getattr(a, name)
    except AttributeError as e:
        print("AttributeError", e)
