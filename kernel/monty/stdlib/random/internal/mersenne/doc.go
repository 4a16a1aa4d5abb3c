// Package mersenne is CPython's random module (3.11) on Go values, for the
// monty VM to wrap: the Mersenne Twister (MT19937) of _randommodule.c
// with CPython's seeding, and the algorithms of random.py reproduced
// step for step, so that random.seed(42) gives the very sequence CPython
// gives for random(), randint(), choice(), shuffle(), sample(), gauss()
// and the rest.
//
// The generator knows nothing of Python objects. Functions that pick from
// a sequence take its length and return indices (Choice, Sample, Choices)
// or call back to swap (Shuffle); the VM does the indexing. Arbitrary
// integers are *big.Int, with int fast paths where the VM has a small
// int. Errors are *Error values carrying the Python exception type and
// CPython's message.
//
// The float distributions (gauss, expovariate, ...) need log, exp, sin,
// cos, acos and pow where CPython calls the C library's. Go's math
// functions are off by an ulp often enough to show, so ddmath.go computes
// them in double-double precision and rounds once: correctly rounded.
// glibc's are not quite (about one result in a thousand differs from the
// correctly rounded one), so a distribution's value can still differ from
// CPython-on-glibc in its last bits, about once in three thousand calls
// in the oracle test. The integer and uniform functions (random,
// randrange, randint, choice, shuffle, sample, choices, uniform,
// triangular, getrandbits, randbytes) are exact.
package mersenne
