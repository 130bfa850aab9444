"""The tools of _tools_provider.py as python3 runs them for the tool_*.py
tests: the async tools are coroutines that sleep for their delay, the sync
ones plain functions. Not a test itself (the lister skips "_" names).

A tool_*.py file imports these only when the tool names are not globals,
that is under python3; pysafe gets them from the provider.
"""
import asyncio

CATALOG = {
    "apple": {"price": 125, "stock": 12},
    "pear": {"price": 210, "stock": 0},
    "plum": {"price": 75, "stock": 40},
    "fig": {"price": 340, "stock": 3},
}
ERRORS = {"ValueError": ValueError, "KeyError": KeyError, "RuntimeError": RuntimeError,
          "TimeoutError": TimeoutError, "ZeroDivisionError": ZeroDivisionError,
          "PermissionError": PermissionError, "LookupError": LookupError}
history = []


def _arrive(name, args):
    history.append(name + ":" + str(args[0] if args else ""))


async def fetch(key, delay=0.05):
    _arrive("fetch", (key,))
    await asyncio.sleep(delay)
    if key not in CATALOG:
        raise KeyError(key)
    return dict(CATALOG[key])


async def echo(value, delay=0.05):
    _arrive("echo", (value,))
    await asyncio.sleep(delay)
    return value


async def fail(kind, message, delay=0.05):
    _arrive("fail", (kind,))
    await asyncio.sleep(delay)
    raise ERRORS[kind](message)


async def total(numbers, delay=0.05):
    _arrive("total", (numbers,))
    await asyncio.sleep(delay)
    return sum(numbers)


async def visit(tag, delay=0.05):
    _arrive("visit", (tag,))
    await asyncio.sleep(delay)
    return "visited " + tag


def add(a, b):
    return a + b


def shout(text):
    return text.upper() + "!"


def calls():
    return list(history)
