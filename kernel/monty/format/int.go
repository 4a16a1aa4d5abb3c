package format

import (
	"fmt"
	"math/big"
	"strconv"
)

// DefaultMaxStrDigits is CPython's default sys.get_int_max_str_digits(): the
// most decimal digits int↔str conversion accepts. Zero means no limit.
const DefaultMaxStrDigits = 4300

// AppendInt appends x written in base 2, 8, 10 or 16 with lowercase
// digits, as str(), bin(), oct() and hex() write it; with prefix, the
// base's prefix ("0b", "0o", "0x") follows the sign ("-0x1f").
func AppendInt(dst []byte, x int64, base int, prefix bool) []byte {
	if !prefix || base == 10 {
		return strconv.AppendInt(dst, x, base)
	}
	u := uint64(x)
	if x < 0 {
		dst = append(dst, '-')
		u = -u
	}
	dst = append(dst, basePrefix(base)...)
	return strconv.AppendUint(dst, u, base)
}

// BigIntString returns x written in base 2, 8, 10 or 16 as AppendInt does.
// A decimal result longer than maxDigits digits (0: no limit) is the
// ValueError CPython raises under sys.set_int_max_str_digits.
func BigIntString(x *big.Int, base int, prefix bool, maxDigits int) (string, error) {
	b, err := AppendBigInt(nil, x, base, prefix, maxDigits)
	return string(b), err
}

// AppendBigInt is BigIntString appending to dst.
func AppendBigInt(dst []byte, x *big.Int, base int, prefix bool, maxDigits int) ([]byte, error) {
	if x.IsInt64() {
		return AppendInt(dst, x.Int64(), base, prefix), nil
	}
	if base == 10 {
		if err := checkDecimalSize(x, maxDigits); err != nil {
			return dst, err
		}
	}
	if x.Sign() < 0 {
		dst = append(dst, '-')
	}
	if prefix && base != 10 {
		dst = append(dst, basePrefix(base)...)
	}
	start := len(dst)
	dst = new(big.Int).Abs(x).Append(dst, base)
	if base == 10 && maxDigits > 0 && len(dst)-start > maxDigits {
		return dst[:0], strDigitsError(maxDigits)
	}
	return dst, nil
}

// checkDecimalSize rejects, before any conversion work, an x whose decimal
// form certainly has more than maxDigits digits (the bit length bounds
// the digit count from below).
func checkDecimalSize(x *big.Int, maxDigits int) error {
	if maxDigits <= 0 {
		return nil
	}
	// log10(2) > 0.30102; digits >= floor((bits-1)*log10(2)) + 1.
	if (int64(x.BitLen())-1)*30102/100000+1 > int64(maxDigits) {
		return strDigitsError(maxDigits)
	}
	return nil
}

func strDigitsError(maxDigits int) error {
	return valueError(fmt.Sprintf("Exceeds the limit (%d digits) for integer string conversion; use sys.set_int_max_str_digits() to increase the limit", maxDigits))
}

func basePrefix(base int) string {
	switch base {
	case 2:
		return "0b"
	case 8:
		return "0o"
	case 16:
		return "0x"
	}
	return ""
}
