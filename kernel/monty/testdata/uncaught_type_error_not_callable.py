# Calling a non-callable; the message names the type.
handlers = {"a": print, "b": "not a function"}
handlers["a"]("calling a")
handlers["b"]("calling b")
