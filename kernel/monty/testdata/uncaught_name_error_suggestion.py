# Uncaught NameError for a misspelled name: CPython suggests the right one.
message = "hello"
print(mesage)
