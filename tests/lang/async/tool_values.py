# args: --tools-cmd '${PYSAFE_PYTHON:-python3} -I -S _tools_provider.py'
# Values through async tool calls and back (docs/protocol.md's mapping):
# the types survive and containers nest.
import asyncio

try:
    fetch
except NameError:  # python3: the same tools as coroutines
    import sys
    sys.path.insert(0, ".")  # -I leaves the script's folder off sys.path
    from _tools_twin import fetch, echo, fail, total, visit, add, shout, calls



async def main():
    values = [0, -1, 2 ** 53, 2 ** 80, -(2 ** 70), 0.1, -2.5e-300, float("inf"), "", "tab\there",
              "ünïcödé €", True, False, None, [], {}, (), (1,), (1, "two", [3]), {"a": (1, 2)},
              {1: "int key", (2, 3): "tuple key"}, {1, 2, 3}, frozenset({"x"}), b"", b"\x00\xffbytes",
              [[[[["deep"]]]]], {"nested": {"dict": [1, {"in": "list"}]}}]
    back = await asyncio.gather(*(echo(v, delay=0.01) for v in values))
    for v, b in zip(values, back):
        print(type(b).__name__, b == v, repr(b)[:40])
    nan = await echo(float("nan"), delay=0.01)
    print(type(nan).__name__, nan != nan)
    print(await total((1, 2, 3), delay=0.01), await total({4, 5}, delay=0.01))


asyncio.run(main())
