package vm

// Set is a Python set or frozenset.
//
// The table reproduces CPython 3.11's setobject.c (open addressing with
// runs of linear probes, the same growth rule and the same reinsertion
// order), so that iteration order, and with it the printed form of a set
// of ints or tuples, is the one CPython shows.
type Set struct {
	table  []setEntry
	fill   int // active + dummy
	used   int // active
	finger int
	frozen bool
	hash   int64
	hashed bool
}

type setEntry struct {
	hash int64
	key  Value // nil: unused; setDummy: deleted
}

type dummyKey struct{}

func (dummyKey) Type() *Type { return ObjectType }

var setDummy Value = dummyKey{}

const (
	setMinSize   = 8
	linearProbes = 9
)

// Type returns set or frozenset.
func (s *Set) Type() *Type {
	if s.frozen {
		return FrozenSetType
	}
	return SetType
}

// NewSet returns an empty set.
func NewSet() *Set { return &Set{} }

// NewFrozenSet returns an empty frozenset.
func NewFrozenSet() *Set { return &Set{frozen: true} }

// Len returns the number of elements.
func (s *Set) Len() int { return s.used }

func (s *Set) mask() int {
	if s.table == nil {
		return setMinSize - 1
	}
	return len(s.table) - 1
}

func (s *Set) ensureTable() {
	if s.table == nil {
		s.table = make([]setEntry, setMinSize)
	}
}

// lookup returns the index of key or -1.
func (t *Thread) setLookup(s *Set, key Value, h int64) (int, error) {
	if s.table == nil {
		return -1, nil
	}
	mask := len(s.table) - 1
	perturb := uint64(h)
	i := int(uint64(h) & uint64(mask))
	for {
		probes := 0
		if i+linearProbes <= mask {
			probes = linearProbes
		}
		j := i
		for {
			e := &s.table[j]
			if e.hash == 0 && e.key == nil {
				return -1, nil
			}
			if e.hash == h && e.key != setDummy && e.key != nil {
				if eq, err := t.keysEqual(e.key, key); err != nil {
					return -1, err
				} else if eq {
					return j, nil
				}
			}
			if probes == 0 {
				break
			}
			probes--
			j++
		}
		perturb >>= 5
		i = int((uint64(i)*5 + 1 + perturb) & uint64(mask))
	}
}

// setAddEntry adds key with hash h, as set_add_entry does.
func (t *Thread) setAddEntry(s *Set, key Value, h int64) error {
	s.ensureTable()
	mask := len(s.table) - 1
	perturb := uint64(h)
	i := int(uint64(h) & uint64(mask))
	freeslot := -1
	for {
		probes := 0
		if i+linearProbes <= mask {
			probes = linearProbes
		}
		j := i
		for {
			e := &s.table[j]
			if e.hash == 0 && e.key == nil {
				// Charged only for a new key: re-adding a present one
				// neither grows the table nor costs memory.
				if err := t.chargeSetInsert(s); err != nil {
					return err
				}
				if freeslot >= 0 {
					s.used++
					s.table[freeslot] = setEntry{h, key}
					return nil
				}
				s.fill++
				s.used++
				*e = setEntry{h, key}
				if s.fill*5 < mask*3 {
					return nil
				}
				n := s.used * 4
				if s.used > 50000 {
					n = s.used * 2
				}
				s.resize(n)
				return nil
			}
			if e.hash == h && e.key != setDummy {
				eq, err := t.keysEqual(e.key, key)
				if err != nil {
					return err
				}
				if eq {
					return nil
				}
			} else if e.hash == -1 && e.key == setDummy {
				freeslot = j
			}
			if probes == 0 {
				break
			}
			probes--
			j++
		}
		perturb >>= 5
		i = int((uint64(i)*5 + 1 + perturb) & uint64(mask))
	}
}

func insertClean(table []setEntry, key Value, h int64) {
	mask := len(table) - 1
	perturb := uint64(h)
	i := int(uint64(h) & uint64(mask))
	for {
		if table[i].key == nil {
			table[i] = setEntry{h, key}
			return
		}
		if i+linearProbes <= mask {
			for j := 1; j <= linearProbes; j++ {
				if table[i+j].key == nil {
					table[i+j] = setEntry{h, key}
					return
				}
			}
		}
		perturb >>= 5
		i = int((uint64(i)*5 + 1 + perturb) & uint64(mask))
	}
}

func (s *Set) resize(minused int) {
	size := setMinSize
	for size <= minused {
		size <<= 1
	}
	old := s.table
	s.table = make([]setEntry, size)
	for _, e := range old {
		if e.key != nil && e.key != setDummy {
			insertClean(s.table, e.key, e.hash)
		}
	}
	s.fill = s.used
}

// SetAdd adds x to s.
func (t *Thread) SetAdd(s *Set, x Value) error {
	h, err := t.Hash(x)
	if err != nil {
		return err
	}
	return t.setAddEntry(s, x, h)
}

// SetContains reports whether x is in s.
func (t *Thread) SetContains(s *Set, x Value) (bool, error) {
	h, err := t.Hash(x)
	if err != nil {
		if xs, ok := x.(*Set); ok && !xs.frozen {
			// A set is looked up as the frozenset of its elements.
			return t.SetContains(s, t.copySet(xs, true))
		}
		return false, err
	}
	i, err := t.setLookup(s, x, h)
	return i >= 0, err
}

// SetDiscard removes x, reporting whether it was present.
func (t *Thread) SetDiscard(s *Set, x Value) (bool, error) {
	h, err := t.Hash(x)
	if err != nil {
		return false, err
	}
	i, err := t.setLookup(s, x, h)
	if err != nil || i < 0 {
		return false, err
	}
	s.table[i] = setEntry{-1, setDummy}
	s.used--
	return true, nil
}

// setMerge adds every element of o, as set_merge does.
func (t *Thread) setMerge(s, o *Set) {
	if s == o || o.used == 0 {
		return
	}
	s.ensureTable()
	if (s.fill+o.used)*5 >= s.mask()*3 {
		s.resize((s.used + o.used) * 2)
	}
	if s.fill == 0 && len(s.table) == len(o.table) && o.fill == o.used {
		for i, e := range o.table {
			if e.key != nil {
				s.table[i] = e
			}
		}
		s.fill, s.used = o.fill, o.used
		return
	}
	if s.fill == 0 {
		s.fill, s.used = o.used, o.used
		for _, e := range o.table {
			if e.key != nil && e.key != setDummy {
				insertClean(s.table, e.key, e.hash)
			}
		}
		return
	}
	for _, e := range o.table {
		if e.key != nil && e.key != setDummy {
			t.setAddEntry(s, e.key, e.hash) // cannot fail: keys already hashed and distinct
		}
	}
}

// SetUpdate adds every element of the iterable x.
func (t *Thread) SetUpdate(s *Set, x Value) error {
	switch o := x.(type) {
	case *Set:
		t.setMerge(s, o)
		return nil
	case *Dict:
		s.ensureTable()
		if (s.fill+o.Len())*5 >= s.mask()*3 {
			s.resize((s.used + o.Len()) * 2)
		}
		for i := 0; i < len(o.entries); i++ {
			e := o.entries[i]
			if e.key != nil {
				if err := t.setAddEntry(s, e.key, e.hash); err != nil {
					return err
				}
			}
		}
		return nil
	}
	return t.Iterate(x, func(v Value) error { return t.SetAdd(s, v) })
}

// Elems returns the elements in iteration order.
func (s *Set) Elems() []Value {
	r := make([]Value, 0, s.used)
	for _, e := range s.table {
		if e.key != nil && e.key != setDummy {
			r = append(r, e.key)
		}
	}
	return r
}

// copySet returns a copy (of kind frozen).
func (t *Thread) copySet(s *Set, frozen bool) *Set {
	c := &Set{frozen: frozen}
	t.setMerge(c, s)
	return c
}

// pop removes an arbitrary element, as set.pop does.
func (s *Set) pop() (Value, bool) {
	if s.used == 0 {
		return nil, false
	}
	mask := len(s.table) - 1
	i := s.finger & mask
	for s.table[i].key == nil || s.table[i].key == setDummy {
		i++
		if i > mask {
			i = 0
		}
	}
	k := s.table[i].key
	s.table[i] = setEntry{-1, setDummy}
	s.used--
	s.finger = i + 1
	return k, true
}

// clear empties the set.
func (s *Set) clear() {
	s.table = nil
	s.fill, s.used, s.finger = 0, 0, 0
}

// frozenHash is CPython's frozenset hash.
func (s *Set) frozenHash() int64 {
	if s.hashed {
		return s.hash
	}
	var h uint64
	for _, e := range s.table {
		if e.key != nil && e.key != setDummy {
			eh := uint64(e.hash)
			h ^= ((eh ^ 89869747) ^ (eh << 16)) * 3644798167
		}
	}
	h ^= uint64(s.used+1) * 1927868237
	h ^= (h >> 11) ^ (h >> 25)
	h = h*69069 + 907133923
	r := int64(h)
	if r == -1 {
		r = 590923713
	}
	s.hash, s.hashed = r, true
	return r
}
