# KeyError shows the repr of the key.
config = {"host": "localhost"}
print(config["host"])
print(config["port"])
