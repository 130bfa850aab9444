# What __aexit__ receives: the exception's type and the same instance; a
# failing second manager's __aenter__ still exits the first; __aexit__
# replacing the exception; exceptions inside __aexit__ chained to the body's.
import asyncio

log = []


class Rec:
    def __init__(self, tag, fail_enter=False, replace=None):
        self.tag = tag
        self.fail_enter = fail_enter
        self.replace = replace

    async def __aenter__(self):
        if self.fail_enter:
            raise KeyError("enter " + self.tag)
        log.append("enter " + self.tag)
        return self

    async def __aexit__(self, et, ev, tb):
        log.append("exit %s %s" % (self.tag, et.__name__ if et else None))
        self.seen = ev
        if self.replace:
            raise self.replace
        return False


async def main():
    err = ValueError("the body's")
    r = Rec("r")
    try:
        async with r:
            raise err
    except ValueError as e:
        print("same instance:", r.seen is err, e is err)
    try:
        async with Rec("first"), Rec("second", fail_enter=True):
            log.append("body")
    except KeyError as e:
        log.append("KeyError %s" % e)
    print(log)
    log.clear()
    try:
        async with Rec("replacer", replace=IndexError("from exit")):
            raise ValueError("from body")
    except IndexError as e:
        print("replaced:", repr(e), "context:", repr(e.__context__))
    try:
        async with Rec("outer"):
            async with Rec("inner", replace=RuntimeError("inner exit")):
                pass
    except RuntimeError as e:
        print("RuntimeError", e, log)


asyncio.run(main())
