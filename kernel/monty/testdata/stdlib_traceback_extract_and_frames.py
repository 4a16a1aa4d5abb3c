# traceback.extract_tb / StackSummary / FrameSummary fields and format_list (no source-dependent text).
import traceback
def a(): b()
def b(): raise RuntimeError("deep error")
try:
    a()
except RuntimeError as e:
    frames = traceback.extract_tb(e.__traceback__)
    print([(f.name, f.lineno) for f in frames], [f.filename for f in frames][:1], len(frames))
    te = traceback.TracebackException.from_exception(e)
    print(list(te.format_exception_only()), te.exc_type.__name__)
print(traceback.format_exception_only(ValueError, ValueError("v")), traceback.format_exception_only(KeyError("k")))
