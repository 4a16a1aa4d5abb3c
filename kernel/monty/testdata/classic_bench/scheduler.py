# An operating-system simulation in the manner of Richards' benchmark:
# tasks of four kinds (idle, worker, handler, device) exchange packets
# through a priority scheduler; methods, attribute access and linked
# queues dominate. (Our own design of the same kind of workload.)

IDLE, WORKER, HANDLER_A, HANDLER_B, DEVICE_A, DEVICE_B = range(6)


class Packet:
    __slots__ = ("link", "dest", "kind", "count", "data")

    def __init__(self, link, dest, kind):
        self.link, self.dest, self.kind, self.count = link, dest, kind, 0
        self.data = [0] * 4


def append(packet, queue):
    packet.link = None
    if queue is None:
        return packet
    tail = queue
    while tail.link is not None:
        tail = tail.link
    tail.link = packet
    return queue


class Task:
    def __init__(self, sched, ident, priority, queue):
        self.sched, self.ident, self.priority, self.queue = sched, ident, priority, queue
        self.waiting = queue is not None
        self.held = False
        self.link = sched.tasks
        sched.tasks = self
        sched.table[ident] = self

    def runnable(self):
        return not self.held and (self.queue is not None or not self.waiting)

    def take(self):
        p = self.queue
        if p is not None:
            self.queue = p.link
        self.waiting = False
        return p


class Idle(Task):
    def __init__(self, sched, ident, priority, count):
        Task.__init__(self, sched, ident, priority, None)
        self.seed, self.count = 1, count

    def step(self, packet):
        self.count -= 1
        if self.count == 0:
            return self.sched.hold_self()
        if self.seed & 1 == 0:
            self.seed >>= 1
            return self.sched.release(DEVICE_A)
        self.seed = (self.seed >> 1) ^ 0xD008
        return self.sched.release(DEVICE_B)


class Worker(Task):
    def __init__(self, sched, ident, priority, queue):
        Task.__init__(self, sched, ident, priority, queue)
        self.target, self.letter = HANDLER_A, 0

    def step(self, packet):
        if packet is None:
            return self.sched.wait()
        self.target = HANDLER_B if self.target == HANDLER_A else HANDLER_A
        packet.dest = self.target
        packet.count = 0
        for i in range(4):
            self.letter = self.letter % 26 + 1
            packet.data[i] = self.letter
        return self.sched.send(packet)


class Handler(Task):
    def __init__(self, sched, ident, priority, queue):
        Task.__init__(self, sched, ident, priority, queue)
        self.work = None
        self.devices = None

    def step(self, packet):
        if packet is not None:
            if packet.kind == "work":
                self.work = append(packet, self.work)
            else:
                self.devices = append(packet, self.devices)
        if self.work is not None:
            w = self.work
            if w.count < 4:
                if self.devices is not None:
                    d = self.devices
                    self.devices = d.link
                    d.count = w.data[w.count]
                    w.count += 1
                    return self.sched.send(d)
            else:
                self.work = w.link
                return self.sched.send(w)
        return self.sched.wait()


class Device(Task):
    def __init__(self, sched, ident, priority):
        Task.__init__(self, sched, ident, priority, None)
        self.pending = None

    def step(self, packet):
        if packet is None:
            if self.pending is None:
                return self.sched.wait()
            p, self.pending = self.pending, None
            return self.sched.send(p)
        self.pending = packet
        self.sched.hold_count += 1
        return self.sched.hold_self()


class Scheduler:
    def __init__(self):
        self.tasks = None
        self.table = [None] * 6
        self.current = None
        self.hold_count = self.sends = 0

    def run(self):
        task = self.highest()
        while task is not None:
            self.current = task
            if task.runnable():
                task = task.step(task.take())
            else:
                task = self.next_after(task)
        return self.sends, self.hold_count

    def highest(self):
        best = None
        t = self.tasks
        while t is not None:
            if t.runnable() and (best is None or t.priority > best.priority):
                best = t
            t = t.link
        return best

    def next_after(self, task):
        return self.highest()

    def wait(self):
        self.current.waiting = True
        return self.highest()

    def hold_self(self):
        self.current.held = True
        return self.highest()

    def release(self, ident):
        t = self.table[ident]
        t.held = False
        return t if t.priority > self.current.priority else self.current

    def send(self, packet):
        self.sends += 1
        t = self.table[packet.dest]
        if t.queue is None and t.waiting:
            t.queue = packet
            packet.link = None
            t.waiting = False
            return t if t.priority > self.current.priority else self.current
        t.queue = append(packet, t.queue)
        return self.current


def simulate(count):
    s = Scheduler()
    Idle(s, IDLE, 0, count)
    wq = append(Packet(None, WORKER, "work"), Packet(None, WORKER, "work"))
    Worker(s, WORKER, 1000, wq)
    qa = None
    for _ in range(3):
        qa = append(Packet(None, DEVICE_A, "device"), qa)
    Handler(s, HANDLER_A, 2000, qa)
    qb = None
    for _ in range(3):
        qb = append(Packet(None, DEVICE_B, "device"), qb)
    Handler(s, HANDLER_B, 3000, qb)
    Device(s, DEVICE_A, 4000)
    Device(s, DEVICE_B, 5000)
    return s.run()


def bench():
    return simulate(120000)
