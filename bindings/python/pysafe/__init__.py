"""pysafe: run the Python a language model writes, in a sandbox, from Python.

    import pysafe
    pysafe.run("x + 1", inputs={"x": 1}).value   # 2
    await pysafe.run_async(code, tools={"fetch": fetch})   # async def fetch

The script can compute and call the tools the host gives it, and nothing
else: no files, no OS, no network, no host objects. Budgets on
instructions, memory, call depth, output and wall time stop a runaway
script with LimitError. docs/python.md is the guide.
"""
from ._types import (Error, LimitError, Opaque, ScriptError, ScriptSyntaxError,
                     Stats, ToolCall)
from . import _core
from ._core import Limits, Paused, Result, Sandbox, run
from ._describe import SchemaTool, describe_tools, tool_from_schema
from ._async import run_async

__version__ = _core.PS_VERSION

__all__ = [
    "run", "run_async", "Result", "Limits", "Sandbox", "Paused", "ToolCall", "Stats",
    "Opaque", "Error", "ScriptError", "ScriptSyntaxError", "LimitError",
    "describe_tools", "tool_from_schema", "SchemaTool",
]
