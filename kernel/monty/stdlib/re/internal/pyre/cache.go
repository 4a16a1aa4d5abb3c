package pyre

// Cache holds compiled patterns for one interpreter, as re's module-level
// _cache does for CPython: the module functions (re.search(p, s)...)
// compile through it. It is not safe for concurrent use; each
// interpreter owns its own.
type Cache struct {
	max       int
	backtrack int
	entries   map[cacheKey]*Regexp
	order     []cacheKey // oldest first
}

type cacheKey struct {
	pattern string
	isBytes bool
	flags   Flags
}

// NewCache returns a cache of at most max patterns (CPython keeps 512)
// whose patterns may use backtrack stack slots per match (0:
// DefaultBacktrackLimit).
func NewCache(max, backtrack int) *Cache {
	if backtrack == 0 {
		backtrack = DefaultBacktrackLimit
	}
	return &Cache{max: max, backtrack: backtrack, entries: map[cacheKey]*Regexp{}}
}

// Compile returns the compiled pattern for (pattern, isBytes, flags),
// compiling it on a miss. When the cache is full the oldest entry goes,
// as in CPython 3.11. Errors are not cached.
func (c *Cache) Compile(pattern string, isBytes bool, flags Flags) (*Regexp, error) {
	key := cacheKey{pattern, isBytes, flags}
	if re, ok := c.entries[key]; ok {
		return re, nil
	}
	var runes []rune
	if isBytes {
		runes = decodeBytes([]byte(pattern))
	} else {
		runes = decodeString(pattern)
	}
	re, err := compile(pattern, runes, isBytes, flags, c.backtrack)
	if err != nil {
		return nil, err
	}
	if flags&Debug != 0 || c.max <= 0 {
		return re, nil
	}
	if len(c.entries) >= c.max {
		delete(c.entries, c.order[0])
		c.order = c.order[1:]
	}
	c.entries[key] = re
	c.order = append(c.order, key)
	return re, nil
}

// Purge is re.purge(): it empties the cache.
func (c *Cache) Purge() {
	clear(c.entries)
	c.order = nil
}
