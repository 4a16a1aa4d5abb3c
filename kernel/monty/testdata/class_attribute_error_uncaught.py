# An uncaught AttributeError on an instance.
class Config:
    def __init__(self):
        self.host = "localhost"
cfg = Config()
print(cfg.host)
print(cfg.port)
