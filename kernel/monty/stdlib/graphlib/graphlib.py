"""Topological sorting of a graph of hashable nodes: TopologicalSorter
yields every node after all of its predecessors, either all at once
(static_order) or in rounds as the caller finishes nodes (prepare,
get_ready, done), and CycleError reports a cycle."""

from types import GenericAlias

__all__ = ['TopologicalSorter', 'CycleError']

# What a node's predecessor count becomes once it is handed out, and
# once it is marked done.
_HANDED_OUT = -1
_FINISHED = -2


class CycleError(ValueError):
    """The graph has a cycle. args[1] lists its nodes, the first node
    repeated at the end, each one a predecessor of the next."""


class TopologicalSorter:
    """Sorts a graph given as {node: predecessors} or built with add()."""

    def __init__(self, graph=None) -> None:
        # node -> [number of predecessors not yet done, successors]
        self._nodes = {}
        self._ready = None          # None until prepare()
        self._handed_out = 0
        self._finished = 0
        if graph:
            for node, before in graph.items():
                self.add(node, *before)

    def _entry(self, node):
        entry = self._nodes.get(node)
        if entry is None:
            entry = self._nodes[node] = [0, []]
        return entry

    def add(self, node, *predecessors) -> None:
        """Add node, to come after each of predecessors (added too)."""
        if self._ready is not None:
            raise ValueError('Nodes cannot be added after a call to prepare()')
        self._entry(node)[0] += len(predecessors)
        for before in predecessors:
            self._entry(before)[1].append(node)

    def prepare(self):
        """Freeze the graph and find the first ready nodes; CycleError if
        the graph has a cycle."""
        if self._ready is not None:
            raise ValueError('cannot prepare() more than once')
        self._ready = [node for node, (waiting, _) in self._nodes.items() if waiting == 0]
        cycle = self._cycle()
        if cycle:
            raise CycleError('nodes are in a cycle', cycle)

    def _require_prepared(self):
        if self._ready is None:
            raise ValueError('prepare() must be called first')

    def get_ready(self) -> tuple:
        """A tuple of the nodes whose predecessors are all done (and not
        handed out before)."""
        self._require_prepared()
        batch = tuple(self._ready)
        for node in batch:
            self._nodes[node][0] = _HANDED_OUT
        self._ready.clear()
        self._handed_out += len(batch)
        return batch

    def is_active(self) -> bool:
        """Whether nodes remain to be handed out or marked done."""
        self._require_prepared()
        return self._finished < self._handed_out or bool(self._ready)

    __bool__ = lambda self: self.is_active()

    def done(self, *nodes) -> None:
        """Mark nodes (handed out by get_ready) as done, which may make
        their successors ready."""
        self._require_prepared()
        for node in nodes:
            entry = self._nodes.get(node)
            if entry is None:
                raise ValueError(f'node {node!r} was not added using add()')
            if entry[0] == _FINISHED:
                raise ValueError(f'node {node!r} was already marked done')
            if entry[0] != _HANDED_OUT:
                raise ValueError(f'node {node!r} was not passed out (still not ready)')
            entry[0] = _FINISHED
            for after in entry[1]:
                later = self._nodes[after]
                later[0] -= 1
                if later[0] == 0:
                    self._ready.append(after)
            self._finished += 1

    def _cycle(self):
        """A cycle, as a list of nodes, or None. Depth-first along the
        successors, from each node in the order they were added."""
        visited = set()
        for root in self._nodes:
            if root in visited:
                continue
            path = [root]
            on_path = {root: 0}
            pending = [iter(self._nodes[root][1])]
            visited.add(root)
            while pending:
                step = next(pending[-1], _END)
                if step is _END:
                    pending.pop()
                    del on_path[path.pop()]
                    continue
                if step in on_path:
                    return path[on_path[step]:] + [step]
                if step in visited:
                    continue
                visited.add(step)
                on_path[step] = len(path)
                path.append(step)
                pending.append(iter(self._nodes[step][1]))
        return None

    def static_order(self) -> 'Iterator':
        """Every node, in a topological order (prepares the sorter)."""
        self.prepare()
        while self.is_active():
            batch = self.get_ready()
            yield from batch
            self.done(*batch)

    __class_getitem__ = classmethod(GenericAlias)


_END = object()
