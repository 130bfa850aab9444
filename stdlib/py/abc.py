"""Abstract base classes: ABC and abstractmethod.

A class deriving from ABC with methods marked @abstractmethod cannot be
instantiated until a subclass overrides every one of them (the check is the
class machinery's: objects/class.c, class_find_abstract). ABCMeta is left
out: pysafe has no metaclasses (docs/language.md).
"""


def abstractmethod(funcobj):
    funcobj.__isabstractmethod__ = True
    return funcobj


class ABC:
    """Helper class that provides a standard way to create an ABC using
    inheritance."""
    __slots__ = ()


def get_cache_token():
    return 0
