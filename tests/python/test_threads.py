"""Threads, the GIL and Ctrl-C: a sandbox belongs to its thread, the GIL is
released while a script runs, sandboxes on different threads run at once,
and SIGINT interrupts a running script (tests/python, suite `python`)."""
import concurrent.futures
import gc
import os
import signal
import threading
import time
import unittest

import pysafe
from pysafe import _core

SPIN = "n = 0\nwhile True:\n    n += 1"
FOREVER = pysafe.Limits(max_instructions=None, timeout=None)


def in_thread(fn):
    """fn() on another thread: its result or the exception it raised."""
    box = {}
    def target():
        try:
            box["value"] = fn()
        except BaseException as e:  # noqa: BLE001 - handed back to the test
            box["error"] = e
    t = threading.Thread(target=target)
    t.start()
    t.join()
    return box


def sigint_main_later(seconds):
    main = threading.main_thread().ident
    timer = threading.Timer(seconds, lambda: signal.pthread_kill(main, signal.SIGINT))
    timer.start()
    return timer


class ThreadRuleTest(unittest.TestCase):
    def test_wrong_thread(self):
        with pysafe.Sandbox(tools={"f": None}) as sb:
            p = sb.start("f()")
            for name, call in [("Sandbox.run", lambda: sb.run("1")), ("Sandbox.start", lambda: sb.start("1")),
                               ("Sandbox.close", sb.close), ("Paused.resume", lambda: p.resume({p.calls[0].id: 1}))]:
                box = in_thread(call)
                self.assertIsInstance(box.get("error"), pysafe.Error, name)
                self.assertEqual(str(box["error"]), f"{name}: this sandbox belongs to another thread (a sandbox is "
                                                    "used only on the thread that made it)")
            # untouched by the attempts
            self.assertEqual(p.resume({p.calls[0].id: 7}).value, 7)

    def test_made_and_used_on_a_thread(self):
        def work():
            with pysafe.Sandbox() as sb:
                sb.run("x = 20")
                return sb.run("x + 1").value
        self.assertEqual(in_thread(work), {"value": 21})

    def test_dropped_on_another_thread(self):
        gc.collect()
        before = _core._live_sandboxes()
        holder = in_thread(lambda: pysafe.Sandbox())["value"]  # made there, dropped here
        self.assertEqual(_core._live_sandboxes(), before + 1)
        del holder  # the main thread cannot free it: it waits for its thread
        gc.collect()
        self.assertEqual(_core._live_sandboxes(), before + 1)
        # (that thread has ended, so this one stays: docs/python.md)
        ready, go = threading.Event(), threading.Event()
        made = {}
        def owner():
            made["sb"] = pysafe.Sandbox()
            ready.set()
            go.wait()
            pysafe.run("1")  # entering the binding frees what was left for this thread
            made["after"] = _core._live_sandboxes()
        t = threading.Thread(target=owner)
        t.start()
        ready.wait()
        del made["sb"]
        gc.collect()
        go.set()
        t.join()
        self.assertEqual(made["after"], before + 1)


class GilTest(unittest.TestCase):
    def test_released_while_running(self):
        started = threading.Event()
        def mark():
            started.set()
        def work():
            return pysafe.run("mark()\nfor i in range(3_000_000):\n    pass\n'done'", tools={"mark": mark},
                              limits=FOREVER).value
        with concurrent.futures.ThreadPoolExecutor(1) as ex:
            fut = ex.submit(work)
            started.wait()
            count = 0
            while not fut.done():
                count += 1
            self.assertEqual(fut.result(), "done")
        # this thread ran Python code all the time the script ran
        self.assertGreater(count, 10_000)

    def test_many_threads(self):
        code = "s = 0\nfor i in range(n):\n    s += f(i)\ns"
        def job(n):
            return pysafe.run(code, inputs={"n": n}, tools={"f": lambda i: i * 2}).value
        with concurrent.futures.ThreadPoolExecutor(4) as ex:
            results = list(ex.map(job, range(0, 4000, 100)))
        self.assertEqual(results, [n * (n - 1) for n in range(0, 4000, 100)])

    def test_parallel_speed(self):
        """Two sandboxes on two threads: printed, not asserted (a shared
        machine's load decides it); docs/python.md has the figures."""
        code = "s = 0\nfor i in range(400_000):\n    s += i\ns"
        def job(_):
            return pysafe.run(code, limits=FOREVER).value
        t0 = time.perf_counter()
        for i in range(4):
            job(i)
        one = time.perf_counter() - t0
        with concurrent.futures.ThreadPoolExecutor(2) as ex:
            t0 = time.perf_counter()
            list(ex.map(job, range(4)))
            two = time.perf_counter() - t0
        print(f"\n4 runs: one thread {one:.3f} s, two threads {two:.3f} s ({one / two:.2f}x, "
              f"{os.cpu_count()} cores)")


class InterruptTest(unittest.TestCase):
    def test_ctrl_c_stops_the_script(self):
        with pysafe.Sandbox() as sb:
            timer = sigint_main_later(0.3)
            t0 = time.monotonic()
            with self.assertRaises(KeyboardInterrupt):
                sb.run(SPIN)
            timer.join()
            self.assertLess(time.monotonic() - t0, 3)
            # no interrupt is left over for the next run
            self.assertEqual(sb.run("for i in range(1000):\n    pass\nn > 0").value, True)

    def test_ctrl_c_in_run(self):
        timer = sigint_main_later(0.3)
        with self.assertRaises(KeyboardInterrupt):
            pysafe.run(SPIN, limits=FOREVER)
        timer.join()
        self.assertEqual(pysafe.run("1").value, 1)

    def test_ctrl_c_in_a_tool(self):
        def slow():
            time.sleep(10)
        timer = sigint_main_later(0.3)
        with pysafe.Sandbox(tools={"slow": slow}) as sb:
            t0 = time.monotonic()
            with self.assertRaises(KeyboardInterrupt):
                sb.run("try:\n    slow()\nexcept BaseException:\n    pass\nwhile True: pass")
            self.assertLess(time.monotonic() - t0, 3)
            timer.join()
            self.assertEqual(sb.run("2").value, 2)

    def test_handler_of_the_host(self):
        """A host that handles SIGINT itself: the script is still stopped
        (LimitError 'interrupt') and the host's handler runs."""
        seen = []
        old = signal.signal(signal.SIGINT, lambda *a: seen.append("handler"))
        try:
            time.sleep(1.1)  # the binding looks at the handler at most once a second
            timer = sigint_main_later(0.3)
            with self.assertRaises(pysafe.LimitError) as cm:
                pysafe.run(SPIN, limits=FOREVER)
            timer.join()
            self.assertEqual(cm.exception.limit, "interrupt")
            self.assertEqual(seen, ["handler"])
        finally:
            signal.signal(signal.SIGINT, old)

    def test_ignored_sigint_is_left_alone(self):
        old = signal.signal(signal.SIGINT, signal.SIG_IGN)
        try:
            time.sleep(1.1)
            timer = sigint_main_later(0.1)
            r = pysafe.run("for i in range(3_000_000):\n    pass\n'finished'", limits=FOREVER)
            timer.join()
            self.assertEqual(r.value, "finished")
        finally:
            signal.signal(signal.SIGINT, old)

    def test_other_threads_are_not_interrupted(self):
        started = threading.Event()
        def work():
            return pysafe.run("mark()\nfor i in range(2_000_000):\n    pass\n'ok'", tools={"mark": started.set},
                              limits=FOREVER).value
        with concurrent.futures.ThreadPoolExecutor(1) as ex:
            fut = ex.submit(work)
            started.wait()
            try:
                signal.pthread_kill(threading.main_thread().ident, signal.SIGINT)
                time.sleep(0.5)
            except KeyboardInterrupt:
                pass
            self.assertEqual(fut.result(), "ok")


if __name__ == "__main__":
    unittest.main()
