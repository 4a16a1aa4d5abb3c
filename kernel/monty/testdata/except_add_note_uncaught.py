# Notes are printed after the message: the last stderr line is the last note.
err = RuntimeError("failed")
err.add_note("hint: check the input")
raise err
