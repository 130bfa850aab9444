"""The plain classes of pysafe: its exceptions and small records.

pysafe._core (the C extension) makes instances of these; they are written in
Python because nothing here is on a hot path and Python classes pickle,
subclass and document themselves the ordinary way.
"""
from typing import NamedTuple, Optional

__all__ = ["Error", "ScriptError", "ScriptSyntaxError", "LimitError",
           "ToolCall", "Stats", "Opaque"]


class Stats(NamedTuple):
    """Figures of a run: fuel used, peak memory in bytes, allocations made,
    tool calls made, wall time in milliseconds (time paused on tool calls
    not counted)."""
    instructions: int
    memory_peak: int
    allocations: int
    tool_calls: int
    wall_ms: float


class ToolCall(NamedTuple):
    """A call the script made to a tool, waiting for its answer
    (Paused.calls). `id` is unique within the sandbox."""
    id: int
    name: str
    args: tuple
    kwargs: dict


class Error(Exception):
    """Base of pysafe's exceptions; raised itself for misuse of the API
    (a closed sandbox, the wrong thread, an unknown call id ...)."""


class ScriptError(Error):
    """The script raised an exception it did not catch.

    type: the exception's class name ("ValueError"); message: str() of it;
    traceback: CPython-style traceback text; line: the line of the script
    where it was raised (None if unknown); output: what the script printed
    before it failed.
    """

    def __init__(self, type: str, message: str, traceback: str = "",
                 line: Optional[int] = None, output: str = ""):
        super().__init__(f"{type}: {message}" if message else type)
        self.type = type
        self.message = message
        self.traceback = traceback
        self.line = line
        self.output = output

    def __reduce__(self):
        return (type(self), (self.type, self.message, self.traceback, self.line, self.output))


class ScriptSyntaxError(ScriptError):
    """The script did not compile: `line` and `column` (1-based) say where."""

    def __init__(self, type: str, message: str, traceback: str = "",
                 line: Optional[int] = None, column: Optional[int] = None,
                 output: str = ""):
        super().__init__(type, message, traceback, line, output)
        self.column = column

    def __reduce__(self):
        return (type(self), (self.type, self.message, self.traceback, self.line, self.column, self.output))


class LimitError(Error):
    """A budget ended the script: `limit` is one of "instructions",
    "memory", "time", "output", "depth", "tool_calls", "pending_calls",
    "interrupt"; `stats` are the figures at the stop; `message`,
    `traceback` (where the script was) and `output` as in ScriptError."""

    def __init__(self, limit: str, message: str, traceback: str = "",
                 stats: Optional[Stats] = None, output: str = ""):
        super().__init__(message)
        self.limit = limit
        self.message = message
        self.traceback = traceback
        self.stats = stats
        self.output = output

    def __reduce__(self):
        return (type(self), (self.limit, self.message, self.traceback, self.stats, self.output))


class Opaque:
    """A result with no Python equivalent (a function, a class instance of
    the script, a range ...): only its repr() text leaves the sandbox.
    Opaque values cannot go back in."""

    __slots__ = ("repr",)

    def __init__(self, repr: str):
        self.repr = repr

    def __repr__(self) -> str:
        return f"pysafe.Opaque({self.repr!r})"

    def __eq__(self, other):
        return isinstance(other, Opaque) and other.repr == self.repr

    def __hash__(self):
        return hash(("pysafe.Opaque", self.repr))
