# pysafe-only
import os
# expect-error: ModuleNotFoundError: No module named 'os'
