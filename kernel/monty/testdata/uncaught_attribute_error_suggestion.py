# Uncaught AttributeError for a misspelled method: CPython suggests the right one.
items = [3, 1, 2]
items.sortt()
