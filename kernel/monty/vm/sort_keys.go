package vm

import (
	"cmp"
	"slices"
)

// maxUnboxedSort is the longest list sortHomogeneous sorts.
const maxUnboxedSort = 1 << 17

// keyed is a sort key copied out of its Value, with the index of its
// element.
type keyed[K cmp.Ordered] struct {
	k K
	i int32
}

// sortHomogeneous sorts the indices of keys when every key is an int,
// every one a float or every one a str, comparing the keys unboxed in one
// array (CPython's sort pre-checks for the same three, its
// unsafe_long/float/latin compares); it returns nil when the keys are
// mixed. The order is that of mergeSort with the same ordering: stable,
// reverse keeping equal keys in their order. No Python code runs, so a
// long sort is checked for interruption between its passes only.
//
// The unboxed keys and their merge buffer take twice the memory of the
// generic sort's index, so lists longer than maxUnboxedSort sort the
// generic way: a sort of a million ints must fit a 64 MB budget.
func (t *Thread) sortHomogeneous(keys []Value, reverse bool) ([]int32, error) {
	if len(keys) > maxUnboxedSort {
		return nil, nil
	}
	switch keys[0].(type) {
	case Int:
		ks := make([]keyed[int64], len(keys))
		for i, k := range keys {
			v, ok := k.(Int)
			if !ok {
				return nil, nil
			}
			ks[i] = keyed[int64]{int64(v), int32(i)}
		}
		return sortKeyed(t, ks, reverse, 16)
	case Float:
		ks := make([]keyed[float64], len(keys))
		for i, k := range keys {
			v, ok := k.(Float)
			if !ok {
				return nil, nil
			}
			ks[i] = keyed[float64]{float64(v), int32(i)}
		}
		return sortKeyed(t, ks, reverse, 16)
	case *Str:
		ks := make([]keyed[string], len(keys))
		for i, k := range keys {
			v, ok := k.(*Str)
			if !ok {
				return nil, nil
			}
			ks[i] = keyed[string]{v.s, int32(i)}
		}
		return sortKeyed(t, ks, reverse, 24)
	}
	return nil, nil
}

// sortKeyed sorts ks (size bytes an entry) and returns its indices in order.
func sortKeyed[K cmp.Ordered](t *Thread, ks []keyed[K], reverse bool, size int64) ([]int32, error) {
	// The keys and the merge buffer.
	if err := t.AllocElems(int64(len(ks)), 2*size); err != nil {
		return nil, err
	}
	if err := mergeSortKeyed(t, ks, reverse); err != nil {
		return nil, err
	}
	idx := make([]int32, len(ks))
	for i, k := range ks {
		idx[i] = k.i
	}
	return idx, nil
}

// mergeSortKeyed is mergeSort over unboxed keys: the same runs, insertion
// and merges, so the same order.
func mergeSortKeyed[K cmp.Ordered](t *Thread, a []keyed[K], rev bool) error {
	n := len(a)
	if n < 2 {
		return nil
	}
	const minRun = 32
	var runs []int
	for lo := 0; lo < n; {
		hi := lo + 1
		if hi < n {
			if lessKey(a[hi].k, a[lo].k, rev) {
				for hi+1 < n && lessKey(a[hi+1].k, a[hi].k, rev) {
					hi++
				}
				hi++
				for i, j := lo, hi-1; i < j; i, j = i+1, j-1 {
					a[i], a[j] = a[j], a[i]
				}
			} else {
				for hi+1 < n && !lessKey(a[hi+1].k, a[hi].k, rev) {
					hi++
				}
				hi++
			}
		}
		if hi-lo < minRun {
			end := min(lo+minRun, n)
			insertKeyed(a[lo:end], hi-lo, rev)
			hi = end
		}
		runs = append(runs, lo)
		lo = hi
	}
	runs = append(runs, n)
	buf := make([]keyed[K], n)
	for len(runs) > 2 {
		if err := t.check(); err != nil {
			return err
		}
		var next []int
		for i := 0; i+1 < len(runs); i += 2 {
			next = append(next, runs[i])
			if i+2 < len(runs) {
				mergeKeyed(a[runs[i]:runs[i+2]], runs[i+1]-runs[i], buf, rev)
			}
		}
		next = append(next, n)
		runs = dedupe(next)
	}
	return nil
}

// insertKeyed is binaryInsertion over unboxed keys.
func insertKeyed[K cmp.Ordered](a []keyed[K], sorted int, rev bool) {
	for i := max(sorted, 1); i < len(a); i++ {
		x := a[i]
		lo, hi := 0, i
		for lo < hi {
			m := (lo + hi) / 2
			if lessKey(x.k, a[m].k, rev) {
				hi = m
			} else {
				lo = m + 1
			}
		}
		copy(a[lo+1:i+1], a[lo:i])
		a[lo] = x
	}
}

// mergeKeyed is merge over unboxed keys.
func mergeKeyed[K cmp.Ordered](a []keyed[K], mid int, buf []keyed[K], rev bool) {
	if mid == 0 || mid == len(a) || !lessKey(a[mid].k, a[mid-1].k, rev) {
		return
	}
	left := buf[:mid]
	copy(left, a[:mid])
	i, j, k := 0, mid, 0
	for i < len(left) && j < len(a) {
		if lessKey(a[j].k, left[i].k, rev) {
			a[k] = a[j]
			j++
		} else {
			a[k] = left[i]
			i++
		}
		k++
	}
	copy(a[k:], left[i:])
}

// lessKey is a < b, or b < a when rev: the order of a reverse sort that
// keeps equal keys in their order.
func lessKey[K cmp.Ordered](a, b K, rev bool) bool {
	if rev {
		return b < a
	}
	return a < b
}

// intSortBlock is how many ints sortInts sorts between two checks for
// interruption: pattern-defeating quicksort has no pass boundary, and a
// block of 2**15 takes it about 2 ms, so a sort of millions stops within
// a few milliseconds of its deadline.
const intSortBlock = 1 << 15

// sortInts sorts elems in place when every one is an Int and the sort
// has no key function, reporting whether it did. Equal ints cannot be
// told apart (an Int has no identity but its value), so the sort need not
// be stable and needs no index: the values alone, unboxed, are sorted
// (a quarter of the keyed sort's memory) and boxed again. Blocks are
// sorted with slices.Sort and merged pass by pass, checking for
// interruption between blocks and between passes.
func (t *Thread) sortInts(elems []Value, reverse bool) (bool, error) {
	for _, e := range elems {
		if _, ok := e.(Int); !ok {
			return false, nil
		}
	}
	n := len(elems)
	// The values, and the merge buffer when there is more than one block.
	size := int64(8)
	if n > intSortBlock {
		size = 16
	}
	if err := t.AllocElems(int64(n), size); err != nil {
		return false, err
	}
	vs := make([]int64, n)
	for i, e := range elems {
		vs[i] = int64(e.(Int))
	}
	for lo := 0; lo < n; lo += intSortBlock {
		if lo > 0 {
			if err := t.check(); err != nil {
				return false, err
			}
		}
		slices.Sort(vs[lo:min(lo+intSortBlock, n)])
	}
	if n > intSortBlock {
		buf := make([]int64, n)
		for width := intSortBlock; width < n; width *= 2 {
			if err := t.check(); err != nil {
				return false, err
			}
			for lo := 0; lo < n; lo += 2 * width {
				mid, hi := min(lo+width, n), min(lo+2*width, n)
				mergeInts(buf[lo:hi], vs[lo:mid], vs[mid:hi])
			}
			vs, buf = buf, vs
		}
	}
	if reverse {
		slices.Reverse(vs)
	}
	for i, v := range vs {
		elems[i] = MakeInt(v)
	}
	return true, nil
}

// mergeInts merges the sorted a and b into dst (len(a)+len(b) long).
func mergeInts(dst, a, b []int64) {
	i, j, k := 0, 0, 0
	for i < len(a) && j < len(b) {
		if b[j] < a[i] {
			dst[k] = b[j]
			j++
		} else {
			dst[k] = a[i]
			i++
		}
		k++
	}
	k += copy(dst[k:], a[i:])
	copy(dst[k:], b[j:])
}
