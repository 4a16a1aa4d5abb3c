package vm

// dict's own __getitem__ and __setitem__, set once in setupDict: an
// instance of a dict subclass whose class still resolves these names to
// them (Counter, defaultdict) is subscripted without a call.
var dictGetItem, dictSetItem Value
