"""The client's API beyond the guide's examples: results, values, external functions,
streaming, errors, the asyncio sandbox and batches."""

import asyncio
import os
import tempfile
import unittest

import backyard
from backyard import AsyncSandbox, Sandbox, SandboxType, run_batch
from backyard.errors import (
    BackyardNotFoundError,
    SandboxError,
    SandboxNotSupportedError,
    SandboxPermissionError,
)
from support import needs_container, shared_dir


class OnMonty(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.sb = Sandbox(sandbox_type="monty")

    @classmethod
    def tearDownClass(cls):
        cls.sb.close()

    def test_result_fields(self):
        r = self.sb.run("import sys\nprint('out')\nprint('err', file=sys.stderr)\n[1, 2.5, None, 'a']")
        self.assertEqual((r.stdout, r.stderr), ("out\n", "err\n"))
        self.assertTrue(r.success)
        self.assertFalse(r.failed)
        self.assertEqual(r.result, [1, 2.5, None, "a"])
        self.assertEqual(r.repr, "[1, 2.5, None, 'a']")
        self.assertEqual(r.backend, "monty")
        self.assertIsNone(r.file_changes)
        self.assertFalse(r.timed_out or r.memory_limit_hit)
        self.assertIsInstance(r.duration_sec, float)
        self.assertLess(r.duration_sec, 5)

    def test_a_value_without_json_form_is_its_repr(self):
        r = self.sb.run("class P:\n    def __repr__(self):\n        return 'P()'\nP()")
        self.assertEqual((r.result, r.repr), ("P()", "P()"))
        self.assertIsNone(self.sb.run("x = 1").result)

    def test_exception_is_a_failed_result(self):
        r = self.sb.run("def f():\n    return 1 / 0\nf()")
        self.assertTrue(r.failed)
        self.assertEqual(r.error_type, "ZeroDivisionError")
        self.assertEqual(r.error, "ZeroDivisionError: division by zero")
        self.assertIn("in f", r.traceback)
        self.assertTrue(r.stderr.endswith("ZeroDivisionError: division by zero\n"))

    def test_inputs_cross_with_their_types(self):
        r = self.sb.run(
            "[type(v).__name__ for v in (a, b, c, d, e, f)], a == b'\\x00\\xff', c, d",
            a=b"\x00\xff", b=(1, 2), c={"k": [1.5, None]}, d=2**80, e=True, f="s",
        )  # fmt: skip
        self.assertEqual(r.result, [["bytes", "list", "dict", "int", "bool", "str"], True, {"k": [1.5, None]}, 2**80])
        with self.assertRaises(TypeError):
            self.sb.run("x", x=object())

    def test_external_function_raising_value_error_is_caught_by_name(self):
        def check(value):
            if value == "bad":
                raise ValueError("bad")
            return value.upper()

        code = "try:\n    check('bad')\nexcept ValueError as e:\n    caught = ('ValueError', str(e))\ncaught, check('ok')"
        r = self.sb.run(code, external_functions={"check": check})
        self.assertTrue(r.success, r.error)
        self.assertEqual(r.result, [["ValueError", "bad"], "OK"])
        # Uncaught, it ends the code as that exception.
        r = self.sb.run("check('bad')")
        self.assertEqual((r.error_type, r.error), ("ValueError", "ValueError: bad"))

    def test_external_exceptions_keep_their_names(self):
        class QuotaExceeded(Exception):
            pass

        def limited():
            raise QuotaExceeded("try later")

        def missing(d):
            return d["nope"]

        code = (
            "out = []\nfor f in (limited, lambda: missing({})):\n    try:\n        f()\n"
            "    except Exception as e:\n        out.append((type(e).__name__, str(e)))\nout"
        )
        r = self.sb.run(code, external_functions={"limited": limited, "missing": missing})
        self.assertEqual(r.result, [["QuotaExceeded", "try later"], ["KeyError", "'nope'"]])

    def test_external_functions_values_and_kwargs(self):
        def echo(*args, **kwargs):
            return {"args": list(args), "kwargs": kwargs}

        r = self.sb.run("r = echo(1, b'x', (2, 3), k={'a': None})\nr['args'][1] == b'x', r", external_functions={"echo": echo})
        # bytes have no JSON form: the result is the repr, the value crossed as bytes
        self.assertEqual(r.repr, "(True, {'args': [1, b'x', [2, 3]], 'kwargs': {'k': {'a': None}}})")
        r = self.sb.run("def g():\n    return echo(object)\ng()")
        self.assertEqual(r.error_type, "TypeError")

    def test_async_external_function_in_the_blocking_sandbox(self):
        async def later(x):
            await asyncio.sleep(0.01)
            return x + 1

        self.assertEqual(self.sb.run("later(41)", external_functions={"later": later}).result, 42)

    def test_streaming_output(self):
        out, err = [], []
        r = self.sb.run(
            "import sys\nfor i in range(3):\n    print(i)\nprint('e', file=sys.stderr)",
            on_stdout=out.append, on_stderr=err.append,
        )  # fmt: skip
        self.assertEqual("".join(out), "0\n1\n2\n")
        self.assertEqual("".join(err), "e\n")
        self.assertEqual(r.stdout, "0\n1\n2\n")

    def test_output_arrives_while_the_code_runs(self):
        chunks = []

        def seen():
            return "".join(chunks)

        r = self.sb.run("print('first')\nsofar = seen()\nprint('second')\nsofar", on_stdout=chunks.append, external_functions={"seen": seen})
        self.assertEqual(r.result, "first\n")  # the callback had it before the code went on
        self.assertEqual("".join(chunks), "first\nsecond\n")

    def test_input_through_a_callback(self):
        prompts = []

        def answer(prompt):
            prompts.append(prompt)
            return ["Ada", None][len(prompts) - 1]

        r = self.sb.run(
            "name = input('name? ')\ntry:\n    input('more? ')\nexcept EOFError:\n    name += '!'\nname",
            on_input=answer,
        )
        self.assertEqual(r.result, "Ada!")
        self.assertEqual(prompts, ["name? ", "more? "])
        r = self.sb.run("try:\n    input()\nexcept EOFError:\n    r = 'EOF'\nr")
        self.assertEqual(r.result, "EOF")

    def test_input_callback_that_raises(self):
        def broken(prompt):
            raise RuntimeError("no keyboard")

        with self.assertRaisesRegex(RuntimeError, "no keyboard"):
            self.sb.run("try:\n    input('x')\nexcept EOFError:\n    pass", on_input=broken)
        self.assertEqual(self.sb.run("1 + 1").result, 2)

    def test_complete_and_inspect(self):
        self.sb.run("def área(width, height=1):\n    'The area.'\n    return width * height")
        start, matches = self.sb.complete("área(2, he")
        self.assertEqual((start, matches[0]), (8, "height="))
        self.assertEqual(self.sb.complete("área(2, he) + 1", cursor=10)[1][0], "height=")
        self.assertEqual(self.sb.inspect("área"), "área: function\nárea(width, height=1)\nThe area.")
        self.assertEqual(self.sb.complete("zzzq"), (0, []))

    def test_limits_per_call(self):
        r = self.sb.run("while True: pass", max_duration_sec=0.3)
        self.assertTrue(r.timed_out and r.failed)
        r = self.sb.run("x = 'a' * (300 * 2**20)", max_memory_mb=64)
        self.assertTrue(r.memory_limit_hit and r.failed)
        self.assertEqual(self.sb.run("2 + 2").result, 4)
        with self.assertRaises(ValueError):
            self.sb.run("1", max_duration_sec=-1)

    def test_not_supported_on_monty_only(self):
        with self.assertRaises(SandboxNotSupportedError) as cm:
            self.sb.run("import numpy")
        self.assertIn("numpy", str(cm.exception))

    def test_history(self):
        sb = Sandbox(sandbox_type="monty")
        self.addCleanup(sb.close)
        sb.run("a = 1")
        sb.reset_session()
        self.assertEqual([e["kind"] for e in sb.history()], ["cell", "reset"])


class Lifecycle(unittest.TestCase):
    def test_reset_clear_ping_close(self):
        def f():
            return 1

        sb = Sandbox()
        sb.run("x = 1", external_functions={"f": f})
        sb.reset_session()
        self.assertEqual(sb.run("x").error_type, "NameError")
        self.assertEqual(sb.run("f()").result, 1)  # functions survive a reset
        sb.clear()
        self.assertEqual(sb.run("f()").error_type, "NameError")  # not a clear
        self.assertTrue(sb.ping())
        sb.close()
        sb.close()
        self.assertFalse(sb.ping())
        with self.assertRaises(SandboxError):
            sb.run("1")

    def test_context_manager_closes(self):
        with Sandbox() as sb:
            self.assertTrue(sb.ping())
        self.assertFalse(sb.ping())

    def test_permission_and_write_access(self):
        tmp = tempfile.TemporaryDirectory()
        self.addCleanup(tmp.cleanup)
        ws = shared_dir(tmp.name, "ws")
        with Sandbox(workspace=[ws], readonly=True) as sb:
            with self.assertRaises(SandboxPermissionError) as cm:
                sb.run("open('/sandbox/ws/a.txt', 'w').write('a')")
            self.assertIsNotNone(cm.exception.result)
            self.assertTrue(cm.exception.result.failed)
            sb.grant_write_access()
            r = sb.run("open('/sandbox/ws/a.txt', 'w').write('a')")
            self.assertEqual(r.file_changes.added, ["/sandbox/ws/a.txt"])
            self.assertEqual(r.file_changes.all_changes[0].change_type, "added")
            sb.revoke_write_access()
            with self.assertRaises(SandboxPermissionError):
                sb.run("open('/sandbox/ws/b.txt', 'w').write('b')")

    def test_untracked_workspace(self):
        tmp = tempfile.TemporaryDirectory()
        self.addCleanup(tmp.cleanup)
        ws = shared_dir(tmp.name, "ws")
        with Sandbox(workspace=[ws], track_file_changes=False) as sb:
            r = sb.run("open('/sandbox/ws/a.txt', 'w').write('a')")
            self.assertTrue(r.success)
            self.assertIsNone(r.file_changes)

    def test_bad_options(self):
        with self.assertRaises(SandboxError) as cm:
            Sandbox(workspace=["/no/such/dir"])
        self.assertIn("/no/such/dir", str(cm.exception))
        with self.assertRaises(ValueError):
            Sandbox(sandbox_type="cpython")
        with self.assertRaises(ValueError):
            Sandbox(max_memory_mb=0)

    def test_binary_not_found_names_the_fix(self):
        saved = os.environ.get("BACKYARD_BIN"), os.environ.get("PATH")
        try:
            os.environ["BACKYARD_BIN"] = "/no/such/backyard"
            with self.assertRaises(BackyardNotFoundError) as cm:
                Sandbox()
            self.assertIn("BACKYARD_BIN=/no/such/backyard", str(cm.exception))
            del os.environ["BACKYARD_BIN"]
            os.environ["PATH"] = tempfile.gettempdir()
            with self.assertRaises(BackyardNotFoundError) as cm:
                Sandbox()
            self.assertIn("set BACKYARD_BIN", str(cm.exception))
            self.assertIn("PATH", str(cm.exception))
        finally:
            for key, value in zip(("BACKYARD_BIN", "PATH"), saved):
                if value is None:
                    os.environ.pop(key, None)
                else:
                    os.environ[key] = value


class Batch(unittest.TestCase):
    def test_run_batch_keeps_order(self):
        snippets = ["sum(range(10))", {"code": "x * 2", "inputs": {"x": 21}}, "1 / 0", {"code": "while True: pass", "timeout": 0.2}]
        results = run_batch(snippets, workers=2)
        self.assertEqual([r.result for r in results[:2]], [45, 42])
        self.assertEqual(results[2].error_type, "ZeroDivisionError")
        self.assertTrue(results[3].timed_out)
        self.assertEqual(run_batch([]), [])

    def test_run_batch_fresh_interpreters(self):
        results = run_batch(["x = 1", "x"], workers=1)
        self.assertTrue(results[0].success)
        self.assertEqual(results[1].error_type, "NameError")


class Async(unittest.TestCase):
    def test_async_sandbox(self):
        async def main():
            chunks = []

            async def fetch(key):
                await asyncio.sleep(0)
                if key == "bad":
                    raise ValueError("bad")
                return {"key": key}

            async def on_out(text):
                chunks.append(text)

            async with AsyncSandbox(sandbox_type="monty") as sb:
                r = await sb.run(
                    "try:\n    fetch('bad')\nexcept ValueError as e:\n    msg = str(e)\nprint(msg)\nfetch('k'), n",
                    external_functions={"fetch": fetch}, on_stdout=on_out, n=3,
                )  # fmt: skip
                self.assertEqual(r.result, [{"key": "k"}, 3])
                self.assertEqual("".join(chunks), "bad\n")
                self.assertTrue(await sb.ping())
                await sb.reset_session()
                self.assertEqual((await sb.run("n")).error_type, "NameError")
                with self.assertRaises(SandboxNotSupportedError):
                    await sb.run("import numpy")
                await sb.clear()
            self.assertFalse(await sb.ping())

        asyncio.run(main())

    def test_async_input_and_complete(self):
        async def main():
            async with AsyncSandbox(sandbox_type="monty") as sb:

                async def answer(prompt):
                    return prompt.upper()

                r = await sb.run("input('shout ')", on_input=answer)
                self.assertEqual(r.result, "SHOUT ")
                self.assertIn("print", (await sb.complete("pri"))[1])
                self.assertTrue((await sb.inspect("len")).startswith("len: builtin_function_or_method"))

        asyncio.run(main())

    def test_two_async_sandboxes_run_concurrently(self):
        async def main():
            async with AsyncSandbox() as a, AsyncSandbox() as b:
                ra, rb = await asyncio.gather(a.run("x = 1\nx"), b.run("x = 2\nx"))
                self.assertEqual((ra.result, rb.result), (1, 2))

        asyncio.run(main())


@needs_container
class OnContainer(unittest.TestCase):
    def test_numpy_values_have_their_json_form(self):
        with Sandbox(sandbox_type="container") as sb:
            r = sb.run("import numpy as np\n[np.float64(20.5), np.int64(3), np.arange(3), np.array(1.5)]")
            self.assertEqual(r.result, [20.5, 3, [0, 1, 2], 1.5])
            self.assertEqual(sb.run("np.zeros((2, 2))").result, sb.run("repr(np.zeros((2, 2)))").result)

    def test_external_function_raising_value_error_in_the_container(self):
        def check(value):
            raise ValueError("bad")

        with Sandbox(sandbox_type="container") as sb:
            r = sb.run("try:\n    check(1)\nexcept ValueError as e:\n    m = str(e)\nm", external_functions={"check": check})
            self.assertEqual((r.result, r.backend), ("bad", "container"))

    def test_functions_survive_conversion_and_replay(self):
        calls = []

        def record(x):
            calls.append(x)
            return x * 2

        progress = []
        with Sandbox(progress_callback=lambda *a: progress.append(a[3])) as sb:
            self.assertEqual(sb.run("y = record(21)\ny", external_functions={"record": record}).result, 42)
            r = sb.run("import numpy\nrecord(y)")  # converts; the replay calls record again
            self.assertEqual((r.result, r.backend), (84, "container"))
            self.assertEqual(calls, [21, 21, 42])
            self.assertEqual(progress, [backyard.ReplayPhase.BEFORE, backyard.ReplayPhase.AFTER, backyard.ReplayPhase.COMPLETE])
            sb.convert(SandboxType.MONTY, force=True)
            self.assertEqual(sb.run("record(1)").result, 2)

    def test_output_arrives_while_the_code_runs_in_the_container(self):
        chunks = []
        with Sandbox(sandbox_type="container") as sb:
            r = sb.run(
                "print('first', flush=True)\nsofar = seen()\nprint('second')\nsofar",
                on_stdout=chunks.append, external_functions={"seen": lambda: "".join(chunks)},
            )  # fmt: skip
            self.assertEqual(r.result, "first\n")
            self.assertEqual("".join(chunks), "first\nsecond\n")

    def test_async_sandbox_on_a_container(self):
        async def main():
            async def double(x):
                return 2 * x

            async with AsyncSandbox(sandbox_type="container") as sb:
                r = await sb.run("import numpy as np\nint(np.sum([double(i) for i in range(4)]))", external_functions={"double": double})
                self.assertEqual(r.result, 12)

        asyncio.run(main())


if __name__ == "__main__":
    unittest.main()
