# Type stubs of pysafe (docs/python.md). The exception classes, ToolCall,
# Stats and Opaque are plain Python (pysafe/_types.py) and typed there.
import datetime
from typing import Any, Awaitable, Callable, Mapping, Optional, Union

from ._describe import SchemaTool as SchemaTool
from ._describe import describe_tools as describe_tools
from ._describe import tool_from_schema as tool_from_schema
from ._types import Error as Error
from ._types import LimitError as LimitError
from ._types import Opaque as Opaque
from ._types import ScriptError as ScriptError
from ._types import ScriptSyntaxError as ScriptSyntaxError
from ._types import Stats as Stats
from ._types import ToolCall as ToolCall

__version__: str

# A value that crosses into the sandbox: None, bool, int, float, str, bytes,
# and lists, tuples, dicts, sets and frozensets of them (also subclasses of
# those, Enum members and dataclass instances).
Value = Any
# name -> callable, or name -> {name -> callable} (a namespace). A coroutine
# function (`async def`) is an async tool: the script awaits it.
Tools = Mapping[str, Union[Callable[..., Any], None, Mapping[str, Union[Callable[..., Any], None]]]]
Clock = Union[None, int, float, datetime.datetime, Callable[[], float]]

class Limits:
    def __init__(self, *, max_instructions: Optional[int] = ..., max_memory: int = ...,
                 max_depth: int = ..., max_output: Optional[int] = ..., timeout: Optional[float] = ...,
                 max_tool_calls: Optional[int] = ..., max_pending_calls: Optional[int] = ...) -> None: ...
    @property
    def max_instructions(self) -> Optional[int]: ...
    @property
    def max_memory(self) -> int: ...
    @property
    def max_depth(self) -> int: ...
    @property
    def max_output(self) -> Optional[int]: ...
    @property
    def timeout(self) -> Optional[float]: ...
    @property
    def max_tool_calls(self) -> Optional[int]: ...
    @property
    def max_pending_calls(self) -> Optional[int]: ...

class Result:
    @property
    def value(self) -> Any: ...
    @property
    def output(self) -> str: ...
    @property
    def stats(self) -> Stats: ...
    @property
    def exit_code(self) -> Optional[int]: ...

class Paused:
    @property
    def calls(self) -> list[ToolCall]: ...
    @property
    def cancelled(self) -> list[ToolCall]: ...
    def resume(self, answers: Mapping[int, Union[Value, BaseException]]) -> Union["Paused", Result]: ...
    def dump(self) -> bytes: ...
    @classmethod
    def load(cls, data: bytes, *, tools: Optional[Tools] = None, limits: Optional[Limits] = None,
             clock: Clock = None, seed: Optional[int] = None) -> "Paused": ...

class Sandbox:
    def __init__(self, *, tools: Optional[Tools] = None, limits: Optional[Limits] = None,
                 clock: Clock = None, seed: Optional[int] = None) -> None: ...
    def run(self, code: str, inputs: Optional[Mapping[str, Value]] = None,
            name: str = "<script>") -> Result: ...
    def start(self, code: str, inputs: Optional[Mapping[str, Value]] = None,
              name: str = "<script>") -> Union[Paused, Result]: ...
    def close(self) -> None: ...
    @property
    def closed(self) -> bool: ...
    def __enter__(self) -> "Sandbox": ...
    def __exit__(self, *exc: Any) -> bool: ...

def run(code: str, *, inputs: Optional[Mapping[str, Value]] = None, tools: Optional[Tools] = None,
        limits: Optional[Limits] = None, name: str = "<script>", clock: Clock = None,
        seed: Optional[int] = None) -> Result: ...

async def run_async(code: str, *, inputs: Optional[Mapping[str, Value]] = None, tools: Optional[Tools] = None,
                    limits: Optional[Limits] = None, name: str = "<script>", clock: Clock = None,
                    seed: Optional[int] = None) -> Result: ...
