package vm

import (
	"math"
	"strconv"
	"strings"
)

// percentFastMax bounds the result of strPercentFast; longer results are
// left to the general formatter, which checks the limits as it grows.
const percentFastMax = 1 << 16

// strPercentFast is str % args for the formats logging records and most
// messages use: %s, %d and %i conversions with an optional (key), '-' or
// '0' flag and width, of exact str and int operands (and float for %d),
// taken from a tuple or a dict. Anything else (other conversions or flags,
// other types, a missing key, a wrong count) returns ok false and the
// general formatter does the work and raises the error: nothing here has
// an effect that would then happen twice.
func (t *Thread) strPercentFast(f string, args Value) (Value, bool, error) {
	var items Tuple
	var dict *Dict
	switch a := args.(type) {
	case Tuple:
		items = a
	case *Dict:
		dict = a
	default:
		return nil, false, nil
	}
	var b strings.Builder
	b.Grow(len(f) + 32)
	next := 0
	var digits [24]byte
	for pos := 0; pos < len(f); {
		i := strings.IndexByte(f[pos:], '%')
		if i < 0 {
			b.WriteString(f[pos:])
			break
		}
		b.WriteString(f[pos : pos+i])
		pos += i + 1
		if pos >= len(f) {
			return nil, false, nil
		}
		if f[pos] == '%' {
			b.WriteByte('%')
			pos++
			continue
		}
		var v Value
		if f[pos] == '(' {
			if dict == nil {
				return nil, false, nil
			}
			end := strings.IndexByte(f[pos:], ')')
			if end < 0 {
				return nil, false, nil
			}
			key := Str{s: f[pos+1 : pos+end]}
			if strings.IndexByte(key.s, '(') >= 0 {
				return nil, false, nil
			}
			j := dict.lookupStr(&key)
			if j < 0 {
				return nil, false, nil
			}
			v = dict.entries[j].value
			pos += end + 1
		} else {
			if dict != nil || next >= len(items) {
				return nil, false, nil
			}
			v = items[next]
			next++
		}
		ljust, zero := false, false
	flags:
		for ; pos < len(f); pos++ {
			switch f[pos] {
			case '-':
				ljust = true
			case '0':
				zero = true
			default:
				break flags
			}
		}
		width := 0
		for k := 0; pos < len(f) && f[pos] >= '0' && f[pos] <= '9'; k++ {
			if k == 4 {
				return nil, false, nil
			}
			width = width*10 + int(f[pos]-'0')
			pos++
		}
		if pos >= len(f) {
			return nil, false, nil
		}
		conv := f[pos]
		pos++
		// The text is s, or num when a number was converted.
		var s string
		var num []byte
		n := 0 // code points of the text
		switch conv {
		case 's':
			switch x := v.(type) {
			case *Str:
				s = x.s
				if width > 0 {
					n = x.Len()
				}
			case Int:
				num = strconv.AppendInt(digits[:0], int64(x), 10)
				n, zero = len(num), false
			default:
				return nil, false, nil
			}
		case 'd', 'i':
			var k int64
			switch x := v.(type) {
			case Int:
				k = int64(x)
			case Float:
				// int(x): truncation, for the floats an int64 holds.
				if math.IsNaN(float64(x)) || math.Abs(float64(x)) >= 1<<62 {
					return nil, false, nil
				}
				k = int64(x)
			default:
				return nil, false, nil
			}
			num = strconv.AppendInt(digits[:0], k, 10)
			n = len(num)
		default:
			return nil, false, nil
		}
		switch {
		case n >= width:
		case ljust:
			fill := width - n
			b.WriteString(s)
			b.Write(num)
			writeRepeat(&b, ' ', fill)
			s, num = "", nil
		case zero && num != nil:
			if num[0] == '-' {
				b.WriteByte('-')
				num = num[1:]
			}
			writeRepeat(&b, '0', width-n)
		default:
			writeRepeat(&b, ' ', width-n)
		}
		b.WriteString(s)
		b.Write(num)
		if b.Len() > percentFastMax {
			return nil, false, nil
		}
	}
	if dict == nil && next != len(items) {
		return nil, false, nil
	}
	if err := t.Alloc(int64(b.Len())); err != nil {
		return nil, true, err
	}
	return NewStr(b.String()), true, nil
}

// writeRepeat writes k copies of c.
func writeRepeat(b *strings.Builder, c byte, k int) {
	for ; k > 0; k-- {
		b.WriteByte(c)
	}
}
