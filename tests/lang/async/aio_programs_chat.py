# A simulated chat room: clients send messages with delays, a broadcaster
# task fans them out through per-client queues, and everyone leaves.
import asyncio


class Room:
    def __init__(self):
        self.members = {}
        self.inbox = asyncio.Queue()

    def join(self, name):
        q = asyncio.Queue()
        self.members[name] = q
        return q

    def leave(self, name):
        del self.members[name]

    async def broadcaster(self):
        while True:
            sender, text = await self.inbox.get()
            if sender is None:
                return
            for name, q in sorted(self.members.items()):
                if name != sender:
                    await q.put("%s: %s" % (sender, text))


async def client(room, name, script):
    q = room.join(name)
    seen = []
    for delay, text in script:
        await asyncio.sleep(delay)
        await room.inbox.put((name, text))
    await asyncio.sleep(1)
    while not q.empty():
        seen.append(q.get_nowait())
    room.leave(name)
    return name, seen


async def main():
    room = Room()
    b = asyncio.create_task(room.broadcaster())
    results = await asyncio.gather(
        client(room, "ann", [(0.1, "hi"), (0.3, "how are you?")]),
        client(room, "bob", [(0.2, "hello"), (0.3, "fine")]),
        client(room, "cat", [(0.55, "bye")]),
    )
    await room.inbox.put((None, None))
    await b
    for name, seen in results:
        print(name, seen)
    print(room.members)


asyncio.run(main())
