package vm

// Dict is a Python dict: an insertion-ordered hash table.
//
// Entries live in a slice in insertion order (a deleted entry leaves a hole
// with a nil key until the next compaction); a separate open-addressed
// index maps hashes to entry positions, probing as CPython does. Dicts of
// up to eight entries have no index at all: a lookup scans the entries
// comparing hashes, which for instance and keyword dicts is faster than
// probing. str keys compare by pointer first, so lookups of interned
// attribute and global names rarely touch the bytes.
type Dict struct {
	entries []dictEntry
	index   []int32 // nil while len(entries) <= smallDict
	used    int     // live entries
	// usable and size mirror CPython's dk_usable and dk_size (0: the
	// shared empty keys): entries keep their positions, holes included,
	// until an insert finds usable exhausted and CPython would resize.
	// Iterators walk positions, so mutation during iteration behaves as
	// in CPython 3.11.
	usable int
	size   int
	// general is a table that may hold non-str keys; CPython's str-only
	// tables resize (and compact) when the first other key arrives.
	general bool
	// version changes whenever a key is added or removed, so iterators and
	// caches notice.
	version uint64
}

type dictEntry struct {
	hash  int64
	key   Value // nil for a deleted entry
	value Value
}

const (
	smallDict  = 8
	indexEmpty = -1
	indexDummy = -2
)

// Type returns dict.
func (*Dict) Type() *Type { return DictType }

// NewDict returns an empty dict with room for n entries.
func NewDict(n int) *Dict {
	d := &Dict{}
	if n > 0 {
		d.entries = make([]dictEntry, 0, n)
		if n > smallDict {
			d.rebuildIndex(indexSizeFor(n))
		}
		d.presize(n)
	}
	return d
}

// CPython's dict sizing: a table of size n holds 2n/3 entries; it grows
// to the power of two at least three times the live entries.
const (
	dictMinSize    = 8
	dictMaxPresize = 1 << 17
)

func usableFraction(n int) int { return n * 2 / 3 }

// log2KeySize is calculate_log2_keysize: the smallest power of two above
// min (bit_length(min | 7)), at least the minimum size.
func log2KeySize(min int) int {
	size := dictMinSize
	for size <= min {
		size <<= 1
	}
	return size
}

// presize is _PyDict_NewPresized: room for n entries without a resize.
func (d *Dict) presize(n int) {
	if n <= usableFraction(dictMinSize) {
		return // the empty keys: the first insert allocates the minimum
	}
	size := dictMaxPresize
	if n <= usableFraction(dictMaxPresize) {
		size = log2KeySize((n*3 + 1) / 2)
	}
	d.size, d.usable = size, usableFraction(size)-len(d.entries)
}

// resize is CPython's dictresize on an insert that found no usable slot:
// the entries are compacted (positions change) and the table sized for
// three times the live entries.
func (d *Dict) resize(size int) {
	if d.used != len(d.entries) {
		d.compact()
		if d.index != nil {
			d.rebuildIndex(len(d.index))
		}
	}
	d.size, d.usable = size, usableFraction(size)-d.used
}

// reserve is dict_merge's growth before copying n entries into d.
func (d *Dict) reserve(n int) {
	if usableFraction(d.size) < n {
		d.resize(log2KeySize(((d.used+n)*3 + 1) / 2))
	}
}

// Len returns the number of entries.
func (d *Dict) Len() int { return d.used }

func indexSizeFor(n int) int {
	size := 16
	for size*2 < n*3 {
		size <<= 1
	}
	return size
}

// keysEqual compares two keys with equal hashes. Strs and ints compare
// without the thread; others may call __eq__.
func (t *Thread) keysEqual(a, b Value) (bool, error) {
	switch x := a.(type) {
	case *Str:
		if y, ok := b.(*Str); ok {
			return x == y || x.s == y.s, nil
		}
	case Int:
		if y, ok := b.(Int); ok {
			return x == y, nil
		}
	}
	if Is(a, b) {
		return true, nil
	}
	return t.Equal(a, b)
}

// lookup returns the position of key in entries, or -1.
func (t *Thread) dictLookup(d *Dict, key Value, h int64) (int, error) {
	if d.index == nil {
		for i := range d.entries {
			e := &d.entries[i]
			if e.hash == h && e.key != nil {
				eq, err := t.keysEqual(e.key, key)
				if err != nil {
					return -1, err
				}
				if eq {
					return i, nil
				}
			}
		}
		return -1, nil
	}
	mask := uint64(len(d.index) - 1)
	perturb := uint64(h)
	i := uint64(h) & mask
	for {
		ix := d.index[i]
		if ix == indexEmpty {
			return -1, nil
		}
		if ix >= 0 {
			e := &d.entries[ix]
			if e.hash == h {
				eq, err := t.keysEqual(e.key, key)
				if err != nil {
					return -1, err
				}
				if eq {
					return int(ix), nil
				}
			}
		}
		perturb >>= 5
		i = (i*5 + perturb + 1) & mask
	}
}

// lookupStr is dictLookup for a str key; it never fails.
func (d *Dict) lookupStr(key *Str) int {
	h := key.Hash()
	if d.index == nil {
		for i := range d.entries {
			e := &d.entries[i]
			if e.hash == h {
				if k, ok := e.key.(*Str); ok && (k == key || k.s == key.s) {
					return i
				}
			}
		}
		return -1
	}
	mask := uint64(len(d.index) - 1)
	perturb := uint64(h)
	i := uint64(h) & mask
	for {
		ix := d.index[i]
		if ix == indexEmpty {
			return -1
		}
		if ix >= 0 {
			e := &d.entries[ix]
			if e.hash == h {
				if k, ok := e.key.(*Str); ok && (k == key || k.s == key.s) {
					return int(ix)
				}
			}
		}
		perturb >>= 5
		i = (i*5 + perturb + 1) & mask
	}
}

// GetStr returns the value of a str key.
func (d *Dict) GetStr(key *Str) (Value, bool) {
	if i := d.lookupStr(key); i >= 0 {
		return d.entries[i].value, true
	}
	return nil, false
}

// GetString returns the value of the str key s.
func (d *Dict) GetString(s string) (Value, bool) { return d.GetStr(NewStr(s)) }

// SetStr sets a str key.
func (d *Dict) SetStr(key *Str, v Value) {
	if i := d.lookupStr(key); i >= 0 {
		d.entries[i].value = v
		return
	}
	d.insert(key, key.Hash(), v)
}

// SetString sets the str key s.
func (d *Dict) SetString(s string, v Value) { d.SetStr(NewStr(s), v) }

// DelStr deletes a str key, reporting whether it was there.
func (d *Dict) DelStr(key *Str) bool {
	i := d.lookupStr(key)
	if i < 0 {
		return false
	}
	d.deleteAt(i)
	return true
}

// Get returns d[key].
func (t *Thread) DictGet(d *Dict, key Value) (Value, bool, error) {
	if s, ok := key.(*Str); ok {
		v, found := d.GetStr(s)
		return v, found, nil
	}
	h, err := t.Hash(key)
	if err != nil {
		return nil, false, err
	}
	i, err := t.dictLookup(d, key, h)
	if err != nil || i < 0 {
		return nil, false, err
	}
	return d.entries[i].value, true, nil
}

// DictSet sets d[key] = v.
func (t *Thread) DictSet(d *Dict, key, v Value) error {
	if s, ok := key.(*Str); ok {
		d.SetStr(s, v)
		return nil
	}
	h, err := t.Hash(key)
	if err != nil {
		return err
	}
	return t.dictSetHash(d, key, h, v)
}

func (t *Thread) dictSetHash(d *Dict, key Value, h int64, v Value) error {
	i, err := t.dictLookup(d, key, h)
	if err != nil {
		return err
	}
	if i >= 0 {
		d.entries[i].value = v
		return nil
	}
	if err := t.chargeDictInsert(d); err != nil {
		return err
	}
	d.insert(key, h, v)
	return nil
}

// DictDelete removes key, returning its value.
func (t *Thread) DictDelete(d *Dict, key Value) (Value, bool, error) {
	h, err := t.Hash(key)
	if err != nil {
		return nil, false, err
	}
	i, err := t.dictLookup(d, key, h)
	if err != nil || i < 0 {
		return nil, false, err
	}
	v := d.entries[i].value
	d.deleteAt(i)
	return v, true, nil
}

func (d *Dict) insert(key Value, h int64, v Value) {
	d.version++
	_, isStr := key.(*Str)
	if len(d.entries) == 0 {
		d.general = !isStr
	} else if !isStr && !d.general {
		d.general = true
		d.resize(log2KeySize(d.used * 3))
	}
	if d.usable <= 0 {
		d.resize(log2KeySize(d.used * 3))
	}
	d.usable--
	if d.index == nil {
		if len(d.entries) < smallDict {
			d.entries = append(d.entries, dictEntry{h, key, v})
			d.used++
			return
		}
		d.rebuildIndex(indexSizeFor(d.used + 1))
	} else if (len(d.entries)+1)*3 > len(d.index)*2 {
		d.rebuildIndex(indexSizeFor(d.used*2 + 1))
	}
	d.entries = append(d.entries, dictEntry{h, key, v})
	d.used++
	d.indexInsert(h, int32(len(d.entries)-1))
}

func (d *Dict) indexInsert(h int64, pos int32) {
	mask := uint64(len(d.index) - 1)
	perturb := uint64(h)
	i := uint64(h) & mask
	for d.index[i] >= 0 {
		perturb >>= 5
		i = (i*5 + perturb + 1) & mask
	}
	d.index[i] = pos
}

// rebuildIndex rebuilds an index of the given size; entries keep their
// positions (holes are not indexed).
func (d *Dict) rebuildIndex(size int) {
	d.index = make([]int32, size)
	for i := range d.index {
		d.index[i] = indexEmpty
	}
	for i := range d.entries {
		if d.entries[i].key != nil {
			d.indexInsert(d.entries[i].hash, int32(i))
		}
	}
}

func (d *Dict) compact() {
	j := 0
	for i := range d.entries {
		if d.entries[i].key != nil {
			d.entries[j] = d.entries[i]
			j++
		}
	}
	clear(d.entries[j:])
	d.entries = d.entries[:j]
}

func (d *Dict) deleteAt(i int) {
	d.version++
	e := &d.entries[i]
	if d.index != nil {
		mask := uint64(len(d.index) - 1)
		perturb := uint64(e.hash)
		j := uint64(e.hash) & mask
		for d.index[j] != int32(i) {
			perturb >>= 5
			j = (j*5 + perturb + 1) & mask
		}
		d.index[j] = indexDummy
	}
	// The entry becomes a hole, as in CPython; the next resize compacts.
	e.key, e.value = nil, nil
	d.used--
}

// Clear removes every entry.
func (d *Dict) Clear() {
	d.version++
	d.entries = nil
	d.index = nil
	d.used = 0
	d.usable, d.size = 0, 0
}

// Keys returns the keys in order.
func (d *Dict) Keys() []Value {
	ks := make([]Value, 0, d.used)
	for i := range d.entries {
		if k := d.entries[i].key; k != nil {
			ks = append(ks, k)
		}
	}
	return ks
}

// Items calls f with each key and value in order until f returns false.
func (d *Dict) Items(f func(k, v Value) bool) {
	for i := 0; i < len(d.entries); i++ {
		e := d.entries[i]
		if e.key != nil && !f(e.key, e.value) {
			return
		}
	}
}

// Copy returns a shallow copy.
func (d *Dict) Copy() *Dict {
	c := &Dict{used: d.used, general: d.general}
	if d.used >= len(d.entries)*2/3 {
		// PyDict_Copy clones the keys: holes, size and room left as they
		// are, so iterating the copy while mutating it is CPython's too.
		c.entries = append(make([]dictEntry, 0, len(d.entries)), d.entries...)
		c.size, c.usable = d.size, d.usable
	} else {
		c.entries = make([]dictEntry, 0, d.used)
		for _, e := range d.entries {
			if e.key != nil {
				c.entries = append(c.entries, e)
			}
		}
		c.reserve(d.used)
	}
	if len(c.entries) > smallDict {
		c.rebuildIndex(indexSizeFor(len(c.entries)))
	}
	return c
}

// next returns the entry at or after position i, for iterators.
func (d *Dict) next(i int) (int, *dictEntry) {
	for ; i < len(d.entries); i++ {
		if d.entries[i].key != nil {
			return i, &d.entries[i]
		}
	}
	return i, nil
}

// popLast removes and returns the last entry (popitem).
func (d *Dict) popLast() (Value, Value, bool) {
	for i := len(d.entries) - 1; i >= 0; i-- {
		if e := d.entries[i]; e.key != nil {
			d.deleteAt(i)
			// popitem drops the trailing holes (dk_nentries = i).
			clear(d.entries[i:])
			d.entries = d.entries[:i]
			return e.key, e.value, true
		}
	}
	return nil, nil, false
}
