"""Every Python code block of the usage guide and the README, run as written, on monty
and on a container.

The blocks are in guide_blocks.py, verbatim. The only changes made to them are named
where they are made: workspace paths become temporary folders, and fetch_data reads a
local file instead of https://example.com/data.json. The blocks that use `sandbox` or
`code` without defining them, as the guide's later sections do, get them from the test,
which also sets up the situation each one is about.

The same tests run twice: GuideOnMonty, where Sandbox() starts on monty as it does by
default, and GuideOnContainer, where a Sandbox without a sandbox_type starts on a
container.
"""

import json
import os
import subprocess
import sys
import tempfile
import textwrap
import unittest

import backyard
from backyard import SandboxType
from guide_blocks import BLOCKS
from support import Tracked, needs_container, patched_sandbox, run_block, shared_dir


class GuideExamples:
    default_type = "auto"

    def setUp(self):
        self.tracked = Tracked(self.default_type)
        self.Sandbox = self.tracked.Sandbox
        self.tmp = tempfile.TemporaryDirectory()
        self.addCleanup(self.tmp.cleanup)
        self.addCleanup(self.tracked.close_all)
        patch = patched_sandbox(self.tracked)
        patch.__enter__()
        self.addCleanup(patch.__exit__, None, None, None)

    def namespace(self, **names):
        ns = {"__name__": "guide", "Sandbox": self.Sandbox}
        ns.update(names)
        return ns

    def block(self, name, **replace):
        code = BLOCKS[name]
        for old, new in replace.items():
            self.assertIn(old, code, "the block %s has no %r to replace" % (name, old))
            code = code.replace(old, new)
        return code

    # ---- the blocks

    def test_readme_first_example(self):
        out = run_block(self.block("readme_first"), self.namespace())
        self.assertEqual(out, "hello from the sandbox! 🏖🏰\n\n")

    def test_configuration(self):
        ws = shared_dir(self.tmp.name, "dir")
        ns = self.namespace()
        run_block(self.block("configuration", **{"/path/to/dir": ws}), ns)
        sb = ns["sandbox"]
        self.assertEqual(sb.run("import os\nsorted(os.listdir('/sandbox'))").result, ["dir"])

    def test_agent_tool(self):
        ns = self.namespace()
        run_block(self.block("agent_tool"), ns)
        tool = ns["CodeExecutionTool"]()
        try:
            out = tool.run_code("x = 6 * 7\nprint('computed')\nx")
            self.assertEqual(out["result"], 42)
            self.assertEqual(out["stdout"], "computed\n")
            self.assertTrue(out["success"])
            self.assertGreaterEqual(out["duration_sec"], 0)
            tool.reset()
            self.assertFalse(tool.run_code("x")["success"])
        finally:
            tool.close()

    def test_external_functions(self):
        data = json.dumps({"rows": [1, 2, 3]})
        path = os.path.join(self.tmp.name, "data.json")
        with open(path, "w") as f:
            f.write(data)
        # The one change: a local file instead of example.com.
        code = self.block("external_functions", **{"https://example.com/data.json": "file://" + path})
        out = run_block(code, self.namespace())
        self.assertEqual(out, "%d\n" % len(data))

    def test_input_variables(self):
        self.assertEqual(run_block(self.block("input_variables"), self.namespace()), "15\n")

    def test_mcp_wrapper(self):
        script = os.path.join(self.tmp.name, "mcp_sandbox_server.py")
        with open(script, "w") as f:
            f.write(self.block("mcp_wrapper"))
        # Run as a program, with `from backyard import Sandbox` giving this test's
        # default sandbox type.
        launcher = textwrap.dedent(
            """
            import functools, runpy, sys, backyard
            backyard.Sandbox = functools.partial(backyard.Sandbox, sandbox_type=%r)
            runpy.run_path(sys.argv[1], run_name="__main__")
            """
            % ("container" if self.default_type == "container" else "auto")
        )
        requests = [
            {"action": "execute", "code": "x = 40\nprint('hi')\nx + 2"},
            {"action": "ping"},
            {"action": "grant_write"},
            {"action": "revoke_write"},
            {"action": "reset"},
            {"action": "execute", "code": "x"},
            {"action": "fly"},
        ]
        done = subprocess.run(
            [sys.executable, "-c", launcher, script],
            input="".join(json.dumps(r) + "\n" for r in requests),
            capture_output=True,
            text=True,
            timeout=300,
        )
        self.assertEqual(done.returncode, 0, done.stderr)
        answers = [json.loads(line) for line in done.stdout.splitlines()]
        self.assertEqual(len(answers), len(requests), done.stdout)
        self.assertEqual(answers[0], {"stdout": "hi\n", "stderr": "", "success": True, "result": 42})
        self.assertEqual(answers[1:5], [{"success": True}] * 4)
        self.assertFalse(answers[5]["success"])
        self.assertIn("NameError", answers[5]["stderr"])
        self.assertEqual(answers[6], {"success": False, "error": "Unknown action: fly"})

    def test_workspace(self):
        project = shared_dir(self.tmp.name, "project")
        ns = self.namespace()
        run_block(self.block("workspace", **{"/home/user/project": project}), ns)
        self.assertEqual(ns["sandbox"].run("import os\nos.listdir('/sandbox')").result, ["project"])

    def test_file_tracking(self):
        project = shared_dir(self.tmp.name, "project")
        from pathlib import Path

        out = run_block(self.block("file_tracking", **{"/home/user/project": project}), self.namespace(Path=Path))
        lines = out.splitlines()
        self.assertEqual(lines[:3], ["Added: ['/sandbox/project/new_file.txt']", "Modified: []", "Deleted: []"], out)
        self.assertRegex(lines[3], r"^  added: /sandbox/project/new_file.txt at \d{4}-\d\d-\d\d \d\d:\d\d:\d\d")
        self.assertEqual(len(lines), 4, out)
        with open(os.path.join(project, "new_file.txt")) as f:
            self.assertEqual(f.read(), "created by sandbox")

    def test_read_only(self):
        project = shared_dir(self.tmp.name, "project")
        # The block's Sandbox(readonly=True) mounts nothing; give it a folder to see
        # what the toggles do.
        code = self.block("read_only", **{"Sandbox(readonly=True)": "Sandbox(readonly=True, workspace=[%r])" % project})
        ns = self.namespace()
        run_block(code, ns)
        sb = ns["sandbox"]
        self.assertTrue(sb.readonly)
        with self.assertRaises(backyard.SandboxPermissionError):
            sb.run("open('/sandbox/project/a.txt', 'w').write('x')")
        sb.grant_write_access()
        self.assertTrue(sb.run("open('/sandbox/project/a.txt', 'w').write('x')").success)
        self.assertTrue(os.path.exists(os.path.join(project, "a.txt")))

    def test_overrides(self):
        ns = self.namespace(sandbox=self.Sandbox())
        run_block(self.block("overrides"), ns)
        result = ns["result"]
        self.assertTrue(result.failed)
        self.assertEqual(result.error_type, "NameError")
        self.assertIn("compute_intensive_task", result.error)

    def test_session(self):
        sb = self.Sandbox()
        sb.run("x = 1")
        out = run_block(self.block("session"), self.namespace(sandbox=sb))
        self.assertEqual(out, "Sandbox is responsive\n")
        self.assertEqual(sb.run("x").error_type, "NameError")
        self.assertEqual(sb.run("x = 2\nx").result, 2)

    @needs_container
    def test_conversion(self):
        results = []

        class Recording(self.Sandbox):
            def run(self, *args, **kwargs):
                results.append(super().run(*args, **kwargs))
                return results[-1]

        sb = Recording()
        run_block(self.block("conversion"), self.namespace(sandbox=sb))
        self.assertEqual(len(results), 3)
        print(results[-1].result)  # the guide's "x=42 is preserved": 43
        self.assertEqual(results[-1].result, 43)
        self.assertEqual(results[-1].backend, "container")
        self.assertTrue(all(r.success for r in results), results)

    @needs_container
    def test_conversion_control(self):
        ns = self.namespace(SandboxType=SandboxType)
        run_block(self.block("conversion_control"), ns)
        sb = ns["sandbox"]
        self.assertEqual(sb.sandbox_type, SandboxType.CONTAINER)
        self.assertEqual(sb.backend, "monty")
        self.assertEqual(sb.run("1 + 1").backend, "monty")

    @needs_container
    def test_progress(self):
        ns = self.namespace()
        run_block(self.block("progress"), ns)
        sb = ns["sandbox"]
        out = []
        import contextlib
        import io

        buf = io.StringIO()
        with contextlib.redirect_stdout(buf):
            sb.run("a = 1")
            sb.run("b = a + 1")
            if self.default_type == "container":
                sb.convert(SandboxType.MONTY)
            else:
                sb.run("import numpy")  # converts, replaying the two cells
        out = buf.getvalue().splitlines()
        self.assertEqual(
            out,
            [
                "Replaying step 1/2...",
                "  ✓ step 1 completed",
                "Replaying step 2/2...",
                "  ✓ step 2 completed",
                "Replay complete (2 steps)",
            ],
        )
        self.assertEqual(sb.run("b").result, 2)

    def error_situation(self, sandbox, code):
        return run_block(self.block("error_handling"), self.namespace(sandbox=sandbox, code=code))

    def test_error_handling_not_supported(self):
        out = self.error_situation(self.Sandbox(sandbox_type="monty"), "import numpy")
        self.assertTrue(out.startswith("Code incompatible with Monty: "), out)
        self.assertIn("numpy", out)
        self.assertTrue(out.endswith("Either modify the code or use sandbox.convert(SandboxType.CONTAINER)\n"), out)

    def test_error_handling_permission(self):
        ws = shared_dir(self.tmp.name, "ws")
        out = self.error_situation(self.Sandbox(workspace=[ws], readonly=True), "open('/sandbox/ws/x.txt', 'w').write('x')")
        self.assertTrue(out.startswith("Write denied: "), out)
        self.assertTrue(out.endswith("Call sandbox.grant_write_access() first\n"), out)
        self.assertFalse(os.path.exists(os.path.join(ws, "x.txt")))

    def test_error_handling_timeout(self):
        out = self.error_situation(self.Sandbox(max_duration_sec=1.0), "print('looping')\nwhile True: pass")
        self.assertTrue(out.startswith("Execution failed:\n  stdout: looping\n"), out)
        self.assertIn("  timed_out: True\n  memory_limit_hit: False\n", out)

    def test_error_handling_memory(self):
        out = self.error_situation(self.Sandbox(max_memory_mb=128), "x = bytearray(1024 * 2**20)\nlen(x)")
        self.assertTrue(out.startswith("Execution failed:\n"), out)
        self.assertIn("  timed_out: False\n  memory_limit_hit: True\n", out)

    def test_error_handling_exception(self):
        out = self.error_situation(self.Sandbox(), "1 / 0")
        self.assertTrue(out.startswith("Execution failed:\n  stdout: \n  stderr: "), out)
        self.assertIn("ZeroDivisionError: division by zero", out)
        self.assertIn("  timed_out: False\n  memory_limit_hit: False\n", out)

    def test_error_handling_success_prints_nothing(self):
        self.assertEqual(self.error_situation(self.Sandbox(), "1 + 1"), "")


class GuideOnMonty(GuideExamples, unittest.TestCase):
    default_type = "auto"

    def test_error_handling_no_conversion_after_file_changes(self):
        # Auto mode does not convert a session whose code changed files: the guide's
        # note on conversion. Refused before anything starts, so no engine is needed.
        ws = shared_dir(self.tmp.name, "ws")
        sb = self.Sandbox(workspace=[ws])
        self.assertTrue(sb.run("open('/sandbox/ws/a.txt', 'w').write('a')").success)
        out = self.error_situation(sb, "import numpy")
        self.assertTrue(out.startswith("Code incompatible with Monty: "), out)
        self.assertIn("fresh session", out)
        self.assertEqual(sb.backend, "monty")


@needs_container
class GuideOnContainer(GuideExamples, unittest.TestCase):
    default_type = "container"


if __name__ == "__main__":
    unittest.main()
