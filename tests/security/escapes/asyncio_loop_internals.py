# technique: walk from the event loop and tasks to frames, globals or the host (task.get_stack, coroutine internals, loop attributes)
# source: asyncio's Task.get_stack()/print_stack() give frames in CPython; loop._selector / run_in_executor reach threads and the OS
# expect: [] NotImplementedError
# expect: no frame
import asyncio
async def main():
    t = asyncio.current_task()
    stack = t.get_stack()
    try:
        asyncio.get_running_loop().run_in_executor(None, print, "x")
        out = "ran"
    except NotImplementedError:
        out = "NotImplementedError"
    print(stack, out)
    c = t.get_coro()
    try:
        c.cr_frame
        print("frame")
    except AttributeError:
        print("no frame")
asyncio.run(main())
