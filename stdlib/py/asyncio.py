"""asyncio: an event loop inside the sandbox, for coroutines and async tools.

Written for pysafe after CPython 3.11's documented behaviour. The loop is
deterministic: it runs ready callbacks in the order they were scheduled;
its clock is virtual (sleep(n) moves it n seconds at once, computing takes
no time, a host call takes none); when every task waits for async tool
calls the run pauses with all of them pending (the host answers them in
any order). There are no sockets, subprocesses, threads or signals.
Differences (docs/language.md): an event loop with nothing left to run
while a task still waits raises RuntimeError instead of hanging, "Task
exception was never retrieved" is never printed, and asyncio's debug mode,
policies, executors and streams are not there.
"""

import _pysafe
import _time
from heapq import heappush, heappop
from collections import deque

__all__ = ['run', 'Runner', 'sleep', 'gather', 'create_task', 'ensure_future', 'wait', 'wait_for',
           'as_completed', 'shield', 'timeout', 'timeout_at', 'Timeout', 'current_task',
           'all_tasks', 'get_event_loop', 'get_running_loop', 'new_event_loop',
           'set_event_loop', 'iscoroutine', 'iscoroutinefunction', 'isfuture',
           'Future', 'Task', 'TaskGroup', 'Handle', 'TimerHandle', 'AbstractEventLoop',
           'Lock', 'Event', 'Condition', 'Semaphore', 'BoundedSemaphore', 'Barrier',
           'Queue', 'PriorityQueue', 'LifoQueue', 'QueueEmpty', 'QueueFull',
           'CancelledError', 'TimeoutError', 'InvalidStateError', 'BrokenBarrierError',
           'FIRST_COMPLETED', 'FIRST_EXCEPTION', 'ALL_COMPLETED']

_host_wait = _pysafe.host_wait


# ---- exceptions -------------------------------------------------------------

class CancelledError(BaseException):
    """The Future or Task was cancelled."""


TimeoutError = TimeoutError


class InvalidStateError(Exception):
    """The operation is not allowed in this state."""


class QueueEmpty(Exception):
    """Raised when Queue.get_nowait() is called on an empty Queue."""


class QueueFull(Exception):
    """Raised when the Queue.put_nowait() method is called on a full Queue."""


class BrokenBarrierError(RuntimeError):
    """Barrier is broken by barrier.abort() call."""


CancelledError.__module__ = 'asyncio.exceptions'
InvalidStateError.__module__ = 'asyncio.exceptions'
QueueEmpty.__module__ = 'asyncio.queues'
QueueFull.__module__ = 'asyncio.queues'
BrokenBarrierError.__module__ = 'asyncio.exceptions'

FIRST_COMPLETED = 'FIRST_COMPLETED'
FIRST_EXCEPTION = 'FIRST_EXCEPTION'
ALL_COMPLETED = 'ALL_COMPLETED'

_PENDING = 'PENDING'
_CANCELLED = 'CANCELLED'
_FINISHED = 'FINISHED'

_running_loop = None
_event_loop = None
_current_tasks = {}
_all_tasks = []
_prune_at = [64]  # _all_tasks drops its finished tasks when it reaches this
_task_counter = [0]
# what a snapshot saves of this module besides its code (vm/snapshot.c):
# the state a paused event loop holds here
__snapshot_state__ = ('_running_loop', '_event_loop', '_current_tasks', '_all_tasks', '_prune_at',
                      '_task_counter')


async def _coro_probe():
    pass


def _gen_probe():
    yield


_probe = _coro_probe()
_COROUTINE_TYPES = (type(_probe), type(_gen_probe()))
_probe.close()
del _probe


def iscoroutine(obj):
    """Return True if obj is a coroutine object: as in CPython 3.11, a
    generator counts, and so does an instance of a collections.abc.Coroutine."""
    if isinstance(obj, _COROUTINE_TYPES):
        return True
    from collections.abc import Coroutine
    return isinstance(obj, Coroutine)


def iscoroutinefunction(func):
    """Return True if func is a coroutine function (an async def), also
    under functools.partial (as inspect unwraps it)."""
    from functools import partial
    while isinstance(func, partial):
        func = func.func
    return _pysafe.is_coroutine_function(func)


def isfuture(obj):
    """Return True if obj is a Future (or a Task)."""
    return getattr(type(obj), '_asyncio_future_blocking', None) is not None


# ---- reprs -----------------------------------------------------------------

def _cut(s, limit):
    # reprlib's cut: the ends of s around '...', limit characters in all
    if len(s) <= limit:
        return s
    i = max(0, (limit - 3) // 2)
    j = max(0, limit - 3 - i)
    return s[:i] + '...' + s[len(s) - j:]


def _possibly_sorted(x):
    try:
        return sorted(x)
    except Exception:
        return list(x)


def _short_repr(x, level=6):
    """repr(x) shortened as CPython's reprlib.repr does it (asyncio's
    reprs of results and callback arguments use it)."""
    t = type(x)
    if t is str:
        r = repr(x[:30])
        if len(r) > 30:
            i = 13
            j = 14
            r = repr(x[:i] + x[len(x) - j:])
            r = r[:i] + '...' + r[len(r) - j:]
        return r
    if t is int:
        return _cut(repr(x), 40)
    if t is tuple:
        return _short_items(x, level, '(', ')', 6, ',' if len(x) == 1 else '')
    if t is list:
        return _short_items(x, level, '[', ']', 6, '')
    if t is set:
        return _short_items(_possibly_sorted(x), level, '{', '}', 6, '') if x else 'set()'
    if t is frozenset:
        return _short_items(_possibly_sorted(x), level, 'frozenset({', '})', 6, '') if x else 'frozenset()'
    if t is dict:
        if not x:
            return '{}'
        if level <= 0:
            return '{...}'
        pieces = []
        for key in _possibly_sorted(x)[:4]:
            pieces.append('%s: %s' % (_short_repr(key, level - 1), _short_repr(x[key], level - 1)))
        if len(x) > 4:
            pieces.append('...')
        return '{%s}' % ', '.join(pieces)
    if t is deque:
        return _short_items(list(x), level, 'deque([', '])', 6, '')
    try:
        r = repr(x)
    except Exception:
        return '<%s instance>' % t.__name__
    return _cut(r, 30)


def _short_items(x, level, left, right, most, trail):
    n = len(x)
    if level <= 0 and n:
        inner = '...'
    else:
        pieces = [_short_repr(e, level - 1) for e in list(x)[:most]]
        if n > most:
            pieces.append('...')
        inner = ', '.join(pieces)
        if n == 1 and trail:
            right = trail + right
    return '%s%s%s' % (left, inner, right)


def _format_callback(fn, args):
    # a Python function's source location (CPython adds " at FILE:LINE")
    # is left out: the sandbox shows no paths
    name = getattr(fn, '__qualname__', None)
    if name == 'Task._wakeup':
        name = 'Task.task_wakeup'
    if not name:
        name = getattr(fn, '__name__', None) or repr(fn)
    return '%s(%s)' % (name, ', '.join(_short_repr(a) for a in args))


def _format_callbacks(cbs):
    n = len(cbs)
    if n == 1:
        inner = _format_callback(cbs[0], ())
    elif n == 2:
        inner = '%s, %s' % (_format_callback(cbs[0], ()), _format_callback(cbs[1], ()))
    else:
        inner = '%s, <%d more>, %s' % (_format_callback(cbs[0], ()), n - 2, _format_callback(cbs[-1], ()))
    return 'cb=[%s]' % inner


# ---- handles ----------------------------------------------------------------

class Handle:
    """A callback scheduled by call_soon."""

    __slots__ = ('_callback', '_args', '_cancelled', '_loop')

    def __init__(self, callback, args, loop):
        self._callback = callback
        self._args = args
        self._cancelled = False
        self._loop = loop

    def cancel(self):
        self._cancelled = True
        self._callback = None
        self._args = None

    def cancelled(self):
        return self._cancelled

    def _run(self):
        # plain calls for the usual one or two arguments: a bound method
        # called with *args would run in a nested loop, where a tool call
        # inside the task could not pause the run
        args = self._args
        n = len(args)
        try:
            if n == 1:
                self._callback(args[0])
            elif n == 0:
                self._callback()
            elif n == 2:
                self._callback(args[0], args[1])
            else:
                self._callback(*args)
        except (SystemExit, KeyboardInterrupt):
            raise
        except BaseException as exc:
            # CPython logs it (the loop's exception handler) and goes on
            self._loop.call_exception_handler({
                'message': 'Exception in callback %s' % _format_callback(self._callback, self._args),
                'exception': exc,
                'handle': self,
            })

    def _repr_info(self):
        info = [type(self).__name__]
        if self._cancelled:
            info.append('cancelled')
        if self._callback is not None:
            info.append(_format_callback(self._callback, self._args))
        return info

    def __repr__(self):
        return '<%s>' % ' '.join(self._repr_info())


class TimerHandle(Handle):
    """A callback scheduled by call_later / call_at."""

    __slots__ = ('_when', '_scheduled')

    def __init__(self, when, callback, args, loop):
        Handle.__init__(self, callback, args, loop)
        self._when = when
        self._scheduled = False

    def when(self):
        return self._when

    def _repr_info(self):
        info = Handle._repr_info(self)
        info.insert(2 if self._cancelled else 1, 'when=%s' % (self._when,))
        return info

    def cancel(self):
        if not self._cancelled:
            self._loop._timer_cancelled()
        Handle.cancel(self)


# ---- the event loop ---------------------------------------------------------

class AbstractEventLoop:
    """The event loop's interface (the one loop class is _Loop)."""


class _Loop(AbstractEventLoop):

    def __init__(self):
        self._ready = deque()
        self._timers = []
        self._timer_seq = 0
        self._cancelled_timers = 0
        self._running = False
        self._closed = False
        self._stopping = False
        self._host_futures = {}
        self._now_floor = 0.0
        self._exception_handler = None

    def __repr__(self):
        return '<_Loop running=%s closed=%s debug=False>' % (self._running, self._closed)

    # -- state
    def is_running(self):
        return self._running

    def is_closed(self):
        return self._closed

    def close(self):
        if self._running:
            raise RuntimeError('Cannot close a running event loop')
        self._closed = True
        self._ready.clear()
        self._timers = []

    def get_debug(self):
        return False

    # -- errors in callbacks: CPython's default handler logs them to
    # stderr; the sandbox's drops them (docs/language.md)
    def set_exception_handler(self, handler):
        if handler is not None and not callable(handler):
            raise TypeError('A callable object or None is expected, got %r' % (handler,))
        self._exception_handler = handler

    def get_exception_handler(self):
        return self._exception_handler

    def default_exception_handler(self, context):
        pass

    def call_exception_handler(self, context):
        if self._exception_handler is None:
            self.default_exception_handler(context)
            return
        try:
            self._exception_handler(self, context)
        except (SystemExit, KeyboardInterrupt):
            raise
        except BaseException:
            pass

    def set_debug(self, enabled):
        pass

    def _check_closed(self):
        if self._closed:
            raise RuntimeError('Event loop is closed')

    # -- time: virtual (docs/language.md)
    def time(self):
        return _pysafe.virtual_time_ns() / 1e9

    # -- scheduling
    def call_soon(self, callback, *args, context=None):
        self._check_closed()
        h = Handle(callback, args, self)
        self._ready.append(h)
        return h

    def call_later(self, delay, callback, *args, context=None):
        if delay is None:
            raise TypeError('delay must not be None')
        return self.call_at(self.time() + delay, callback, *args)

    def call_at(self, when, callback, *args, context=None):
        if when is None:
            raise TypeError('when cannot be None')
        self._check_closed()
        h = TimerHandle(when, callback, args, self)
        self._timer_seq += 1
        heappush(self._timers, (when, self._timer_seq, h))
        h._scheduled = True
        return h

    def _timer_cancelled(self):
        self._cancelled_timers += 1

    def create_future(self):
        return Future(loop=self)

    def create_task(self, coro, *, name=None, context=None):
        self._check_closed()
        return Task(coro, loop=self, name=name)

    async def shutdown_asyncgens(self):
        # async generators left suspended are not tracked (docs/language.md)
        pass

    async def shutdown_default_executor(self):
        pass

    def run_in_executor(self, executor, func, *args):
        raise NotImplementedError('run_in_executor: the sandbox has no threads')

    def stop(self):
        self._stopping = True

    # -- running
    def run_until_complete(self, future):
        self._check_closed()
        if self._running:
            raise RuntimeError('This event loop is already running')
        if _running_loop is not None:
            raise RuntimeError('Cannot run the event loop while another loop is running')
        future = ensure_future(future, loop=self)
        # the loop stops from a done callback, as CPython's: what was
        # scheduled before the future finished still runs this iteration
        future.add_done_callback(_run_until_complete_cb)
        try:
            self._run(future)
        finally:
            future.remove_done_callback(_run_until_complete_cb)
        if not future.done():
            raise RuntimeError('Event loop stopped before Future completed.')
        return future.result()

    def run_forever(self):
        self._check_closed()
        if self._running:
            raise RuntimeError('This event loop is already running')
        self._run(None)

    def _run(self, future):
        global _running_loop
        self._running = True
        _running_loop = self
        try:
            while True:
                self._run_once(future)
                if self._stopping:
                    break
        finally:
            self._running = False
            self._stopping = False
            _running_loop = None

    def _run_once(self, future):
        ready = self._ready
        if not ready:
            self._wait_for_work(future)
        # timers due now join the ready callbacks even when some are
        # waiting already (call_later(0, ...) does not wait for an idle loop)
        self._collect_due_timers()
        # the callbacks ready now, not those they schedule
        n = len(ready)
        while n:
            n -= 1
            h = ready.popleft()
            if not h._cancelled:
                h._run()

    def _collect_due_timers(self):
        timers = self._timers
        if not timers:
            return
        # the virtual clock counts whole ns: a timer slept to is due even
        # when the float difference rounded down
        now = self.time()
        if now < self._now_floor:
            now = self._now_floor
        while timers and timers[0][0] <= now:
            h = heappop(timers)[2]
            h._scheduled = False
            if h._cancelled:
                self._cancelled_timers -= 1
            else:
                self._ready.append(h)

    def _wait_for_work(self, future):
        # host answers first: a host call takes no virtual time
        if self._host_futures:
            answers = _host_wait()
            for ident, ok, val in answers:
                fut = self._host_futures.pop(ident, None)
                if fut is None or fut.done():
                    continue
                if ok:
                    fut.set_result(val)
                else:
                    fut.set_exception(val)
            if self._ready:
                return
        timers = self._timers
        while timers and timers[0][2]._cancelled:
            heappop(timers)
            self._cancelled_timers -= 1
        if timers:
            when = timers[0][0]
            now = self.time()
            if when > now:
                _time.sleep(when - now)
                self._now_floor = when
            return
        if not self._ready and not self._host_futures and future is not None:
            raise RuntimeError('the event loop has nothing left to run: every task waits for '
                               'something that no task and no tool call will ever do (a deadlock)')

    # -- async tools
    def _host_future(self, ident):
        fut = Future(loop=self)
        self._host_futures[ident] = fut
        fut.add_done_callback(_host_future_done)
        fut._host_id = ident
        return fut


def _run_until_complete_cb(fut):
    if not fut.cancelled():
        exc = fut.exception()
        if isinstance(exc, (SystemExit, KeyboardInterrupt)):
            # the exception propagates out of the loop; no stop needed
            return
    fut._loop.stop()


def _host_future_done(fut):
    if fut.cancelled():
        loop = fut._loop
        loop._host_futures.pop(fut._host_id, None)
        _pysafe.host_cancel(fut._host_id)


async def _tool_call(tool, values, kwnames):
    # the coroutine an async tool's call gives (vm/tool.c): the host call
    # starts when it first runs
    ident, value = _pysafe.host_call_start(tool, values, kwnames)
    if not ident:
        return value
    loop = get_running_loop()
    return await loop._host_future(ident)


def get_running_loop():
    """Return the running event loop; RuntimeError when none runs."""
    if _running_loop is None:
        raise RuntimeError('no running event loop')
    return _running_loop


def _get_running_loop():
    return _running_loop


def get_event_loop():
    """The running loop, or the one set with set_event_loop (made if none)."""
    global _event_loop
    if _running_loop is not None:
        return _running_loop
    if _event_loop is None or _event_loop._closed:
        _event_loop = _Loop()
    return _event_loop


def set_event_loop(loop):
    global _event_loop
    _event_loop = loop


def new_event_loop():
    return _Loop()


# ---- futures ----------------------------------------------------------------

def _exc_name(exc):
    return type(exc).__name__


class Future:
    """A value that will be set later; awaiting it waits for it."""

    _asyncio_future_blocking = False

    def __init__(self, *, loop=None):
        self._loop = loop if loop is not None else get_event_loop()
        self._state = _PENDING
        self._result = None
        self._exception = None
        self._callbacks = []
        self._cancel_message = None
        self._host_id = 0

    def _repr_info(self):
        info = [self._state.lower()]
        if self._state == _FINISHED:
            if self._exception is not None:
                info.append('exception=%r' % (self._exception,))
            else:
                info.append('result=%s' % _short_repr(self._result))
        if self._callbacks:
            info.append(_format_callbacks(self._callbacks))
        return info

    def __repr__(self):
        return '<%s %s>' % (type(self).__name__, ' '.join(self._repr_info()))

    def get_loop(self):
        return self._loop

    def cancel(self, msg=None):
        if self._state != _PENDING:
            return False
        self._state = _CANCELLED
        self._cancel_message = msg
        self._schedule_callbacks()
        return True

    def cancelled(self):
        return self._state == _CANCELLED

    def done(self):
        return self._state != _PENDING

    def _make_cancelled_error(self):
        if self._cancel_message is None:
            return CancelledError()
        return CancelledError(self._cancel_message)

    def result(self):
        if self._state == _CANCELLED:
            raise self._make_cancelled_error()
        if self._state != _FINISHED:
            raise InvalidStateError('Result is not set.')
        if self._exception is not None:
            raise self._exception
        return self._result

    def exception(self):
        if self._state == _CANCELLED:
            raise self._make_cancelled_error()
        if self._state != _FINISHED:
            raise InvalidStateError('Exception is not set.')
        return self._exception

    def add_done_callback(self, fn, *, context=None):
        if self._state != _PENDING:
            self._loop.call_soon(fn, self)
        else:
            self._callbacks.append(fn)

    def remove_done_callback(self, fn):
        kept = [f for f in self._callbacks if f != fn]
        n = len(self._callbacks) - len(kept)
        self._callbacks = kept
        return n

    def _schedule_callbacks(self):
        callbacks = self._callbacks
        self._callbacks = []
        for fn in callbacks:
            self._loop.call_soon(fn, self)

    def set_result(self, result):
        if self._state != _PENDING:
            raise InvalidStateError('invalid state')
        self._result = result
        self._state = _FINISHED
        self._schedule_callbacks()

    def set_exception(self, exception):
        if self._state != _PENDING:
            raise InvalidStateError('invalid state')
        if isinstance(exception, type):
            exception = exception()
        if type(exception) is StopIteration:
            raise TypeError('StopIteration interacts badly with generators and cannot be raised into a Future')
        self._exception = exception
        self._state = _FINISHED
        self._schedule_callbacks()

    def __await__(self):
        if not self.done():
            self._asyncio_future_blocking = True
            yield self
        if not self.done():
            raise RuntimeError("await wasn't used with future")
        return self.result()

    __iter__ = __await__


Future.__module__ = '_asyncio'


class _Sleep0:
    """sleep(0): one bare yield, so that other tasks run."""

    def __await__(self):
        yield None


class Task(Future):
    """A coroutine run by the event loop."""

    def __init__(self, coro, *, loop=None, name=None, context=None):
        Future.__init__(self, loop=loop)
        if not iscoroutine(coro):
            raise TypeError('a coroutine was expected, got %r' % (coro,))
        _task_counter[0] += 1
        if name is None:
            name = 'Task-%d' % _task_counter[0]
        else:
            name = str(name)
        self._name = name
        self._coro = coro
        self._must_cancel = False
        self._fut_waiter = None
        self._num_cancels_requested = 0
        self._loop.call_soon(self._step, None)
        _all_tasks.append(self)
        if len(_all_tasks) >= _prune_at[0]:
            # finished tasks need not stay (CPython's is a weak set): a run
            # making many short tasks keeps only the live ones
            _all_tasks[:] = [t for t in _all_tasks if not t.done()]
            _prune_at[0] = 2 * len(_all_tasks) + 64

    def _repr_info(self):
        info = Future._repr_info(self)
        if self._num_cancels_requested and not self.done():
            info[0] = 'cancelling'
        info.insert(1, 'name=%r' % (self._name,))
        # CPython adds the coroutine's file and line: no paths here
        info.insert(2, 'coro=<%s() %s>' % (self._coro.__qualname__, 'done' if self.done() else 'running'))
        if self._fut_waiter is not None:
            info.insert(3, 'wait_for=%r' % (self._fut_waiter,))
        return info

    def get_name(self):
        return self._name

    def set_name(self, value):
        self._name = str(value)

    def get_coro(self):
        return self._coro

    def get_stack(self, *, limit=None):
        return []

    def cancelling(self):
        return self._num_cancels_requested

    def uncancel(self):
        if self._num_cancels_requested > 0:
            self._num_cancels_requested -= 1
        return self._num_cancels_requested

    def cancel(self, msg=None):
        if self.done():
            return False
        self._num_cancels_requested += 1
        if self._fut_waiter is not None:
            if self._fut_waiter.cancel(msg=msg):
                return True
        self._must_cancel = True
        self._cancel_message = msg
        return True

    def set_result(self, result):
        raise RuntimeError('Task does not support set_result operation')

    def set_exception(self, exception):
        raise RuntimeError('Task does not support set_exception operation')

    def _step(self, exc):
        if self.done():
            raise InvalidStateError('_step(): already done: %r, %r' % (self, exc))
        if self._must_cancel:
            if not isinstance(exc, CancelledError):
                exc = self._make_cancelled_error()
            self._must_cancel = False
        self._fut_waiter = None
        coro = self._coro
        _current_tasks[self._loop] = self
        try:
            if exc is None:
                result = coro.send(None)
            else:
                result = coro.throw(exc)
        except StopIteration as e:
            if self._must_cancel:
                self._must_cancel = False
                Future.cancel(self, msg=self._cancel_message)
            else:
                Future.set_result(self, e.value)
        except CancelledError as e:
            self._cancel_message = e.args[0] if e.args else None
            Future.cancel(self, msg=self._cancel_message)
        except (KeyboardInterrupt, SystemExit) as e:
            Future.set_exception(self, e)
            raise
        except BaseException as e:
            Future.set_exception(self, e)
        else:
            self._after_yield(result)
        finally:
            _current_tasks.pop(self._loop, None)

    def _after_yield(self, result):
        blocking = getattr(result, '_asyncio_future_blocking', None)
        if blocking is not None:
            if result._loop is not self._loop:
                err = RuntimeError('Task %r got Future %r attached to a different loop' % (self, result))
                self._loop.call_soon(self._step, err)
            elif blocking:
                if result is self:
                    err = RuntimeError('Task cannot await on itself: %r' % (self,))
                    self._loop.call_soon(self._step, err)
                else:
                    result._asyncio_future_blocking = False
                    result.add_done_callback(self._wakeup)
                    self._fut_waiter = result
                    if self._must_cancel:
                        if self._fut_waiter.cancel(msg=self._cancel_message):
                            self._must_cancel = False
            else:
                err = RuntimeError('yield was used instead of yield from in task %r with %r' % (self, result))
                self._loop.call_soon(self._step, err)
        elif result is None:
            self._loop.call_soon(self._step, None)
        else:
            err = RuntimeError('Task got bad yield: %r' % (result,))
            self._loop.call_soon(self._step, err)

    def _wakeup(self, future):
        # the step runs outside the except block: a coroutine thrown the
        # exception its resumer is handling loses it at its next await
        # (vm/generator_frames.c gen_suspend compares the two), and a bare
        # `raise` after an await in `except CancelledError:` would fail
        exc = None
        try:
            future.result()
        except BaseException as e:
            exc = e
        self._step(exc)


Task.__module__ = '_asyncio'


def current_task(loop=None):
    """The task running now, or None."""
    if loop is None:
        loop = get_running_loop()
    return _current_tasks.get(loop)


def all_tasks(loop=None):
    """The tasks of the loop that are not done yet."""
    if loop is None:
        loop = get_running_loop()
    return {t for t in _all_tasks if t._loop is loop and not t.done()}


def create_task(coro, *, name=None, context=None):
    """Schedule the coroutine as a task of the running loop."""
    loop = get_running_loop()
    return loop.create_task(coro, name=name)


def ensure_future(coro_or_future, *, loop=None):
    """A Future for a coroutine (made a task), a future, or an awaitable."""
    if isfuture(coro_or_future):
        if loop is not None and loop is not coro_or_future._loop:
            raise ValueError('The future belongs to a different loop than the one specified as the loop argument')
        return coro_or_future
    if iscoroutine(coro_or_future):
        if loop is None:
            loop = get_event_loop()
        return loop.create_task(coro_or_future)
    if hasattr(type(coro_or_future), '__await__'):
        return ensure_future(_wrap_awaitable(coro_or_future), loop=loop)
    raise TypeError('An asyncio.Future, a coroutine or an awaitable is required')


async def _wrap_awaitable(awaitable):
    return await awaitable


# ---- sleeping and waiting ---------------------------------------------------

def _set_result_unless_cancelled(fut, result):
    if not fut.cancelled():
        fut.set_result(result)


async def sleep(delay, result=None):
    """Coroutine that completes after delay seconds of virtual time."""
    if delay <= 0:
        await _Sleep0()
        return result
    loop = get_running_loop()
    fut = loop.create_future()
    h = loop.call_later(delay, _set_result_unless_cancelled, fut, result)
    try:
        return await fut
    finally:
        h.cancel()


class _GatheringFuture(Future):

    def __init__(self, children, *, loop):
        Future.__init__(self, loop=loop)
        self._children = children
        self._cancel_requested = False

    def cancel(self, msg=None):
        if self.done():
            return False
        ret = False
        for child in self._children:
            if child.cancel(msg=msg):
                ret = True
        if ret:
            self._cancel_requested = True
        return ret


def gather(*coros_or_futures, return_exceptions=False):
    """Run the awaitables concurrently; their results in order."""
    if not coros_or_futures:
        loop = get_event_loop()
        outer = loop.create_future()
        outer.set_result([])
        return outer
    arg_to_fut = {}
    children = []
    loop = None
    for arg in coros_or_futures:
        fut = None
        for a, f in arg_to_fut.items():
            if a is arg:
                fut = f
                break
        if fut is None:
            fut = ensure_future(arg, loop=loop)
            if loop is None:
                loop = fut._loop
            arg_to_fut[len(children)] = fut
            arg_to_fut = {k: v for k, v in arg_to_fut.items()}
        children.append(fut)
    outer = _GatheringFuture(children, loop=loop)
    state = {'done': 0}
    nfuts = len(set(map(id, children)))

    def _done_callback(fut):
        state['done'] += 1
        if outer.done():
            if not fut.cancelled():
                fut.exception()
            return
        if not return_exceptions:
            if fut.cancelled():
                exc = fut._make_cancelled_error()
                outer.set_exception(exc)
                return
            exc = fut.exception()
            if exc is not None:
                outer.set_exception(exc)
                return
        if state['done'] == nfuts:
            results = []
            for f in children:
                if f.cancelled():
                    res = f._make_cancelled_error()
                else:
                    res = f.exception()
                    if res is None:
                        res = f.result()
                results.append(res)
            if outer._cancel_requested:
                outer.set_exception(children[0]._make_cancelled_error() if children else CancelledError())
            else:
                outer.set_result(results)

    seen = []
    for fut in children:
        if any(fut is s for s in seen):
            continue
        seen.append(fut)
        fut.add_done_callback(_done_callback)
    return outer


def shield(arg):
    """Wait for arg; cancelling the wait does not cancel arg."""
    inner = ensure_future(arg)
    if inner.done():
        return inner
    loop = inner._loop
    outer = loop.create_future()

    def _inner_done(inner):
        if outer.cancelled():
            return
        if inner.cancelled():
            outer.cancel()
        else:
            exc = inner.exception()
            if exc is not None:
                outer.set_exception(exc)
            else:
                outer.set_result(inner.result())

    def _outer_done(outer):
        if not inner.done():
            inner.remove_done_callback(_inner_done)

    inner.add_done_callback(_inner_done)
    outer.add_done_callback(_outer_done)
    return outer


def _release_waiter(waiter, *args):
    if not waiter.done():
        waiter.set_result(None)


async def wait_for(fut, timeout):
    """Wait for fut; cancel it and raise TimeoutError after timeout seconds."""
    loop = get_running_loop()
    if timeout is None:
        return await fut
    if timeout <= 0:
        fut = ensure_future(fut, loop=loop)
        if fut.done():
            return fut.result()
        await _cancel_and_wait(fut, loop=loop)
        try:
            return fut.result()
        except CancelledError as exc:
            raise TimeoutError() from exc
    waiter = loop.create_future()
    timeout_handle = loop.call_later(timeout, _release_waiter, waiter)
    cb = lambda f: _release_waiter(waiter)
    fut = ensure_future(fut, loop=loop)
    fut.add_done_callback(cb)
    try:
        try:
            await waiter
        except CancelledError:
            if fut.done():
                return fut.result()
            fut.remove_done_callback(cb)
            await _cancel_and_wait(fut, loop=loop)
            raise
        if fut.done():
            return fut.result()
        fut.remove_done_callback(cb)
        await _cancel_and_wait(fut, loop=loop)
        try:
            return fut.result()
        except CancelledError as exc:
            raise TimeoutError() from exc
    finally:
        timeout_handle.cancel()


async def _cancel_and_wait(fut, loop):
    waiter = loop.create_future()
    cb = lambda f: _release_waiter(waiter)
    fut.add_done_callback(cb)
    try:
        fut.cancel()
        await waiter
    finally:
        fut.remove_done_callback(cb)


async def wait(fs, *, timeout=None, return_when=ALL_COMPLETED):
    """Wait for the futures/tasks in fs; (done, pending) sets."""
    if isfuture(fs) or iscoroutine(fs):
        raise TypeError('expect a list of futures, not %s' % type(fs).__name__)
    if not fs:
        raise ValueError('Set of Tasks/Futures is empty.')
    if return_when not in (FIRST_COMPLETED, FIRST_EXCEPTION, ALL_COMPLETED):
        raise ValueError('Invalid return_when value: %s' % (return_when,))
    loop = get_running_loop()
    fs = list(fs)
    if any(iscoroutine(f) for f in fs):
        raise TypeError('Passing coroutines is forbidden, use tasks explicitly.')
    fs = [ensure_future(f, loop=loop) for f in fs]
    return await _wait(fs, timeout, return_when, loop)


async def _wait(fs, timeout, return_when, loop):
    waiter = loop.create_future()
    timeout_handle = None
    if timeout is not None:
        timeout_handle = loop.call_later(timeout, _release_waiter, waiter)
    counter = [len(fs)]

    def _on_completion(f):
        counter[0] -= 1
        if (counter[0] <= 0 or return_when == FIRST_COMPLETED or
                (return_when == FIRST_EXCEPTION and not f.cancelled() and f.exception() is not None)):
            if timeout_handle is not None:
                timeout_handle.cancel()
            if not waiter.done():
                waiter.set_result(None)

    for f in fs:
        f.add_done_callback(_on_completion)
    try:
        await waiter
    finally:
        if timeout_handle is not None:
            timeout_handle.cancel()
        for f in fs:
            f.remove_done_callback(_on_completion)
    done, pending = set(), set()
    for f in fs:
        if f.done():
            done.add(f)
        else:
            pending.add(f)
    return done, pending


def as_completed(fs, *, timeout=None):
    """An iterator of awaitables that give the results in completion order."""
    if isfuture(fs) or iscoroutine(fs):
        raise TypeError('expect an iterable of futures, not %s' % type(fs).__name__)
    loop = get_event_loop()
    todo = []
    for f in fs:
        f = ensure_future(f, loop=loop)
        if not any(f is t for t in todo):
            todo.append(f)
    done = deque()
    timeout_handle = [None]

    def _on_timeout():
        for f in todo:
            f.remove_done_callback(_on_completion)
            done.append(None)
        todo.clear()

    def _on_completion(f):
        if not todo:
            return
        for i in range(len(todo)):
            if todo[i] is f:
                del todo[i]
                break
        done.append(f)
        if not todo and timeout_handle[0] is not None:
            timeout_handle[0].cancel()

    async def _wait_for_one():
        while not done:
            waiter = loop.create_future()
            w = lambda f: _release_waiter(waiter)
            for t in todo:
                t.add_done_callback(w)
            try:
                await waiter
            finally:
                for t in todo:
                    t.remove_done_callback(w)
        f = done.popleft()
        if f is None:
            raise TimeoutError
        return f.result()

    for f in todo:
        f.add_done_callback(_on_completion)
    if todo and timeout is not None:
        timeout_handle[0] = loop.call_later(timeout, _on_timeout)
    for _ in range(len(todo)):
        yield _wait_for_one()


# ---- timeouts (3.11) ----------------------------------------------------------

class Timeout:
    """An async context manager that cancels its block at a deadline.
    Its states are CPython's: created, active, expiring, expired, finished."""

    def __init__(self, when):
        self._state = 'created'
        self._timeout_handler = None
        self._task = None
        self._cancelling = 0
        self._when = when

    def when(self):
        return self._when

    def reschedule(self, when):
        if self._state != 'active':
            if self._state == 'created':
                raise RuntimeError('Timeout has not been entered')
            raise RuntimeError('Cannot change state of %s Timeout' % self._state)
        self._when = when
        if self._timeout_handler is not None:
            self._timeout_handler.cancel()
        if when is None:
            self._timeout_handler = None
        else:
            loop = get_running_loop()
            if when <= loop.time():
                self._timeout_handler = loop.call_soon(self._on_timeout)
            else:
                self._timeout_handler = loop.call_at(when, self._on_timeout)

    def expired(self):
        return self._state in ('expiring', 'expired')

    def __repr__(self):
        info = ['']
        if self._state == 'active':
            info.append('when=%s' % (round(self._when, 3) if self._when is not None else None,))
        return '<Timeout [%s]%s>' % (self._state, ' '.join(info))

    async def __aenter__(self):
        if self._state != 'created':
            raise RuntimeError('Timeout has already been entered')
        task = current_task()
        if task is None:
            raise RuntimeError('Timeout should be used inside a task')
        self._state = 'active'
        self._task = task
        # cancels asked for before the block are not the deadline's
        self._cancelling = task.cancelling()
        self.reschedule(self._when)
        return self

    async def __aexit__(self, exc_type, exc_val, exc_tb):
        if self._timeout_handler is not None:
            self._timeout_handler.cancel()
            self._timeout_handler = None
        if self._state == 'expiring':
            self._state = 'expired'
            if self._task.uncancel() <= self._cancelling and exc_type is CancelledError:
                raise TimeoutError from exc_val
        elif self._state == 'active':
            self._state = 'finished'
        return None

    def _on_timeout(self):
        self._task.cancel()
        self._state = 'expiring'
        self._timeout_handler = None


def timeout(delay):
    """Timeout(loop.time() + delay), or no deadline for None."""
    loop = get_running_loop()
    return Timeout(loop.time() + delay if delay is not None else None)


def timeout_at(when):
    return Timeout(when)


# ---- running ------------------------------------------------------------------

class Runner:
    """A context manager that runs coroutines in one event loop, closed at
    its end (3.11); asyncio.run is one Runner.run."""

    def __init__(self, *, debug=None, loop_factory=None):
        self._state = 'created'
        self._debug = debug
        self._loop_factory = loop_factory
        self._loop = None
        self._set_event_loop = False

    def __enter__(self):
        self._lazy_init()
        return self

    def __exit__(self, exc_type, exc_val, exc_tb):
        self.close()

    def close(self):
        if self._state != 'initialized':
            return
        try:
            _cancel_all_tasks(self._loop)
        finally:
            if self._set_event_loop:
                set_event_loop(None)
            self._loop.close()
            self._loop = None
            self._state = 'closed'

    def get_loop(self):
        self._lazy_init()
        return self._loop

    def run(self, coro, *, context=None):
        if not iscoroutine(coro):
            raise ValueError('a coroutine was expected, got %r' % (coro,))
        if _running_loop is not None:
            raise RuntimeError('Runner.run() cannot be called from a running event loop')
        self._lazy_init()
        task = self._loop.create_task(coro)
        return self._loop.run_until_complete(task)

    def _lazy_init(self):
        if self._state == 'closed':
            raise RuntimeError('Runner is closed')
        if self._state == 'initialized':
            return
        if self._loop_factory is None:
            self._loop = new_event_loop()
            set_event_loop(self._loop)
            self._set_event_loop = True
        else:
            self._loop = self._loop_factory()
        self._state = 'initialized'


def run(main, *, debug=None):
    """Run the coroutine main in a new event loop and return its result."""
    if _running_loop is not None:
        raise RuntimeError('asyncio.run() cannot be called from a running event loop')
    with Runner(debug=debug) as runner:
        return runner.run(main)


def _cancel_all_tasks(loop):
    to_cancel = [t for t in _all_tasks if t._loop is loop and not t.done()]
    if not to_cancel:
        _forget_tasks(loop)
        return
    for task in to_cancel:
        task.cancel()
    loop.run_until_complete(gather(*to_cancel, return_exceptions=True))
    _forget_tasks(loop)


def _forget_tasks(loop):
    _all_tasks[:] = [t for t in _all_tasks if t._loop is not loop]


def _run_toplevel(coro):
    # a script with top-level await (vm_run_code): its module coroutine
    return run(coro)


# ---- synchronisation ------------------------------------------------------------

class _Waiters:
    """A FIFO of futures, shared by the primitives below."""

    def __init__(self):
        self._waiters = deque()

    def _wake_first(self):
        for fut in self._waiters:
            if not fut.done():
                fut.set_result(True)
                return True
        return False


def _lock_repr(obj, extra):
    # object's repr (the module, the class, the address) with the state
    r = object.__repr__(obj)
    return '<%s [%s]>' % (r[1:-1], extra)


class Lock:
    """A mutex for coroutines."""

    def __init__(self):
        self._waiters = None
        self._locked = False

    def __repr__(self):
        extra = 'locked' if self._locked else 'unlocked'
        if self._waiters:
            extra = '%s, waiters:%d' % (extra, len(self._waiters))
        return _lock_repr(self, extra)

    def locked(self):
        return self._locked

    async def acquire(self):
        if not self._locked and (self._waiters is None or all(w.cancelled() for w in self._waiters)):
            self._locked = True
            return True
        if self._waiters is None:
            self._waiters = deque()
        fut = get_running_loop().create_future()
        self._waiters.append(fut)
        try:
            try:
                await fut
            finally:
                self._waiters.remove(fut)
        except CancelledError:
            if not self._locked:
                self._wake_up_first()
            raise
        self._locked = True
        return True

    def release(self):
        if self._locked:
            self._locked = False
            self._wake_up_first()
        else:
            raise RuntimeError('Lock is not acquired.')

    def _wake_up_first(self):
        if not self._waiters:
            return
        fut = self._waiters[0]
        if not fut.done():
            fut.set_result(True)

    async def __aenter__(self):
        await self.acquire()
        return None

    async def __aexit__(self, exc_type, exc, tb):
        self.release()


class Event:
    """A flag that coroutines can wait for."""

    def __init__(self):
        self._waiters = deque()
        self._value = False

    def __repr__(self):
        extra = 'set' if self._value else 'unset'
        if self._waiters:
            extra = '%s, waiters:%d' % (extra, len(self._waiters))
        return _lock_repr(self, extra)

    def is_set(self):
        return self._value

    def set(self):
        if not self._value:
            self._value = True
            for fut in self._waiters:
                if not fut.done():
                    fut.set_result(True)

    def clear(self):
        self._value = False

    async def wait(self):
        if self._value:
            return True
        fut = get_running_loop().create_future()
        self._waiters.append(fut)
        try:
            await fut
            return True
        finally:
            self._waiters.remove(fut)


class Condition:
    """Wait until notified, holding a lock around the wait."""

    def __init__(self, lock=None):
        if lock is None:
            lock = Lock()
        self._lock = lock
        self.locked = lock.locked
        self.acquire = lock.acquire
        self.release = lock.release
        self._waiters = deque()

    async def __aenter__(self):
        await self.acquire()
        return None

    async def __aexit__(self, exc_type, exc, tb):
        self.release()

    def __repr__(self):
        extra = 'locked' if self.locked() else 'unlocked'
        if self._waiters:
            extra = '%s, waiters:%d' % (extra, len(self._waiters))
        return _lock_repr(self, extra)

    async def wait(self):
        if not self.locked():
            raise RuntimeError('cannot wait on un-acquired lock')
        self.release()
        try:
            fut = get_running_loop().create_future()
            self._waiters.append(fut)
            try:
                await fut
                return True
            finally:
                self._waiters.remove(fut)
        finally:
            while True:
                try:
                    await self.acquire()
                    break
                except CancelledError:
                    pass

    async def wait_for(self, predicate):
        result = predicate()
        while not result:
            await self.wait()
            result = predicate()
        return result

    def notify(self, n=1):
        if not self.locked():
            raise RuntimeError('cannot notify on un-acquired lock')
        idx = 0
        for fut in self._waiters:
            if idx >= n:
                break
            if not fut.done():
                idx += 1
                fut.set_result(False)

    def notify_all(self):
        self.notify(len(self._waiters))


class Semaphore:
    """A counter of permits; acquire waits while it is zero."""

    def __init__(self, value=1):
        if value < 0:
            raise ValueError('Semaphore initial value must be >= 0')
        self._waiters = None
        self._value = value

    def __repr__(self):
        extra = 'locked' if self.locked() else 'unlocked, value:%d' % self._value
        if self._waiters:
            extra = '%s, waiters:%d' % (extra, len(self._waiters))
        return _lock_repr(self, extra)

    def locked(self):
        return self._value == 0 or any(not w.cancelled() for w in (self._waiters or ()))

    async def acquire(self):
        if not self.locked():
            self._value -= 1
            return True
        if self._waiters is None:
            self._waiters = deque()
        fut = get_running_loop().create_future()
        self._waiters.append(fut)
        try:
            try:
                await fut
            finally:
                self._waiters.remove(fut)
        except CancelledError:
            if not fut.cancelled():
                self._value += 1
                self._wake_up_next()
            raise
        if self._value > 0:
            self._wake_up_next()
        return True

    def release(self):
        self._value += 1
        self._wake_up_next()

    def _wake_up_next(self):
        if not self._waiters:
            return False
        for fut in self._waiters:
            if not fut.done():
                self._value -= 1
                fut.set_result(True)
                return True
        return False

    async def __aenter__(self):
        await self.acquire()
        return None

    async def __aexit__(self, exc_type, exc, tb):
        self.release()


class BoundedSemaphore(Semaphore):
    """A Semaphore that cannot be released more than acquired."""

    def __init__(self, value=1):
        self._bound_value = value
        Semaphore.__init__(self, value)

    def release(self):
        if self._value >= self._bound_value:
            raise ValueError('BoundedSemaphore released too many times')
        Semaphore.release(self)


class Barrier:
    """parties tasks wait until all of them have arrived."""

    def __init__(self, parties):
        if parties < 1:
            raise ValueError('parties must be > 0')
        self._cond = Condition()
        self._parties = parties
        self._state = 'filling'
        self._count = 0

    async def __aenter__(self):
        return await self.wait()

    async def __aexit__(self, *args):
        pass

    async def wait(self):
        async with self._cond:
            while self._state in ('draining', 'resetting'):
                await self._cond.wait()
            if self._state == 'broken':
                raise BrokenBarrierError('Barrier aborted')
            index = self._count
            self._count += 1
            try:
                if index + 1 == self._parties:
                    self._state = 'draining'
                    self._cond.notify_all()
                else:
                    while self._state == 'filling':
                        await self._cond.wait()
                    if self._state == 'broken':
                        raise BrokenBarrierError('Barrier aborted')
                return index
            finally:
                self._count -= 1
                if self._count == 0 and self._state == 'draining':
                    self._state = 'filling'
                    self._cond.notify_all()

    async def abort(self):
        async with self._cond:
            self._state = 'broken'
            self._cond.notify_all()

    def __repr__(self):
        extra = self._state
        if not self.broken:
            extra += ', waiters:%d/%d' % (self.n_waiting, self._parties)
        return _lock_repr(self, extra)

    @property
    def parties(self):
        return self._parties

    @property
    def n_waiting(self):
        return self._count if self._state == 'filling' else 0

    @property
    def broken(self):
        return self._state == 'broken'


# ---- queues ---------------------------------------------------------------------

class Queue:
    """A FIFO queue for coroutines; maxsize 0 means unbounded."""

    def __init__(self, maxsize=0):
        self._maxsize = maxsize
        self._getters = deque()
        self._putters = deque()
        self._unfinished_tasks = 0
        self._finished = Event()
        self._finished.set()
        self._init(maxsize)

    def _init(self, maxsize):
        self._queue = deque()

    def _get(self):
        return self._queue.popleft()

    def _put(self, item):
        self._queue.append(item)

    def _wakeup_next(self, waiters):
        while waiters:
            waiter = waiters.popleft()
            if not waiter.done():
                waiter.set_result(None)
                break

    def _format(self):
        result = 'maxsize=%r' % (self._maxsize,)
        if self._queue:
            result += ' _queue=%r' % (list(self._queue),)
        if self._getters:
            result += ' _getters[%d]' % len(self._getters)
        if self._putters:
            result += ' _putters[%d]' % len(self._putters)
        if self._unfinished_tasks:
            result += ' tasks=%d' % self._unfinished_tasks
        return result

    def __repr__(self):
        return '<%s at %#x %s>' % (type(self).__name__, id(self), self._format())

    def __str__(self):
        return '<%s %s>' % (type(self).__name__, self._format())

    @property
    def maxsize(self):
        return self._maxsize

    def qsize(self):
        return len(self._queue)

    def empty(self):
        return not self._queue

    def full(self):
        if self._maxsize <= 0:
            return False
        return self.qsize() >= self._maxsize

    async def put(self, item):
        while self.full():
            putter = get_running_loop().create_future()
            self._putters.append(putter)
            try:
                await putter
            except BaseException:
                putter.cancel()
                try:
                    self._putters.remove(putter)
                except ValueError:
                    pass
                if not self.full() and not putter.cancelled():
                    self._wakeup_next(self._putters)
                raise
        return self.put_nowait(item)

    def put_nowait(self, item):
        if self.full():
            raise QueueFull
        self._put(item)
        self._unfinished_tasks += 1
        self._finished.clear()
        self._wakeup_next(self._getters)

    async def get(self):
        while self.empty():
            getter = get_running_loop().create_future()
            self._getters.append(getter)
            try:
                await getter
            except BaseException:
                getter.cancel()
                try:
                    self._getters.remove(getter)
                except ValueError:
                    pass
                if not self.empty() and not getter.cancelled():
                    self._wakeup_next(self._getters)
                raise
        return self.get_nowait()

    def get_nowait(self):
        if self.empty():
            raise QueueEmpty
        item = self._get()
        self._wakeup_next(self._putters)
        return item

    def task_done(self):
        if self._unfinished_tasks <= 0:
            raise ValueError('task_done() called too many times')
        self._unfinished_tasks -= 1
        if self._unfinished_tasks == 0:
            self._finished.set()

    async def join(self):
        if self._unfinished_tasks > 0:
            await self._finished.wait()


class PriorityQueue(Queue):
    """A Queue that gives the smallest item first."""

    def _init(self, maxsize):
        self._queue = []

    def _put(self, item):
        heappush(self._queue, item)

    def _get(self):
        return heappop(self._queue)


class LifoQueue(Queue):
    """A Queue that gives the last item put first."""

    def _init(self, maxsize):
        self._queue = []

    def _put(self, item):
        self._queue.append(item)

    def _get(self):
        return self._queue.pop()


# ---- task groups (3.11) -----------------------------------------------------------

class TaskGroup:
    """async with TaskGroup() as tg: tg.create_task(...) -- waits for all of
    them; the first failure cancels the rest."""

    def __init__(self):
        self._entered = False
        self._exiting = False
        self._aborting = False
        self._loop = None
        self._parent_task = None
        self._parent_cancel_requested = False
        self._tasks = {}  # insertion-ordered set: removal in O(1)
        self._errors = []
        self._base_error = None
        self._on_completed_fut = None

    def __repr__(self):
        info = ['']
        if self._tasks:
            info.append('tasks=%d' % len(self._tasks))
        if self._errors:
            info.append('errors=%d' % len(self._errors))
        if self._aborting:
            info.append('cancelling')
        elif self._entered:
            info.append('entered')
        return '<TaskGroup%s>' % ' '.join(info)

    async def __aenter__(self):
        if self._entered:
            raise RuntimeError('TaskGroup %r has already been entered' % (self,))
        if self._loop is None:
            self._loop = get_running_loop()
        self._parent_task = current_task(self._loop)
        if self._parent_task is None:
            raise RuntimeError('TaskGroup %r cannot determine the parent task' % (self,))
        self._entered = True
        return self

    async def __aexit__(self, et, exc, tb):
        self._exiting = True
        if exc is not None and self._is_base_error(exc) and self._base_error is None:
            self._base_error = exc
        propagate_cancellation_error = exc if et is CancelledError else None
        if self._parent_cancel_requested:
            # the group cancelled its parent task: that cancel is the
            # group's, not one to pass on (unless others are pending)
            if self._parent_task.uncancel() == 0:
                propagate_cancellation_error = None
        if et is not None and not self._aborting:
            self._abort()
        # the wait can be cancelled again and again while the tasks end
        while self._tasks:
            if self._on_completed_fut is None:
                self._on_completed_fut = self._loop.create_future()
            try:
                await self._on_completed_fut
            except CancelledError as ex:
                if not self._aborting:
                    propagate_cancellation_error = ex
                    self._abort()
            self._on_completed_fut = None
        if self._base_error is not None:
            raise self._base_error
        # other errors win over a cancellation
        if propagate_cancellation_error is not None and not self._errors:
            raise propagate_cancellation_error
        if et is not None and et is not CancelledError:
            self._errors.append(exc)
        if self._errors:
            errors = self._errors
            self._errors = None
            raise _exception_group('unhandled errors in a TaskGroup', errors) from None

    def create_task(self, coro, *, name=None, context=None):
        if not self._entered:
            raise RuntimeError('TaskGroup %r has not been entered' % (self,))
        if self._exiting and not self._tasks:
            raise RuntimeError('TaskGroup %r is finished' % (self,))
        if self._aborting:
            raise RuntimeError('TaskGroup %r is shutting down' % (self,))
        task = self._loop.create_task(coro, name=name)
        task.add_done_callback(self._on_task_done)
        self._tasks[task] = None
        return task

    def _is_base_error(self, exc):
        return isinstance(exc, (SystemExit, KeyboardInterrupt))

    def _abort(self):
        self._aborting = True
        for t in self._tasks:
            if not t.done():
                t.cancel()

    def _on_task_done(self, task):
        self._tasks.pop(task, None)
        if self._on_completed_fut is not None and not self._tasks:
            if not self._on_completed_fut.done():
                self._on_completed_fut.set_result(True)
        if task.cancelled():
            return
        exc = task.exception()
        if exc is None:
            return
        self._errors.append(exc)
        if self._is_base_error(exc) and self._base_error is None:
            self._base_error = exc
        if self._parent_task.done():
            self._loop.call_exception_handler({
                'message': 'Task %r has errored out but its parent task %r is already completed'
                           % (task, self._parent_task),
                'exception': exc,
                'task': task,
            })
            return
        if not self._aborting and not self._parent_cancel_requested:
            self._abort()
            self._parent_cancel_requested = True
            self._parent_task.cancel()


def _exception_group(msg, errors):
    # BaseExceptionGroup picks ExceptionGroup when every error is an Exception
    return BaseExceptionGroup(msg, errors)


for _c in (Lock, Event, Condition, Semaphore, BoundedSemaphore, Barrier):
    _c.__module__ = 'asyncio.locks'
for _c in (Queue, PriorityQueue, LifoQueue):
    _c.__module__ = 'asyncio.queues'
for _c in (Handle, TimerHandle, AbstractEventLoop):
    _c.__module__ = 'asyncio.events'
TaskGroup.__module__ = 'asyncio.taskgroups'
Runner.__module__ = 'asyncio.runners'
Timeout.__module__ = 'asyncio.timeouts'
del _c
