# An exception without arguments prints just its name.
print("before")
raise KeyboardInterrupt if False else NotImplementedError
