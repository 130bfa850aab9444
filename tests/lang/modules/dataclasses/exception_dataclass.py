# A data class deriving from Exception: the generated __init__ does not set
# args, so str() of it is empty unless the class says otherwise.
from dataclasses import dataclass


@dataclass
class ToolError(Exception):
    tool: str
    code: int = 1


@dataclass
class Described(Exception):
    msg: str

    def __str__(self):
        return f'described: {self.msg}'


try:
    raise ToolError('search', 404)
except ToolError as e:
    print(type(e).__name__, repr(str(e)), e.args, e, e.tool, e.code, repr(e))
try:
    raise Described('boom')
except Exception as e:
    print(type(e).__name__, e)
print(ToolError('a') == ToolError('a'))
raise Described('uncaught')
