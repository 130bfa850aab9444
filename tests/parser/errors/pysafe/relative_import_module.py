# pysafe-error: SyntaxError|relative imports are not supported|3|1|3|5
import os
from ..pkg.mod import name
