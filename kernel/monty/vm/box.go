package vm

// Boxing the results of arithmetic.
//
// A Value holding an Int outside the small-int table (int.go), or any
// Float, points to an 8-byte copy of the number that Go allocates when the
// number is converted to a Value. The loop's arithmetic boxes through
// these functions so that the conversion is in one place.

// boxBigInt boxes an int outside the small-int table (the callers look
// the table up inline). It is small enough for Go to inline, which saves
// a call on every such int (it was go:noinline when it boxed by hand).
func (t *Thread) boxBigInt(x int64) Value { return Int(x) }

// boxFloat returns x as a Value.
func (t *Thread) boxFloat(x float64) Value { return Float(x) }
