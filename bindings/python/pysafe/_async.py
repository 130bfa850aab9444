"""Async tools: pysafe.run_async, and async tools in the synchronous API.

An async tool (a coroutine function, or an object whose __call__ is one)
is registered in the sandbox as an async tool (PS_TOOL_ASYNC): the script
awaits it, and its call does not stop the script; when every task of the
script's event loop waits for such calls, the run pauses with all of them
pending. Each call's coroutine runs as an asyncio task of the host (started
by run_async as soon as the script makes the call, from the worker thread
through call_soon_threadsafe; by the private loop at the pause); at a
pause the host waits until at least one is done, answers those that are,
cancels the tasks of calls the script cancelled (asyncio.wait_for's
timeout, a cancelled task), and lets the run go on. Sync tools are called
directly by the sandbox, as in pysafe.run.

run_async: the VM runs on a worker thread of its own (a single-thread
executor per run), so that the event loop is never blocked by the script:
the C API cannot stop a run after a slice of work and resume it later
(ps_run returns only at the end or at a pause on tool calls), and a
sandbox may be used only on the thread that made it, so one thread makes
it, runs it, answers its calls and frees it. The event loop's thread does
nothing with the sandbox but ask it to stop (Sandbox._interrupt, which
calls ps_interrupt, the one call safe from any thread).

pysafe.run / Sandbox.run: the coroutines run in a private event loop,
made for the run on the calling thread, with the same answering rule (the
calls in flight at a pause run concurrently). Inside a running event loop
that is not possible: the run is given up with pysafe.Error, pointing to
run_async.
"""
import asyncio
import concurrent.futures
import functools
import threading
from typing import Any, Mapping, Optional

from . import _core
from ._types import Error

__all__ = ["run_async"]


class _Calls:
    """The host's side of a run's async tool calls: one task per call."""

    def __init__(self, fns: Mapping[str, Any], loop: asyncio.AbstractEventLoop):
        self.fns = fns
        self.loop = loop
        self.tasks = {}  # call id -> asyncio.Task
        self.dropped = set()  # ids of calls the script cancelled
        self.closed = False

    def start(self, step) -> None:
        """At a pause: cancel the tasks of the calls the script cancelled;
        start a task for each call that has none yet."""
        for c in step.cancelled:
            t = self.tasks.pop(c.id, None)
            if t is not None:
                t.cancel()
            self.dropped.add(c.id)
        for c in step.calls:
            self.start_call(c)

    def start_call(self, call) -> None:
        if self.closed:
            return  # the run is over (a call made while it was being stopped)
        if call.id not in self.tasks and call.id not in self.dropped:
            # the task's name is the tool's (the message below, the host's debugging)
            self.tasks[call.id] = self.loop.create_task(_call(self.fns[call.name], call), name=call.name)

    def answers(self) -> dict:
        """The outcomes of the calls that are done: id -> value or exception."""
        out = {}
        for cid, t in list(self.tasks.items()):
            if t.done():
                del self.tasks[cid]
                if t.cancelled():
                    # cancelled by someone else than the script: the script
                    # sees an ordinary exception
                    out[cid] = RuntimeError(f"the host cancelled the call of tool {t.get_name()!r}")
                else:
                    exc = t.exception()
                    out[cid] = exc if exc is not None else t.result()
        return out

    def cancel_all(self) -> list:
        self.closed = True
        tasks = list(self.tasks.values())
        for t in tasks:
            t.cancel()
        self.tasks.clear()
        return tasks


async def _call(fn, call):
    return await fn(*call.args, **call.kwargs)


def _no_tasks(step):
    step._abort()
    return Error("internal error: the run paused with no call to answer")


# ---- the synchronous API: a private event loop -----------------------------------

def _finish_sync(step, fns: Mapping[str, Any], what: str):
    """Drive a run paused on async tool calls to its end (Sandbox.run,
    pysafe.run): the calls' coroutines run in a private event loop."""
    try:
        asyncio.get_running_loop()
    except RuntimeError:
        pass
    else:
        names = sorted({c.name for c in step.calls})
        step._abort()
        raise Error(f"{what}: the script awaits the async tool {', '.join(map(repr, names))}, which cannot "
                    f"run here: an event loop is already running in this thread; use "
                    f"`await pysafe.run_async(...)`")
    loop = asyncio.new_event_loop()
    calls = _Calls(fns, loop)
    try:
        while isinstance(step, _core.Paused):
            calls.start(step)
            if not calls.tasks:
                raise _no_tasks(step)
            loop.run_until_complete(asyncio.wait(list(calls.tasks.values()),
                                                 return_when=asyncio.FIRST_COMPLETED))
            step = step._resume_tools(calls.answers())
        return step
    finally:
        if isinstance(step, _core.Paused):
            step._abort()  # given up (a KeyboardInterrupt while waiting)
        left = calls.cancel_all()
        try:
            if left:
                loop.run_until_complete(asyncio.gather(*left, return_exceptions=True))
            loop.run_until_complete(loop.shutdown_asyncgens())
        finally:
            loop.close()


def _run_sync(code, inputs, tools, limits, name, clock, seed):
    """pysafe.run with async tools among its tools."""
    with _core.Sandbox(tools=tools, limits=limits, clock=clock, seed=seed) as sb:
        step = sb._drive(code, inputs, name=name)
        if isinstance(step, _core.Paused):
            step = _finish_sync(step, sb._async_tools(), "pysafe.run")
        return step


# ---- run_async -------------------------------------------------------------------

# Worker threads between runs: each run_async has one to itself for its whole
# life (the sandbox is made, run and freed on it); an idle one is kept for
# the next run, since making a thread costs more than the rest of a short
# run. Guarded by a lock: event loops on several threads may call run_async.
_idle_workers = []
_idle_lock = threading.Lock()
_MAX_IDLE_WORKERS = 4


def _take_worker() -> concurrent.futures.ThreadPoolExecutor:
    with _idle_lock:
        if _idle_workers:
            return _idle_workers.pop()
    return concurrent.futures.ThreadPoolExecutor(max_workers=1, thread_name_prefix="pysafe-run_async")


def _give_back_worker(worker) -> None:
    with _idle_lock:
        if len(_idle_workers) < _MAX_IDLE_WORKERS:
            _idle_workers.append(worker)
            return
    worker.shutdown(wait=False)


async def run_async(code: str, *, inputs: Optional[Mapping[str, Any]] = None, tools=None, limits=None,
                    name: str = "<script>", clock=None, seed: Optional[int] = None):
    """Run code in a fresh sandbox from asyncio and return a Result.

    The same parameters, Result and exceptions as pysafe.run. Async tools
    (`async def`) run as tasks of the running event loop, concurrently when
    the script awaits several at once (asyncio.gather); sync tools are
    called directly, on the worker thread that runs the script. The event
    loop is never blocked by the script. Cancelling the awaiting task stops
    the script (ps_interrupt) and frees the sandbox.
    """
    loop = asyncio.get_running_loop()
    if not isinstance(code, str):
        raise TypeError(f"run_async() code must be str, not {type(code).__name__}")
    _no_declared_tools(tools)
    worker = _take_worker()
    made = []  # the sandbox, once the worker has made it
    stop = threading.Event()
    calls = _Calls({}, loop)
    job = None

    def close():
        for sb in made:
            sb.close()  # (a paused run is dropped with it)

    def step_on_worker(fn, *args):
        # one step of the run; at its end (not a pause) the sandbox is
        # freed at once, in the same trip to the worker
        try:
            step = fn(*args)
        except BaseException:
            close()
            raise
        if not isinstance(step, _core.Paused):
            close()
        return step

    def first_step():
        sb = _core.Sandbox(tools=tools, limits=limits, clock=clock, seed=seed)
        made.append(sb)
        calls.fns = sb._async_tools()
        # a call's host task starts as the script makes the call, not at
        # the pause: it runs while the script goes on computing
        sb._on_async_call(functools.partial(loop.call_soon_threadsafe, calls.start_call))
        if stop.is_set():
            return None
        return sb._drive(code, inputs, name=name)

    def on_worker(fn, *args):
        nonlocal job
        job = worker.submit(step_on_worker, fn, *args)
        return asyncio.wrap_future(job, loop=loop)

    try:
        step = await on_worker(first_step)
        while isinstance(step, _core.Paused):
            calls.start(step)
            if not calls.tasks:
                raise await on_worker(_no_tasks, step)
            await asyncio.wait(list(calls.tasks.values()), return_when=asyncio.FIRST_COMPLETED)
            step = await on_worker(step._resume_tools, calls.answers())
        return step
    finally:
        calls.cancel_all()
        if job is not None and job.done() and all(sb.closed for sb in made):
            _give_back_worker(worker)  # the usual end: nothing left to do
        else:
            # cancelled, or failed here: stop a run in progress (the GIL
            # orders this with the worker's use of the sandbox), and let
            # the worker free the sandbox after the job in progress, even
            # if this task is cancelled again while it waits for that
            stop.set()
            if job is not None and not job.done():
                for sb in made:
                    sb._interrupt()
            closing = worker.submit(close)
            worker.shutdown(wait=False)
            await _finish_closing(closing, loop)


def _no_declared_tools(tools) -> None:
    """None declares a tool for Sandbox.start only: refused as pysafe.run
    refuses it (the Sandbox that run_async makes would take it)."""
    if not isinstance(tools, dict):
        return  # (the Sandbox says what is wrong)
    for name, fn in tools.items():
        if fn is None:
            raise TypeError(f"tools[{name!r}] is not callable (NoneType)")
        if isinstance(fn, dict):
            for name2, fn2 in fn.items():
                if fn2 is None:
                    raise TypeError(f"tools[{name!r}][{name2!r}] is not callable (NoneType)")


async def _finish_closing(closing, loop):
    try:
        await asyncio.shield(asyncio.wrap_future(closing, loop=loop))
    except asyncio.CancelledError:
        raise
    except BaseException:
        pass  # (close does not fail; nothing to add to the run's outcome)
