# technique: sys.path (the import path, to plant or find modules)
# source: pyjail write-ups: sys.path.append / sys.path_hooks to import from the host
# expect-error: AttributeError: module 'sys' has no attribute 'path'
import sys
sys.path.append('/tmp')
