# pysafe-error: SyntaxError|relative imports are not supported|2|1|2|5
from . import sibling
