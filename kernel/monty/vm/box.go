package vm

// Boxing the results of arithmetic.
//
// A Value holding an Int outside the small-int table (int.go), or any
// Float, points to an 8-byte copy of the number that Go allocates when the
// number is converted to a Value. Ints box through MakeInt (int.go), floats
// through boxFloat.

// boxFloat returns x as a Value.
func (t *Thread) boxFloat(x float64) Value { return Float(x) }
