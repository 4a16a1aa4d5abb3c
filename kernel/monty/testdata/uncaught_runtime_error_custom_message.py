# RuntimeError with a multi-line message: the last stderr line is the message's last line.
raise RuntimeError("first line\nsecond line")
