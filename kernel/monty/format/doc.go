// Package format turns Go numbers and strings into text exactly as
// CPython 3.11 does, and parses Python's numeric literals back.
//
// It is a leaf of the monty interpreter: it knows nothing of the VM's
// objects. Numbers come in as int64, *big.Int, float64 and complex128,
// strings as Go strings (UTF-8; indices and widths count code points),
// and where a Python value is needed — the operands of '%' formatting —
// the caller passes a small interface (Arg) that the VM implements.
//
// The package covers four layers, each built on the one before:
//
//   - Number to text: [FloatRepr] is CPython's shortest round-trip repr
//     (float.__repr__ is dtoa "mode 0" laid out by format_float_short);
//     the digits themselves come from strconv, which rounds exactly as
//     David Gay's dtoa does (round-half-even on the exact binary value).
//     Ints are printed by strconv and math/big.
//   - Text to number: [ParseInt], [ParseFloat] and [ParseComplex] follow
//     int(), float() and complex() on str (with underscores, digits of any
//     script and Unicode whitespace), the Bytes variants on bytes;
//     [RoundFloat], [FloatHex] and [FloatFromHex] are round(x, n),
//     float.hex and float.fromhex.
//   - The format-spec mini-language: [ParseSpec] parses
//     "[[fill]align][sign][z][#][0][width][grouping][.precision][type]" and
//     [FormatInt], [FormatBigInt], [FormatFloat], [FormatComplex] and
//     [FormatStr] render a value with it — the __format__ methods of the
//     built-in types, used by format(), f-strings and str.format.
//   - Whole format strings: [Template] splits a str.format template into
//     literal text and replacement fields, [SplitFieldName] and [FieldPath]
//     take a field name apart, and [Render] runs all of str.format over a
//     [Resolver] the VM implements; [Percent] is printf-style 'fmt % args'
//     over operands the VM wraps as [Arg].
//
// Reprs of str and bytes ([StrRepr], [ASCII], [BytesRepr]) live here too,
// since every layer above needs them.
//
// Errors are *Error values carrying the Python exception type and
// CPython's exact message, so the VM raises them unchanged.
package format
